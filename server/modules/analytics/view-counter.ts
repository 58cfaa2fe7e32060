import { createHash } from 'node:crypto'

import type { Kysely } from 'kysely'

import type { Visitor } from '../../../core/services.ts'
import { today } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import type { ContentEvents } from '../../lib/events.ts'

type ContentType = 'project' | 'post'
interface Pending {
  type: ContentType
  id: number
  day: string
  visitor: string
}

/**
 * Counts views once per visitor per item per day, without bots, in batches: a burst of reads
 * becomes one write transaction every `intervalMs`, not one write per read.
 */
export class ViewCounter {
  private pending = new Map<string, Pending>()
  private timer: NodeJS.Timeout | undefined
  private flushing: Promise<void> = Promise.resolve()
  private readonly db: Kysely<Database>
  private readonly events: ContentEvents
  private readonly intervalMs: number

  constructor(db: Kysely<Database>, events: ContentEvents, intervalMs = 2000) {
    this.db = db
    this.events = events
    this.intervalMs = intervalMs
  }

  record(type: ContentType, id: number, visitor: Visitor) {
    if (visitor.isBot) return
    const day = today()
    // Only a hash of who, salted with the day, is ever kept.
    const hash = createHash('sha256').update(`${day}|${visitor.id}`).digest('base64url').slice(0, 22)
    const key = `${type}:${id}:${day}:${hash}`
    if (this.pending.has(key)) return
    this.pending.set(key, { type, id, day, visitor: hash })
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs)
  }

  /** Writes what is pending; safe to call at any time (shutdown, tests). */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = [...this.pending.values()]
    this.pending.clear()
    if (batch.length === 0) return this.flushing
    this.flushing = this.flushing.then(() => this.write(batch)).catch(() => {})
    return this.flushing
  }

  private async write(batch: Pending[]) {
    const counted = new Map<string, { type: ContentType; id: number; day: string; n: number }>()
    await this.db.transaction().execute(async (trx) => {
      for (const p of batch) {
        const res = await trx
          .insertInto('view_visitors')
          .values({ content_type: p.type, content_id: p.id, day: p.day, visitor_hash: p.visitor })
          .onConflict((oc) => oc.doNothing())
          .executeTakeFirst()
        if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) continue
        const key = `${p.type}:${p.id}:${p.day}`
        const c = counted.get(key) ?? { type: p.type, id: p.id, day: p.day, n: 0 }
        c.n += 1
        counted.set(key, c)
      }
      for (const c of counted.values()) {
        await trx
          .insertInto('daily_views')
          .values({ content_type: c.type, content_id: c.id, day: c.day, views: c.n })
          .onConflict((oc) =>
            oc
              .columns(['content_type', 'content_id', 'day'])
              .doUpdateSet((eb) => ({ views: eb('daily_views.views', '+', c.n) })),
          )
          .execute()
        const table = c.type === 'project' ? 'projects' : 'blog_posts'
        await trx
          .updateTable(table)
          .set((eb) => ({ views: eb('views', '+', c.n) }))
          .where('id', '=', c.id)
          .execute()
      }
    })
    if (counted.size > 0) this.events.changed('counters')
  }

  async close() {
    await this.flush()
  }
}
