import { type Kysely, type SelectQueryBuilder, sql, type Transaction } from 'kysely'

import type { PostStatus } from '../../../core/schemas/blog.ts'

import { asRowId, isNumericId, nowIso, parseList } from '../../db/convert.ts'
import {
  documentMatches,
  indexPost,
  isPostgres,
  matchesWords,
  rankHead,
  searchRank,
  unindexPost,
  withSearchPlan,
} from '../../db/search.ts'
import { statusIs } from '../../db/publication.ts'

import type { BlogPostRow, Database, NewBlogPostRow } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export interface PostFilter {
  tag?: string
  /** Full-text search: the words of the query (`searchWords`); every one must match. */
  words?: readonly string[]
  featured?: boolean
  /** undefined: what the public sees (`publiclyVisible`); true/false: that flag; 'all': every post (admin). */
  published?: boolean | 'all'
  /** Admin: draft, scheduled (published, time ahead) or published (live). */
  status?: PostStatus
  /** `updated`: last edited first (admin table); `newest`: newest published; else featured first, then newest. */
  sort?: 'featured' | 'newest' | 'updated'
}

/** What the public may see: every public list, page, feed and count uses it. */
export const publiclyVisible = (table: 'blog_posts' | 'b', now = nowIso()) => statusIs(table, 'published', now)

const filtered = (db: Q, f: PostFilter) => {
  let q = db.selectFrom('blog_posts')
  if (f.published === undefined) q = q.where(publiclyVisible('blog_posts'))
  else if (f.published !== 'all') q = q.where('published', '=', f.published ? 1 : 0)
  if (f.status) q = q.where(statusIs('blog_posts', f.status))
  if (f.featured !== undefined) q = q.where('featured', '=', f.featured ? 1 : 0)
  if (f.tag) q = q.where('id', 'in', db.selectFrom('post_tags').select('post_id').where('tag', '=', f.tag))
  if (f.words) q = q.where(matchesWords(db, 'blog_posts.id', f.words))
  return q
}

/** What a list item (a card, an admin table row) shows: never the body. */
const LIST_COLUMNS = [
  'id',
  'title',
  'slug',
  'excerpt',
  'featured_image',
  'tags',
  'meta_title',
  'meta_description',
  'canonical_url',
  'og_image_url',
  'published',
  'featured',
  'read_time',
  'views',
  'published_at',
  'created_at',
  'updated_at',
] as const
export type PostListRow = Pick<BlogPostRow, (typeof LIST_COLUMNS)[number]>

/**
 * Whether every post `f` lets through has a `published_at`: what the public sees (and a live or
 * scheduled status) is published at a time. Such a list orders by `published_at DESC` alone;
 * `NULLS LAST` (drafts last) would keep PostgreSQL from reading the order off the index (it
 * stores DESC with NULLs first) and make it sort every row for a page.
 */
const alwaysDated = (f: PostFilter) => f.published === undefined || f.status === 'published' || f.status === 'scheduled'

/** A list's order, which an index holds: last edited first, else (featured, then) newest. */
const inListOrder = <O>(q: SelectQueryBuilder<Database, 'blog_posts', O>, f: PostFilter) =>
  (f.sort === 'updated'
    ? q.orderBy('updated_at', 'desc')
    : q
        .$if(f.sort !== 'newest', (q) => q.orderBy('featured', 'desc'))
        // Drafts (no published_at) last on both engines: PostgreSQL sorts NULL first in DESC.
        .orderBy('published_at', (ob) => (alwaysDated(f) ? ob.desc() : ob.desc().nullsLast()))
        .orderBy('created_at', 'desc')
  ).orderBy('id', 'desc')

/** The ids of one page of a list (not a search), in list order: an index holds that order. */
export const listPageIds = (db: Q, f: PostFilter, skip: number, limit: number) =>
  inListOrder(filtered(db, f).select('id'), f).limit(limit).offset(skip)

/** A page's total: a short page says it without counting (every match is in hand). */
const isShort = (skip: number, limit: number, got: number) => got < limit && (got > 0 || skip === 0)

/**
 * One page of posts and the total. A search orders by relevance (`searchRank`), then newest;
 * else `sort`. An empty word list (a query of punctuation only) matches nothing. A search also
 * returns each row's `content_text` (`texts`), for its snippet.
 */
export const listPosts = async (
  db: Q,
  f: PostFilter,
  skip: number,
  limit: number,
): Promise<{ rows: PostListRow[]; total: number; texts?: Map<number, string> }> => {
  if (f.words && !f.words.length) return { rows: [], total: 0, texts: new Map() }
  const count = async (q: Q = db) =>
    Number(
      (
        await filtered(q, f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  // A search ranks by relevance unless the caller asked for last edited first (admin table).
  const rankBy = f.sort === 'updated' ? undefined : f.words
  if (rankBy) {
    // Rank and sort ids only (every match takes part, in one pass that also counts them), then
    // read the one page of rows with their text.
    const { ids, total } = await withSearchPlan(db, async (q) => {
      // Each match with its rank (PostgreSQL: from post_search through the GIN index, each row
      // joined once and ranked by its `head`), then one pass that sorts and counts them all.
      const matches = isPostgres(q)
        ? filtered(q, { ...f, words: undefined })
            .innerJoin(sql<{ post_id: number }>`post_search`.as('s'), 's.post_id', 'blog_posts.id')
            .where(documentMatches('s', rankBy))
            .select(['blog_posts.id', 'blog_posts.published_at', rankHead('s', rankBy).as('rank')])
            // A fence: ranked here, so the count's window keeps three numbers a row, not the
            // `head` vectors (which made it spill to disk at 10,000 matches).
            .offset(0)
            .as('m')
        : filtered(q, f)
            .select(['id', 'published_at', searchRank(q, 'blog_posts.id', rankBy).as('rank')])
            .as('m')
      const page = await q
        .selectFrom(matches)
        .select(['m.id', sql<number | string>`count(*) over ()`.as('total')])
        .orderBy('m.rank', 'desc')
        // Drafts (admin search) have no date: last on both engines (PostgreSQL puts NULL first).
        .orderBy('m.published_at', (ob) => ob.desc().nullsLast())
        .orderBy('m.id', 'desc')
        .limit(limit)
        .offset(skip)
        .execute()
      // The window counts every match before the page is cut; past the last one, count apart.
      const total = page.length ? Number(page[0]!.total) : skip === 0 ? 0 : await count(q)
      return { ids: page.map((r) => r.id), total }
    })
    const found = ids.length
      ? await db
          .selectFrom('blog_posts')
          .select([...LIST_COLUMNS, 'content_text'])
          .where('id', 'in', ids)
          .execute()
      : []
    const byId = new Map(found.map(({ content_text: _text, ...r }) => [r.id, r]))
    return {
      rows: ids.flatMap((id) => byId.get(id) ?? []),
      total,
      texts: new Map(found.map((r) => [r.id, r.content_text])),
    }
  }
  // Deferred join: the page's ids come from an index alone (however deep the offset), then only
  // those rows are read. PostgreSQL would otherwise sort the whole table for a deep page.
  const page = listPageIds(db, f, skip, limit)
  const rowsQuery = inListOrder(db.selectFrom('blog_posts').select(LIST_COLUMNS).where('id', 'in', page), f)
  // PostgreSQL: the total is counted on a second connection while the page is read (one round
  // trip's wait instead of two); unused when the page turns out short.
  const counted = db.isTransaction ? undefined : count().catch(() => undefined)
  const rows = await rowsQuery.execute()
  const total = isShort(skip, limit, rows.length) ? skip + rows.length : ((await counted) ?? (await count()))
  return { rows, total }
}

/** The text a search snippet quotes, for the posts of one result page. */
export const postTexts = async (db: Q, ids: readonly number[]) =>
  ids.length
    ? new Map(
        (await db.selectFrom('blog_posts').select(['id', 'content_text']).where('id', 'in', ids).execute()).map((r) => [
          r.id,
          r.content_text,
        ]),
      )
    : new Map<number, string>()

/** The newest published posts with their bodies (the RSS feed). */
export const latestPosts = (db: Q, limit: number) =>
  db
    .selectFrom('blog_posts')
    .selectAll()
    .where(publiclyVisible('blog_posts'))
    .orderBy('published_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()

export const findPost = (db: Q, idOrSlug: string | number, includeDrafts = false) => {
  let q = db.selectFrom('blog_posts').selectAll()
  q =
    // A numeric id too large for the column matches nothing (no row has id -1).
    isNumericId(idOrSlug) ? q.where('id', '=', asRowId(idOrSlug) ?? -1) : q.where('slug', '=', String(idOrSlug))
  if (!includeDrafts) q = q.where(publiclyVisible('blog_posts'))
  return q.executeTakeFirst()
}

export const findPostBySlug = (db: Q, slug: string, exceptId?: number) => {
  let q = db.selectFrom('blog_posts').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  return q.executeTakeFirst()
}

/**
 * Tags of published posts: each distinct tag read off the tag index by one probe (a recursive
 * skip scan, not a scan of every post_tags row), kept when a first published post has it.
 */
export const distinctTags = async (db: Q) =>
  (
    await sql<{ tag: string }>`
      with recursive d(tag) as (
        select min(tag) from post_tags
        union all
        select (select min(tag) from post_tags where tag > d.tag) from d where d.tag is not null
      )
      select d.tag from d
      where d.tag is not null and (
        select 1 from post_tags t inner join blog_posts b on b.id = t.post_id
        where t.tag = d.tag and ${publiclyVisible('b')} limit 1
      ) = 1
      order by d.tag`.execute(db)
  ).rows.map((r) => r.tag)

const setTags = async (db: Q, postId: number, tags: string[]) => {
  await db.deleteFrom('post_tags').where('post_id', '=', postId).execute()
  if (tags.length)
    await db
      .insertInto('post_tags')
      .values(tags.map((tag) => ({ post_id: postId, tag })))
      .execute()
}

// The search entry is rewritten with every write of the row, so it never lags behind.
const indexRow = (db: Q, r: BlogPostRow) =>
  indexPost(db, { id: r.id, title: r.title, tags: parseList(r.tags), excerpt: r.excerpt, text: r.content_text })

/** Inserts a post, its tags and its search entry (pass a transaction: all or nothing). */
export const insertPost = async (db: Q, row: NewBlogPostRow, tags: string[]): Promise<BlogPostRow> => {
  const created = await db.insertInto('blog_posts').values(row).returningAll().executeTakeFirstOrThrow()
  await setTags(db, created.id, tags)
  await indexRow(db, created)
  return created
}

/** Updates a post and its search entry; its tags too when `tags` is given (a full write). */
export const updatePost = async (db: Q, id: number, row: Partial<NewBlogPostRow>, tags?: string[]) => {
  const updated = await db.updateTable('blog_posts').set(row).where('id', '=', id).returningAll().executeTakeFirst()
  if (updated && tags) await setTags(db, id, tags)
  if (updated) await indexRow(db, updated)
  return updated
}

export const deletePost = async (db: Q, id: number) => {
  const deleted = Number((await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
  if (deleted) await unindexPost(db, id)
  return deleted
}
