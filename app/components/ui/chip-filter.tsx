import { Link } from 'react-router'

import { cn } from '../../lib/cn.ts'

const chip = (active: boolean) => cn('chip', active ? 'chip-on' : 'chip-off')

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
