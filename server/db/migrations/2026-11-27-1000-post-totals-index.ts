import type { Kysely } from 'kysely'

// The dashboard's post totals (db/site-totals.ts: published, scheduled, drafts, views) read
// these three columns of every post. Without an index holding them, that is a scan of the whole
// table, bodies included: ~30 ms on SQLite at 10,000 posts, ~2 ms from this covering index
// (issue 9, admin at scale). The views column changes with every batch of counted views; one
// more small index entry per post written is the cost.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('blog_posts_totals_idx')
    .ifNotExists()
    .on('blog_posts')
    .columns(['published', 'published_at', 'views'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_totals_idx').ifExists().execute()
}
