import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'
import { siteTotals } from '../../db/site-totals.ts'

type Q = Kysely<Database> | Transaction<Database>

const num = (v: unknown) => Number(v ?? 0)

/** Every count the dashboard shows: the site's totals and the period's views. */
export const counts = async (db: Q, periodFrom: string) => {
  const [totals, period] = await Promise.all([
    siteTotals(db),
    db
      .selectFrom('daily_views')
      .select((eb) => eb.fn.sum<number>('views').as('n'))
      .where('day', '>=', periodFrom)
      .executeTakeFirstOrThrow(),
  ])
  return { ...totals, period_views: num(period.n) }
}

/** The last `limit` edited rows of each content table, with what the activity line needs. */
export const recentChanges = (db: Q, limit: number) =>
  Promise.all([
    db
      .selectFrom('projects')
      .select(['id', 'title', 'is_active as live', 'created_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('blog_posts')
      .select(['id', 'title', 'published as live', 'created_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('certificates')
      .select(['id', 'title', 'is_active as live', 'created_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
    db
      .selectFrom('testimonials')
      .select(['id', 'name as title', 'is_active as live', 'created_at', 'updated_at'])
      .orderBy('updated_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  ])

/** The newest unread messages of the inbox. */
export const latestUnread = (db: Q, limit: number) =>
  db
    .selectFrom('contact_messages')
    .select(['id', 'name', 'subject', 'created_at'])
    .where('read', '=', 0)
    .where('status', 'not in', ['archived', 'spam'])
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
