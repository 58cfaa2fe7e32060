import { SearchX } from 'lucide-react'
import type { ReactNode } from 'react'

export const EmptyState = ({
  title,
  description,
  action,
}: {
  title: string
  description?: string
  action?: ReactNode
}) => (
  <div className="rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center dark:border-slate-700 dark:bg-slate-900/50">
    <SearchX className="mx-auto h-10 w-10 text-slate-400 dark:text-slate-500" aria-hidden="true" />
    <h2 className="mt-4 text-lg font-semibold text-slate-900 dark:text-white">{title}</h2>
    {description ? (
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600 dark:text-slate-400">{description}</p>
    ) : null}
    {action ? <div className="mt-6">{action}</div> : null}
  </div>
)
