import type { Kysely } from 'kysely'

import type { Database } from '../../db/schema.ts'
import type { ContentEvents, ContentKind } from '../../lib/events.ts'
import { wentLive } from '../../db/publication.ts'

/** The recurring job (server/modules/jobs) that lets scheduled posts go live. */
export const PUBLISH_JOB = 'publish-scheduled-posts'

const DAY_MS = 86_400_000

/** Other scheduled items the same look covers (pages): the ids of those that went live in (from, to]. */
interface ScheduledKind {
  topic: ContentKind
  wentLive: (from: string, to: string) => Promise<number[]>
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
  onPostsLive,
}: {
  db: Kysely<Database>
  events: ContentEvents
  tickMs: number
  others?: ScheduledKind[]
  /** Posts that went live by their time (webhooks announce them); a post may be passed twice. */
  onPostsLive?: (ids: number[]) => Promise<void>
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
      let count = 0
      for (const { topic, ids } of [
        { topic: 'blogs' as const, ids: (f: string, t: string) => wentLive(db, 'blog_posts', f, t) },
        ...others.map((o) => ({ topic: o.topic, ids: o.wentLive })),
      ]) {
        const live = await ids(from, to)
        if (live.length) events.changed(topic)
        if (live.length && topic === 'blogs') await onPostsLive?.(live)
        count += live.length
      }
      lookedUntil = to
      return { went_live: count }
    },
  }
}
