// Hardening, "No secrets in logs": preview and testimonial request links are stored as hashes
// only; the request log (and any error logged about a request) must not hold their tokens, while
// still recording every request's method, path and status at LOG_LEVEL=info.
import { Writable } from 'node:stream'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { ensureBuild } from '../../scripts/ensure-build.ts'
import { buildApp } from '../app.ts'
import { createAdmin, createPost, type TestAccount } from './factories.ts'
import { createTestApp, testDialect, type TestApp } from './harness.ts'

interface LogLine {
  level: number
  reqId?: string
  msg: string
  req?: { method: string; url: string }
  res?: { statusCode: number }
  err?: { message: string; stack: string }
}

let t: TestApp
let app: FastifyInstance
let admin: TestAccount
const lines: LogLine[] = []
const raw: string[] = []

beforeAll(async () => {
  expect(ensureBuild('request log test')).toBe(true)
  t = await createTestApp()
  admin = await createAdmin(t.app)
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        raw.push(line)
        lines.push(JSON.parse(line) as LogLine)
      }
      done()
    },
  })
  // The site as served (pages, .data requests, the API), logging at the default level.
  app = await buildApp({ config: t.app.config, db: t.db, logger: { level: 'info', stream }, web: 'production' })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await t?.close()
})

/** The request's "incoming request" and "request completed" lines, once both are written. */
const logged = async (method: string, url: string) => {
  const before = lines.length
  const res = await app.inject({ method, url })
  return vi.waitFor(() => {
    const incoming = lines.slice(before).find((l) => l.msg === 'incoming request')
    const completed = lines.slice(before).find((l) => l.msg === 'request completed' && l.reqId === incoming?.reqId)
    expect(incoming && completed).toBeTruthy()
    return { status: res.statusCode, url: incoming!.req!.url, method: incoming!.req!.method, logged: completed!.res! }
  })
}

describe(`the request log holds no secret link token (${testDialect()})`, () => {
  let previewToken = ''
  let requestToken = ''

  beforeAll(async () => {
    const post = await createPost(t.app, { title: 'Preview me', published: false })
    const preview = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/blogs/${post.id}/preview-link`,
      headers: admin.headers,
    })
    previewToken = preview.json().url.split('/').at(-1)
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/testimonial-requests',
      headers: admin.headers,
      payload: { name: 'Ada Client' },
    })
    requestToken = made.json().token
    expect(previewToken.length).toBeGreaterThan(20)
    expect(requestToken.length).toBeGreaterThan(20)
  })

  it('pages, their .data requests and the API: the token segment is [redacted]; method, path and status stay', async () => {
    const cases: [string, string, string, number][] = [
      ['GET', `/preview/${previewToken}`, '/preview/[redacted]', 200],
      ['GET', `/preview/${previewToken}.data`, '/preview/[redacted]', 200],
      ['GET', `/testimonials/new/${requestToken}`, '/testimonials/new/[redacted]', 200],
      ['GET', `/testimonials/new/${requestToken}.data`, '/testimonials/new/[redacted]', 200],
      ['GET', `/api/v1/testimonial-requests/${requestToken}`, '/api/v1/testimonial-requests/[redacted]', 200],
      ['POST', `/api/v1/testimonial-requests/${requestToken}`, '/api/v1/testimonial-requests/[redacted]', 422],
      ['GET', `/preview/${previewToken}?token=${previewToken}`, '/preview/[redacted]?token=[redacted]', 200],
      ['GET', '/preview/not-a-live-token-0123456789', '/preview/[redacted]', 404],
    ]
    for (const [method, url, path, status] of cases) {
      const line = await logged(method, url)
      expect(line.status, url).toBe(status)
      expect(line.method).toBe(method)
      // The path as asked, the token segment replaced whole (".data" included), a token in the query too.
      expect(line.url).toBe(path)
      expect(line.logged.statusCode).toBe(status)
    }
    // Nowhere in any line: not in an error, not in a message.
    for (const token of [previewToken, requestToken]) expect(raw.join('\n')).not.toContain(token)
    // Other paths are logged as they are.
    expect((await logged('GET', '/api/v1/admin/testimonial-requests')).url).toBe('/api/v1/admin/testimonial-requests')
    expect((await logged('GET', '/blogs?page=2')).url).toBe('/blogs?page=2')
  })

  it('an error logged about such a request leaves the token out of its message and stack', async () => {
    // A route that fails while quoting its URL, as React Router's own errors do.
    const failing = await buildApp({
      config: t.app.config,
      db: t.db,
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _enc, done) {
            raw.push(chunk.toString())
            done()
          },
        }),
      },
    })
    failing.get('/preview/:token/fail', (req) => {
      throw new Error(`No route matches URL "${req.url}" (https://example.com${req.url})`)
    })
    const before = raw.length
    const res = await failing.inject(`/preview/${previewToken}/fail`)
    expect(res.statusCode).toBe(500)
    await failing.close()
    const text = raw.slice(before).join('')
    expect(text).toContain('unhandled error')
    expect(text).toContain(
      'No route matches URL \\"/preview/[redacted]/fail\\" (https://example.com/preview/[redacted]/fail)',
    )
    expect(text).not.toContain(previewToken)
  })
})

describe('a hit sent by the fast path (in front of Fastify) is logged too', () => {
  it('writes one "request completed" line with its method, path and status', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const url = '/api/v1/projects?limit=2'
    const miss = await fetch(`http://127.0.0.1:${port}${url}`)
    expect(miss.status).toBe(200)
    await vi.waitFor(async () => {
      const before = lines.length
      const hit = await fetch(`http://127.0.0.1:${port}${url}`)
      expect(hit.headers.get('x-cache')).toBe('hit')
      const line = lines.slice(before).find((l) => l.msg === 'request completed' && l.req?.url === url)
      expect(line).toMatchObject({ req: { method: 'GET', url }, res: { statusCode: 200 } })
      expect(line!.reqId).toMatch(/^hit-/)
    })
  })
})
