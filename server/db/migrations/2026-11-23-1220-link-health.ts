import type { Kysely } from 'kysely'

// Link health: the last result of each checked link (one row per item and field), and the
// per-project choice to hide broken links on the public page.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('link_checks')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('ok', 'integer', (c) => c.notNull())
    .addColumn('status', 'integer')
    .addColumn('error', 'text')
    .addColumn('checked_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('link_checks_pk', ['kind', 'item_id', 'field'])
    .execute()
  await db.schema
    .alterTable('projects')
    .addColumn('hide_broken_links', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('projects').dropColumn('hide_broken_links').execute()
  await db.schema.dropTable('link_checks').ifExists().execute()
}
