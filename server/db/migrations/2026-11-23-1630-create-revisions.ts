import { PostgresAdapter, type Kysely } from 'kysely'

// Revisions of posts and projects: one row per create, update and restore, with the item's
// write fields as JSON (`data`). No foreign key: `kind` says which table `item_id` points to.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('revisions')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'integer')
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('revisions_item_idx').on('revisions').columns(['kind', 'item_id', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revisions').ifExists().execute()
}
