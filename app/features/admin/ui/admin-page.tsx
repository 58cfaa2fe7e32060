import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

/** The heading band of an admin screen: optional back link, h1, description, actions. */
export const AdminPage = ({
  title,
  description,
  actions,
  back,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  back?: { to: string; label: string }
  children: ReactNode
}) => (
  <div>
    {back ? (
      <Link
        to={back.to}
        className="mb-3 inline-flex items-center gap-1.5 rounded-lg text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" />
        {back.label}
      </Link>
    ) : null}
    <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        {description ? <p className="mt-1.5 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 flex-wrap gap-2">{actions}</div> : null}
    </div>
    {children}
  </div>
)

/** A white card that groups content on an admin screen. */
export const Panel = ({
  title,
  description,
  actions,
  children,
  className,
}: {
  title?: ReactNode
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
  className?: string
}) => (
  <section
    className={`min-w-0 rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900 ${className ?? ''}`}
  >
    {title ? (
      <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-4 dark:border-slate-800">
        <div>
          <h2 className="text-base font-semibold text-slate-900 dark:text-white">{title}</h2>
          {description ? <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">{description}</p> : null}
        </div>
        {actions}
      </div>
    ) : null}
    <div className="p-5">{children}</div>
  </section>
)
