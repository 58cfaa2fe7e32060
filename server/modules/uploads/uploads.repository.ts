import type { Kysely } from 'kysely'

import type { Database, UploadsTable } from '../../db/schema.ts'

type Db = Kysely<Database>

export type UploadRow = Omit<UploadsTable, 'alt'> & { alt: string }

export const findUploadRows = (db: Db): Promise<UploadRow[]> => db.selectFrom('uploads').selectAll().execute()

export const findUploadRow = (db: Db, name: string): Promise<UploadRow | undefined> =>
  db.selectFrom('uploads').selectAll().where('name', '=', name).executeTakeFirst()

/** Adds a row unless one is there already (two requests adopting the same file). */
export const insertUploadRowIfMissing = (db: Db, row: UploadRow) =>
  db
    .insertInto('uploads')
    .values(row)
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()

export const insertUploadRow = (db: Db, row: UploadRow) => db.insertInto('uploads').values(row).execute()

export const updateUploadAlt = (db: Db, name: string, alt: string) =>
  db.updateTable('uploads').set({ alt }).where('name', '=', name).execute()

export const deleteUploadRow = (db: Db, name: string) => db.deleteFrom('uploads').where('name', '=', name).execute()

/**
 * Tables and columns other branches add that may name an upload (posts' `og_image_url`, the
 * `pages` table), typed here so they can be read where this database has them.
 */
interface OptionalTables {
  blog_posts: { og_image_url: string | null }
  pages: { id: number; title: string; content_markdown: string }
}
type WithOptional = Kysely<Database & OptionalTables>

/** Which of the optional tables and columns this database has (asked once per process). */
export const findOptionalUsageSchema = async (db: Db) => {
  const tables = await db.introspection.getTables()
  const posts = tables.find((t) => t.name === 'blog_posts')
  return {
    postOgImage: !!posts?.columns.some((c) => c.name === 'og_image_url'),
    pages: tables.some((t) => t.name === 'pages'),
  }
}
export type OptionalUsageSchema = Awaited<ReturnType<typeof findOptionalUsageSchema>>

/** Every text of the content that may hold an upload's URL, drafts and soft-deleted rows included. */
export const findUsageTexts = async (db: Db, optional: OptionalUsageSchema) => {
  const loose = db as unknown as WithOptional
  const [posts, ogImages, projects, certificates, testimonials, profile, pages] = await Promise.all([
    db.selectFrom('blog_posts').select(['id', 'title', 'content_markdown', 'featured_image']).orderBy('id').execute(),
    optional.postOgImage
      ? loose.selectFrom('blog_posts').select(['id', 'og_image_url']).execute()
      : Promise.resolve([] as { id: number; og_image_url: string | null }[]),
    db
      .selectFrom('projects')
      .select(['id', 'title', 'featured_image', 'gallery', 'description'])
      .orderBy('id')
      .execute(),
    db.selectFrom('certificates').select(['id', 'title', 'image_url']).orderBy('id').execute(),
    db.selectFrom('testimonials').select(['id', 'name', 'avatar_url', 'company_logo']).orderBy('id').execute(),
    db.selectFrom('site_profile').select('data').where('id', '=', 1).executeTakeFirst(),
    optional.pages
      ? loose.selectFrom('pages').select(['id', 'title', 'content_markdown']).orderBy('id').execute()
      : Promise.resolve([] as { id: number; title: string; content_markdown: string }[]),
  ])
  const og = new Map(ogImages.map((p) => [p.id, p.og_image_url]))
  return {
    posts: posts.map((p) => ({ ...p, og_image_url: og.get(p.id) ?? null })),
    projects,
    certificates,
    testimonials,
    profileData: profile?.data,
    pages,
  }
}
