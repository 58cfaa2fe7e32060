import type { Kysely } from 'kysely'

// Undoes 1002: with an index that starts with the id, SQLite's planner (no statistics) fetched
// every listed or matched post by id from the table, whose rows carry the post bodies, and
// sorted them, instead of walking the list-order index; a tag page at 10,000 posts went from
// under a millisecond to tens. The list-order indexes of 1000 serve search and lists.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_search_idx').ifExists().execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('blog_posts_search_idx')
    .on('blog_posts')
    .columns(['id', 'published', 'published_at'])
    .execute()
}
