import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

const num = (v: unknown) => Number(v ?? 0)

/** Every count the dashboard shows: one aggregate per table, no rows read out. */
export const counts = async (db: Q, periodFrom: string) => {
  const [projects, posts, certificates, testimonials, messages, period] = await Promise.all([
    db
      .selectFrom('projects')
      .select((eb) => [
        eb.fn.countAll<number>().as('n'),
        eb.fn.sum<number>('likes').as('likes'),
        eb.fn.sum<number>('views').as('views'),
      ])
      .where('is_active', '=', 1)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('blog_posts')
      .select((eb) => [
        eb.fn.sum<number>(eb.case().when('published', '=', 1).then(1).else(0).end()).as('published'),
        eb.fn.sum<number>(eb.case().when('published', '=', 0).then(1).else(0).end()).as('drafts'),
        eb.fn.sum<number>('views').as('views'),
      ])
      .executeTakeFirstOrThrow(),
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
    db
      .selectFrom('daily_views')
      .select((eb) => eb.fn.sum<number>('views').as('n'))
      .where('day', '>=', periodFrom)
      .executeTakeFirstOrThrow(),
  ])
  return {
    projects: num(projects.n),
    posts: num(posts.published),
    drafts: num(posts.drafts),
    certificates: num(certificates.n),
    testimonials: num(testimonials.approved),
    pending_testimonials: num(testimonials.pending),
    messages: num(messages.n),
    unread_messages: num(messages.unread),
    likes: num(projects.likes),
    views: num(projects.views) + num(posts.views),
    period_views: num(period.n),
  }
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
