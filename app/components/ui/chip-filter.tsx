import { Link } from 'react-router'

import { cn } from '../../lib/cn.ts'

const chip = (active: boolean) =>
  cn(
    'inline-flex h-9 items-center rounded-full px-4 text-sm font-medium transition',
    active
      ? 'bg-brand-600 text-white shadow-sm shadow-brand-600/25'
      : 'bg-white text-slate-700 ring-1 ring-slate-200 hover:ring-brand-300 dark:bg-slate-900 dark:text-slate-300 dark:ring-slate-800 dark:hover:ring-brand-700',
  )

/** One labelled row of filter links: "All", then one per option; the current one is marked. */
export const ChipFilter = ({
  label,
  options,
  current,
  to,
}: {
  label: string
  options: string[]
  current: string | null
  to: (value: string | null) => string
}) => (
  <nav aria-label={`Filter by ${label.toLowerCase()}`} className="flex flex-col gap-3 sm:flex-row sm:items-start">
    <h2 className="w-20 shrink-0 pt-2 text-xs font-semibold tracking-wider text-slate-600 uppercase dark:text-slate-400">
      {label}
    </h2>
    <ul className="flex flex-wrap gap-2">
      <li>
        <Link to={to(null)} preventScrollReset className={chip(!current)} aria-current={!current ? 'true' : undefined}>
          All
        </Link>
      </li>
      {options.map((o) => (
        <li key={o}>
          <Link
            to={to(o)}
            preventScrollReset
            className={chip(o === current)}
            aria-current={o === current ? 'true' : undefined}
          >
            {o}
          </Link>
        </li>
      ))}
    </ul>
  </nav>
)
