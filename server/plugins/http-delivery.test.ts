import { brotliDecompressSync } from 'node:zlib'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ensureBuild } from '../../scripts/ensure-build.ts'
import { buildApp } from '../app.ts'
import { createPost, createProject } from '../test/factories.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await createProject(t.app, { title: 'Cached One' })
})
afterAll(async () => {
  await t?.close()
})

describe('API cache: a hit ends the request', () => {
  it('is answered by the first onRequest hook, with the headers of a miss', async () => {
    // The fast path writes a hit before every other hook: if another onRequest hook came first
    // (a plugin registered before registerHttpDelivery), it would run for hits too.
    const routes = t.app.printRoutes({ includeHooks: true, commonPrefix: false })
    const firstHooks = [...routes.matchAll(/\(onRequest\) \["([^"]+)"/g)].map((m) => m[1])
    expect(routes).toContain('/api/v1/projects (GET')
    expect(firstHooks.length).toBeGreaterThan(20)
    expect(new Set(firstHooks)).toEqual(new Set(['answerFromCache()']))

    const url = '/api/v1/projects?limit=3'
    const miss = await t.app.inject(url)
    const hit = await t.app.inject(url)
    expect(miss.headers['x-cache']).toBeUndefined()
    expect(hit.headers['x-cache']).toBe('hit')
    const comparable = (h: Record<string, unknown>) => {
      const { date: _date, 'x-cache': _hit, ...rest } = h
      return rest
    }
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers))
  })

  it('runs the route handler (and its query) once; hits, 304s and a burst never reach it', async () => {
    const list = vi.spyOn(t.app.services.projects, 'list')
    try {
      const url = '/api/v1/projects?limit=7'
      const first = await t.app.inject(url)
      expect(first.statusCode).toBe(200)
      expect(list).toHaveBeenCalledTimes(1)

      const hit = await t.app.inject(url)
      expect(hit.headers['x-cache']).toBe('hit')
      expect(hit.body).toBe(first.body)
      const notModified = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } })
      expect(notModified.statusCode).toBe(304)
      const burst = await Promise.all(Array.from({ length: 100 }, () => t.app.inject(url)))
      expect(burst.every((r) => r.statusCode === 200 && r.headers['x-cache'] === 'hit')).toBe(true)
      expect(list).toHaveBeenCalledTimes(1)

      // A content change: the next read queries again, once.
      await createProject(t.app, { title: 'Cached Two' })
      const after = await t.app.inject(url)
      expect(after.headers['x-cache']).toBeUndefined()
      expect(after.json().projects.map((p: { title: string }) => p.title)).toContain('Cached Two')
      await t.app.inject(url)
      expect(list).toHaveBeenCalledTimes(2)
    } finally {
      list.mockRestore()
    }
  })

  it('a route that reads no query answers made-up query strings from its one cached entry', async () => {
    const list = vi.spyOn(t.app.services.testimonials, 'list')
    try {
      const first = await t.app.inject('/api/v1/testimonials')
      expect(first.statusCode).toBe(200)
      for (const url of ['/api/v1/testimonials?x=1', '/api/v1/testimonials?x=2&y=3', '/api/v1/testimonials']) {
        const res = await t.app.inject(url)
        expect(res.headers['x-cache'], url).toBe('hit')
        expect(res.body).toBe(first.body)
      }
      expect(list).toHaveBeenCalledTimes(1)
      // A route with a query schema refuses what it does not read: nothing to cache.
      expect((await t.app.inject('/api/v1/projects?x=1')).statusCode).toBe(422)
    } finally {
      list.mockRestore()
    }
  })

  it('a detail read (it counts a view) runs its handler every time', async () => {
    const get = vi.spyOn(t.app.services.projects, 'get')
    try {
      for (let i = 0; i < 3; i++) expect((await t.app.inject('/api/v1/projects/cached-one')).statusCode).toBe(200)
      expect(get).toHaveBeenCalledTimes(3)
    } finally {
      get.mockRestore()
    }
  })

  it('serves hits precompressed once the background compression is done', async () => {
    await createProject(t.app, { description: `<p>${'A long story. '.repeat(200)}</p>` })
    const url = '/api/v1/projects?limit=11'
    const plain = await t.app.inject({ url, headers: { 'accept-encoding': 'identity' } })
    // Small lists stay under the compression threshold; this one must be large enough.
    expect(plain.rawPayload.length).toBeGreaterThan(1024)
    await vi.waitFor(
      async () => {
        const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
        expect(res.headers['x-cache']).toBe('hit')
        expect(res.headers['content-encoding']).toBe('br')
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body)
        // Written straight to the response: with its length, ETag and every security header.
        expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
        expect(res.headers.etag).toBe(plain.headers.etag)
        expect(res.headers['content-security-policy']).toBe(plain.headers['content-security-policy'])
        expect(res.headers['x-frame-options']).toBe('SAMEORIGIN')
        expect(res.headers.vary).toBe('Accept-Encoding')
      },
      { timeout: 10_000 },
    )
  })
})

describe('cached pages (production)', () => {
  let site: FastifyInstance
  const laterHook = vi.fn()
  beforeAll(async () => {
    expect(ensureBuild('http delivery test')).toBe(true)
    site = await buildApp({ config: t.app.config, db: t.db, logger: false, web: 'production' })
    // Runs for whatever the fast path leaves to Fastify, never for a hit it sends itself.
    site.addHook('onRequest', async () => {
      laterHook()
    })
    await site.ready()
  })
  afterAll(async () => {
    await site?.close()
  })

  it('sends a fresh hit before the other hooks, with the headers of the render, and counts its view', async () => {
    const { slug } = await createPost(t.app, { title: 'Fast Path Post' })
    const countView = vi.spyOn(site.services.analytics, 'countView')
    try {
      for (const url of ['/projects', `/blogs/${slug}`]) {
        laterHook.mockClear()
        const miss = await site.inject(url)
        expect(miss.statusCode, url).toBe(200)
        expect(laterHook).toHaveBeenCalledTimes(1)
        // Once its compressed copies are made (until then Fastify sends it, and compresses it).
        await vi.waitFor(
          async () => {
            laterHook.mockClear()
            const views = countView.mock.calls.length
            const hit = await site.inject(url)
            expect(laterHook, url).not.toHaveBeenCalled()
            expect(hit.body).toBe(miss.body)
            const { date: _a, ...hitHeaders } = hit.headers
            const { date: _b, ...missHeaders } = miss.headers
            expect(hitHeaders).toEqual(missHeaders)
            // A detail page counts a view for every copy served; a list none.
            expect(countView.mock.calls.length - views).toBe(url === '/projects' ? 0 : 1)
          },
          { timeout: 10_000 },
        )
        const notModified = await site.inject({ url, headers: { 'if-none-match': String(miss.headers.etag) } })
        expect(notModified.statusCode).toBe(304)
        expect(laterHook, url).not.toHaveBeenCalled()
      }
    } finally {
      countView.mockRestore()
    }
  })
})
