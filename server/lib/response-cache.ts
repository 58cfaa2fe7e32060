import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

import type { ContentEvents } from './events.ts'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

/** Counters (views, likes) in a cached answer may lag this long (ARCHITECTURE.md, Scale). */
export const COUNTER_LAG_MS = 5000
/** Bodies smaller than this are sent as they are: compressing them saves nothing. */
export const COMPRESS_MIN_BYTES = 1024
/**
 * What an entry costs beyond its key and bodies: the Map slot, the entry and headers objects,
 * the ETag, the Buffer objects and their allocations. Measured: 50,000 small API answers took
 * ~740 bytes each of heap and Buffer memory, key and body included.
 */
const ENTRY_OVERHEAD_BYTES = 640
/**
 * Answers waiting for their compressed copies, at most: beyond that (a burst of new URLs) an
 * answer waits for its next hit to be queued again, and is compressed on the fly meanwhile.
 */
const COMPRESS_QUEUE_MAX = 64

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
  /**
   * Its key names exactly what it shows (a share card: a hash of its title, owner, address and
   * image): a content change does not drop it, and it is never compressed (a PNG already is).
   */
  lasting?: boolean
  /**
   * A public API answer HTTP delivery's fast path may send (plugins/http-delivery.ts): 'url' for
   * its very URL only, 'path' for any query string on its path (its route reads none). Unset: it
   * is sent only through its route (a rate-limited one).
   */
  fast?: 'url' | 'path'
}

/**
 * Brotli for one body: the window fitted to it, quality 9 while that window is at most 64 KiB,
 * else 6. Brotli's hasher for qualities 7–9 with a larger window takes 8–32 MiB per call (and the
 * time to fill it: ~160 ms for a 100 KB page at the default window, ~5 ms fitted), and every
 * new answer is compressed this way: its four threads at once made the server's peak RSS.
 * Quality 6 makes a 100 KB page ~1 % larger than 9; quality 9 in a 64 KiB window makes the
 * same bytes as in the default 4 MiB one for a body that fits.
 */
export const brotliParams = (size: number) => {
  const lgwin = Math.min(zlib.BROTLI_MAX_WINDOW_BITS, Math.max(zlib.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(size))))
  return {
    [zlib.BROTLI_PARAM_QUALITY]: lgwin <= 16 ? 9 : 6,
    [zlib.BROTLI_PARAM_LGWIN]: lgwin,
    [zlib.BROTLI_PARAM_SIZE_HINT]: size,
  }
}

/**
 * The bytes of `buf` in an allocation of their own. A small Buffer is often a slice of Node's
 * shared 8 KiB pool (Buffer.from of a short string, zlib's output), and a cached slice keeps its
 * whole slab alive: CACHE_MAX_MB counts body lengths, so it must be what the entries hold.
 */
const ownBuffer = (buf: Buffer): Buffer => {
  if (buf.byteOffset === 0 && buf.buffer.byteLength === buf.length) return buf
  const own = Buffer.allocUnsafeSlow(buf.length)
  buf.copy(own)
  return own
}

const sizeOf = (key: string, e: CachedResponse) =>
  ENTRY_OVERHEAD_BYTES + key.length * 2 + e.body.length + (e.br?.length ?? 0) + (e.gzip?.length ?? 0)

/**
 * The public API (`/api/v1/…` but the admin area and sign-in), the one rule for it: its GET
 * answers are the ones cached and revalidated with an ETag (plugins/http-delivery.ts) and
 * documented with a 304 (lib/openapi.ts); its reads are what content keys, CORS and the anonymous
 * limit cover (plugins/api-keys.ts, `isPublicApiRead`). Prefix tests, no regular expression: the
 * fast path runs it on every hit.
 */
export const isPublicApiPath = (url: string) =>
  url.startsWith('/api/v1/') && !url.startsWith('/api/v1/admin') && !url.startsWith('/api/v1/auth')

/**
 * Answers kept in memory by key (the URL), shared by the API cache (plugins/http-delivery.ts),
 * the pages (web/page-responder.ts, web/feeds.ts) and the share cards (modules/share-images)
 * until content changes, under one budget:
 * - a content change drops everything but the `lasting` entries at once and bumps
 *   `generation`, so an answer produced from data read before the change is not stored after it;
 * - a counter change (views, likes) only makes entries older than COUNTER_LAG_MS stale
 *   (`isStale`): pages serve them and refresh in the background, the API answers anew;
 * - bounded by bytes (CACHE_MAX_MB, compressed copies included): the least recently used
 *   entries go first.
 */
export class ResponseCache {
  private entries = new Map<string, CachedResponse>()
  /** Keys of answers waiting for their compressed copies, oldest first. */
  private toCompress = new Set<string>()
  private compressing = false
  private bytes = 0
  private countersAt = 0
  /** The most recently used key (the map's last): a hit on it need not move it. */
  private newest: string | undefined
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
      // Keep the map in recency order: the first key is always the least recently used. A run
      // of hits on one URL (the busiest page) moves nothing.
      if (key !== this.newest) {
        this.entries.delete(key)
        this.entries.set(key, entry)
        this.newest = key
      }
      if (!entry.br && !entry.lasting) this.queueCompression(key, entry)
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
    entry.body = ownBuffer(entry.body)
    this.delete(key)
    if (sizeOf(key, entry) > this.maxBytes) return false
    this.entries.set(key, entry)
    this.newest = key
    this.bytes += sizeOf(key, entry)
    this.evict()
    if (!entry.br && !entry.lasting) this.queueCompression(key, entry)
    return true
  }

  /** Content changed: nothing cached may be shown again. */
  clear() {
    this.generation++
    this.toCompress.clear()
    for (const [key, entry] of this.entries) if (!entry.lasting) this.delete(key)
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

  private queueCompression(key: string, entry: CachedResponse) {
    if (entry.body.length < COMPRESS_MIN_BYTES || this.toCompress.size >= COMPRESS_QUEUE_MAX) return
    this.toCompress.add(key)
    if (!this.compressing) void this.compressQueued()
  }

  /**
   * Compresses each queued answer once, off the main thread, so hits do not pay for
   * compression; one answer at a time. Compressing every new answer at once (a burst of new
   * URLs) kept a brotli and a gzip context per answer alive together, and glibc kept what they
   * had taken after they were freed: ~60 MB more resident memory in the soak.
   */
  private async compressQueued() {
    this.compressing = true
    try {
      for (let key = this.nextQueued(); key !== undefined; key = this.nextQueued()) {
        const entry = this.entries.get(key)
        if (!entry || entry.br) continue
        try {
          const br = await brotli(entry.body, { params: brotliParams(entry.body.length) })
          const gzipped = await gz(entry.body, { level: 9 })
          // Evicted or replaced meanwhile: its copies would be counted for nothing.
          if (this.entries.get(key) !== entry) continue
          this.bytes -= sizeOf(key, entry)
          entry.br = ownBuffer(br)
          entry.gzip = ownBuffer(gzipped)
          this.bytes += sizeOf(key, entry)
          this.evict()
        } catch {
          // Served uncompressed: a compression failure costs bandwidth, not correctness.
        }
      }
    } finally {
      this.compressing = false
    }
  }

  private nextQueued() {
    const key = this.toCompress.values().next().value
    if (key !== undefined) this.toCompress.delete(key)
    return key
  }
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
