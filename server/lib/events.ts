import { createHash, randomUUID } from 'node:crypto'
import { EventEmitter } from 'node:events'

import type { Redis } from 'ioredis'

export type ContentKind = 'projects' | 'certificates' | 'blogs' | 'testimonials' | 'site' | 'counters'
const KINDS: readonly string[] = ['projects', 'certificates', 'blogs', 'testimonials', 'site', 'counters']

/**
 * Announces that content changed, so caches (pages, the site profile) drop what they hold at
 * once. With Redis (several server instances), a change on one instance reaches all of them.
 */
export class ContentEvents extends EventEmitter<{ change: [ContentKind] }> {
  private readonly origin = randomUUID()
  private publisher: Redis | undefined
  private channel = ''

  changed(kind: ContentKind) {
    this.emit('change', kind)
    this.publisher?.publish(this.channel, `${this.origin} ${kind}`).catch(() => {})
  }

  /**
   * Share changes through Redis with the other instances of the same site (`site`: anything
   * that names it, such as the database URL): `publisher` sends ours, `subscriber` (a dedicated
   * connection) hears theirs.
   */
  async connect(publisher: Redis, subscriber: Redis, site: string) {
    this.publisher = publisher
    this.channel = `folio:content-changed:${createHash('sha256').update(site).digest('hex').slice(0, 16)}`
    subscriber.on('message', (channel: string, message: string) => {
      const [origin, kind] = message.split(' ')
      if (channel === this.channel && origin !== this.origin && kind && KINDS.includes(kind)) {
        this.emit('change', kind as ContentKind)
      }
    })
    await subscriber.subscribe(this.channel)
  }
}
