import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { PublicServices } from '../../core/services.ts'
import { DATABASE_RETRY_AFTER_S } from '../errors.ts'
import type { ResponseCache, ViewMark } from '../lib/response-cache.ts'
import type { RequestLike } from '../lib/visitor.ts'
import type { registerHttpDelivery } from '../plugins/http-delivery.ts'
import { isPagePath, registerViteDev } from './dev.ts'
import { registerFeeds } from './feeds.ts'
import { createPageResponder, pageUrl } from './page-responder.ts'
import { createRenderer, loadBuild } from './render.ts'
import { registerStaticAssets } from './static-assets.ts'

export type WebMode = 'production' | 'development'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The site's own stylesheets (the built app.css and fonts.css), for the few pages Fastify
     * renders itself (the newsletter's); empty without a production build.
     */
    siteStylesheets?: string[]
  }
}

/** The hashed names `react-router build` gave app.css and fonts.css. */
const builtStylesheets = (buildDir: string) => {
  try {
    const files = readdirSync(join(buildDir, 'client', 'assets'))
    return ['app', 'fonts'].flatMap((name) => {
      const file = files.find((f) => f.startsWith(`${name}-`) && f.endsWith('.css'))
      return file ? [`/assets/${file}`] : []
    })
  } catch {
    return []
  }
}

export interface WebOptions {
  mode: WebMode
  /** The answers cache shared with the API (app.ts). */
  cache: ResponseCache
  /** HTTP delivery (plugins/http-delivery.ts): its fast path sends fresh cached pages too. */
  delivery?: ReturnType<typeof registerHttpDelivery>
  /** Folder of `react-router build` output (default ./build). */
  buildDir?: string
}

/**
 * The public site in the Fastify process, wired from its parts: the build (production files or
 * Vite in development), the renderer (render.ts), the page responder with the shared cache
 * (page-responder.ts), feeds, and the catch-all route for every GET outside /api.
 */
export const registerWeb = async (app: FastifyInstance, opts: WebOptions) => {
  const dev = opts.mode === 'development'
  const buildDir = resolve(opts.buildDir ?? 'build')
  let getBuild
  if (dev) {
    getBuild = await registerViteDev(app)
  } else {
    getBuild = await loadBuild(buildDir)
    await registerStaticAssets(app, buildDir)
    app.decorate('siteStylesheets', builtStylesheets(buildDir))
  }
  const render = createRenderer({
    getBuild,
    services: app.services as unknown as PublicServices,
    siteUrl: app.config.siteUrl,
    mode: opts.mode,
  })
  // A detail page's loader reports its item (app/context.ts onView), so a copy served from the
  // cache, where no loader runs, still counts a view for the visitor asking.
  const countView = (view: ViewMark, req: RequestLike) => app.services.analytics.countView(view.type, view.id, req)
  const pages = createPageResponder({ cache: opts.cache, render, cachePages: !dev, allowWebSocket: dev, countView })
  // Production: a fresh cached page is sent by HTTP delivery's fast path, in front of Fastify.
  if (!dev) {
    opts.delivery?.answerPages({
      keyOf: pageUrl,
      onHit: (entry, req) => {
        if (entry.view) countView(entry.view, req)
      },
    })
  }

  registerFeeds(app, { cache: opts.cache, send: pages.send })

  // spec §2: the footer links to /blog; the list lives at /blogs.
  app.get('/blog', { schema: { hide: true } }, (req, reply) => {
    const q = req.url.indexOf('?')
    return reply.redirect(`/blogs${q >= 0 ? req.url.slice(q) : ''}`, 301)
  })

  const redirectTo = async (req: FastifyRequest, reply: FastifyReply) => {
    const to = await app.services.redirects.resolve(req.url)
    if (!to) return false
    await reply.header('cache-control', 'no-cache').redirect(to, 301)
    return true
  }

  app.get('/*', { schema: { hide: true }, config: { cachePolicy: 'page' } }, async (req, reply) => {
    if (!isPagePath(req.url)) return reply.callNotFound()
    // A missing build file is a plain 404, not a rendered page.
    if (req.url.startsWith('/assets/')) return reply.code(404).type('text/plain').send('Not found')
    try {
      // WordPress's `/?p=N` is the home page unless an import recorded where it leads.
      if (req.url.startsWith('/?') && (await redirectTo(req, reply))) return reply
      const entry = await pages.page(req, reply)
      // An old address (a renamed slug, an imported post's URL) leads on before the 404 page or
      // the list's "not found" notice; a live page at that address answers itself (200).
      if (entry.status >= 300 && entry.status < 500 && (await redirectTo(req, reply))) return reply
      // A page that failed because the database is away says so, and when to come back.
      if (entry.status >= 500 && !(await app.db.ping(1000))) return sendUnavailable(reply)
      return pages.send(req, reply, entry)
    } catch (err) {
      if (!(await app.db.ping(1000))) return sendUnavailable(reply)
      req.log.error({ err }, 'page render failed')
      return reply.code(500).type('text/html; charset=utf-8').send(FALLBACK_ERROR_PAGE)
    }
  })
}

const sendUnavailable = (reply: FastifyReply) =>
  reply
    .code(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_S))
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(UNAVAILABLE_PAGE)

/** The database is away (503): the site is back in a moment, nothing is lost. */
const UNAVAILABLE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Back in a moment</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0"><main style="text-align:center;padding:1rem"><h1>Back in a moment</h1><p>The site is briefly unavailable. Please try again in a few seconds.</p><p><a href="">Refresh Page</a></p></main></body></html>`

/** When React Router itself fails: a page that still says what happened (SPEC.md §2). */
const FALLBACK_ERROR_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Something went wrong</title></head><body style="font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:100vh;margin:0"><main style="text-align:center;padding:1rem"><h1>Something went wrong</h1><p>Please try again in a moment.</p><p><a href="">Refresh Page</a></p></main></body></html>`
