import type { StatusFilter } from '../../../core/schemas/common.ts'
import { pageParam } from '../../lib/pagination.ts'

export const ADMIN_PAGE_SIZE = 20

export type { StatusFilter }

/** ?q=…&status=…&page=… of an admin table. */
export const listParams = (url: URL) => {
  const q = url.searchParams.get('q')?.trim() ?? ''
  const raw = url.searchParams.get('status')
  const status: StatusFilter = raw === 'deleted' || raw === 'all' ? raw : 'active'
  const page = pageParam(url.searchParams.get('page'))
  return { q, status, page }
}

/** One page of rows of a status as the server counts them: `items` and that status's `total`. */
export type FetchStatusPage<T> = (
  status: StatusFilter,
  skip: number,
  limit: number,
) => Promise<{ items: T[]; total: number }>

/**
 * One page of an admin table, filtered and paged by the server, plus the count of each status tab.
 * Two requests: the page itself, and a one-row request for the count the page does not give
 * (active + deleted = all). A page past the end is clamped to the last one.
 */
export const loadStatusPage = async <T>(
  fetchPage: FetchStatusPage<T>,
  status: StatusFilter,
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
) => {
  const other: StatusFilter = status === 'active' ? 'deleted' : 'active'
  const [first, counted] = await Promise.all([
    fetchPage(status, (page - 1) * pageSize, pageSize),
    fetchPage(other, 0, 1),
  ])
  const pages = Math.max(1, Math.ceil(first.total / pageSize))
  const at = Math.min(page, pages)
  const current = at === page ? first : await fetchPage(status, (at - 1) * pageSize, pageSize)
  const active = status === 'active' ? current.total : counted.total
  const all = status === 'all' ? current.total : current.total + counted.total
  const counts = { active, deleted: status === 'deleted' ? current.total : all - active, all }
  return { counts, total: current.total, page: at, pages, items: current.items }
}
