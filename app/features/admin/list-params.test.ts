import { describe, expect, it } from 'vitest'

import { byNewest, filterAndPage, listParams, matchesText } from './list-params.ts'

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

  it('counts each status, filters and pages, clamping the page', () => {
    const rows = Array.from({ length: 25 }, (_, i) => ({ id: i, is_active: i % 5 !== 0 }))
    const active = filterAndPage(rows, 'active', 1, 10)
    expect(active.counts).toEqual({ active: 20, deleted: 5, all: 25 })
    expect(active.items).toHaveLength(10)
    expect(active.pages).toBe(2)
    const deleted = filterAndPage(rows, 'deleted', 9, 10)
    expect(deleted.page).toBe(1)
    expect(deleted.items.every((r) => !r.is_active)).toBe(true)
  })

  it('matches text in any field or list, ignoring case', () => {
    expect(matchesText('REACT', 'Shop', ['React', 'Node'])).toBe(true)
    expect(matchesText('vue', 'Shop', null, ['React'])).toBe(false)
    expect(matchesText('', 'anything')).toBe(true)
  })

  it('sorts newest first', () => {
    const rows = [
      { id: 1, created_at: '2026-01-01T00:00:00Z' },
      { id: 2, created_at: '2026-03-01T00:00:00Z' },
    ]
    expect(rows.sort(byNewest).map((r) => r.id)).toEqual([2, 1])
  })
})
