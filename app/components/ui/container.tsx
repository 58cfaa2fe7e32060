import type { ReactNode } from 'react'

import { cn } from '../../lib/cn.ts'

const widths = { wide: 'max-w-6xl', medium: 'max-w-4xl', narrow: 'max-w-3xl' } as const

export const Container = ({
  children,
  className,
  size = 'wide',
}: {
  children: ReactNode
  className?: string
  size?: keyof typeof widths
}) => <div className={cn('wrap', widths[size], className)}>{children}</div>
