import type { Kysely } from 'kysely'

// Search finds post ids in the full-text index, then needs each one's state and date: this
// covering index answers that per id, so a search costs what it matches, not what the blog holds.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('blog_posts_search_idx')
    .on('blog_posts')
    .columns(['id', 'published', 'published_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_search_idx').ifExists().execute()
}
