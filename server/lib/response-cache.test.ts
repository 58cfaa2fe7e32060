import { describe, expect, test, vi } from 'vitest'

import { ContentEvents } from './events.ts'
import {
  clearAtUtcMidnight,
  COUNTER_LAG_MS,
  type CachedResponse,
  msToNextUtcMidnight,
  ResponseCache,
} from './response-cache.ts'
import { etagOf, matchesEtag } from '../plugins/http-delivery.ts'

const KB = 1024
const answer = (body: string | Buffer, renderedAt = Date.now()): CachedResponse => ({
  status: 200,
  headers: { 'content-type': 'text/html' },
  body: Buffer.from(body),
  etag: etagOf(body),
  renderedAt,
})
/** Incompressible bytes, so background compression adds about as much again. */
const random = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256)))

describe('ResponseCache', () => {
  test('keeps lasting entries (share cards) across content changes, under the same budget, uncompressed', async () => {
    const cache = new ResponseCache({ maxBytes: 64 * KB })
    cache.set('og:a', { ...answer(random(20 * KB)), lasting: true }, cache.generation)
    cache.set('/', answer('home'.repeat(1000)), cache.generation)
    cache.clear()
    expect(cache.get('/')).toBeUndefined()
    expect(cache.get('og:a')?.body.length).toBe(20 * KB)
    // Counted in the one budget: newer entries push it out like any other.
    for (let i = 0; i < 4; i++) cache.set(`/p${i}`, answer(random(20 * KB)), cache.generation)
    expect(cache.get('og:a')).toBeUndefined()
    expect(cache.usedBytes).toBeLessThanOrEqual(64 * KB)
    const kept = { ...answer('x'.repeat(4 * KB)), lasting: true }
    cache.set('og:b', kept, cache.generation)
    await new Promise((r) => setImmediate(r))
    expect(cache.get('og:b')?.br).toBeUndefined()
  })

  test('keeps answers until content changes', () => {
    const cache = new ResponseCache({ maxBytes: 1024 * KB })
    expect(cache.set('/', answer('home'), cache.generation)).toBe(true)
    expect(cache.get('/')?.body.toString()).toBe('home')
    cache.clear()
    expect(cache.get('/')).toBeUndefined()
    expect(cache.usedBytes).toBe(0)
  })

  test('refuses an answer produced from data read before a content change', () => {
    const cache = new ResponseCache({ maxBytes: 1024 * KB })
    const started = cache.generation
    cache.clear()
    expect(cache.set('/', answer('old'), started)).toBe(false)
    expect(cache.get('/')).toBeUndefined()
  })

  test('counters moving make an answer stale only once it is older than the lag', () => {
    const cache = new ResponseCache({ maxBytes: 1024 * KB })
    const now = Date.now()
    const old = answer('a', now - COUNTER_LAG_MS - 1)
    const recent = answer('b', now - 10)
    cache.set('/a', old, cache.generation)
    cache.set('/b', recent, cache.generation)
    expect(cache.isStale(old, now)).toBe(false)
    cache.countersChanged(now)
    expect(cache.isStale(old, now)).toBe(true)
    expect(cache.isStale(recent, now)).toBe(false)
    expect(cache.isStale(recent, now + COUNTER_LAG_MS)).toBe(true)
    // Still there: stale pages are served while they refresh.
    expect(cache.get('/a')).toBe(old)
  })

  test('follows content events: a content kind clears, counters only age', () => {
    const events = new ContentEvents()
    const cache = new ResponseCache({ maxBytes: 1024 * KB })
    cache.listen(events)
    const a = answer('a', Date.now() - COUNTER_LAG_MS - 1)
    cache.set('/a', a, cache.generation)
    events.changed('counters')
    expect(cache.isStale(a)).toBe(true)
    expect(cache.size).toBe(1)
    const generation = cache.generation
    events.changed('projects')
    expect(cache.size).toBe(0)
    expect(cache.generation).toBe(generation + 1)
  })

  test('evicts the least recently used answers when the bytes run out', () => {
    const cache = new ResponseCache({ maxBytes: 100 * KB })
    for (const key of ['/a', '/b', '/c']) cache.set(key, answer(random(30 * KB)), cache.generation)
    expect(cache.size).toBe(3)
    cache.get('/a') // now /b is the least recently used
    cache.set('/d', answer(random(30 * KB)), cache.generation)
    expect(cache.get('/b')).toBeUndefined()
    expect([cache.get('/a'), cache.get('/c'), cache.get('/d')].every(Boolean)).toBe(true)
    expect(cache.usedBytes).toBeLessThanOrEqual(100 * KB)
  })

  test('keeps the recency order through repeated hits on one answer', () => {
    const cache = new ResponseCache({ maxBytes: 100 * KB })
    for (const key of ['/a', '/b', '/c']) cache.set(key, answer(random(30 * KB)), cache.generation)
    cache.get('/a')
    cache.get('/a') // already the most recent: nothing moves
    cache.get('/b')
    cache.get('/a') // most recent again, after /b: /c is now the least recently used
    cache.set('/d', answer(random(30 * KB)), cache.generation)
    expect(cache.get('/c')).toBeUndefined()
    cache.set('/e', answer(random(30 * KB)), cache.generation) // then /b
    expect(cache.get('/b')).toBeUndefined()
    expect([cache.get('/a'), cache.get('/d'), cache.get('/e')].every(Boolean)).toBe(true)
  })

  test('counts compressed copies against the budget and stays within it', async () => {
    const cache = new ResponseCache({ maxBytes: 256 * KB })
    const all = Array.from({ length: 20 }, () => answer(random(20 * KB)))
    all.forEach((e, i) => cache.set(`/p/${i}`, e, cache.generation))
    // Compression finishes in the background (or finds its entry already evicted).
    await vi.waitFor(() => expect(all.slice(-3).every((e) => e.br && e.gzip)).toBe(true), { timeout: 10_000 })
    expect(cache.usedBytes).toBeLessThanOrEqual(256 * KB)
    const kept = Array.from({ length: 20 }, (_, i) => cache.get(`/p/${i}`)).filter(Boolean)
    // Random bytes do not compress: each entry costs ~3 × 20 KB once br and gzip are in.
    expect(kept.length).toBeGreaterThan(2)
    expect(kept.length).toBeLessThan(6)
    expect(kept.every((e) => e?.br && e.gzip)).toBe(true)
    expect(cache.get('/p/19')).toBeDefined()
  })

  test('compresses text in the background once', async () => {
    const cache = new ResponseCache({ maxBytes: 1024 * KB })
    const page = answer('<p>hello</p>'.repeat(500))
    cache.set('/', page, cache.generation)
    expect(page.br).toBeUndefined()
    await vi.waitFor(() => expect(page.gzip).toBeDefined(), { timeout: 10_000 })
    expect(page.br!.length).toBeLessThan(page.body.length / 10)
    expect(page.gzip!.length).toBeLessThan(page.body.length / 10)
  })

  test('never keeps an answer larger than the whole budget', () => {
    const cache = new ResponseCache({ maxBytes: 10 * KB })
    cache.set('/small', answer('x'), cache.generation)
    expect(cache.set('/huge', answer(random(20 * KB)), cache.generation)).toBe(false)
    expect(cache.get('/small')).toBeDefined()
  })

  test('a strong ETag from the body; If-None-Match lists, weak tags and *', () => {
    expect(etagOf('x')).toMatch(/^"[\w-]+"$/)
    expect(etagOf('x')).toBe(etagOf(Buffer.from('x')))
    expect(etagOf('x')).not.toBe(etagOf('y'))
    const tag = etagOf('x')
    expect(matchesEtag(tag, tag)).toBe(true)
    expect(matchesEtag(`"other", W/${tag}`, tag)).toBe(true)
    expect(matchesEtag('*', tag)).toBe(true)
    expect(matchesEtag('"other"', tag)).toBe(false)
    expect(matchesEtag(undefined, tag)).toBe(false)
  })
})

describe('the daily clear (answers that depend on the date)', () => {
  test('the next UTC midnight is counted from any time of day', () => {
    expect(msToNextUtcMidnight(Date.parse('2026-11-23T23:59:59.000Z'))).toBe(1000)
    expect(msToNextUtcMidnight(Date.parse('2026-11-23T00:00:00.000Z'))).toBe(86_400_000)
    expect(msToNextUtcMidnight(Date.parse('2026-11-23T12:00:00.000Z'))).toBe(43_200_000)
  })

  test('empties the cache just after each UTC midnight, and stops when asked', () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-23T23:59:00.000Z') })
    try {
      const cache = new ResponseCache({ maxBytes: 1024 * KB })
      const stop = clearAtUtcMidnight(cache)
      cache.set('/certificates', answer('Expires Nov 24, 2026'), cache.generation)
      vi.advanceTimersByTime(59_000)
      expect(cache.get('/certificates')).toBeDefined()
      vi.advanceTimersByTime(2_000)
      expect(cache.get('/certificates')).toBeUndefined()
      // The next day too.
      cache.set('/certificates', answer('Expired'), cache.generation)
      vi.advanceTimersByTime(86_400_000)
      expect(cache.get('/certificates')).toBeUndefined()
      stop()
      cache.set('/certificates', answer('Expired'), cache.generation)
      vi.advanceTimersByTime(86_400_000)
      expect(cache.get('/certificates')).toBeDefined()
    } finally {
      vi.useRealTimers()
    }
  })
})
