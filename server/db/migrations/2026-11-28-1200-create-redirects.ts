import { PostgresAdapter, type Kysely } from 'kysely'

// Old addresses that keep working (docs/api/owners-site.md "Slug changes keep old links",
// docs/api/import-export.md "Old URLs keep working"): a site path that answers 301 to an item's
// current address. The row points at the item, not at a path, so renames never make chains.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('redirects')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('from_path', 'text', (c) => c.notNull().unique())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('redirects_item').on('redirects').columns(['kind', 'item_id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('redirects').ifExists().execute()
}
