import type { Kysely, Transaction } from 'kysely'

import type {
  AdminBlogList,
  AdminBlogListQuery,
  AdminBlogPost,
  BlogList,
  BlogListItem,
  BlogListQuery,
  BlogPost,
  BlogWrite,
} from '../../../core/schemas/blog.ts'
import { pageMeta } from '../../../core/schemas/common.ts'
import { cleanList, fromBool, nowIso, parseList, slugify, toBool, toList } from '../../db/convert.ts'
import { guardUnique } from '../../db/errors.ts'
import type { BlogPostRow, Database } from '../../db/schema.ts'
import { htmlToText, markSnippet, searchWords } from '../../db/search.ts'
import { AppError } from '../../errors.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { renderMarkdown } from '../../lib/markdown.ts'
import { deleteRedirectsOf, recordRename } from '../redirects/redirects.service.ts'
import { deleteRevisionsOf, recordPostRevision } from '../revisions/revisions.service.ts'
import { checkSeriesPart, seriesRefOf, writeSeries } from './series.service.ts'
import * as repo from './blogs.repository.ts'
import { publishedAtFor, statusOf } from '../../db/publication.ts'

export const toAdminPost = ({ content_text: _text, ...r }: BlogPostRow): AdminBlogPost => ({
  ...r,
  tags: parseList(r.tags),
  published: toBool(r.published),
  status: statusOf(r),
  featured: toBool(r.featured),
  // Filled in by the service where a single post is answered (docs/api/writing.md "Series").
  series: null,
  send_newsletter: toBool(r.send_newsletter),
})

export const toPost = (r: BlogPostRow): BlogPost => {
  const { content_markdown: _md, send_newsletter: _send, ...post } = toAdminPost(r)
  return post
}

const toListItem = (r: repo.PostListRow): BlogListItem => ({
  ...r,
  tags: parseList(r.tags),
  published: toBool(r.published),
  status: statusOf(r),
  featured: toBool(r.featured),
})

// SPEC.md §8: the lookup raises "Post not found".
const notFound = () => new AppError(404, 'POST_NOT_FOUND', 'Post not found')
const conflict = () => new AppError(409, 'POST_CONFLICT', 'A post with this slug already exists')

export const createBlogsService = ({ db, events }: { db: Kysely<Database>; events: ContentEvents }) => {
  const list = async (q: Omit<BlogListQuery, 'sort'> & Pick<repo.PostFilter, 'published' | 'status' | 'sort'>) => {
    // An empty search is no search; one without any word (only punctuation) finds nothing.
    const words = q.search ? searchWords(q.search) : undefined
    const filter = { tag: q.tag, words, featured: q.featured, published: q.published, status: q.status, sort: q.sort }
    const { rows, total, texts: found } = await repo.listPosts(db, filter, q.skip, q.limit)
    const items = rows.map(toListItem)
    // The card shows the title already: the snippet quotes the excerpt, body or tags.
    if (words?.length) {
      const texts =
        found ??
        (await repo.postTexts(
          db,
          rows.map((r) => r.id),
        ))
      for (const item of items)
        item.match = markSnippet([item.excerpt, texts.get(item.id) ?? '', item.tags.join(', ')], words)
    }
    return { posts: items, ...pageMeta(total, q.skip, q.limit, rows.length) }
  }
  const getRow = async (idOrSlug: string | number, includeDrafts = false) => {
    const row = await repo.findPost(db, idOrSlug, includeDrafts)
    if (!row) throw notFound()
    return row
  }
  const rowFromWrite = async (
    input: BlogWrite,
    slug: string,
    wasPublishedAt: string | null,
    wasSending: number | undefined,
  ) => {
    const { html, readTime } = await renderMarkdown(input.content_markdown)
    const tags = cleanList(input.tags)
    return {
      tags,
      row: {
        title: input.title,
        slug,
        excerpt: input.excerpt,
        content_markdown: input.content_markdown,
        content: html,
        content_text: htmlToText(html),
        featured_image: input.featured_image ?? null,
        tags: toList(tags),
        meta_title: input.meta_title || null,
        meta_description: input.meta_description || null,
        canonical_url: input.canonical_url || null,
        og_image_url: input.og_image_url || null,
        published: fromBool(input.published),
        featured: fromBool(input.featured),
        read_time: readTime,
        // First publication date (or a schedule) stays put when a post is edited or unpublished and republished.
        published_at: publishedAtFor(input, wasPublishedAt),
        // docs/api/newsletter.md: on by default for a new post, unchanged when an edit leaves it out.
        send_newsletter: input.send_newsletter === undefined ? (wasSending ?? 1) : fromBool(input.send_newsletter),
      },
    }
  }
  const uniqueGuard = <T>(write: () => Promise<T>) => guardUnique(write, conflict)
  const withSeries = async <P extends BlogPost>(post: P): Promise<P> => ({
    ...post,
    series: await seriesRefOf(db, post.id),
  })
  /** Revisions (API.md, Publishing): every write stores one, in the write's transaction. */
  const withRevision = async <R extends BlogPostRow | undefined>(
    trx: Transaction<Database>,
    row: R,
    by?: number | null,
  ) => {
    if (row) await recordPostRevision(trx, toAdminPost(row), by)
    return row
  }

  return {
    list: (q: BlogListQuery): Promise<BlogList> => list(q),
    adminList: (q: AdminBlogListQuery): Promise<AdminBlogList> => list({ ...q, published: q.published ?? 'all' }),
    /** The newest published posts with their bodies (RSS). */
    latest: async (limit: number): Promise<BlogPost[]> => (await repo.latestPosts(db, limit)).map(toPost),
    get: async (idOrSlug: string) => withSeries(toPost(await getRow(idOrSlug))),
    adminGet: async (id: number) => withSeries(toAdminPost(await getRow(id, true))),
    tags: () => repo.distinctTags(db),
    /** The editor's live preview: the same rendering a save stores, nothing written. */
    preview: async (markdown: string) => {
      const { html, readTime } = await renderMarkdown(markdown)
      return { content: html, read_time: readTime }
    },
    /** `by`: the account writing, kept in the revision. */
    create: async (input: BlogWrite, by?: number | null) => {
      const slug = input.slug ?? slugify(input.title)
      if (await repo.findPostBySlug(db, slug)) throw conflict()
      await checkSeriesPart(db, input.series)
      const { row, tags } = await rowFromWrite(input, slug, null, undefined)
      const now = nowIso()
      const created = await uniqueGuard(() =>
        db.transaction().execute(async (trx) => {
          const inserted = await repo.insertPost(trx, { ...row, views: 0, created_at: now, updated_at: now }, tags)
          await writeSeries(trx, inserted.id, input.series)
          return withRevision(trx, inserted, by)
        }),
      )
      events.changed('blogs')
      return withSeries(toAdminPost(created))
    },
    update: async (id: number, input: BlogWrite, by?: number | null) => {
      const existing = await getRow(id, true)
      const slug = input.slug ?? existing.slug
      if (await repo.findPostBySlug(db, slug, id)) throw conflict()
      await checkSeriesPart(db, input.series, id)
      const { row, tags } = await rowFromWrite(input, slug, existing.published_at, existing.send_newsletter)
      const updated = await uniqueGuard(() =>
        db.transaction().execute(async (trx) => {
          // docs/api/owners-site.md: the old address leads to the post under its new slug.
          await recordRename(trx, 'post', id, existing.slug, slug)
          const saved = await repo.updatePost(trx, id, { ...row, updated_at: nowIso() }, tags)
          if (saved) await writeSeries(trx, id, input.series)
          return withRevision(trx, saved, by)
        }),
      )
      if (!updated) throw notFound()
      events.changed('blogs')
      return withSeries(toAdminPost(updated))
    },
    remove: async (id: number) => {
      const deleted = await db.transaction().execute(async (trx) => {
        await deleteRevisionsOf(trx, 'post', id)
        await deleteRedirectsOf(trx, 'post', id)
        return repo.deletePost(trx, id)
      })
      if (!deleted) throw notFound()
      events.changed('blogs')
    },
  }
}

/** The post writes an import runs inside its own all-or-nothing transaction (server/modules/imports). */
export const importedPostWrites = {
  findBySlug: repo.findPostBySlug,
  find: repo.findPost,
  insert: repo.insertPost,
  update: repo.updatePost,
  statusOf,
}
