import { PostgresAdapter, type Kysely } from 'kysely'

// Owner's security (API.md): TOTP two-factor sign-in with single-use recovery codes, and the
// device and address of each session (a refresh-token family) for the sessions list.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter
  const id = isPg ? ('serial' as const) : ('integer' as const)
  const idCol = (c: any) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement())

  // One row per account that started a setup; `secret` is AES-256-GCM sealed, never clear text.
  // `enabled_at` null = set up but not confirmed yet. `last_step` is the TOTP time step last
  // accepted, so a code cannot be used twice.
  await db.schema
    .createTable('user_two_factor')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabled_at', 'text')
    .addColumn('last_step', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  // Only a SHA-256 of each recovery code is kept; `used_at` makes each one single-use.
  await db.schema
    .createTable('recovery_codes')
    .addColumn('id', id, idCol)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('recovery_codes_user_idx').on('recovery_codes').column('user_id').execute()

  await db.schema.alterTable('refresh_tokens').addColumn('user_agent', 'text').execute()
  await db.schema.alterTable('refresh_tokens').addColumn('ip', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('ip').execute()
  await db.schema.alterTable('refresh_tokens').dropColumn('user_agent').execute()
  await db.schema.dropTable('recovery_codes').ifExists().execute()
  await db.schema.dropTable('user_two_factor').ifExists().execute()
}
