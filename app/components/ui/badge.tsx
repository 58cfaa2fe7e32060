import type { ReactNode } from 'react'

import { cn } from '../../lib/cn.ts'

type Tone = 'neutral' | 'brand' | 'green' | 'amber' | 'violet' | 'rose' | 'cyan' | 'emerald'

const tones: Record<Tone, string> = {
  neutral: 'bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-700',
  brand: 'bg-brand-50 text-brand-700 ring-brand-200 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900',
  green: 'bg-green-50 text-green-800 ring-green-200 dark:bg-green-950 dark:text-green-300 dark:ring-green-900',
  emerald:
    'bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950 dark:text-emerald-300 dark:ring-emerald-900',
  amber: 'bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950 dark:text-amber-300 dark:ring-amber-900',
  violet: 'bg-violet-50 text-violet-700 ring-violet-200 dark:bg-violet-950 dark:text-violet-300 dark:ring-violet-900',
  rose: 'bg-rose-50 text-rose-700 ring-rose-200 dark:bg-rose-950 dark:text-rose-300 dark:ring-rose-900',
  cyan: 'bg-cyan-50 text-cyan-800 ring-cyan-200 dark:bg-cyan-950 dark:text-cyan-300 dark:ring-cyan-900',
}

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
    className={cn(
      'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
      tones[tone],
      className,
    )}
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
  <ul className="flex flex-wrap gap-1.5" aria-label={label}>
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
