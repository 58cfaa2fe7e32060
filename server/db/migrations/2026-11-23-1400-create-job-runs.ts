import type { Kysely } from 'kysely'

// Recurring jobs (scheduled backups, later scheduled publishing): when each last began, so that
// several instances sharing the database run a job once per interval between them.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('last_run_at', 'text')
    .addColumn('last_error', 'text')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_runs').execute()
}
