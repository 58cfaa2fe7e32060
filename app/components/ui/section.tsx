import type { ReactNode } from 'react'

import { cn } from '../../lib/cn.ts'
import { Container } from './container.tsx'

/** A full-width page band with the site's vertical rhythm; below the first screen (its layout is deferred). */
export const Section = ({
  id,
  labelledBy,
  tone = 'plain',
  className,
  children,
}: {
  id?: string
  labelledBy?: string
  tone?: 'plain' | 'muted'
  className?: string
  children: ReactNode
}) => (
  <section id={id} aria-labelledby={labelledBy} className={cn('section', tone === 'muted' && 'band', className)}>
    <Container>{children}</Container>
  </section>
)
