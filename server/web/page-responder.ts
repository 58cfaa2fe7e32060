import type { FastifyReply, FastifyRequest } from 'fastify'

import type { CachedResponse, ResponseCache, ViewMark } from '../lib/response-cache.ts'
import { CACHE_POLICIES, etagOf, sendCached } from '../plugins/http-delivery.ts'
import { inlineScriptHashes, withFrameSources, withScriptHashes, withSources } from './csp.ts'
import type { Render } from './render.ts'

export interface PageResponderOptions {
  cache: ResponseCache
  render: Render
  /** Keep rendered pages (production); development renders every request. */
  cachePages: boolean
  /** Vite's HMR client talks over a websocket on the same port (development). */
  allowWebSocket?: boolean
  /** Every copy of a detail page served, cached or not, counts a view for its visitor. */
  countView: (view: ViewMark, req: FastifyRequest) => void
}

/** React Router's route discovery endpoint (routeDiscovery.manifestPath, its default). */
const MANIFEST_PATH = '/__manifest?'

/**
 * The query parameters the public pages read: their loaders' (`page`, `search`, `tag` on /blogs;
 * `category`, `technology` on /projects; `category`, `issuer`, `page`, `open` on /certificates)
 * and React Router's `_routes` on `.data` requests. Any other (`?x=1`, `utm_source`, `fbclid`,
 * or `notice`, which the page reads in the browser) changes nothing the server renders.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'page',
  'search',
  'tag',
  'category',
  'technology',
  'issuer',
  'open',
  '_routes',
])

/**
 * The URL a page is rendered and cached as: the path with only the parameters pages read, in
 * name order. So `/?x=1` is served from the cache as `/`, and made-up query strings cannot force
 * a fresh render each (nor fill the cache with copies of one page).
 */
export const pageUrl = (url: string) => {
  const q = url.indexOf('?')
  // React Router's lazy route discovery (`/__manifest?paths=…&version=…`) reads its own query,
  // and answers from the build's manifest without rendering anything.
  if (q < 0 || url.startsWith(MANIFEST_PATH)) return url
  const kept = [...new URLSearchParams(url.slice(q + 1))]
    .filter(([name]) => PAGE_QUERY_PARAMS.has(name))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const query = new URLSearchParams(kept).toString()
  return query ? `${url.slice(0, q)}?${query}` : url.slice(0, q)
}

const cacheable = (response: Response) =>
  response.status === 200 &&
  !response.headers.has('set-cookie') &&
  !/no-store|private/.test(response.headers.get('cache-control') ?? '')

/**
 * Answers a page request from the shared ResponseCache, rendering on a miss: one render per URL
 * at a time (a burst for an uncached page waits for the same render), a stale page (counters
 * moved) served at once and refreshed in the background, ETag/304 and precompressed bodies
 * through sendCached. Each HTML page gets a CSP whose script-src lists its inline scripts' hashes.
 */
export const createPageResponder = (opts: PageResponderOptions) => {
  const { cache, render } = opts

  let basePolicy: string | undefined
  const policyFor = (reply: FastifyReply) => {
    if (basePolicy === undefined) {
      const p = reply.getHeader('content-security-policy') ?? reply.raw.getHeader('content-security-policy')
      basePolicy = typeof p === 'string' ? p : "default-src 'self';script-src 'self'"
      if (opts.allowWebSocket) basePolicy = withSources(basePolicy, 'connect-src', ['ws:', 'wss:'])
    }
    return basePolicy
  }

  const toEntry = (response: Response, body: Buffer, view: ViewMark | undefined, reply: FastifyReply) => {
    const headers: Record<string, string> = {}
    response.headers.forEach((value, key) => {
      if (key === 'content-length' || key === 'transfer-encoding' || key === 'set-cookie') return
      headers[key] = value
    })
    if ((headers['content-type'] ?? '').startsWith('text/html')) {
      const html = body.toString('utf8')
      headers['content-security-policy'] = withFrameSources(
        withScriptHashes(policyFor(reply), inlineScriptHashes(html)),
        html,
      )
    }
    headers['cache-control'] ??= CACHE_POLICIES.page
    headers.vary = 'Accept-Encoding'
    const entry: CachedResponse = { status: response.status, headers, body, etag: etagOf(body), renderedAt: Date.now() }
    if (view) entry.view = view
    return entry
  }

  const inflight = new Map<string, Promise<CachedResponse>>()
  const produce = (url: string, req: FastifyRequest, reply: FastifyReply) => {
    let pending = inflight.get(url)
    if (!pending) {
      const generation = cache.generation
      pending = render(url, req)
        .then(({ response, body, view }) => {
          const entry = toEntry(response, body, view, reply)
          if (opts.cachePages && cacheable(response)) cache.set(url, entry, generation)
          return entry
        })
        .finally(() => inflight.delete(url))
      inflight.set(url, pending)
    }
    return pending
  }

  const send = (req: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
    if (entry.view) opts.countView(entry.view, req)
    return sendCached(req, reply, entry)
  }

  return {
    /**
     * The page for this request (its `pageUrl`): from the cache (a stale copy is refreshed in
     * the background) or rendered now (a failed render rejects).
     */
    page: async (req: FastifyRequest, reply: FastifyReply): Promise<CachedResponse> => {
      const url = pageUrl(req.url)
      const hit = cache.get(url)
      if (!hit) return produce(url, req, reply)
      if (cache.isStale(hit) && !inflight.has(url)) {
        produce(url, req, reply).catch((err: unknown) => req.log.error({ err }, 'background page render failed'))
      }
      return hit
    },
    /** Sends a page (counting its view when it is a detail page). */
    send,
  }
}
