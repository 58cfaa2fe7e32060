import http from 'node:http'
import type { AddressInfo } from 'node:net'
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

/** One GET over real HTTP (the fast path is the server's request listener: `inject` goes around it). */
const get = (app: FastifyInstance, path: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const { port } = app.server.address() as AddressInfo
    http
      .get({ host: '127.0.0.1', port, path, headers, agent: false }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })

const comparable = (h: Record<string, unknown>) => {
  const { date: _date, 'x-cache': _hit, connection: _c, 'keep-alive': _k, ...rest } = h
  return rest
}

describe('API cache: a hit ends the request', () => {
  let api: FastifyInstance
  const laterHook = vi.fn()
  beforeAll(async () => {
    api = await buildApp({ config: t.app.config, db: t.db, logger: false })
    // Runs for whatever the fast path leaves to Fastify, never for a hit it sends itself.
    api.addHook('onRequest', async () => {
      laterHook()
    })
    await api.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await api?.close()
  })

  it('is answered in front of Fastify (no hook runs), with the headers of a miss', async () => {
    // The fast path is the server's one request listener; Fastify's is called by it.
    const listeners = api.server.listeners('request')
    expect(listeners.map((l) => l.name)).toEqual(['answerFromCache'])

    const url = '/api/v1/projects?limit=3'
    laterHook.mockClear()
    const miss = await get(api, url)
    expect(miss.status).toBe(200)
    expect(laterHook).toHaveBeenCalledTimes(1)
    laterHook.mockClear()
    const hit = await get(api, url)
    expect(laterHook).not.toHaveBeenCalled()
    expect(miss.headers['x-cache']).toBeUndefined()
    expect(hit.headers['x-cache']).toBe('hit')
    expect(hit.body.equals(miss.body)).toBe(true)
    expect(comparable(hit.headers)).toEqual(comparable(miss.headers))
    const notModified = await get(api, url, { 'if-none-match': String(miss.headers.etag) })
    expect(notModified.status).toBe(304)
    expect(notModified.body.length).toBe(0)
    expect(laterHook).not.toHaveBeenCalled()
    // A key: through Fastify, whose key gate refuses an unknown one rather than the cached 200.
    expect((await get(api, `${url}&key=folio_unknown`)).status).toBe(401)
  })

  it('answers a route that reads no query for any query string; never another route’s entry', async () => {
    await get(api, '/api/v1/testimonials')
    laterHook.mockClear()
    for (const url of ['/api/v1/testimonials?x=1', '/api/v1/testimonials']) {
      const res = await get(api, url)
      expect(res.headers['x-cache'], url).toBe('hit')
    }
    expect(laterHook).not.toHaveBeenCalled()
    // /projects reads its query: its entry for no query never answers a query it has not seen.
    await get(api, '/api/v1/projects')
    laterHook.mockClear()
    const other = await get(api, '/api/v1/projects?limit=2')
    expect(other.headers['x-cache']).toBeUndefined()
    expect(laterHook).toHaveBeenCalledTimes(1)
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

  it('HEAD of a public read sends the headers GET sends (ETag, Cache-Control), no body; a matching ETag is a 304', async () => {
    for (const url of ['/api/v1/projects', '/api/v1/projects/cached-one']) {
      const full = await t.app.inject(url)
      const head = await t.app.inject({ method: 'HEAD', url })
      expect(head.statusCode).toBe(200)
      expect(head.body).toBe('')
      expect(head.headers.etag).toBe(full.headers.etag)
      expect(head.headers['cache-control']).toBe(full.headers['cache-control'])
      expect(head.headers['cache-control']).toMatch(/^public, /)
      expect(head.headers.vary).toBe('Accept-Encoding')
      for (const method of ['HEAD', 'GET'] as const) {
        const again = await t.app.inject({ method, url, headers: { 'if-none-match': String(full.headers.etag) } })
        expect(again.statusCode).toBe(304)
        expect(again.body).toBe('')
      }
    }
    // A private read stays private whichever the method.
    const me = await t.app.inject({ method: 'HEAD', url: '/api/v1/admin/overview' })
    expect(me.headers.etag).toBeUndefined()
    expect(me.headers['cache-control']).toBe('no-store')
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
    // A coding the client refuses (q=0) is never sent, the other is; neither taken: identity.
    const cases = [
      ['br;q=0, gzip', 'gzip'],
      ['gzip;q=0.0, br;q=0', undefined],
      ['identity', undefined],
      ['gzip, br;q=0.5', 'br'],
      ['br; q=0, gzip;q=1', 'gzip'],
    ] as const
    for (const [accept, coding] of cases) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': accept } })
      expect(res.headers['x-cache'], accept).toBe('hit')
      expect(res.headers['content-encoding'], accept).toBe(coding)
    }
  })
})

describe('cached pages (production)', () => {
  let site: FastifyInstance
  const laterHook = vi.fn()
  beforeAll(async () => {
    expect(ensureBuild('http delivery test')).toBe(true)
    // Behind a proxy that the site trusts: a hit counts its view for the address Fastify would.
    site = await buildApp({
      config: { ...t.app.config, TRUST_PROXY: true },
      db: t.db,
      logger: false,
      web: 'production',
    })
    // Runs for whatever the fast path leaves to Fastify, never for a hit it sends itself.
    site.addHook('onRequest', async () => {
      laterHook()
    })
    await site.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await site?.close()
  })

  it('sends a fresh hit in front of Fastify, with the headers of the render, and counts its view', async () => {
    const { slug } = await createPost(t.app, { title: 'Fast Path Post' })
    const countView = vi.spyOn(site.services.analytics, 'countView')
    const visitor = {
      'x-forwarded-for': '198.51.100.7, 203.0.113.9',
      'user-agent': 'Mozilla/5.0 (X11; Linux) Firefox/140.0',
    }
    try {
      for (const url of ['/projects', `/blogs/${slug}`]) {
        laterHook.mockClear()
        const miss = await get(site, url, visitor)
        expect(miss.status, url).toBe(200)
        expect(laterHook).toHaveBeenCalledTimes(1)
        // The address Fastify gave the miss's view (request.ip, under TRUST_PROXY).
        const missIp = url === '/projects' ? undefined : countView.mock.calls.at(-1)![2].ip
        if (missIp !== undefined) expect(missIp).toBe('198.51.100.7')
        // Once its compressed copies are made (until then Fastify sends it, and compresses it).
        await vi.waitFor(
          async () => {
            laterHook.mockClear()
            const views = countView.mock.calls.length
            const hit = await get(site, url, visitor)
            expect(laterHook, url).not.toHaveBeenCalled()
            expect(hit.body.equals(miss.body)).toBe(true)
            expect(comparable(hit.headers)).toEqual(comparable(miss.headers))
            // A detail page counts a view for every copy served, for the same visitor; a list none.
            expect(countView.mock.calls.length - views).toBe(url === '/projects' ? 0 : 1)
            if (missIp !== undefined) expect(countView.mock.calls.at(-1)![2].ip).toBe(missIp)
          },
          { timeout: 10_000 },
        )
        const notModified = await get(site, url, { 'if-none-match': String(miss.headers.etag) })
        expect(notModified.status).toBe(304)
        expect(laterHook, url).not.toHaveBeenCalled()
      }
    } finally {
      countView.mockRestore()
    }
  })
})
