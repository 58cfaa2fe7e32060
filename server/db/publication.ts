import { type Kysely, sql, type SqlBool, type Transaction } from 'kysely'

import type { PostStatus } from '../../core/schemas/blog.ts'
import { nowIso } from './convert.ts'
import type { Database } from './schema.ts'

/**
 * The one publication rule of posts and pages, written here twice side by side — for a row in
 * TypeScript (`statusOf`) and for a query in SQL (`statusIs`) — and held equal by
 * post-visibility.test.ts and the pages tests on both engines: draft (not published), scheduled
 * (published, its time ahead) or published (live: published and its time has come, or published
 * with no time at all, as rows written before publication dates were kept may be). Only a
 * published item is public.
 */
export const statusOf = (
  p: { published: boolean | number; published_at: string | null },
  now = nowIso(),
): PostStatus =>
  !(p.published === true || p.published === 1)
    ? 'draft'
    : p.published_at && p.published_at > now
      ? 'scheduled'
      : 'published'

/**
 * `statusOf(row) = status` as a condition on `table` (a table name or alias with `published` and
 * `published_at`). Times are ISO 8601 UTC text of one shape on both engines, so text order is
 * time order.
 */
export const statusIs = (table: 'blog_posts' | 'b' | 'pages', status: PostStatus, now = nowIso()) => {
  const published = sql.ref(`${table}.published`)
  const at = sql.ref(`${table}.published_at`)
  if (status === 'draft') return sql<SqlBool>`(${published} = 0)`
  if (status === 'scheduled') return sql<SqlBool>`(${published} = 1 and ${at} > ${now})`
  return sql<SqlBool>`(${published} = 1 and (${at} is null or ${at} <= ${now}))`
}

/**
 * The `published_at` a write stores. A given time is kept (as UTC, the one text shape every
 * comparison relies on); null clears it, so publishing sets now; omitted keeps the stored time
 * (an edit keeps a schedule and the first publication date), and publishing without one sets now.
 */
export const publishedAtFor = (
  input: { published: boolean; published_at?: string | null | undefined },
  stored: string | null,
) => {
  if (input.published_at) return new Date(input.published_at).toISOString()
  const kept = input.published_at === null ? null : stored
  return input.published ? (kept ?? nowIso()) : kept
}

/**
 * The posts or pages that went live by time alone in (from, to]: published, their time inside
 * the window and after their last write (one published or backdated by a write announced itself
 * then). The publish job asks it of each table.
 */
export const wentLive = async (
  db: Kysely<Database> | Transaction<Database>,
  table: 'blog_posts' | 'pages',
  from: string,
  to: string,
) =>
  (
    await db
      .selectFrom(table)
      .select('id')
      .where('published', '=', 1)
      .where('published_at', '>', from)
      .where('published_at', '<=', to)
      .whereRef('published_at', '>', 'updated_at')
      .orderBy('published_at')
      .execute()
  ).map((r) => r.id)
