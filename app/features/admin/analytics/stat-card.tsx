import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** One number with a label, on the dashboard and analytics screens. */
export const StatCard = ({
  icon: Icon,
  label,
  value,
  detail,
  to,
}: {
  icon: LucideIcon
  label: string
  value: ReactNode
  detail?: ReactNode
  to?: string
}) => {
  const body = (
    <>
      <div className="flex items-center justify-between gap-2">
        <p className="text-sm font-medium text-slate-600 dark:text-slate-400">{label}</p>
        <span className="hidden h-9 w-9 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid dark:bg-brand-950 dark:text-brand-300">
          <Icon className="h-4.5 w-4.5" aria-hidden="true" />
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold sm:text-3xl tracking-tight text-slate-900 tabular-nums dark:text-white">
        {value}
      </p>
      {detail ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{detail}</p> : null}
    </>
  )
  const cls = 'block rounded-2xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900'
  return to ? (
    <Link to={to} className={`${cls} transition-colors hover:border-brand-300 dark:hover:border-brand-700`}>
      {body}
    </Link>
  ) : (
    <div className={cls}>{body}</div>
  )
}
