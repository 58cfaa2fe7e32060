import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

export interface ViewMark {
  type: 'project' | 'post'
  id: number
}

export interface CachedPage {
  status: number
  headers: Record<string, string>
  body: Buffer
  etag: string
  br?: Buffer
  gzip?: Buffer
  /** A detail page: every copy served counts a view for its visitor. */
  view?: ViewMark
  /** Counters moved since the render: served as is, re-rendered in the background. */
  stale: boolean
  renderedAt: number
}

export interface PageCacheOptions {
  maxEntries?: number
  maxBytes?: number
}

export const etagOf = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('base64url')}"`

/**
 * Rendered public responses by URL, in memory. A content change drops everything at once; a
 * counter change only marks entries stale (served, then refreshed once). Least recently used
 * entries go first when the cache is full. `generation` lets a render that started before a
 * change know that its result is already out of date.
 */
export class PageCache {
  private entries = new Map<string, CachedPage>()
  private bytes = 0
  private readonly maxEntries: number
  private readonly maxBytes: number
  generation = 0

  constructor(opts: PageCacheOptions = {}) {
    this.maxEntries = opts.maxEntries ?? 2000
    this.maxBytes = opts.maxBytes ?? 64 * 1024 * 1024
  }

  get size() {
    return this.entries.size
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key)
    if (entry && this.entries.size > 64) {
      // Keep the map in recency order; only worth it when eviction can happen.
      this.entries.delete(key)
      this.entries.set(key, entry)
    }
    return entry
  }

  set(key: string, entry: CachedPage, generation: number) {
    if (generation !== this.generation) return false
    this.delete(key)
    this.entries.set(key, entry)
    this.bytes += entry.body.length
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value
      if (oldest === undefined) break
      this.delete(oldest)
    }
    // Compress once, off the main thread; until then the plain body is served.
    void Promise.all([
      brotli(entry.body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
      }),
      gz(entry.body, { level: 9 }),
    ])
      .then(([br, gzipped]) => {
        entry.br = br
        entry.gzip = gzipped
        if (this.entries.get(key) === entry) this.bytes += br.length + gzipped.length
      })
      .catch(() => {})
    return true
  }

  private delete(key: string) {
    const old = this.entries.get(key)
    if (!old) return
    this.entries.delete(key)
    this.bytes -= old.body.length + (old.br?.length ?? 0) + (old.gzip?.length ?? 0)
  }

  /** Content changed: nothing cached may be shown again. */
  clear() {
    this.generation++
    this.entries.clear()
    this.bytes = 0
  }

  /** Views or likes changed: keep serving, refresh each page on its next request. */
  markStale() {
    for (const entry of this.entries.values()) entry.stale = true
  }
}
