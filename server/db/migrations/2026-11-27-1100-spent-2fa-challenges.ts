import type { Kysely } from 'kysely'

// The two-factor challenge works once (hardening): the id (`jti`) of each challenge that opened
// a session is kept until the challenge would have expired anyway, so presenting it again is
// refused. The primary key makes two concurrent uses of one challenge give one session.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('spent_2fa_challenges')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('spent_2fa_challenges_expires').on('spent_2fa_challenges').column('expires_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('spent_2fa_challenges').ifExists().execute()
}
