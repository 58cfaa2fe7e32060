import { pageParam } from '../../lib/pagination.ts'

export const ADMIN_PAGE_SIZE = 20

export type StatusFilter = 'active' | 'deleted' | 'all'

/** ?q=…&status=…&page=… of an admin table. */
export const listParams = (url: URL) => {
  const q = url.searchParams.get('q')?.trim() ?? ''
  const raw = url.searchParams.get('status')
  const status: StatusFilter = raw === 'deleted' || raw === 'all' ? raw : 'active'
  const page = pageParam(url.searchParams.get('page'))
  return { q, status, page }
}

export const matchesText = (q: string, ...fields: (string | null | undefined | string[])[]) => {
  if (!q) return true
  const needle = q.toLowerCase()
  return fields.some((f) =>
    Array.isArray(f) ? f.some((x) => x.toLowerCase().includes(needle)) : (f ?? '').toLowerCase().includes(needle),
  )
}

/** Counts per status, the rows of the chosen status, and one page of them. */
export const filterAndPage = <T extends { is_active: boolean }>(
  rows: T[],
  status: StatusFilter,
  page: number,
  pageSize = ADMIN_PAGE_SIZE,
) => {
  const counts = {
    active: rows.filter((r) => r.is_active).length,
    deleted: rows.filter((r) => !r.is_active).length,
    all: rows.length,
  }
  const filtered = status === 'all' ? rows : rows.filter((r) => r.is_active === (status === 'active'))
  const pages = Math.max(1, Math.ceil(filtered.length / pageSize))
  const current = Math.min(page, pages)
  return {
    counts,
    total: filtered.length,
    page: current,
    pages,
    items: filtered.slice((current - 1) * pageSize, current * pageSize),
  }
}

export const byNewest = (a: { created_at: string; id: number }, b: { created_at: string; id: number }) =>
  b.created_at.localeCompare(a.created_at) || b.id - a.id
