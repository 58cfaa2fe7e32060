import { describe, expect, it } from 'vitest'

import { listParams, loadStatusPage, type StatusFilter } from './list-params.ts'

describe('admin table helpers', () => {
  it('reads q, status and page from the URL with safe defaults', () => {
    expect(listParams(new URL('http://x/admin/projects'))).toEqual({ q: '', status: 'active', page: 1 })
    expect(listParams(new URL('http://x/?q=%20shop%20&status=deleted&page=3'))).toEqual({
      q: 'shop',
      status: 'deleted',
      page: 3,
    })
    expect(listParams(new URL('http://x/?status=nonsense&page=-2')).status).toBe('active')
  })

  // A stand-in for the server: 20 active rows and 5 deleted ones.
  const rows = Array.from({ length: 25 }, (_, i) => ({ id: i, is_active: i % 5 !== 0 }))
  const calls: string[] = []
  const server = async (status: StatusFilter, skip: number, limit: number) => {
    calls.push(`${status}:${skip}:${limit}`)
    const matching = status === 'all' ? rows : rows.filter((r) => r.is_active === (status === 'active'))
    return { items: matching.slice(skip, skip + limit), total: matching.length }
  }

  it('asks the server for the page and for the missing count, for each status', async () => {
    for (const status of ['active', 'deleted', 'all'] as const) {
      calls.length = 0
      const out = await loadStatusPage(server, status, 1, 10)
      expect(out.counts, status).toEqual({ active: 20, deleted: 5, all: 25 })
      expect(calls).toHaveLength(2)
    }
    const active = await loadStatusPage(server, 'active', 2, 10)
    expect(active).toMatchObject({ total: 20, page: 2, pages: 2 })
    expect(active.items.map((r) => r.id)).toEqual(
      rows
        .filter((r) => r.is_active)
        .slice(10, 20)
        .map((r) => r.id),
    )
  })

  it('clamps a page past the end to the last page', async () => {
    const deleted = await loadStatusPage(server, 'deleted', 9, 10)
    expect(deleted).toMatchObject({ page: 1, pages: 1, total: 5 })
    expect(deleted.items.every((r) => !r.is_active)).toBe(true)
    expect(deleted.items).toHaveLength(5)
  })
})
