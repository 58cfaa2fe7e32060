import type { Kysely, Transaction } from 'kysely'

import { type NavPage, type Page, type PageWrite, RESERVED_SLUG_MESSAGE } from '../../../core/schemas/page.ts'
import { fromBool, nowIso, slugify, toBool } from '../../db/convert.ts'
import { guardUnique } from '../../db/errors.ts'
import { publishedAtFor, statusOf, wentLive } from '../../db/publication.ts'
import type { Database, PageRow } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { renderMarkdown } from '../../lib/markdown.ts'
import { isReservedSlug } from '../../web/reserved-paths.ts'
import { deleteRedirectsOf, recordRename } from '../redirects/redirects.service.ts'
import { deleteRevisionsOf, recordPageRevision } from '../revisions/revisions.service.ts'
import * as repo from './pages.repository.ts'

export const pagePath = (slug: string) => `/${slug}`

const toPage = (r: PageRow): Page => ({
  ...r,
  published: toBool(r.published),
  status: statusOf(r),
  show_in_nav: toBool(r.show_in_nav),
})

const notFound = () => new AppError(404, 'PAGE_NOT_FOUND', 'Page not found')
// docs/api/owners-site.md: the 409's words.
const conflict = () => new AppError(409, 'PAGE_CONFLICT', 'A page with this slug already exists')
const reserved = () =>
  new AppError(422, 'VALIDATION_ERROR', RESERVED_SLUG_MESSAGE, [
    { loc: ['body', 'slug'], msg: RESERVED_SLUG_MESSAGE, type: 'reserved_slug' },
  ])

export const createPagesService = ({ db, events }: { db: Kysely<Database>; events: ContentEvents }) => {
  const getRow = async (id: number) => {
    const row = await repo.findPage(db, id)
    if (!row) throw notFound()
    return row
  }
  /** A slug given or made from the title: never one of the site's own addresses, never another page's. */
  const checkSlug = async (slug: string, exceptId?: number) => {
    if (isReservedSlug(slug)) throw reserved()
    if (await repo.findPageBySlug(db, slug, exceptId)) throw conflict()
  }
  const rowOf = async (input: PageWrite, slug: string, storedPublishedAt: string | null) => {
    const { html } = await renderMarkdown(input.content_markdown)
    return {
      title: input.title,
      slug,
      content_markdown: input.content_markdown,
      content: html,
      published: fromBool(input.published),
      // As a post's: a schedule and the first publication date stay put across edits.
      published_at: publishedAtFor(input, storedPublishedAt),
      show_in_nav: fromBool(input.show_in_nav),
      meta_title: input.meta_title || null,
      meta_description: input.meta_description || null,
    }
  }
  const published = async () => (await repo.listPublished(db)).map(toPage)
  /** Revisions (API.md, Publishing): every write stores one, in the write's transaction. */
  const withRevision = async (trx: Transaction<Database>, row: PageRow | undefined, by?: number | null) => {
    if (row) await recordPageRevision(trx, toPage(row), by)
    return row
  }

  return {
    adminList: async (): Promise<Page[]> => (await repo.listPages(db)).map(toPage),
    adminGet: async (id: number) => toPage(await getRow(id)),
    /** A live page by its slug; a draft or a scheduled page is as unknown as a missing one (404). */
    get: async (slug: string): Promise<Page> => {
      const row = await repo.findPublishedBySlug(db, slug)
      if (!row) throw notFound()
      return toPage(row)
    },
    /** Where a page lives while it is live (a redirect's target), else undefined. */
    publicPath: async (id: number) => {
      const row = await repo.findPage(db, id)
      return row && statusOf(row) === 'published' ? pagePath(row.slug) : undefined
    },
    /** The scheduled pages that went live in (from, to] (the publish job, with the posts). */
    wentLive: (from: string, to: string) => wentLive(db, 'pages', from, to),
    /** Published pages, oldest first (the sitemap). */
    published,
    /** The header links of published pages with `show_in_nav`, oldest first. */
    navLinks: async (): Promise<NavPage[]> =>
      (await published()).filter((p) => p.show_in_nav).map((p) => ({ label: p.title, url: pagePath(p.slug) })),
    /** `by`: the account writing, kept in the revision. */
    create: async (input: PageWrite, by?: number | null): Promise<Page> => {
      const slug = input.slug ?? slugify(input.title)
      await checkSlug(slug)
      const row = await rowOf(input, slug, null)
      const now = nowIso()
      const created = await guardUnique(
        () =>
          db.transaction().execute(async (trx) => {
            const inserted = await repo.insertPage(trx, { ...row, created_at: now, updated_at: now })
            await withRevision(trx, inserted, by)
            return inserted
          }),
        conflict,
      )
      events.changed('pages')
      return toPage(created)
    },
    update: async (id: number, input: PageWrite, by?: number | null): Promise<Page> => {
      const existing = await getRow(id)
      const slug = input.slug ?? existing.slug
      // A page keeps the slug it already has, even should it become reserved later.
      if (slug !== existing.slug) await checkSlug(slug, id)
      const row = await rowOf(input, slug, existing.published_at)
      const updated = await guardUnique(
        () =>
          db.transaction().execute(async (trx) => {
            // The old address keeps working: a 301 to the page's new one (docs/api/owners-site.md).
            await recordRename(trx, 'page', id, existing.slug, slug)
            return withRevision(trx, await repo.updatePage(trx, id, { ...row, updated_at: nowIso() }), by)
          }),
        conflict,
      )
      if (!updated) throw notFound()
      events.changed('pages')
      return toPage(updated)
    },
    remove: async (id: number) => {
      const deleted = await db.transaction().execute(async (trx) => {
        await deleteRedirectsOf(trx, 'page', id)
        await deleteRevisionsOf(trx, 'page', id)
        return repo.deletePage(trx, id)
      })
      if (!deleted) throw notFound()
      events.changed('pages')
    },
  }
}
