import type { StatusFilter } from '../../../core/schemas/common.ts'
import { pageParam } from '../../lib/pagination.ts'

export const ADMIN_PAGE_SIZE = 20

export type { StatusFilter }

/**
 * The filter tabs of an admin table: two tabs that split the rows between them, plus `all`
 * (their sum), and the tab shown when `?status=` names none of them.
 */
export interface SplitFilter<F extends string> {
  split: readonly [F, F]
  fallback: F | 'all'
}

/** Active / Deleted / All, active first. */
export const STATUS_FILTER: SplitFilter<'active' | 'deleted'> = { split: ['active', 'deleted'], fallback: 'active' }

const readFilter = <F extends string>(raw: string | null, { split, fallback }: SplitFilter<F>): F | 'all' =>
  raw === split[0] || raw === split[1] || raw === 'all' ? (raw as F | 'all') : fallback

/** ?q=…&status=…&page=… of an admin table. */
export const listParams = (url: URL) => {
  const q = url.searchParams.get('q')?.trim() ?? ''
  const status: StatusFilter = readFilter(url.searchParams.get('status'), STATUS_FILTER)
  const page = pageParam(url.searchParams.get('page'))
  return { q, status, page }
}

/** One page of rows of a filter tab as the server counts them: `items` and that tab's `total`. */
export type FetchSplitPage<F extends string, T> = (
  filter: F | 'all',
  skip: number,
  limit: number,
) => Promise<{ items: T[]; total: number }>

export type FetchStatusPage<T> = FetchSplitPage<'active' | 'deleted', T>

/**
 * One page of an admin table, filtered and paged by the server, plus the count of each tab.
 * Two requests: the page itself, and a one-row request for the count the page does not give
 * (first + second = all). A page past the end is clamped to the last one.
 */
const loadSplitPage = async <F extends string, T>(
  fetchPage: FetchSplitPage<F, T>,
  [first, second]: readonly [F, F],
  filter: F | 'all',
  page: number,
  pageSize: number,
) => {
  const other: F = filter === first ? second : first
  const [requested, counted] = await Promise.all([
    fetchPage(filter, (page - 1) * pageSize, pageSize),
    fetchPage(other, 0, 1),
  ])
  const pages = Math.max(1, Math.ceil(requested.total / pageSize))
  const at = Math.min(page, pages)
  const current = at === page ? requested : await fetchPage(filter, (at - 1) * pageSize, pageSize)
  const firstCount = filter === first ? current.total : counted.total
  const all = filter === 'all' ? current.total : current.total + counted.total
  const counts = {
    [first]: firstCount,
    [second]: filter === second ? current.total : all - firstCount,
    all,
  } as Record<F | 'all', number>
  return { counts, total: current.total, page: at, pages, items: current.items }
}

/** {@link loadSplitPage} for the Active / Deleted / All tabs. */
export const loadStatusPage = <T>(
  fetchPage: FetchStatusPage<T>,
  status: StatusFilter,
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
) => loadSplitPage(fetchPage, STATUS_FILTER.split, status, page, pageSize)

/**
 * The clientLoader data of an admin table: `?q`, `?status` and `?page` read from the request,
 * one server page of rows with the count of each tab, and the query string for page links.
 * `fetchPage` asks the server for rows of one tab matching the search.
 */
export const loadAdminList = async <F extends string, T>(
  request: Request,
  filter: SplitFilter<F>,
  fetchPage: (query: {
    filter: F | 'all'
    search: string | undefined
    skip: number
    limit: number
  }) => Promise<{ items: T[]; total: number }>,
) => {
  const url = new URL(request.url)
  const q = url.searchParams.get('q')?.trim() ?? ''
  const status = readFilter(url.searchParams.get('status'), filter)
  const table = await loadSplitPage(
    (f, skip, limit) => fetchPage({ filter: f, search: q || undefined, skip, limit }),
    filter.split,
    status,
    pageParam(url.searchParams.get('page')),
    ADMIN_PAGE_SIZE,
  )
  return { q, status, search: url.search, ...table }
}
