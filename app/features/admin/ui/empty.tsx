import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

/** The table's place when nothing matches. */
export const AdminEmpty = ({
  icon: Icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon
  title: string
  description?: ReactNode
  action?: ReactNode
}) => (
  <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/50">
    <Icon className="mx-auto h-10 w-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
    <h2 className="mt-4 text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
    {description ? (
      <p className="mx-auto mt-1.5 max-w-sm text-sm text-slate-600 dark:text-slate-400">{description}</p>
    ) : null}
    {action ? <div className="mt-5">{action}</div> : null}
  </div>
)
