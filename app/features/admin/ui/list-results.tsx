import { Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { buttonClass } from '../../../components/ui/button.ts'
import { Pagination } from '../../../components/ui/pagination.tsx'
import { withParams } from './list-toolbar.tsx'

/** The page of an admin table as its clientLoader (`loadAdminList`) returns it. */
interface ListPage {
  q: string
  items: readonly unknown[]
  total: number
  page: number
  pages: number
  search: string
}

/** One page of an admin table: the table, "N rows matching …" and the page links; `empty` when there are none. */
export const ListResults = ({
  list: { q, items, total, page, pages, search },
  noun: [one, many],
  empty,
  children,
}: {
  list: ListPage
  noun: readonly [string, string]
  empty: ReactNode
  children: ReactNode
}) =>
  items.length ? (
    <>
      {children}
      <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {total} {total === 1 ? one : many}
        {q ? ` matching “${q}”` : ''}
      </p>
      <div className="mt-4">
        <Pagination page={page} pages={pages} hrefFor={(p) => withParams(search, { page: String(p) })} />
      </div>
    </>
  ) : (
    empty
  )

/** The "New …" button of an admin list. */
export const NewItemLink = ({ to, children }: { to: string; children: ReactNode }) => (
  <Link to={to} className={buttonClass()}>
    <Plus className="h-4 w-4" aria-hidden="true" />
    {children}
  </Link>
)

/** The Active / Deleted / All tabs with their counts. */
export const statusTabs = (counts: Record<'active' | 'deleted' | 'all', number>) => [
  { value: 'active', label: 'Active', count: counts.active },
  { value: 'deleted', label: 'Deleted', count: counts.deleted },
  { value: 'all', label: 'All', count: counts.all },
]
