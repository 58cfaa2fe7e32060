import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

import type { FastifyReply, FastifyRequest } from 'fastify'

import type { ContentEvents } from './events.ts'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Counters (views, likes) in a cached answer may lag this long (ARCHITECTURE.md, Scale). */
export const COUNTER_LAG_MS = 5000
/** Bodies smaller than this are sent as they are: compressing them saves nothing. */
export const COMPRESS_MIN_BYTES = 1024
/** What a Map entry, its key and its headers cost beyond the bodies (a rough, fixed guess). */
const ENTRY_OVERHEAD_BYTES = 512

export interface ViewMark {
  type: 'project' | 'post'
  id: number
}

/** One answer kept in memory: an API response, a rendered page, a feed. */
export interface CachedResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
  etag: string
  /** Filled in the background after `set`; until then the plain body is served. */
  br?: Buffer
  gzip?: Buffer
  /** A detail page: every copy served counts a view for its visitor (analytics.countView). */
  view?: ViewMark
  /** When it was produced (Date.now()). */
  renderedAt: number
}

export const etagOf = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('base64url')}"`

/** If-None-Match names this ETag (weak or strong, in a list, or `*`). */
export const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((t) => t.trim() === '*' || t.trim().replace(/^W\//, '') === etag)

const accepts = (accept: string, coding: string) => new RegExp(`\\b${coding}\\b(?!;q=0(?:\\.0*)?\\b)`).test(accept)

export const pickEncoding = (accept: string | undefined, entry: CachedResponse): 'br' | 'gzip' | undefined => {
  if (!accept) return undefined
  if (entry.br && accepts(accept, 'br')) return 'br'
  if (entry.gzip && accepts(accept, 'gzip')) return 'gzip'
  return undefined
}

const sizeOf = (key: string, e: CachedResponse) =>
  ENTRY_OVERHEAD_BYTES + key.length * 2 + e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0)

/**
 * Answers kept in memory by key (the URL), shared by the API cache (plugins/http-cache.ts) and
 * the pages (web/page-responder.ts, web/feeds.ts) until content changes:
 * - a content change drops everything at once and bumps `generation`, so an answer produced
 *   from data read before the change is not stored after it;
 * - a counter change (views, likes) only makes entries older than COUNTER_LAG_MS stale
 *   (`isStale`): pages serve them and refresh in the background, the API answers anew;
 * - bounded by bytes (CACHE_MAX_MB, compressed copies included): the least recently used
 *   entries go first.
 */
export class ResponseCache {
  private entries = new Map<string, CachedResponse>()
  private bytes = 0
  private countersAt = 0
  readonly maxBytes: number
  generation = 0

  constructor(opts: { maxBytes: number }) {
    this.maxBytes = opts.maxBytes
  }

  get size() {
    return this.entries.size
  }

  /** Bytes held now (bodies, compressed copies and a fixed overhead per entry). */
  get usedBytes() {
    return this.bytes
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (entry) {
      // Keep the map in recency order: the first key is always the least recently used.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  /** Counters moved since it was produced, longer ago than they may lag. */
  isStale(entry: CachedResponse, now = Date.now()) {
    return entry.renderedAt < this.countersAt && now - entry.renderedAt >= COUNTER_LAG_MS
  }

  /**
   * Stores an answer produced from data read at `generation` (read it before producing);
   * false when content changed meanwhile or the answer alone is over the budget.
   */
  set(key: string, entry: CachedResponse, generation: number) {
    if (generation !== this.generation) return false
    this.delete(key)
    if (sizeOf(key, entry) > this.maxBytes) return false
    this.entries.set(key, entry)
    this.bytes += sizeOf(key, entry)
    this.evict()
    if (entry.body.length >= COMPRESS_MIN_BYTES && !entry.br) void this.compress(key, entry)
    return true
  }

  /** Content changed: nothing cached may be shown again. */
  clear() {
    this.generation++
    this.entries.clear()
    this.bytes = 0
  }

  /** Views or likes changed: entries become stale once they are older than COUNTER_LAG_MS. */
  countersChanged(now = Date.now()) {
    this.countersAt = now
  }

  /** Follow content changes announced on this instance (and, through events, on the others). */
  listen(events: ContentEvents) {
    events.on('change', (kind) => (kind === 'counters' ? this.countersChanged() : this.clear()))
  }

  private evict() {
    while (this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
  }

  private delete(key: string) {
    const old = this.entries.get(key)
    if (!old) return
    this.entries.delete(key)
    this.bytes -= sizeOf(key, old)
  }

  /** Compress once, off the main thread, so no hit pays for compression. */
  private async compress(key: string, entry: CachedResponse) {
    try {
      const [br, gzipped] = await Promise.all([
        brotli(entry.body, {
          params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
        }),
        gz(entry.body, { level: 9 }),
      ])
      if (this.entries.get(key) !== entry) return
      this.bytes -= sizeOf(key, entry)
      entry.br = br
      entry.gzip = gzipped
      this.bytes += sizeOf(key, entry)
      this.evict()
    } catch {
      // Served uncompressed: a compression failure costs bandwidth, not correctness.
    }
  }
}

/**
 * Sends a cached answer: its headers and ETag, 304 when If-None-Match names it, else the body in
 * the best encoding the client accepts that is ready.
 */
/**
 * What a cached entry answers to `req`: 304 when its ETag matches, else its status with the
 * copy for the encoding the client takes (`encoding` undefined: the uncompressed body).
 */
export const cachedAnswer = (
  req: FastifyRequest,
  entry: CachedResponse,
): { status: 304 } | { status: number; encoding?: 'br' | 'gzip'; body: Buffer } => {
  if (entry.status === 200 && matchesEtag(req.headers['if-none-match'], entry.etag)) return { status: 304 }
  const encoding = pickEncoding(req.headers['accept-encoding'], entry)
  // pickEncoding names only a copy the entry has.
  const body = (encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body)!
  return { status: entry.status, encoding, body }
}

export const sendCached = (req: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => {
  reply.headers(entry.headers)
  reply.header('etag', entry.etag)
  const answer = cachedAnswer(req, entry)
  reply.code(answer.status)
  if (!('body' in answer)) return reply.send()
  if (answer.encoding) reply.header('content-encoding', answer.encoding)
  return reply.send(answer.body)
}

const DAY_MS = 86_400_000

/** Milliseconds from `now` to the next UTC midnight (a whole day at midnight itself). */
export const msToNextUtcMidnight = (now: number) => DAY_MS - (now % DAY_MS)

/**
 * Empties `cache` at every UTC midnight: some answers depend on the date, not only on content
 * (a certificate "Expires …" turns "Expired", `expires_soon` starts), and no write announces
 * that. Each instance clears its own cache. Returns a function that stops it.
 */
export const clearAtUtcMidnight = (cache: Pick<ResponseCache, 'clear'>, now: () => number = Date.now) => {
  let timer: NodeJS.Timeout | undefined
  const arm = () => {
    // A second past midnight, so the new day has begun on every clock that reads it.
    timer = setTimeout(
      () => {
        cache.clear()
        arm()
      },
      msToNextUtcMidnight(now()) + 1000,
    )
    timer.unref()
  }
  arm()
  return () => clearTimeout(timer)
}
