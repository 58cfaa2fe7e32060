import type { FastifyInstance } from 'fastify'

import { isPublicApiRead } from './api-keys.ts'

/**
 * The CORS headers of every public API read (docs/api/platform.md "Cross-origin reads"): any
 * origin, never credentials (a key travels in `Authorization` or `?key=`, not in cookies). The
 * response cache stores them with each answer, so a hit sent before the hooks has them too.
 */
export const PUBLIC_CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Retry-After, WWW-Authenticate',
} as const

const PREFLIGHT_HEADERS = {
  ...PUBLIC_CORS_HEADERS,
  'access-control-allow-methods': 'GET, HEAD',
  'access-control-allow-headers': 'authorization, if-none-match',
  'access-control-max-age': '600',
}

/**
 * CORS for the public API only, as a hook and one OPTIONS route rather than @fastify/cors: the
 * policy is one fixed answer decided by method and path, and a hook of our own keeps the cached
 * answers' headers in one place (README, Headless use). Everything else gets no CORS header, and
 * its preflight a 204 without any (the browser then refuses the request).
 */
export const registerCors = (app: FastifyInstance) => {
  app.addHook('onRequest', (req, reply, done) => {
    if (isPublicApiRead(req.method, req.url.split('?', 1)[0]!)) reply.headers(PUBLIC_CORS_HEADERS)
    done()
  })
  app.options('/api/*', { schema: { hide: true } }, (req, reply) => {
    const method = String(req.headers['access-control-request-method'] ?? '').toUpperCase()
    if (req.headers.origin && isPublicApiRead(method, req.url.split('?', 1)[0]!)) reply.headers(PREFLIGHT_HEADERS)
    return reply.code(204).send()
  })
}
