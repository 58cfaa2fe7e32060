import type { ReactNode } from 'react'

import { cn } from '../../lib/cn.ts'

export const SectionHeading = ({
  eyebrow,
  title,
  description,
  id,
  align = 'center',
  as: Heading = 'h2',
  children,
}: {
  eyebrow?: string
  title: string
  description?: ReactNode
  id?: string
  align?: 'center' | 'left'
  as?: 'h1' | 'h2'
  children?: ReactNode
}) => (
  <div className={cn('mb-10 sm:mb-12', align === 'center' ? 'mx-auto max-w-2xl text-center' : 'max-w-3xl')}>
    {eyebrow ? (
      <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase dark:text-brand-400">{eyebrow}</p>
    ) : null}
    <Heading
      id={id}
      className={cn(
        'font-bold tracking-tight text-slate-900 dark:text-white',
        Heading === 'h1' ? 'text-4xl sm:text-5xl' : 'text-3xl sm:text-4xl',
      )}
    >
      {title}
    </Heading>
    {description ? <p className="mt-4 text-lg leading-8 text-slate-600 dark:text-slate-400">{description}</p> : null}
    {children}
  </div>
)
