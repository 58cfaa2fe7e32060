import type { ReactNode } from 'react'

import { cn } from '../../lib/cn.ts'

type Tone = 'neutral' | 'brand' | 'green' | 'amber' | 'violet' | 'rose' | 'cyan' | 'emerald'

export const Badge = ({
  children,
  tone = 'neutral',
  className,
}: {
  children: ReactNode
  tone?: Tone
  className?: string
}) => (
  <span
    // .badge (neutral by itself) and its other tones: app/ui.css.
    className={cn('badge', tone !== 'neutral' && `badge-${tone}`, className)}
  >
    {children}
  </span>
)

/** SPEC.md §2: a known category gets its colour; an unknown one the frontend style. */
const CATEGORY_TONES: Record<string, Tone> = {
  backend: 'emerald',
  frontend: 'brand',
  fullstack: 'violet',
  mobile: 'amber',
  ai_ml: 'rose',
  devops: 'cyan',
}
export const categoryTone = (category: string): Tone => CATEGORY_TONES[category] ?? 'brand'

/** A list that shows the first `limit` items, then "+N more" (SPEC.md §2 card rules). */
export const LimitedList = ({
  items,
  limit,
  label,
  more = (n) => `+${n} more`,
}: {
  items: string[]
  limit: number
  label: string
  more?: (n: number) => string
}) => (
  <ul className="chips" aria-label={label}>
    {items.slice(0, limit).map((item) => (
      <li key={item}>
        <Badge>{item}</Badge>
      </li>
    ))}
    {items.length > limit ? (
      <li>
        <Badge tone="brand">{more(items.length - limit)}</Badge>
      </li>
    ) : null}
  </ul>
)
