import type { Kysely } from 'kysely'

// Per-post search and sharing overrides (docs/api/owners-site.md): null keeps today's head.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').addColumn('canonical_url', 'text').execute()
  await db.schema.alterTable('blog_posts').addColumn('og_image_url', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').dropColumn('og_image_url').execute()
  await db.schema.alterTable('blog_posts').dropColumn('canonical_url').execute()
}
