import type { ReactNode } from 'react'
import { Link, useNavigation } from 'react-router'

import { cn } from '../../lib/cn.ts'
import { buttonClass } from './button.ts'
import { EmptyState } from './empty-state.tsx'
import { Pagination } from './pagination.tsx'

/** True while the router loads `pathname` (a filter or page change on a list page). */
export const useLoadingPath = (pathname: string) => {
  const navigation = useNavigation()
  return navigation.state === 'loading' && navigation.location.pathname === pathname
}

/** The heading above a filtered list, with its live "Page 1 of 3 · 7 posts" line. */
export const ResultsHeading = ({
  children,
  status,
  statusTestId,
}: {
  children: ReactNode
  status: ReactNode
  statusTestId?: string
}) => (
  <div className="mt-10 flex flex-wrap items-baseline justify-between gap-2 border-b border-slate-200 pb-4 dark:border-slate-800">
    <h2 className="text-lg font-semibold text-slate-900 dark:text-white">{children}</h2>
    <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid={statusTestId}>
      {status}
    </p>
  </div>
)

/** The results, dimmed and marked busy while the next ones load. */
export const BusyRegion = ({
  busy,
  className,
  children,
}: {
  busy: boolean
  className?: string
  children: ReactNode
}) => (
  <div className={cn(className, 'transition-opacity', busy && 'opacity-60')} aria-busy={busy}>
    {children}
  </div>
)

/** The empty list, with a "Clear filters" link back to `clearTo` when filters are on. */
export const NoResults = ({
  title,
  description,
  clearTo,
}: {
  title: string
  description: string
  clearTo?: string | null
}) => (
  <EmptyState
    title={title}
    description={description}
    action={
      clearTo ? (
        <Link to={clearTo} className={buttonClass({ variant: 'outline' })}>
          Clear filters
        </Link>
      ) : null
    }
  />
)

/** The page links under a public list; page 1 is the address without `?page=`. */
export const ResultsPages = ({
  page,
  pages,
  busy,
  label,
  hrefFor,
}: {
  page: number
  pages: number
  busy: boolean
  label: string
  hrefFor: (page: string | null) => string
}) => (
  <div className="mt-12">
    <Pagination
      page={page}
      pages={pages}
      disabled={busy}
      label={label}
      hrefFor={(p) => hrefFor(p > 1 ? String(p) : null)}
    />
  </div>
)
