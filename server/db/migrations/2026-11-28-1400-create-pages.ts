import { PostgresAdapter, type Kysely } from 'kysely'

// The owner's own pages (docs/api/owners-site.md, Pages): Markdown source and its sanitized
// HTML, served at /<slug>. Booleans 0/1 and ISO-8601 text, as every table.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('pages')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('content_markdown', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('show_in_nav', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('meta_title', 'text')
    .addColumn('meta_description', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('pages').ifExists().execute()
}
