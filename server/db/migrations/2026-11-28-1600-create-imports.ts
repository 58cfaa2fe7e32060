import type { Kysely } from 'kysely'

// Imports (docs/api/import-export.md): each import job, and where every imported post came from
// (format + source id), so importing the same file again updates those posts instead of
// duplicating them. Deleting a post forgets its source.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('dry_run', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('format', 'text')
    .addColumn('report', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('post_sources')
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('source_id', 'text', (c) => c.notNull())
    .addColumn('post_id', 'integer', (c) => c.notNull().references('blog_posts.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('post_sources_pk', ['format', 'source_id'])
    .execute()
  await db.schema.createIndex('post_sources_post').on('post_sources').column('post_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('post_sources').ifExists().execute()
  await db.schema.dropTable('import_jobs').ifExists().execute()
}
