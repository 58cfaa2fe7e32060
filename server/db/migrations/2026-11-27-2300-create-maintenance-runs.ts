import type { Kysely } from 'kysely'

// The data fix-ups that follow the application (server/db/maintenance.ts): which have run on
// this database. Each runs once, after the migrations, and again on the rows of a restored
// archive that had not had it.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('maintenance_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('applied_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('maintenance_runs').execute()
}
