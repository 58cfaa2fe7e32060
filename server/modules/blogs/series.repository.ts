import { sql } from 'kysely'
import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'
import { publiclyVisible } from './blogs.repository.ts'

type Q = Kysely<Database> | Transaction<Database>

export const findPostSeries = (db: Q, postId: number) =>
  db.selectFrom('post_series').selectAll().where('post_id', '=', postId).executeTakeFirst()

/** The post (other than `exceptPostId`) holding this part of the series, drafts included. */
export const findPart = (db: Q, slug: string, part: number, exceptPostId?: number) => {
  let q = db.selectFrom('post_series').select('post_id').where('slug', '=', slug).where('part', '=', part)
  if (exceptPostId !== undefined) q = q.where('post_id', '!=', exceptPostId)
  return q.executeTakeFirst()
}

export const setPostSeries = async (
  db: Q,
  postId: number,
  series: { name: string; slug: string; part: number } | null,
) => {
  await db.deleteFrom('post_series').where('post_id', '=', postId).execute()
  if (series)
    await db
      .insertInto('post_series')
      .values({ post_id: postId, ...series })
      .execute()
}

/** The series' published posts in ascending part. */
export const publishedPostsOf = (db: Q, slug: string) =>
  db
    .selectFrom('post_series as s')
    .innerJoin('blog_posts as b', 'b.id', 's.post_id')
    .select(['b.id', 'b.slug', 'b.title', 'b.excerpt', 'b.published_at', 's.part', 's.name'])
    .where('s.slug', '=', slug)
    .where(publiclyVisible('b'))
    .orderBy('s.part')
    .execute()

export const countPublished = async (db: Q, slug: string) =>
  Number(
    (
      await db
        .selectFrom('post_series as s')
        .innerJoin('blog_posts as b', 'b.id', 's.post_id')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('s.slug', '=', slug)
        .where(publiclyVisible('b'))
        .executeTakeFirstOrThrow()
    ).n,
  )

/**
 * Series with a published post, newest activity (latest publication) first; the name shown is
 * the one of the series' latest published post (names that slugify alike are one series).
 */
export const listSeries = async (db: Q, skip: number, limit: number) => {
  const groups = db
    .selectFrom('post_series as s')
    .innerJoin('blog_posts as b', 'b.id', 's.post_id')
    .select((eb) => [
      's.slug',
      eb.fn.countAll<string | number>().as('post_count'),
      eb.fn.max('b.published_at').as('latest'),
    ])
    .where(publiclyVisible('b'))
    .groupBy('s.slug')
  const [rows, total] = await Promise.all([
    db
      .selectFrom(groups.as('g'))
      .selectAll()
      .orderBy(sql`g.latest`, (ob) => ob.desc().nullsLast())
      .orderBy('g.slug')
      .offset(skip)
      .limit(limit)
      .execute(),
    db
      .selectFrom(groups.as('g'))
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  const names = new Map<string, string>()
  if (rows.length) {
    const named = await db
      .selectFrom('post_series as s')
      .innerJoin('blog_posts as b', 'b.id', 's.post_id')
      .select(['s.slug', 's.name', 'b.published_at'])
      .where(
        's.slug',
        'in',
        rows.map((r) => r.slug),
      )
      .where(publiclyVisible('b'))
      .orderBy('b.published_at')
      .execute()
    for (const n of named) names.set(n.slug, n.name)
  }
  return {
    rows: rows.map((r) => ({ name: names.get(r.slug) ?? r.slug, slug: r.slug, post_count: Number(r.post_count) })),
    total: Number(total.n),
  }
}
