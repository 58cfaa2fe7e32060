import type { ReactNode } from 'react'

import { cn } from '../../lib/cn.ts'

// `wrap` is 72rem wide (max-w-6xl) by itself; the narrower sizes override it.
const widths = { wide: undefined, medium: 'max-w-4xl', narrow: 'max-w-3xl' } as const

export const Container = ({
  children,
  className,
  size = 'wide',
}: {
  children: ReactNode
  className?: string
  size?: keyof typeof widths
}) => <div className={cn('wrap', widths[size], className)}>{children}</div>
