import type { OutgoingHttpHeaders } from 'node:http'

import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'

import {
  cachedAnswer,
  type CachedResponse,
  COMPRESS_MIN_BYTES,
  etagOf,
  matchesEtag,
  type ResponseCache,
  sendCached,
} from '../lib/response-cache.ts'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never answer this route from the API cache (it has a side effect, e.g. counts a view). */
    apiCache?: boolean
  }
}

const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60'

const isPublicApiPath = (url: string) =>
  url.startsWith('/api/v1/') && !url.startsWith('/api/v1/admin') && !url.startsWith('/api/v1/auth')

const isPublicApiGet = (req: FastifyRequest) => req.method === 'GET' && isPublicApiPath(req.url)

/**
 * What an answer is cached under: its URL, or its path alone when the route reads no query
 * (`GET /site`, `/testimonials`): a made-up `?x=1` gets the same answer, so it is the same entry
 * rather than one more query and one more copy each. Routes with a query schema refuse unknown
 * parameters (422, never cached).
 */
const cacheKey = (req: FastifyRequest) => (req.routeOptions.schema?.querystring ? req.url : req.url.split('?')[0]!)

/**
 * Public API GETs: answered from the shared ResponseCache until content changes (a burst of reads
 * costs one query per URL), with a strong ETag, a short max-age with stale-while-revalidate, and
 * 304 for a matching If-None-Match. Admin and auth answers are never cached (`no-store`).
 *
 * A fresh hit is answered from an `onRequest` hook (`answerFromCache`, registered after helmet so
 * the hit carries the same security headers), before validation and the route's own hooks: it
 * is the hot path of a public API. The hook returns the reply, so Fastify stops there and the
 * handler never runs (sending without returning it let Fastify go on to the handler while the
 * hit was being sent: ERR_HTTP_HEADERS_SENT, issue 10). Routes with hooks of their own (a rate
 * limit) are answered inside their handler instead, which is wrapped when the route is added:
 * their hooks run first and the original handler (and its query) never runs for a hit. Only
 * answers of validated requests are ever stored, so a hit is always for a good request.
 */
export const registerHttpCache = (app: FastifyInstance, cache: ResponseCache) => {
  /** Requests whose cacheable handler ran: the cache generation their data was read at. */
  const generationOf = new WeakMap<FastifyRequest, number>()
  app.addHook('onRoute', (route) => {
    const methods = [route.method].flat()
    if (!methods.includes('GET') || !isPublicApiPath(route.url ?? '') || route.config?.apiCache === false) return
    const handler = route.handler as RouteHandlerMethod
    route.handler = async function cachedHandler(req, reply) {
      const hit = cache.get(cacheKey(req))
      if (hit && !cache.isStale(hit)) {
        reply.header('x-cache', 'hit')
        return sendCached(req, reply, hit)
      }
      // Read before the handler queries: an answer built from data older than a change is not kept.
      generationOf.set(req, cache.generation)
      return handler.call(this, req, reply)
    }
  })

  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/')) return payload
    if (reply.getHeader('x-cache') === 'hit') return payload
    if (!isPublicApiGet(req) || reply.statusCode !== 200) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
      return payload
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    const etag = etagOf(payload)
    reply.header('etag', etag)
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_CACHE_CONTROL)
    const generation = generationOf.get(req)
    if (generation !== undefined) {
      cache.set(
        cacheKey(req),
        {
          status: 200,
          headers: {
            'content-type': String(reply.getHeader('content-type')),
            'cache-control': String(reply.getHeader('cache-control')),
            vary: 'Accept-Encoding',
          },
          body: Buffer.from(payload),
          etag,
          renderedAt: Date.now(),
        },
        generation,
      )
    }
    if (matchesEtag(req.headers['if-none-match'], etag)) {
      reply.code(304)
      reply.removeHeader('content-length')
      return ''
    }
    return payload
  })
}

/** Whether a fresh hit may be sent before the route's own hooks: it has none (no rate limit). */
const answersBeforeHooks = (req: FastifyRequest) => {
  const config = req.routeOptions.config
  return config.apiCache !== false && !config.rateLimit
}

/**
 * A hit written straight to the response (the headers set so far, the entry's, its ETag): what
 * `sendCached` sends, without Fastify's send pipeline (onSend hooks, payload checks), which has
 * nothing to do for a finished answer. The reply is hijacked, so no later hook or handler runs;
 * onResponse hooks still do.
 */
const writeHit = (req: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
  // The headers set so far (the security headers): Fastify types them by name, Node by value.
  const set = reply.getHeaders() as OutgoingHttpHeaders
  const headers: OutgoingHttpHeaders = { ...set, ...entry.headers, etag: entry.etag, 'x-cache': 'hit' }
  reply.hijack()
  const answer = cachedAnswer(req, entry)
  if (!('body' in answer)) {
    reply.raw.writeHead(304, headers)
    reply.raw.end()
    return
  }
  if (answer.encoding) headers['content-encoding'] = answer.encoding
  headers['content-length'] = answer.body.length
  reply.raw.writeHead(answer.status, headers)
  reply.raw.end(answer.body)
}

/**
 * The fast path of `registerHttpCache`: a fresh hit for a public API GET, written from
 * `onRequest`. Register it after the plugins whose `onRequest` headers every answer needs (the
 * security headers).
 */
export const answerFromCache = (app: FastifyInstance, cache: ResponseCache) => {
  app.addHook('onRequest', (req, reply, done) => {
    const hit = isPublicApiGet(req) && answersBeforeHooks(req) ? cache.get(cacheKey(req)) : undefined
    if (!hit || cache.isStale(hit)) return done()
    // Answered here: no further hook nor the handler runs (done is not called).
    if (hit.body.length >= COMPRESS_MIN_BYTES && !hit.br) {
      // Its compressed copies are still being made: through Fastify, which compresses this one.
      reply.header('x-cache', 'hit')
      void sendCached(req, reply, hit)
      return
    }
    writeHit(req, reply, hit)
  })
}
