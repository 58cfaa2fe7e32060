import type { Kysely } from 'kysely'

// The first-run setup (issue 13): one row (id 1) saying when the owner finished or skipped the
// setup and when they dismissed the dashboard's checklist. No row: a fresh site.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_setup')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('completed_at', 'text')
    .addColumn('checklist_dismissed_at', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_setup').ifExists().execute()
}
