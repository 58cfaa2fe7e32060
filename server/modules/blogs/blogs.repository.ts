import type { Kysely, Transaction } from 'kysely'

import { asRowId, isNumericId } from '../../db/convert.ts'
import { containsText } from '../../db/search.ts'

import type { BlogPostRow, Database, NewBlogPostRow } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export interface PostFilter {
  tag?: string
  search?: string
  featured?: boolean
  /** undefined: published only (public); true/false: that state; 'all': both (admin). */
  published?: boolean | 'all'
  /** `updated`: last edited first (admin table); else featured first, then newest published. */
  sort?: 'featured' | 'updated'
}

const filtered = (db: Q, f: PostFilter) => {
  let q = db.selectFrom('blog_posts')
  const published = f.published ?? true
  if (published !== 'all') q = q.where('published', '=', published ? 1 : 0)
  if (f.featured !== undefined) q = q.where('featured', '=', f.featured ? 1 : 0)
  if (f.tag) q = q.where('id', 'in', db.selectFrom('post_tags').select('post_id').where('tag', '=', f.tag))
  const search = f.search
  if (search) {
    q = q.where((eb) =>
      eb.or([
        containsText('title', search),
        containsText('excerpt', search),
        containsText('content_markdown', search),
        eb('id', 'in', db.selectFrom('post_tags').select('post_id').where(containsText('tag', search))),
      ]),
    )
  }
  return q
}

export const listPosts = async (db: Q, f: PostFilter, skip: number, limit: number) => {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .selectAll()
      .$if(f.sort === 'updated', (q) => q.orderBy('updated_at', 'desc'))
      .$if(f.sort !== 'updated', (q) =>
        q.orderBy('featured', 'desc').orderBy('published_at', 'desc').orderBy('created_at', 'desc'),
      )
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(skip)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export const findPost = (db: Q, idOrSlug: string | number, includeDrafts = false) => {
  let q = db.selectFrom('blog_posts').selectAll()
  q =
    // A numeric id too large for the column matches nothing (no row has id -1).
    isNumericId(idOrSlug) ? q.where('id', '=', asRowId(idOrSlug) ?? -1) : q.where('slug', '=', String(idOrSlug))
  if (!includeDrafts) q = q.where('published', '=', 1)
  return q.executeTakeFirst()
}

export const findPostBySlug = (db: Q, slug: string, exceptId?: number) => {
  let q = db.selectFrom('blog_posts').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  return q.executeTakeFirst()
}

export const distinctTags = async (db: Q) =>
  (
    await db
      .selectFrom('post_tags')
      .innerJoin('blog_posts', 'blog_posts.id', 'post_tags.post_id')
      .select('post_tags.tag')
      .distinct()
      .where('blog_posts.published', '=', 1)
      .orderBy('post_tags.tag')
      .execute()
  ).map((r) => r.tag)

const setTags = async (db: Q, postId: number, tags: string[]) => {
  await db.deleteFrom('post_tags').where('post_id', '=', postId).execute()
  if (tags.length)
    await db
      .insertInto('post_tags')
      .values(tags.map((tag) => ({ post_id: postId, tag })))
      .execute()
}

export const insertPost = async (db: Q, row: NewBlogPostRow, tags: string[]): Promise<BlogPostRow> => {
  const created = await db.insertInto('blog_posts').values(row).returningAll().executeTakeFirstOrThrow()
  await setTags(db, created.id, tags)
  return created
}

export const updatePost = async (db: Q, id: number, row: Partial<NewBlogPostRow>, tags?: string[]) => {
  const updated = await db.updateTable('blog_posts').set(row).where('id', '=', id).returningAll().executeTakeFirst()
  if (updated && tags) await setTags(db, id, tags)
  return updated
}

export const deletePost = async (db: Q, id: number) =>
  Number((await db.deleteFrom('blog_posts').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
