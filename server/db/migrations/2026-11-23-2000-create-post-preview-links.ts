import { PostgresAdapter, type Kysely } from 'kysely'

// Preview links (API.md, Publishing): a random token, stored only as its SHA-256, that shows a
// post of any status to whoever holds it until `expires_at`. Deleting the post deletes its links.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('post_preview_links')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('post_preview_links_post').on('post_preview_links').column('post_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_preview_links').ifExists().execute()
}
