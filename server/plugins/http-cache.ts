import { createHash } from 'node:crypto'

import type { FastifyInstance, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never answer this route from the API cache (it has a side effect, e.g. counts a view). */
    apiCache?: boolean
  }
}

const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60'
/** Counters (views, likes) in cached answers may lag this long (ARCHITECTURE.md, Scale). */
const COUNTER_LAG_MS = 5000
const MAX_ENTRIES = 1000

interface Entry {
  body: string | Buffer
  etag: string
  type: string
  generation: number
  at: number
}

const isPublicApiGet = (req: FastifyRequest) =>
  req.method === 'GET' &&
  req.url.startsWith('/api/v1/') &&
  !req.url.startsWith('/api/v1/admin') &&
  !req.url.startsWith('/api/v1/auth')

const matches = (req: FastifyRequest, etag: string) =>
  req.headers['if-none-match']?.split(',').some((t) => t.trim().replace(/^W\//, '') === etag) ?? false

/**
 * Public API GETs: answered from memory until content changes (a burst of reads costs one
 * query per URL), with a strong ETag, a short max-age with stale-while-revalidate, and 304 for
 * a matching If-None-Match. Admin and auth answers are never cached (`no-store`).
 */
export const registerHttpCache = (app: FastifyInstance) => {
  const cache = new Map<string, Entry>()
  let generation = 0
  let countersAt = 0
  app.events.on('change', (kind) => {
    if (kind === 'counters') {
      countersAt = Date.now()
      return
    }
    generation += 1
    cache.clear()
  })
  const fresh = (e: Entry) => e.generation === generation && (e.at >= countersAt || Date.now() - e.at < COUNTER_LAG_MS)

  // preHandler: the query is validated by then, so only good requests are cached or served.
  app.addHook('preHandler', async (req, reply) => {
    if (!isPublicApiGet(req) || req.routeOptions.config.apiCache === false) return
    const hit = cache.get(req.url)
    if (!hit || !fresh(hit)) return
    reply.header('etag', hit.etag).header('cache-control', PUBLIC_CACHE_CONTROL).header('x-cache', 'hit')
    if (matches(req, hit.etag)) return reply.code(304).send()
    return reply.header('content-type', hit.type).send(hit.body)
  })

  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/')) return payload
    if (reply.getHeader('x-cache') === 'hit') return payload
    if (!isPublicApiGet(req) || reply.statusCode !== 200) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
      return payload
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`
    reply.header('etag', etag)
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', PUBLIC_CACHE_CONTROL)
    if (req.routeOptions.config.apiCache !== false) {
      if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!)
      cache.set(req.url, {
        body: payload,
        etag,
        type: String(reply.getHeader('content-type')),
        generation,
        at: Date.now(),
      })
    }
    if (matches(req, etag)) {
      reply.code(304)
      reply.removeHeader('content-length')
      return ''
    }
    return payload
  })
}
