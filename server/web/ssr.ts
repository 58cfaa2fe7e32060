import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'

import type { PublicServices } from '../../core/services.ts'
import { visitorOf } from '../lib/visitor.ts'
import { inlineScriptHashes, withScriptHashes, withSources } from './csp.ts'
import { registerFeeds } from './feeds.ts'
import { type CachedPage, etagOf, PageCache, type ViewMark } from './page-cache.ts'
import { RESUME_PATH } from './resume.ts'

export type WebMode = 'production' | 'development'

export interface WebOptions {
  mode: WebMode
  /** Folder of `react-router build` output (default ./build). */
  buildDir?: string
}

/** What entry.server.tsx re-exports so the server uses the app's own context keys. */
interface EntryExports {
  servicesContext: RouterContext<PublicServices>
  requestInfoContext: RouterContext<{ siteUrl: string; onView?: (type: ViewMark['type'], id: number) => void }>
}

/** HTML pages are revalidated on each visit (ETag → 304); the server answers from memory. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, must-revalidate'
/** A stale page (counters moved) is re-rendered at most this often. */
const STALE_REFRESH_MS = 5000

const isPagePath = (url: string) => !(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))

const pickEncoding = (accept: string | undefined, entry: CachedPage): 'br' | 'gzip' | undefined => {
  if (!accept) return undefined
  if (entry.br && /\bbr\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return 'br'
  if (entry.gzip && /\bgzip\b(?!;q=0(?:\.0*)?\b)/.test(accept)) return 'gzip'
  return undefined
}

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)

/**
 * The public site in the Fastify process: fingerprinted assets from build/client, then every
 * other GET outside /api rendered by React Router with the services in its load context.
 * Rendered responses are kept in a PageCache until content changes, so a spike costs one render
 * per page. Each HTML page gets a CSP whose script-src lists the hashes of its inline scripts.
 */
export const registerWeb = async (app: FastifyInstance, opts: WebOptions) => {
  const dev = opts.mode === 'development'
  const buildDir = resolve(opts.buildDir ?? 'build')
  const cache = new PageCache()
  const services = app.services as unknown as PublicServices

  let getBuild: () => Promise<ServerBuild>
  if (dev) {
    const { createServer } = await import('vite')
    const vite = await createServer({
      server: { middlewareMode: true, hmr: { server: app.server } },
      appType: 'custom',
    })
    app.addHook('onClose', () => vite.close())
    // Vite answers its own URLs (modules, HMR, public files) and passes everything else on.
    app.addHook('onRequest', (req, reply, done) => {
      if (!isPagePath(req.url) || req.url.split('?')[0] === RESUME_PATH) return done()
      vite.middlewares(req.raw, reply.raw, () => done())
    })
    getBuild = async () => {
      const env = vite.environments.ssr as unknown as { runner: { import: (id: string) => Promise<ServerBuild> } }
      return env.runner.import('virtual:react-router/server-build')
    }
  } else {
    const serverEntry = join(buildDir, 'server', 'index.js')
    if (!existsSync(serverEntry)) {
      throw new Error(`no web build at ${serverEntry}: run "npm run build" first (or start with --dev)`)
    }
    const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
    const assetsDir = join(buildDir, 'client', 'assets')
    getBuild = async () => build
    await app.register(fastifyStatic, {
      root: join(buildDir, 'client'),
      prefix: '/',
      wildcard: false,
      preCompressed: true,
      index: false,
      // Served by resume.ts: the owner's uploaded résumé, else this bundled one.
      globIgnore: [RESUME_PATH.slice(1)],
      cacheControl: false,
      setHeaders: (res, path) => {
        // Fingerprinted build output never changes; public/ files (resume, images) may.
        res.header(
          'cache-control',
          path.startsWith(assetsDir)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600, stale-while-revalidate=86400',
        )
      },
    })
  }

  let handler: ReturnType<typeof createRequestHandler> | undefined
  const render = async (url: string, req: FastifyRequest) => {
    const build = await getBuild()
    const h = dev ? createRequestHandler(build, 'development') : (handler ??= createRequestHandler(build, 'production'))
    const entry = build.entry.module as unknown as EntryExports
    let view: ViewMark | undefined
    const context = new RouterContextProvider()
    context.set(entry.servicesContext, services)
    context.set(entry.requestInfoContext, {
      siteUrl: app.config.siteUrl,
      onView: (type, id) => {
        view = { type, id }
      },
    })
    // Pages are the same for everyone (the session lives in the browser): no cookies, no
    // credentials reach the render, which is what makes its result shareable.
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined || k === 'cookie' || k === 'authorization' || k.startsWith(':')) continue
      headers.set(k, Array.isArray(v) ? v.join(', ') : v)
    }
    const origin = `${req.protocol}://${req.host}`
    const response = await h(new Request(`${origin}${url}`, { method: 'GET', headers }), context)
    const body = Buffer.from(await response.arrayBuffer())
    return { response, body, view }
  }

  let basePolicy: string | undefined
  const policyFor = (reply: FastifyReply) => {
    if (basePolicy === undefined) {
      const p = reply.getHeader('content-security-policy') ?? reply.raw.getHeader('content-security-policy')
      basePolicy = typeof p === 'string' ? p : "default-src 'self';script-src 'self'"
      // Vite's HMR client talks over a websocket on the same port.
      if (dev) basePolicy = withSources(basePolicy, 'connect-src', ['ws:', 'wss:'])
    }
    return basePolicy
  }

  const toEntry = (response: Response, body: Buffer, view: ViewMark | undefined, reply: FastifyReply): CachedPage => {
    const headers: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      if (key === 'content-length' || key === 'transfer-encoding' || key === 'set-cookie') return
      headers[key] = value
    })
    const type = headers['content-type'] ?? ''
    if (type.startsWith('text/html')) {
      headers['content-security-policy'] = withScriptHashes(policyFor(reply), inlineScriptHashes(body.toString('utf8')))
    }
    headers['cache-control'] ??= PAGE_CACHE_CONTROL
    headers.vary = 'Accept-Encoding'
    return { status: response.status, headers, body, etag: etagOf(body), view, stale: false, renderedAt: Date.now() }
  }

  const cacheable = (response: Response) =>
    response.status === 200 &&
    !response.headers.has('set-cookie') &&
    !/no-store|private/.test(response.headers.get('cache-control') ?? '')

  // One render per URL at a time: a burst of requests for a page that is not cached yet waits
  // for the same render instead of starting its own.
  const inflight = new Map<string, Promise<CachedPage>>()
  const produce = (url: string, req: FastifyRequest, reply: FastifyReply) => {
    let pending = inflight.get(url)
    if (!pending) {
      const generation = cache.generation
      pending = render(url, req)
        .then(({ response, body, view }) => {
          const entry = toEntry(response, body, view, reply)
          if (!dev && cacheable(response)) cache.set(url, entry, generation)
          return entry
        })
        .finally(() => inflight.delete(url))
      inflight.set(url, pending)
    }
    return pending
  }

  // Views are counted once per visitor, item and day (ViewCounter); remembering who was already
  // counted today keeps a busy cached page from hashing the visitor on every request.
  let countedDay = ''
  const counted = new Set<string>()
  const recordView = (req: FastifyRequest, reply: FastifyReply, view: ViewMark) => {
    const day = new Date().toISOString().slice(0, 10)
    if (day !== countedDay || counted.size > 100_000) {
      countedDay = day
      counted.clear()
    }
    const key = `${view.type}:${view.id}|${req.ip}|${req.headers['user-agent'] ?? ''}|${req.headers.cookie ?? ''}`
    if (counted.has(key)) return
    counted.add(key)
    app.services.views.record(view.type, view.id, visitorOf(req, reply))
  }

  const send = (req: FastifyRequest, reply: FastifyReply, entry: CachedPage) => {
    if (entry.view) recordView(req, reply, entry.view)
    reply.headers(entry.headers)
    reply.header('etag', entry.etag)
    if (entry.status === 200 && matchesEtag(req.headers['if-none-match'], entry.etag)) {
      return reply.code(304).send()
    }
    reply.code(entry.status)
    const encoding = pickEncoding(req.headers['accept-encoding'], entry)
    if (encoding) {
      reply.header('content-encoding', encoding)
      return reply.send(encoding === 'br' ? entry.br : entry.gzip)
    }
    return reply.send(entry.body)
  }

  app.events.on('change', (kind) => {
    if (kind === 'counters') cache.markStale()
    else cache.clear()
  })

  registerFeeds(app, { cache, send })

  // spec §2: the footer links to /blog; the list lives at /blogs.
  app.get('/blog', { schema: { hide: true } }, (req, reply) => {
    const q = req.url.indexOf('?')
    return reply.redirect(`/blogs${q >= 0 ? req.url.slice(q) : ''}`, 301)
  })

  app.get('/*', { schema: { hide: true } }, async (req, reply) => {
    const url = req.url
    if (!isPagePath(url)) return reply.callNotFound()
    // A missing build file is a plain 404, not a rendered page.
    if (url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found')
    const hit = cache.get(url)
    if (hit) {
      if (hit.stale && Date.now() - hit.renderedAt > STALE_REFRESH_MS && !inflight.has(url)) {
        produce(url, req, reply).catch((err: unknown) => req.log.error({ err }, 'background page render failed'))
      }
      return send(req, reply, hit)
    }
    try {
      return send(req, reply, await produce(url, req, reply))
    } catch (err) {
      req.log.error({ err }, 'page render failed')
      return reply.code(500).type('text/html; charset=utf-8').send(FALLBACK_ERROR_PAGE)
    }
  })

  return { cache }
}

/** When React Router itself fails: a page that still says what happened (SPEC.md §2). */
const FALLBACK_ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0"><main style="text-align:center;padding:1rem"><h1>Something went wrong</h1><p>Please try again in a moment.</p><p><a href="">Refresh Page</a></p></main></body></html>`
