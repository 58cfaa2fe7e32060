import type { Kysely } from 'kysely'

import { type ActivityItem, type Overview, OVERVIEW_DAYS } from '../../../core/schemas/overview.ts'
import type { Database } from '../../db/schema.ts'
import * as repo from './overview.repository.ts'

const ACTIVITY = 8
const UNREAD = 3
const DAY_MS = 86_400_000
/** An edit within a minute of creation is still the creation (the form saves twice at most). */
const EDIT_AFTER_MS = 60_000

type Change = Awaited<ReturnType<typeof repo.recentChanges>>[number][number]

const actionOf = (kind: ActivityItem['kind'], r: Change): ActivityItem['action'] => {
  if (!r.live) return kind === 'post' ? 'draft' : 'deleted'
  return Date.parse(r.updated_at) - Date.parse(r.created_at) > EDIT_AFTER_MS ? 'updated' : 'created'
}

/** The admin dashboard in one answer: counts, the latest activity, unread messages. */
export const createOverviewService = ({ db }: { db: Kysely<Database> }) => ({
  get: async (): Promise<Overview> => {
    const periodFrom = new Date(Date.now() - (OVERVIEW_DAYS - 1) * DAY_MS).toISOString().slice(0, 10)
    const [counts, [projects, posts, certificates, testimonials], unread] = await Promise.all([
      repo.counts(db, periodFrom),
      repo.recentChanges(db, ACTIVITY),
      repo.latestUnread(db, UNREAD),
    ])
    const changes = (kind: ActivityItem['kind'], rows: Change[]): ActivityItem[] =>
      rows.map((r) => ({ kind, id: r.id, title: r.title, action: actionOf(kind, r), at: r.updated_at }))
    const activity = [
      ...changes('project', projects),
      ...changes('post', posts),
      ...changes('certificate', certificates),
      ...changes('testimonial', testimonials),
      ...unread.map((m) => ({
        kind: 'message' as const,
        id: m.id,
        title: m.name,
        action: 'received' as const,
        at: m.created_at,
      })),
    ]
      .sort((a, b) => b.at.localeCompare(a.at))
      .slice(0, ACTIVITY)
    return { counts, activity, unread }
  },
})
