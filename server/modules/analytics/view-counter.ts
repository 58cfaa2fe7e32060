import { createHash } from 'node:crypto'

import type { FastifyBaseLogger } from 'fastify'
import type { Kysely } from 'kysely'

import type { Visitor } from '../../../core/services.ts'
import { today } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { recordViews, type ViewMark } from './analytics.repository.ts'

export interface ViewCounterOptions {
  /** Where a failed flush is reported (the views of that batch are lost, the server goes on). */
  log: Pick<FastifyBaseLogger, 'error'>
  intervalMs?: number
}

/**
 * Counts views once per visitor per item per day, without bots, in batches: a burst of reads
 * becomes one write transaction every `intervalMs`, not one write per read. The pending map is
 * the only in-memory de-duplication; the database's unique `view_visitors` row is the real one.
 */
export class ViewCounter {
  private pending = new Map<string, ViewMark>()
  private timer: NodeJS.Timeout | undefined
  private flushing: Promise<void> = Promise.resolve()
  private readonly db: Kysely<Database>
  private readonly events: ContentEvents
  private readonly log: ViewCounterOptions['log']
  private readonly intervalMs: number

  constructor(db: Kysely<Database>, events: ContentEvents, opts: ViewCounterOptions) {
    this.db = db
    this.events = events
    this.log = opts.log
    this.intervalMs = opts.intervalMs ?? 2000
  }

  record(type: ViewMark['type'], id: number, visitor: Visitor) {
    if (visitor.isBot) return
    const day = today()
    // Only a hash of who, salted with the day, is ever kept.
    const hash = createHash('sha256').update(`${day}|${visitor.id}`).digest('base64url').slice(0, 22)
    const key = `${type}:${id}:${day}:${hash}`
    if (this.pending.has(key)) return
    this.pending.set(key, { type, id, day, visitor: hash })
    this.timer ??= setTimeout(() => void this.flush(), this.intervalMs)
  }

  /** Writes what is pending; safe to call at any time (shutdown, tests). Never rejects. */
  flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = [...this.pending.values()]
    this.pending.clear()
    if (batch.length === 0) return this.flushing
    this.flushing = this.flushing
      .then(async () => {
        const counted = await this.db.transaction().execute((trx) => recordViews(trx, batch))
        if (counted > 0) this.events.changed('counters')
      })
      .catch((err: unknown) => {
        this.log.error({ err, views: batch.length }, 'view counter: a batch of views was lost')
      })
    return this.flushing
  }

  async close() {
    await this.flush()
  }
}
