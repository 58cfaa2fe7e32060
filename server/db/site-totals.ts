import type { Expression, Kysely, SqlBool, Transaction } from 'kysely'

import { nowIso } from './convert.ts'
import type { Database } from './schema.ts'

type Q = Kysely<Database> | Transaction<Database>

const num = (v: unknown) => Number(v ?? 0)

/**
 * Published (and come), scheduled and draft posts, and their views: read from a covering index
 * (blog_posts_totals_idx), not from the posts themselves (blogs.plans.test.ts).
 */
export const postTotals = (db: Q, now: string) =>
  db.selectFrom('blog_posts').select((eb) => {
    /** How many posts meet `cond`: a sum of 1s, which the index alone answers. */
    const countWhere = (cond: Expression<SqlBool>) => eb.fn.sum<number>(eb.case().when(cond).then(1).else(0).end())
    return [
      countWhere(eb.and([eb('published', '=', 1), eb('published_at', '<=', now)])).as('published'),
      countWhere(eb.and([eb('published', '=', 1), eb('published_at', '>', now)])).as('scheduled'),
      countWhere(eb('published', '=', 0)).as('drafts'),
      eb.fn.sum<number>('views').as('views'),
    ]
  })

/**
 * The site's totals, one aggregate per table and no rows read out: the dashboard's overview and
 * the analytics screen both show them. Messages are the inbox's (archived and spam left out).
 */
export const siteTotals = async (db: Q) => {
  // A post published for a later time is scheduled, not yet published (API.md "Publishing").
  const now = nowIso()
  const [projects, posts, certificates, testimonials, messages] = await Promise.all([
    db
      .selectFrom('projects')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('likes').as('likes'),
        eb.fn.sum<number>('views').as('views'),
      ])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow(),
    postTotals(db, now).executeTakeFirstOrThrow(),
    db
      .selectFrom('certificates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('testimonials')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('approved', '=', 1).then(1).else(0).end()).as('approved'),
        eb.fn.sum<number>(eb.case().when('approved', '=', 0).then(1).else(0).end()).as('pending'),
      ])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('contact_messages')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>(eb.case().when('read', '=', 0).then(1).else(0).end()).as('unread'),
      ])
      .where('status', 'not in', ['archived', 'spam'])
      .executeTakeFirstOrThrow(),
  ])
  return {
    projects: num(projects.n),
    posts: num(posts.published),
    drafts: num(posts.drafts),
    scheduled: num(posts.scheduled),
    certificates: num(certificates.n),
    testimonials: num(testimonials.approved),
    pending_testimonials: num(testimonials.pending),
    messages: num(messages.n),
    unread_messages: num(messages.unread),
    likes: num(projects.likes),
    views: num(projects.views) + num(posts.views),
  }
}
