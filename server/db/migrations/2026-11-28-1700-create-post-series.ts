import type { Kysely } from 'kysely'

// Series (docs/api/writing.md "Series"): a post belongs to at most one series, named by the
// author; posts with the same name are one series, found by its slug. A part number is unique in
// its series. Deleting the post takes it out of its series.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('post_series')
    .addColumn('post_id', 'integer', (c) => c.primaryKey().references('blog_posts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('part', 'integer', (c) => c.notNull())
    .addUniqueConstraint('post_series_slug_part', ['slug', 'part'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_series').ifExists().execute()
}
