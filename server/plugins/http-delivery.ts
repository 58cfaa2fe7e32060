import { createHash } from 'node:crypto'
import {
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
  validateHeaderName,
  validateHeaderValue,
} from 'node:http'

import proxyAddr from '@fastify/proxy-addr'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify'
import { parse as parseRangeHeader } from 'range-parser'

import { type CachedResponse, COMPRESS_MIN_BYTES, isPublicApiPath, type ResponseCache } from '../lib/response-cache.ts'
import type { ByteRange } from '../lib/upload-store.ts'
import { redactSecretLinks } from '../../core/secret-links.ts'
import { type RequestLike, visitorOf } from '../lib/visitor.ts'
import { isPublicApiRead, KEY_PARAM } from './api-keys.ts'
import { PUBLIC_CORS_HEADERS } from './cors.ts'

/**
 * HTTP delivery, in one place (issue 24, docs/decisions/010-http-delivery.md): every route's
 * cache policy (`Cache-Control`), the answers kept in the shared ResponseCache (API answers here;
 * pages, feeds and share cards through `sendCached`), ETags and 304 (If-None-Match read by
 * `notModified` alone), byte ranges (`byteRange`, range-parser) and the precompressed copies of
 * cached answers. Uncached answers are compressed by @fastify/compress (app.ts).
 */

/** The `Cache-Control` of each kind of answer; a route names its own in `config.cachePolicy`. */
export const CACHE_POLICIES = {
  /** Public API reads: a short browser cache, revalidated in the background. */
  api: 'public, max-age=10, stale-while-revalidate=60',
  /** Admin and auth answers, errors, anything personal. */
  private: 'no-store',
  /** HTML pages are revalidated on each visit (ETag → 304); the server answers from memory. */
  page: 'public, max-age=0, must-revalidate',
  /** robots.txt, sitemap.xml, the RSS feed. */
  feed: 'public, max-age=300',
  /** Social networks fetch a card once and keep it; a browser asks again after ten minutes. */
  shareImage: 'public, max-age=600, stale-while-revalidate=86400',
  /** A résumé changes rarely, and any change drops the answer at once: a short browser cache. */
  resume: 'public, max-age=300, stale-while-revalidate=3600',
  /** Upload names are random and never reused: a year, immutable. */
  upload: 'public, max-age=31536000, immutable',
} as const

export type CachePolicy = keyof typeof CACHE_POLICIES

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never answer this route from the API cache (it has a side effect, e.g. counts a view). */
    apiCache?: boolean
    /** Its `Cache-Control` (CACHE_POLICIES), set on its answers unless the handler set one. */
    cachePolicy?: CachePolicy
  }
}

export const etagOf = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** If-None-Match names this ETag (weak or strong, in a list, or `*`): the one reader of that header. */
export const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag)

/**
 * Whether the client's copy is current: If-None-Match against the ETag, or, without it,
 * If-Modified-Since against `modified` (to the second, as HTTP dates go).
 */
export const notModified = (req: FastifyRequest, validators: { etag: string; modified?: Date }) => {
  const inm = req.headers['if-none-match']
  if (inm !== undefined) return matchesEtag(inm, validators.etag)
  if (!validators.modified) return false
  const ims = Date.parse(req.headers['if-modified-since'] ?? '')
  return !Number.isNaN(ims) && Math.floor(validators.modified.getTime() / 1000) * 1000 <= ims
}

/**
 * The byte range a `Range` header asks of a body this big (range-parser): one `bytes=` range
 * (a list of several, another unit or a malformed header is answered whole, as RFC 9110
 * allows); 'unsatisfiable' when it lies past the end.
 */
export const parseRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined => {
  if (!header) return undefined
  const parsed = parseRangeHeader(size, header)
  if (parsed.code === 2) return 'unsatisfiable'
  if (parsed.code !== 0 || parsed.type !== 'bytes' || parsed.ranges.length !== 1) return undefined
  return parsed.ranges[0]
}

/** The range this request asks of a body (`If-Range` naming another version: the whole body). */
export const byteRange = (req: FastifyRequest, size: number, etag: string) => {
  const ifRange = req.headers['if-range']
  return ifRange === undefined || ifRange === etag ? parseRange(req.headers.range, size) : undefined
}

/** Accept-Encoding names the coding, and not with q=0 (`br;q=0.5` is taken, `br;q=0.0` is not). */
const ACCEPTS = {
  br: /\bbr\b(?!\s*;\s*q=0(?:\.0*)?(?![\d.]))/,
  gzip: /\bgzip\b(?!\s*;\s*q=0(?:\.0*)?(?![\d.]))/,
}

export const pickEncoding = (accept: string | undefined, entry: CachedResponse): 'br' | 'gzip' | undefined => {
  if (!accept) return undefined
  if (entry.br && ACCEPTS.br.test(accept)) return 'br'
  if (entry.gzip && ACCEPTS.gzip.test(accept)) return 'gzip'
  return undefined
}

/**
 * Compiles the regular expressions every cached answer runs while V8 still optimizes them:
 * Node's header checks (`writeHead` runs `validateHeaderName` and `validateHeaderValue`'s
 * expressions on each header), the key gate's, the encodings' and, for a detail page's view,
 * the bot check's (isbot). V8 compiles a regular
 * expression when it first runs it; once the process has generated 1 MB of regular-expression
 * code and holds 16 MB of executable memory, it compiles every new one without optimizations,
 * in a slower "safe" mode, for the rest of the process's life (V8's regexp.cc,
 * `TooMuchRegExpCode`). Shiki's grammars pass that mark with the first post rendered (the
 * sample content's seeding, an import, the owner's first save), and Node compiles its header
 * checks only at the first response: compiled after it, they took 14% of a cached API answer's
 * CPU, 5% compiled before (perf, README Performance, session 19). Called at start
 * (server/main.ts), before anything is rendered; compiled code is kept for good.
 */
export const compileHotRegExps = () => {
  // The first run interprets, the second compiles (V8's regexp tier-up); a third for good measure.
  for (let i = 0; i < 3; i++) {
    validateHeaderName('content-security-policy')
    validateHeaderValue('cache-control', CACHE_POLICIES.api)
    KEY_PARAM.test('/api/v1/projects?limit=10')
    ACCEPTS.br.test('gzip, deflate, br')
    ACCEPTS.gzip.test('gzip, deflate, br')
    // A cached detail page counts its view: isbot's pattern is tested on each browser's hit.
    visitorOf({ ip: '127.0.0.1', headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0' } })
  }
}

/**
 * What a cached entry answers to `req`: 304 when its ETag matches, else its status with the
 * copy for the encoding the client takes (`encoding` undefined: the uncompressed body).
 */
export const cachedAnswer = (
  req: Pick<IncomingMessage, 'headers'>,
  entry: CachedResponse,
): { status: 304 } | { status: number; encoding?: 'br' | 'gzip'; body: Buffer } => {
  if (entry.status === 200 && matchesEtag(req.headers['if-none-match'], entry.etag)) return { status: 304 }
  const encoding = pickEncoding(req.headers['accept-encoding'], entry)
  // pickEncoding names only a copy the entry has.
  const body = (encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body)!
  return { status: entry.status, encoding, body }
}

/**
 * Sends a cached answer through Fastify: its headers and ETag, 304 when If-None-Match names it,
 * else the body in the best encoding the client accepts that is ready.
 */
export const sendCached = (req: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
  reply.headers(entry.headers)
  reply.header('etag', entry.etag)
  const answer = cachedAnswer(req, entry)
  reply.code(answer.status)
  if (!('body' in answer)) return reply.send()
  if (answer.encoding) reply.header('content-encoding', answer.encoding)
  return reply.send(answer.body)
}

/**
 * What an answer is cached under: its URL, or its path alone when the route reads no query
 * (`GET /site`, `/testimonials`): a made-up `?x=1` gets the same answer, so it is the same entry
 * rather than one more query and one more copy each. Routes with a query schema refuse unknown
 * parameters (422, never cached).
 */
const cacheKey = (req: FastifyRequest, options = req.routeOptions) =>
  options.schema?.querystring ? req.url : req.url.split('?')[0]!

/**
 * Which API answers the fast path may send (`fast` on the cached entry), decided when one is
 * stored from its route: none for a route with hooks of its own (a rate limit counts every
 * request); 'path' when the route reads no query (its one entry answers any query string),
 * 'url' when it does (only the very URL it was made for).
 */
const fastKind = (options: FastifyRequest['routeOptions']): CachedResponse['fast'] =>
  options.config.apiCache === false || options.config.rateLimit
    ? undefined
    : options.schema?.querystring
      ? 'url'
      : 'path'

/** The pages' side of the fast path (web/ssr.ts, production): their cache key and view counting. */
export interface CachedPages {
  /** The key a page for this URL is cached under (web/page-responder.ts `pageUrl`). */
  keyOf: (url: string) => string
  /** A hit is being sent: a detail page counts a view for the visitor asking. */
  onHit: (entry: CachedResponse, req: RequestLike) => void
}

export interface HttpDeliveryOptions {
  cache: ResponseCache
  /**
   * The headers every answer carries (plugins/security-headers.ts, built once): a hit sent
   * before the other hooks writes them itself, so it does not matter which hook runs first.
   */
  commonHeaders: Record<string, string>
  /** PUBLIC_API_RATE_LIMIT is on: every public API request goes through the key gate, which counts it. */
  countsAnonymous?: boolean
  /** TRUST_PROXY as Fastify has it: a hit's visitor address is derived the same way as `request.ip`. */
  trustProxy?: boolean | string[] | ((address: string, hop: number) => boolean)
}

/**
 * Registers HTTP delivery on `app`:
 * - each route's declared `cachePolicy` becomes its `Cache-Control` (unless the handler set one);
 *   the API's routes default to `api` for public GETs and `private` (`no-store`) for the rest;
 * - public API GETs are answered from the shared ResponseCache until content changes (a burst of
 *   reads costs one query per URL), with a strong ETag and 304 for a matching If-None-Match;
 * - a fresh hit (a public API answer, or a page once `answerPages` is on) is written straight to
 *   the socket by the server's `request` listener, which stands in front of Fastify's and hands
 *   it everything else (`fastPath` below): no routing, request object or hook runs for it. It
 *   writes `commonHeaders` itself and answers only routes without hooks of their own: routes
 *   with a rate limit are answered inside their handler, which is wrapped when the route is
 *   added, after their hooks, and so is any hit the fast path leaves (a request through
 *   `inject`, one whose compressed copies are not ready). Only answers of validated requests are
 *   ever stored, so a hit is always for a good request.
 * `http-delivery.test.ts` fails if the fast path is not the server's one `request` listener, if
 * a hit reaches a hook, or if a hit's headers differ from a miss's.
 */
export const registerHttpDelivery = (
  app: FastifyInstance,
  { cache, commonHeaders, countsAnonymous = false, trustProxy = false }: HttpDeliveryOptions,
) => {
  const delivery = { pages: undefined as CachedPages | undefined }
  // Fastify's own listener was added when the server was made; the fast path takes its place
  // and calls it for every request it does not answer.
  const server = app.server
  const [fastify, ...others] = server.listeners('request') as ((req: IncomingMessage, res: ServerResponse) => void)[]
  if (!fastify || others.length) throw new Error('http delivery: expected Fastify to be the only request listener')
  server.removeAllListeners('request')
  server.on(
    'request',
    fastPath({
      cache,
      commonHeaders,
      delivery,
      countsAnonymous,
      ipOf: clientAddress(trustProxy),
      log: app.log,
      next: (req, res) => fastify.call(server, req, res),
    }),
  )

  /** Requests whose cacheable handler ran: the cache generation their data was read at. */
  const generationOf = new WeakMap<FastifyRequest, number>()
  app.addHook('onRoute', (route) => {
    // The route's declared policy, on its own answers only (no per-request work for the others).
    const policy = route.config?.cachePolicy
    if (policy) {
      const setPolicy = async (_req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
        if (reply.statusCode < 400 && !reply.hasHeader('cache-control')) {
          reply.header('cache-control', CACHE_POLICIES[policy])
        }
        return payload
      }
      route.onSend = [route.onSend ?? []].flat().concat(setPolicy)
    }
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
    // HEAD answers what GET would (ETag, Cache-Control, Vary; RFC 9110 9.3.2) without the body;
    // only GET fills the cache (its route's handler is the wrapped one).
    if (!isPublicApiRead(req.method, req.url) || reply.statusCode !== 200) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE_POLICIES.private)
      return payload
    }
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
    const etag = etagOf(payload)
    reply.header('etag', etag)
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', CACHE_POLICIES.api)
    // As its cached copies say: the same URL may come back compressed.
    reply.header('vary', 'Accept-Encoding')
    const generation = generationOf.get(req)
    if (generation !== undefined) {
      cache.set(
        cacheKey(req),
        {
          status: 200,
          headers: {
            ...PUBLIC_CORS_HEADERS,
            'content-type': String(reply.getHeader('content-type')),
            'cache-control': String(reply.getHeader('cache-control')),
            vary: 'Accept-Encoding',
          },
          body: Buffer.from(payload),
          etag,
          renderedAt: Date.now(),
          fast: fastKind(req.routeOptions),
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

  return {
    /** Fresh page hits are sent by the fast path too (production, where pages are cached). */
    answerPages: (pages: CachedPages) => {
      delivery.pages = pages
    },
  }
}

/**
 * API keys (issue 28, plugins/api-keys.ts): a request that must meet the key gate is never
 * answered by the fast path: one with `Authorization` or `?key=` (it is authenticated and
 * counted; a page too, whose unknown key is a 401), and, while PUBLIC_API_RATE_LIMIT is on,
 * every public API request (each is counted per address). Its hit is still sent from the cache,
 * by the route's wrapped handler after the hooks. With the limit off (the default) this costs a
 * hit one header lookup and one regular-expression test.
 */
const presentsKey = (req: IncomingMessage) => req.headers.authorization !== undefined || KEY_PARAM.test(req.url!)

/**
 * The visitor's address as Fastify's `request.ip` has it (lib/request.js): behind trusted
 * proxies the furthest trusted hop of X-Forwarded-For (@fastify/proxy-addr), else the socket's
 * peer. A cached detail page counts its view for this address.
 */
const clientAddress = (trust: NonNullable<HttpDeliveryOptions['trustProxy']>) => {
  if (trust === false) return (req: IncomingMessage) => req.socket.remoteAddress ?? ''
  const trusted = trust === true ? () => true : typeof trust === 'function' ? trust : proxyAddr.compile(trust)
  return (req: IncomingMessage) => proxyAddr.all(req, trusted).at(-1) ?? ''
}

interface FastPathOptions {
  cache: ResponseCache
  commonHeaders: Record<string, string>
  delivery: { pages?: CachedPages }
  countsAnonymous: boolean
  ipOf: (req: IncomingMessage) => string
  log: FastifyInstance['log']
  /** Fastify's request listener: everything the fast path does not answer. */
  next: (req: IncomingMessage, res: ServerResponse) => void
}

/**
 * The server's `request` listener, in front of Fastify's: a fresh hit — a public API answer or a
 * page — is written from the cache with one `writeHead` and one `end`. Its headers for each
 * entry and encoding are built once (the common headers, the entry's, its ETag, the encoding and
 * length) and kept beside the entry. Anything else goes to Fastify untouched: another method, a
 * key, a miss, a stale entry, an entry whose compressed copies are not ready yet. At
 * LOG_LEVEL=info a hit logs the "request completed" line Fastify would have (method, path with
 * secret links redacted, status, time).
 */
const LOGS_INFO = new Set(['info', 'debug', 'trace'])

const fastPath = ({ cache, commonHeaders, delivery, countsAnonymous, ipOf, log, next }: FastPathOptions) => {
  const built = new WeakMap<CachedResponse, Map<string, string[]>>()
  const headersFor = (
    entry: CachedResponse,
    api: boolean,
    status: number,
    encoding: string | undefined,
    length: number,
  ) => {
    let forEntry = built.get(entry)
    if (!forEntry) built.set(entry, (forEntry = new Map()))
    const key = status === 304 ? '304' : (encoding ?? '')
    let headers = forEntry.get(key)
    if (!headers) {
      const named: OutgoingHttpHeaders = { ...commonHeaders, ...entry.headers, etag: entry.etag }
      if (api) named['x-cache'] = 'hit'
      if (encoding) named['content-encoding'] = encoding
      if (status !== 304) named['content-length'] = length
      // A flat [name, value, …] list: Node writes it in order without enumerating an object's
      // keys (writeHead's documented array form).
      headers = Object.entries(named).flatMap(([name, value]) => [name, String(value)])
      forEntry.set(key, headers)
    }
    return headers
  }

  /** The fresh API answer cached for this URL, if the fast path may send it. */
  const apiHit = (url: string) => {
    if (countsAnonymous || !isPublicApiPath(url)) return undefined
    const exact = cache.get(url)
    if (exact) return exact.fast ? exact : undefined
    // A route that reads no query keeps one entry under its path for every query string.
    const q = url.indexOf('?')
    const byPath = q >= 0 ? cache.get(url.slice(0, q)) : undefined
    return byPath?.fast === 'path' ? byPath : undefined
  }

  let served = 0
  return function answerFromCache(req: IncomingMessage, res: ServerResponse) {
    const url = req.url!
    if (req.method !== 'GET' || presentsKey(req)) return next(req, res)
    const api = url.startsWith('/api/')
    const pages = delivery.pages
    const hit = api ? apiHit(url) : pages ? cache.get(pages.keyOf(url)) : undefined
    // Only a fresh 200 (a page: what the page responder stored) whose compressed copies are made.
    if (
      !hit ||
      (!api && hit.status !== 200) ||
      cache.isStale(hit) ||
      (hit.body.length >= COMPRESS_MIN_BYTES && !hit.br)
    ) {
      return next(req, res)
    }
    const logs = LOGS_INFO.has(log.level)
    const started = logs ? performance.now() : 0
    if (!api && hit.view) pages!.onHit(hit, { ip: ipOf(req), headers: req.headers })
    const answer = cachedAnswer(req, hit)
    if ('body' in answer) {
      res.writeHead(answer.status, headersFor(hit, api, answer.status, answer.encoding, answer.body.length))
      res.end(answer.body)
    } else {
      res.writeHead(304, headersFor(hit, api, 304, undefined, 0))
      res.end()
    }
    if (logs)
      log.info(
        {
          reqId: `hit-${(++served).toString(36)}`,
          req: { method: req.method, url: redactSecretLinks(url) },
          res: { statusCode: res.statusCode },
          responseTime: performance.now() - started,
        },
        'request completed',
      )
  }
}
