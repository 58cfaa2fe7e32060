import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'
import { siteTotals } from '../../db/site-totals.ts'

type Q = Kysely<Database> | Transaction<Database>

const num = (v: unknown) => Number(v ?? 0)

/** Views per day and content type since `from` (YYYY-MM-DD, included). */
export const viewsByDay = async (db: Q, from: string) => {
  const rows = await db
    .selectFrom('daily_views')
    .select(['day', 'content_type', (eb) => eb.fn.sum<number>('views').as('views')])
    .where('day', '>=', from)
    .groupBy(['day', 'content_type'])
    .execute()
  return rows.map((r) => ({ day: r.day, type: r.content_type, views: num(r.views) }))
}

const periodViews = (db: Q, type: 'project' | 'post', from: string) =>
  db
    .selectFrom('daily_views')
    .select(['content_id', (eb) => eb.fn.sum<number>('views').as('period_views')])
    .where('content_type', '=', type)
    .where('day', '>=', from)
    .groupBy('content_id')
    .as('pv')

export const topProjects = async (db: Q, from: string, by: 'views' | 'likes', limit: number) => {
  let q = db
    .selectFrom('projects')
    .leftJoin(periodViews(db, 'project', from), 'pv.content_id', 'projects.id')
    .select(['projects.id', 'projects.title', 'projects.slug', 'projects.views', 'projects.likes', 'pv.period_views'])
    .where('projects.is_active', '=', 1)
  q =
    by === 'likes'
      ? q.orderBy('projects.likes', 'desc').orderBy('projects.views', 'desc')
      : q.orderBy((eb) => eb.fn.coalesce('pv.period_views', eb.lit(0)), 'desc').orderBy('projects.views', 'desc')
  const rows = await q.orderBy('projects.id').limit(limit).execute()
  return rows.map((r) => ({ ...r, period_views: num(r.period_views) }))
}

export const topPosts = async (db: Q, from: string, limit: number) => {
  const rows = await db
    .selectFrom('blog_posts')
    .leftJoin(periodViews(db, 'post', from), 'pv.content_id', 'blog_posts.id')
    .select(['blog_posts.id', 'blog_posts.title', 'blog_posts.slug', 'blog_posts.views', 'pv.period_views'])
    .where('blog_posts.published', '=', 1)
    .orderBy((eb) => eb.fn.coalesce('pv.period_views', eb.lit(0)), 'desc')
    .orderBy('blog_posts.views', 'desc')
    .orderBy('blog_posts.id')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ ...r, period_views: num(r.period_views) }))
}

/** The analytics screen's totals (every active testimonial, approved or waiting). */
export const totals = async (db: Q) => {
  const { pending_testimonials, testimonials, ...rest } = await siteTotals(db)
  return { ...rest, testimonials: testimonials + pending_testimonials }
}

export interface ViewMark {
  type: 'project' | 'post'
  id: number
  day: string
  /** Salted hash of the visitor for that day. */
  visitor: string
}

/**
 * Writes a batch of views (pass a transaction): a visitor counts once per item and day
 * (`view_visitors` is unique on that), the rest raises the day's and the item's counters.
 * Returns how many views were new.
 */
export const recordViews = async (db: Q, batch: ViewMark[]) => {
  const counted = new Map<string, { type: ViewMark['type']; id: number; day: string; n: number }>()
  for (const v of batch) {
    const res = await db
      .insertInto('view_visitors')
      .values({ content_type: v.type, content_id: v.id, day: v.day, visitor_hash: v.visitor })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst()
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) continue
    const key = `${v.type}:${v.id}:${v.day}`
    const c = counted.get(key) ?? { type: v.type, id: v.id, day: v.day, n: 0 }
    c.n += 1
    counted.set(key, c)
  }
  for (const c of counted.values()) {
    await db
      .insertInto('daily_views')
      .values({ content_type: c.type, content_id: c.id, day: c.day, views: c.n })
      .onConflict((oc) =>
        oc
          .columns(['content_type', 'content_id', 'day'])
          .doUpdateSet((eb) => ({ views: eb('daily_views.views', '+', c.n) })),
      )
      .execute()
    await db
      .updateTable(c.type === 'project' ? 'projects' : 'blog_posts')
      .set((eb) => ({ views: eb('views', '+', c.n) }))
      .where('id', '=', c.id)
      .execute()
  }
  return [...counted.values()].reduce((n, c) => n + c.n, 0)
}
