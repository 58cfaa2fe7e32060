import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { AppError } from '../errors.ts'
import { isPublicApiPath } from '../lib/response-cache.ts'
import { API_KEY_PREFIX, type ApiKeyAccess } from '../modules/api-keys/api-keys.service.ts'
import { tooManyRequests } from './rate-limit.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key this request presented (set by the key gate); null without one. */
    apiKey: ApiKeyAccess | null
  }
}

/**
 * GET/HEAD of a public API path (lib/response-cache.ts): what content keys, CORS, the anonymous
 * limit and the public caching headers cover.
 */
export const isPublicApiRead = (method: string, path: string) =>
  (method === 'GET' || method === 'HEAD') && isPublicApiPath(path)

/** A `key=` query parameter, anywhere in the query string. */
export const KEY_PARAM = /[?&]key=/

const isHealth = (path: string) => path === '/api/v1/health' || path.startsWith('/api/v1/health/')

/**
 * What an admin key may not do (docs/api/platform.md): manage keys, accounts, two-factor
 * sign-in or sessions. Only a signed-in owner does those.
 */
const ownerOnly = (method: string, path: string) =>
  /^\/api\/v1\/admin\/(api-keys|users)(\/|$)/.test(path) ||
  /^\/api\/v1\/auth\/(2fa|sessions)(\/|$)/.test(path) ||
  (method !== 'GET' && method !== 'HEAD' && path === '/api/v1/auth/me')

/**
 * The key a request presents, taken out of its query (so the route's query schema, the response
 * cache's key and the request log never see it): `Authorization: Bearer <key>` (an access token
 * is a JWT and has dots; a key has none) or `?key=<key>`. undefined: no key.
 */
const takeKey = (req: FastifyRequest): string | undefined => {
  const header = req.headers.authorization
  const bearer = header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined
  const fromHeader = bearer && !bearer.includes('.') ? bearer : undefined
  if (!KEY_PARAM.test(req.url)) return fromHeader
  const [path, query = ''] = req.url.split('?', 2) as [string, string?]
  const params = new URLSearchParams(query)
  const fromQuery = params.getAll('key')
  params.delete('key')
  const rest = params.toString()
  req.raw.url = rest ? `${path}?${rest}` : path
  delete (req.query as Record<string, unknown>).key
  // Two keys, or an empty one: not a key anyone was given.
  return fromHeader ?? (fromQuery.length === 1 ? fromQuery[0] : '')
}

const invalidKey = (reply: FastifyReply) => {
  reply.header('www-authenticate', 'Bearer')
  return new AppError(401, 'NOT_AUTHENTICATED', 'Invalid or revoked API key')
}

const forbidden = () => new AppError(403, 'FORBIDDEN', 'This API key may not do this')

/**
 * The key gate (docs/api/platform.md "API keys"), an `onRequest` hook on every route: a
 * presented key is looked up by its hash on each request (revoking works at once on every
 * instance), an unknown or revoked one is a 401 everywhere (never anonymous), and each scope
 * is held to what it may do. It also counts the public API's limits: per content key
 * (API_KEY_RATE_LIMIT) and, for anonymous reads, per address (PUBLIC_API_RATE_LIMIT); health
 * and pages are never counted. Register after the rate-limit plugin (its store, shared through
 * Redis) and before the routes.
 */
export const registerApiKeyGate = (app: FastifyInstance) => {
  app.decorateRequest('apiKey', null)
  const { PUBLIC_API_RATE_LIMIT: perAddress, API_KEY_RATE_LIMIT: perKey } = app.config
  const limiter = (max: number, key: (req: FastifyRequest) => string) => {
    if (max === 0) return undefined
    const count = app.createRateLimit({ max, timeWindow: 60_000, keyGenerator: key })
    return async (req: FastifyRequest, reply: FastifyReply) => {
      const result = await count(req)
      if (result.isAllowed || !result.isExceeded) return
      reply.header('retry-after', String(result.ttlInSeconds))
      throw tooManyRequests(result.ttl)
    }
  }
  const limitAddress = limiter(perAddress, (req) => `public-api:${req.ip}`)
  const limitKey = limiter(perKey, (req) => `api-key:${req.apiKey?.counter ?? ''}`)

  app.addHook('onRequest', async (req, reply) => {
    // Preflights carry no credentials (plugins/cors.ts answers them).
    if (req.method === 'OPTIONS') return
    const secret = takeKey(req)
    const path = req.url.split('?', 1)[0]!
    const counted = isPublicApiRead(req.method, path) && !isHealth(path)
    if (secret === undefined) {
      if (limitAddress && counted) await limitAddress(req, reply)
      return
    }
    const access = secret.startsWith(API_KEY_PREFIX) ? await app.services.apiKeys.authenticate(secret) : undefined
    if (!access) throw invalidKey(reply)
    req.apiKey = access
    if (access.scope === 'content') {
      // Pages and files read as they do for anyone; the API only where no account is needed.
      const read = req.method === 'GET' || req.method === 'HEAD'
      if (!read || (path.startsWith('/api/') && !isPublicApiRead(req.method, path))) throw forbidden()
      if (limitKey && counted) await limitKey(req, reply)
      return
    }
    if (ownerOnly(req.method, path)) throw forbidden()
    // An admin key acts as the owner who made it: writes are theirs (a revision's user_id…).
    const user = await app.services.users.findActive(access.userId)
    if (!user?.is_superuser) throw invalidKey(reply)
    req.user = user
  })
}
