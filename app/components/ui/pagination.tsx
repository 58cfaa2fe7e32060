import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link } from 'react-router'

import { cn } from '../../lib/cn.ts'
import { pageItems } from '../../lib/pagination.ts'

// Component classes in app/ui.css.
const base = 'page-btn'
const idle = 'page-btn-idle'
const current = 'page-btn-current'
const off = 'page-btn-off'

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
