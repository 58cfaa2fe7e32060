import type { Kysely } from 'kysely'

// Posts that were public before the newsletter existed are never sent (docs/api/newsletter.md):
// each is recorded as gone public, not sent. So are posts that were public once and are now
// unpublished: publishing them again is not a first publication.
export async function up(db: Kysely<any>): Promise<void> {
  const now = new Date().toISOString()
  const rows = await db
    .selectFrom('blog_posts')
    .select(['id', 'title'])
    .where('published_at', 'is not', null)
    .where('published_at', '<=', now)
    .execute()
  for (const r of rows)
    await db
      .insertInto('newsletter_posts')
      .values({ post_id: r.id, title: r.title, sent: 0, went_public_at: now })
      .execute()
}

export async function down(): Promise<void> {
  // Data only: the table goes with the schema migration.
}
