import type { Kysely } from 'kysely'

// Publishing (API.md): a post is visible when published and `published_at` has come. Rows
// written outside the service (older imports, restores) may be published without a time: they
// get their creation time, so they stay visible.
export async function up(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('blog_posts')
    .set((eb) => ({ published_at: eb.ref('created_at') }))
    .where('published', '=', 1)
    .where('published_at', 'is', null)
    .execute()
}

export async function down(): Promise<void> {
  // Data only: nothing to undo.
}
