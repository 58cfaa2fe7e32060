import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

import { cn } from '../../lib/cn.ts'
import { pageItems } from '../../lib/pagination.ts'

const base =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold transition'
const idle =
  'border border-slate-200 bg-white text-slate-700 hover:border-brand-300 hover:text-brand-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300 dark:hover:border-brand-700 dark:hover:text-brand-300'
const current = 'bg-brand-600 text-white shadow-sm shadow-brand-600/25'
const off =
  'border border-slate-200 bg-white text-slate-400 opacity-60 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-500'

/**
 * SPEC.md §4 pagination: all numbers up to 7 pages, else first, last and the current page's
 * neighbours with ellipses; disabled while a page is loading. Pages are links (shareable URLs).
 */
export const Pagination = ({
  page,
  pages,
  hrefFor,
  disabled = false,
  label = 'Pagination',
}: {
  page: number
  pages: number
  hrefFor: (page: number) => string
  disabled?: boolean
  label?: string
}) => {
  if (pages <= 1) return null
  const item = (target: number, content: React.ReactNode, opts: { label?: string; isCurrent?: boolean } = {}) => {
    const inactive = disabled || target < 1 || target > pages || opts.isCurrent
    if (inactive) {
      return (
        <span
          className={cn(base, opts.isCurrent ? current : off)}
          aria-current={opts.isCurrent ? 'page' : undefined}
          aria-disabled={opts.isCurrent ? undefined : 'true'}
          // A name is allowed on a (disabled) link, not on a bare span (axe aria-prohibited-attr).
          role={opts.label ? 'link' : undefined}
          aria-label={opts.label}
        >
          {content}
        </span>
      )
    }
    return (
      <Link to={hrefFor(target)} className={cn(base, idle)} aria-label={opts.label} preventScrollReset={false}>
        {content}
      </Link>
    )
  }
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-2">
      {item(
        page - 1,
        <>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">Previous</span>
        </>,
        { label: 'Previous page' },
      )}
      <ul className="flex items-center gap-2">
        {pageItems(page, pages).map((p) =>
          typeof p === 'number' ? (
            <li key={p}>{item(p, p, { label: `Page ${p}`, isCurrent: p === page })}</li>
          ) : (
            <li key={p} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ),
        )}
      </ul>
      {item(
        page + 1,
        <>
          <span className="hidden sm:inline">Next</span>
          <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </>,
        { label: 'Next page' },
      )}
    </nav>
  )
}
