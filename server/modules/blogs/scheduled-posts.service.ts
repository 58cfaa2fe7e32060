import type { Kysely } from 'kysely'

import type { Database } from '../../db/schema.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { countWentLive } from './blogs.repository.ts'

/** The recurring job (server/modules/jobs) that lets scheduled posts go live. */
export const PUBLISH_JOB = 'publish-scheduled-posts'

const DAY_MS = 86_400_000

/**
 * Scheduled posts go live by themselves (API.md, Publishing): nothing is written at their time —
 * every public query already compares `published_at` with now — but cached lists and pages were
 * made before it. Every `tickMs` one instance (the scheduler's claim) looks for posts whose time
 * came since the last look and announces a `blogs` change, which empties the response cache of
 * every instance (Redis or PostgreSQL NOTIFY, server/lib/events.ts), so they appear everywhere
 * within a tick or two.
 */
export const createScheduledPostsService = ({
  db,
  events,
  tickMs,
}: {
  db: Kysely<Database>
  events: ContentEvents
  tickMs: number
}) => {
  /** The end of this instance's last look. */
  let lookedUntil: string | undefined
  return {
    /**
     * One look at (from, now]: back over two ticks (another instance may have made the last
     * looks) and over any gap in this instance's own looks (a database outage), at most a day.
     * A post seen twice only empties the caches twice.
     */
    announceDue: async (now = Date.now()) => {
      const to = new Date(now).toISOString()
      const twoTicks = new Date(now - 2 * tickMs - 1000).toISOString()
      const dayAgo = new Date(now - DAY_MS).toISOString()
      const from = lookedUntil && lookedUntil < twoTicks ? (lookedUntil > dayAgo ? lookedUntil : dayAgo) : twoTicks
      const wentLive = await countWentLive(db, from, to)
      lookedUntil = to
      if (wentLive) events.changed('blogs')
      return { went_live: wentLive }
    },
  }
}
