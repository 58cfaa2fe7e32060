import { sql, type Kysely, type Transaction } from 'kysely'

import { releaseMarkdownRenderer, renderMarkdown } from '../../lib/markdown.ts'
import type { Db, Dialect } from '../create-db.ts'
import { DEFAULT_SITE_PROFILE } from '../../modules/site/default-profile.ts'
import type { Database } from '../schema.ts'
import { indexAllPosts } from '../search.ts'
import { SAMPLE_CERTIFICATES } from './certificates.ts'
import { readPostMarkdown, SAMPLE_POSTS } from './posts.ts'
import { SAMPLE_PROJECTS } from './projects.ts'
import { SAMPLE_TESTIMONIALS } from './testimonials.ts'

const DAY_MS = 86_400_000

/** Tables whose ids come from a sequence on PostgreSQL and are set explicitly by the seed. */
const SERIAL_TABLES = ['projects', 'certificates', 'testimonials', 'blog_posts'] as const

/** Content tables cleared by resetContent, children before parents. Users and tokens stay. */
const CONTENT_TABLES = [
  'post_tags',
  'blog_posts',
  'project_likes',
  'project_technologies',
  'projects',
  'certificates',
  'testimonials',
  'contact_messages',
  'daily_views',
  'view_visitors',
  'site_profile',
  'site_settings',
  'site_setup',
] as const

const bool = (v: boolean) => (v ? 1 : 0)
const json = (v: readonly string[]) => JSON.stringify(v)

/**
 * Renders the posts' Markdown up front, so the transaction holds no lock while Shiki works; then
 * lets the renderer go (nothing else renders at start).
 */
const renderPosts = async () => {
  const rendered = await Promise.all(
    SAMPLE_POSTS.map(async (post) => {
      const markdown = readPostMarkdown(post.file)
      const { html, readTime } = await renderMarkdown(markdown)
      return { post, markdown, html, readTime }
    }),
  )
  releaseMarkdownRenderer()
  return rendered
}

type RenderedPosts = Awaited<ReturnType<typeof renderPosts>>

const insertAll = async (trx: Transaction<Database>, dialect: Dialect, posts: RenderedPosts, now: number) => {
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS).toISOString()
  const day = (daysAgo: number) => at(daysAgo).slice(0, 10)

  for (const p of SAMPLE_PROJECTS) {
    const { start, end, created, updated, technologies, gallery, featured, completed, ...rest } = p
    await trx
      .insertInto('projects')
      .values({
        ...rest,
        technologies: json(technologies),
        gallery: json(gallery),
        featured: bool(featured),
        completed: bool(completed),
        is_active: 1,
        start_date: day(start),
        end_date: end === null ? null : day(end),
        created_at: at(created),
        updated_at: at(updated),
      })
      .execute()
    // One row per technology, unique per project case-insensitively (the table's primary key).
    const byLower = new Map(technologies.map((name) => [name.toLowerCase(), name] as const))
    const techRows = [...byLower].map(([nameLower, name]) => ({ project_id: p.id, name, name_lower: nameLower }))
    if (techRows.length) await trx.insertInto('project_technologies').values(techRows).execute()
  }

  for (const c of SAMPLE_CERTIFICATES) {
    const { issued, validFor, created, skills, featured, verified, ...rest } = c
    await trx
      .insertInto('certificates')
      .values({
        ...rest,
        skills: json(skills),
        featured: bool(featured),
        verified: bool(verified),
        is_active: 1,
        issued_date: day(issued),
        expiry_date: validFor === null ? null : day(issued - validFor),
        created_at: at(created),
        updated_at: at(created),
      })
      .execute()
  }

  for (const t of SAMPLE_TESTIMONIALS) {
    const { created, featured, ...rest } = t
    await trx
      .insertInto('testimonials')
      .values({
        ...rest,
        featured: bool(featured),
        approved: 1,
        is_active: 1,
        created_at: at(created),
        updated_at: at(created),
      })
      .execute()
  }

  for (const { post, markdown, html, readTime } of posts) {
    const { file: _file, published, created, updated, tags, featured, ...rest } = post
    await trx
      .insertInto('blog_posts')
      .values({
        ...rest,
        content_markdown: markdown,
        content: html,
        read_time: readTime,
        tags: json(tags),
        published: 1,
        featured: bool(featured),
        published_at: at(published),
        created_at: at(created),
        updated_at: at(updated),
      })
      .execute()
    await trx
      .insertInto('post_tags')
      .values([...new Set(tags)].map((tag) => ({ post_id: post.id, tag })))
      .execute()
  }

  // The posts went in without the repository: fill their text and search index in one go.
  await indexAllPosts(trx)

  await trx
    .insertInto('site_profile')
    .values({ id: 1, data: JSON.stringify(DEFAULT_SITE_PROFILE), updated_at: at(0) })
    .execute()
  // The sample site is set up already: no first-run setup, no checklist.
  await trx
    .insertInto('site_setup')
    .values({ id: 1, completed_at: at(0), checklist_dismissed_at: at(0) })
    .execute()

  // The seed sets ids itself; move each sequence past them so the next insert does not collide.
  if (dialect === 'postgres') {
    for (const table of SERIAL_TABLES) {
      await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
        trx,
      )
    }
  }
}

/** Inserts the bundled sample content of SPEC.md §3 (fixed ids) and the default site profile in one transaction. */
export const seedSampleContent = async (db: Db): Promise<void> => {
  const posts = await renderPosts()
  const now = Date.now()
  await db.db.transaction().execute((trx) => insertAll(trx, db.dialect, posts, now))
}

const countRows = async (db: Kysely<Database>, table: keyof Database) => {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/**
 * Seeds only a database without any projects, certificates, posts, testimonials or site profile,
 * so an owner who deleted the samples never gets them back. Returns whether it seeded.
 */
export const seedIfEmpty = async (db: Db): Promise<boolean> => {
  const counts = await Promise.all(
    (['projects', 'certificates', 'blog_posts', 'testimonials', 'site_profile'] as const).map((t) =>
      countRows(db.db, t),
    ),
  )
  if (counts.some((n) => n > 0)) return false
  await seedSampleContent(db)
  return true
}

/**
 * Deletes all content, messages, likes, views and the site profile, then seeds the samples again,
 * in one transaction. Users and refresh tokens stay, so the owner can still sign in.
 */
export const resetContent = async (db: Db): Promise<void> => {
  const posts = await renderPosts()
  const now = Date.now()
  await db.db.transaction().execute(async (trx) => {
    for (const table of CONTENT_TABLES) await trx.deleteFrom(table).execute()
    await insertAll(trx, db.dialect, posts, now)
  })
}
