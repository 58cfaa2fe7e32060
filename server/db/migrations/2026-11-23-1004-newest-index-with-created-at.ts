import type { Kysely } from 'kysely'

// The newest-first order (the /blogs page, `sort=newest`) is published_at, created_at, id; the
// index of 1000 skipped created_at, so PostgreSQL sorted each run of posts of one date again
// (an incremental sort up to the page's offset). Rebuilt with the whole order; it still serves
// what starts with (published, published_at): feeds, counts of public posts, search ties.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_newest_idx').ifExists().execute()
  await db.schema
    .createIndex('blog_posts_newest_idx')
    .on('blog_posts')
    .columns(['published', 'published_at', 'created_at', 'id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_newest_idx').ifExists().execute()
  await db.schema
    .createIndex('blog_posts_newest_idx')
    .on('blog_posts')
    .columns(['published', 'published_at', 'id'])
    .execute()
}
