import type { Kysely } from 'kysely'

import type { Database } from '../../db/schema.ts'
import type { ContentEvents, ContentKind } from '../../lib/events.ts'
import { countWentLive } from '../../db/publication.ts'

/** The recurring job (server/modules/jobs) that lets scheduled posts go live. */
export const PUBLISH_JOB = 'publish-scheduled-posts'

const DAY_MS = 86_400_000

/** Other scheduled items the same look covers (pages): how many went live in (from, to]. */
interface ScheduledKind {
  topic: ContentKind
  countWentLive: (from: string, to: string) => Promise<number>
}

/**
 * Scheduled posts (and pages, `others`) go live by themselves (API.md, Publishing): nothing is written at their time —
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
  others = [],
}: {
  db: Kysely<Database>
  events: ContentEvents
  tickMs: number
  others?: ScheduledKind[]
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
      let wentLive = 0
      for (const { topic, count } of [
        { topic: 'blogs' as const, count: (f: string, t: string) => countWentLive(db, 'blog_posts', f, t) },
        ...others.map((o) => ({ topic: o.topic, count: o.countWentLive })),
      ]) {
        const n = await count(from, to)
        if (n) events.changed(topic)
        wentLive += n
      }
      lookedUntil = to
      return { went_live: wentLive }
    },
  }
}
