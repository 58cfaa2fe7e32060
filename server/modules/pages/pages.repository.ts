import type { Insertable, Kysely, Transaction } from 'kysely'

import { statusIs } from '../../db/publication.ts'
import type { Database, PagesTable } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

/** Every page, drafts too, newest first (the admin list). */
export const listPages = (db: Q) =>
  db.selectFrom('pages').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute()

/** Live pages (published, their time come), oldest first: the header's order, the sitemap's. */
export const listPublished = (db: Q) =>
  db
    .selectFrom('pages')
    .selectAll()
    .where(statusIs('pages', 'published'))
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute()

export const findPage = (db: Q, id: number) =>
  db.selectFrom('pages').selectAll().where('id', '=', id).executeTakeFirst()

export const findPublishedBySlug = (db: Q, slug: string) =>
  db.selectFrom('pages').selectAll().where('slug', '=', slug).where(statusIs('pages', 'published')).executeTakeFirst()

export const findPageBySlug = (db: Q, slug: string, exceptId?: number) => {
  let q = db.selectFrom('pages').select('id').where('slug', '=', slug)
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  return q.executeTakeFirst()
}

export const insertPage = (db: Q, row: Insertable<PagesTable>) =>
  db.insertInto('pages').values(row).returningAll().executeTakeFirstOrThrow()

export const updatePage = (db: Q, id: number, row: Partial<Insertable<PagesTable>>) =>
  db.updateTable('pages').set(row).where('id', '=', id).returningAll().executeTakeFirst()

export const deletePage = async (db: Q, id: number) =>
  Number((await db.deleteFrom('pages').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
