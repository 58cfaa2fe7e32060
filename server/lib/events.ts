import { createHash, randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'

import type { Redis } from 'ioredis'
import type pg from 'pg'

import { loadPg } from '../db/create-db.ts'

/** `images`: an upload's responsive variants are all stored (pages may offer them now). */
export type ContentKind =
  'projects' | 'certificates' | 'blogs' | 'testimonials' | 'site' | 'counters' | 'images' | 'pages'
const KINDS: readonly string[] = [
  'projects',
  'certificates',
  'blogs',
  'testimonials',
  'site',
  'counters',
  'images',
  'pages',
]

/** PostgreSQL notifications are per database, so one fixed channel names the site. */
const PG_CHANNEL = 'folio_content_changed'

/**
 * Announces that content changed, so caches (pages, the site profile) drop what they hold at
 * once. With several server instances, a change on one reaches all of them: through Redis
 * pub/sub when REDIS_URL is set, else through PostgreSQL LISTEN/NOTIFY.
 */
export class ContentEvents extends EventEmitter<{ change: [ContentKind] }> {
  private readonly origin = randomUUID()
  private publish: ((message: string) => Promise<unknown>) | undefined
  private closers: (() => void)[] = []

  changed(kind: ContentKind) {
    this.emit('change', kind)
    this.publish?.(`${this.origin} ${kind}`).catch(() => {})
  }

  private receive(message: string) {
    const [origin, kind] = message.split(' ')
    if (origin !== this.origin && kind && KINDS.includes(kind)) this.emit('change', kind as ContentKind)
  }

  /** After a gap in which changes may have been missed: drop every cache once. */
  private resync() {
    this.emit('change', 'site')
    this.emit('change', 'projects')
  }

  /**
   * Share changes through Redis with the other instances of the same site (`site`: anything
   * that names it, such as the database URL). `redis` sends ours; a dedicated duplicate
   * connection hears theirs, and resubscribes whenever Redis returns.
   */
  async connect(redis: Redis, site: string) {
    const channel = `folio:content-changed:${createHash('sha256').update(site).digest('hex').slice(0, 16)}`
    const subscriber = redis.duplicate()
    subscriber.on('error', () => {})
    this.publish = (message) => redis.publish(channel, message)
    subscriber.on('message', (ch: string, message: string) => {
      if (ch === channel) this.receive(message)
    })
    let readyBefore = false
    const ready = new Promise<void>((resolve) => {
      subscriber.on('ready', () => {
        subscriber
          .subscribe(channel)
          .then(() => resolve())
          .catch(() => {})
        if (readyBefore) this.resync()
        readyBefore = true
      })
      // Redis away at start: serve anyway; the subscription follows when it comes.
      setTimeout(resolve, 2000).unref()
    })
    this.closers.push(() => subscriber.disconnect())
    await ready
  }

  /**
   * Share changes through PostgreSQL LISTEN/NOTIFY (no Redis): one dedicated connection
   * listens and notifies; when it drops it reconnects, and caches are dropped once on return.
   */
  async listenPostgres(url: string) {
    let client: pg.Client | undefined
    let closed = false
    let retry: NodeJS.Timeout | undefined
    let failures = 0
    let listenedBefore = false
    const open = async (): Promise<void> => {
      const c = new (loadPg().Client)({ connectionString: url, connectionTimeoutMillis: 2000, keepAlive: true })
      c.on('error', () => {})
      c.on('notification', (n) => {
        if (n.channel === PG_CHANNEL && n.payload) this.receive(n.payload)
      })
      c.on('end', () => {
        if (client === c) client = undefined
        if (!closed) schedule()
      })
      try {
        await c.connect()
        await c.query(`listen ${PG_CHANNEL}`)
      } catch {
        await c.end().catch(() => {})
        schedule()
        return
      }
      if (closed) return void c.end().catch(() => {})
      // Back after losing an established connection: changes may have been missed meanwhile.
      if (listenedBefore) this.resync()
      listenedBefore = true
      failures = 0
      client = c
    }
    const schedule = () => {
      if (retry || closed) return
      failures += 1
      retry = setTimeout(
        () => {
          retry = undefined
          void open()
        },
        Math.min(failures * 250, 2000),
      )
      retry.unref()
    }
    this.publish = async (message) => client?.query('select pg_notify($1, $2)', [PG_CHANNEL, message])
    this.closers.push(() => {
      closed = true
      clearTimeout(retry)
      void client?.end().catch(() => {})
    })
    await open()
  }

  close() {
    for (const close of this.closers.splice(0)) close()
    this.publish = undefined
  }
}
