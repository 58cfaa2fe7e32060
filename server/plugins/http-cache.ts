import { createHash } from 'node:crypto'

import type { FastifyInstance } from 'fastify'

/**
 * Public API GETs: a strong ETag from the body, a short max-age with stale-while-revalidate, and
 * 304 for a matching If-None-Match. Admin and auth answers are never cached.
 */
export const registerHttpCache = (app: FastifyInstance) => {
  app.addHook('onSend', async (req, reply, payload) => {
    if (!req.url.startsWith('/api/')) return payload
    const privateRoute = req.url.startsWith('/api/v1/admin') || req.url.startsWith('/api/v1/auth')
    if (req.method !== 'GET' || privateRoute || reply.statusCode !== 200) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store')
      return payload
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`
    reply.header('etag', etag)
    if (!reply.hasHeader('cache-control'))
      reply.header('cache-control', 'public, max-age=10, stale-while-revalidate=60')
    const inm = req.headers['if-none-match']
    if (inm && inm.split(',').some((t) => t.trim().replace(/^W\//, '') === etag)) {
      reply.code(304)
      reply.removeHeader('content-length')
      return ''
    }
    return payload
  })
}
