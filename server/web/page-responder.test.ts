import Fastify, { type FastifyInstance } from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'

import { COUNTER_LAG_MS, ResponseCache, type ViewMark } from '../lib/response-cache.ts'
import { createPageResponder, type PageResponderOptions } from './page-responder.ts'
import type { Render } from './render.ts'

const html = (text: string) =>
  `<!doctype html><html><head><script>window.x=1</script></head><body><h1>${text}</h1></body></html>`

/** A renderer that answers `body(url)` and counts its calls; `/item/*` pages report a view. */
const fakeRender = (body: (url: string) => string, status = 200) => {
  const calls: string[] = []
  const render: Render = async (url) => {
    calls.push(url)
    await new Promise((r) => setTimeout(r, 5))
    const response = new Response(body(url), { status, headers: { 'content-type': 'text/html; charset=utf-8' } })
    const view: ViewMark | undefined = url.startsWith('/item/') ? { type: 'project', id: 7 } : undefined
    return { response, body: Buffer.from(body(url)), view }
  }
  return { render, calls }
}

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

const serve = async (opts: Partial<PageResponderOptions> & Pick<PageResponderOptions, 'render'>) => {
  const cache = opts.cache ?? new ResponseCache({ maxBytes: 1024 * 1024 })
  const views: ViewMark[] = []
  const pages = createPageResponder({ cache, cachePages: true, countView: (v) => views.push(v), ...opts })
  app = Fastify()
  app.get('/*', async (req, reply) => pages.send(req, reply, await pages.page(req, reply)))
  await app.ready()
  return { app, cache, views }
}

describe('page responder', () => {
  it('renders once, then answers from the cache with an ETag, 304 and a hashed CSP', async () => {
    const { render, calls } = fakeRender(() => html('Home'))
    const { app } = await serve({ render })
    const first = await app.inject('/')
    expect(first.statusCode).toBe(200)
    expect(first.body).toContain('<h1>Home</h1>')
    expect(first.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/)
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate')
    const again = await app.inject('/')
    expect(again.body).toBe(first.body)
    const notModified = await app.inject({ url: '/', headers: { 'if-none-match': String(first.headers.etag) } })
    expect(notModified.statusCode).toBe(304)
    expect(calls).toEqual(['/'])
  })

  it('a burst for an uncached page waits for one render', async () => {
    const { render, calls } = fakeRender(() => html('Busy'))
    const { app } = await serve({ render })
    const all = await Promise.all(Array.from({ length: 20 }, () => app.inject('/busy')))
    expect(all.every((r) => r.statusCode === 200)).toBe(true)
    expect(calls).toEqual(['/busy'])
  })

  it('renders query-string variants of a page once: parameters no page reads are left out', async () => {
    const { render, calls } = fakeRender((url) => html(url))
    const { app } = await serve({ render })
    for (const url of ['/', '/?x=1', '/?x=2&utm_source=mail', '/?fbclid=abc', '/?notice=session-expired']) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(200)
      // The page as / renders it, from the cache after the first.
      expect(res.body).toContain('<h1>/</h1>')
    }
    expect(calls).toEqual(['/'])
    // What pages read is kept, in name order: one render per real variant.
    for (const url of ['/blogs?page=2&x=1', '/blogs?x=9&page=2', '/blogs?tag=a&page=2', '/blogs?page=2&tag=a&junk=1'])
      expect((await app.inject(url)).statusCode).toBe(200)
    await app.inject('/blogs.data?_routes=routes%2Fblogs&x=1')
    await app.inject('/blogs.data?x=2&_routes=routes%2Fblogs')
    expect(calls).toEqual(['/', '/blogs?page=2', '/blogs?page=2&tag=a', '/blogs.data?_routes=routes%2Fblogs'])
    // React Router's route discovery reads its own query: passed on whole.
    await app.inject('/__manifest?paths=%2Fadmin%2Ftestimonials%2F3%2Fedit&version=abc123')
    expect(calls.at(-1)).toBe('/__manifest?paths=%2Fadmin%2Ftestimonials%2F3%2Fedit&version=abc123')
  })

  it('serves a stale page at once and refreshes it in the background', async () => {
    let version = 1
    const { render, calls } = fakeRender(() => html(`Likes ${version}`))
    const { app, cache } = await serve({ render })
    expect((await app.inject('/p')).body).toContain('Likes 1')
    version = 2
    // Counters moved long enough ago for the cached copy to be out of date.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + COUNTER_LAG_MS + 1)
    cache.countersChanged()
    const stale = await app.inject('/p')
    vi.restoreAllMocks()
    expect(stale.body).toContain('Likes 1')
    await vi.waitFor(async () => expect((await app.inject('/p')).body).toContain('Likes 2'))
    expect(calls).toEqual(['/p', '/p'])
  })

  it('counts a view for every copy of a detail page served, cached or not', async () => {
    const { render, calls } = fakeRender((url) => html(url))
    const { app, views } = await serve({ render })
    for (let i = 0; i < 3; i++) await app.inject('/item/7')
    await app.inject('/about')
    expect(calls).toEqual(['/item/7', '/about'])
    expect(views).toEqual([
      { type: 'project', id: 7 },
      { type: 'project', id: 7 },
      { type: 'project', id: 7 },
    ])
  })

  it('never keeps an error page, nor anything in development', async () => {
    const failing = fakeRender(() => html('Not found'), 404)
    const { app } = await serve({ render: failing.render })
    expect((await app.inject('/missing')).statusCode).toBe(404)
    await app.inject('/missing')
    expect(failing.calls).toHaveLength(2)
    await app.close()

    const dev = fakeRender(() => html('Dev'))
    const served = await serve({ render: dev.render, cachePages: false })
    await served.app.inject('/')
    await served.app.inject('/')
    expect(dev.calls).toHaveLength(2)
  })
})
