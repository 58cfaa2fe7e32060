import { describe, expect, test } from 'vitest'

import { type CachedPage, etagOf, PageCache } from './page-cache.ts'

const page = (body: string): CachedPage => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(body),
  etag: etagOf(body),
  stale: false,
  renderedAt: Date.now(),
})

describe('PageCache', () => {
  test('keeps pages until content changes', () => {
    const cache = new PageCache()
    expect(cache.set('/', page('home'), cache.generation)).toBe(true)
    expect(cache.get('/')?.body.toString()).toBe('home')
    cache.clear()
    expect(cache.get('/')).toBeUndefined()
  })

  test('refuses a render that started before a content change', () => {
    const cache = new PageCache()
    const started = cache.generation
    cache.clear()
    expect(cache.set('/', page('old'), started)).toBe(false)
    expect(cache.get('/')).toBeUndefined()
  })

  test('marks pages stale when only counters moved, and still serves them', () => {
    const cache = new PageCache()
    cache.set('/projects/a', page('a'), cache.generation)
    cache.markStale()
    expect(cache.get('/projects/a')?.stale).toBe(true)
  })

  test('evicts the least recently used pages beyond its size', () => {
    const cache = new PageCache({ maxEntries: 2 })
    cache.set('/a', page('a'), cache.generation)
    cache.set('/b', page('b'), cache.generation)
    cache.set('/c', page('c'), cache.generation)
    expect(cache.get('/a')).toBeUndefined()
    expect(cache.size).toBe(2)
  })

  test('a strong ETag from the body', () => {
    expect(etagOf('x')).toMatch(/^"[\w-]+"$/)
    expect(etagOf('x')).toBe(etagOf(Buffer.from('x')))
    expect(etagOf('x')).not.toBe(etagOf('y'))
  })
})
