import type { Kysely } from 'kysely'

// The owner's site texts and navigation (docs/api/owners-site.md): one row per setting
// (`copy`, `navigation`), its value as JSON text. The profile keeps its own row in site_profile.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('site_settings')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('site_settings').execute()
}
