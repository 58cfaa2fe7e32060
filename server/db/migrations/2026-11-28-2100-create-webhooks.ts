import { PostgresAdapter, type Kysely } from 'kysely'

// Webhooks (docs/api/platform.md "Webhooks"): the endpoints the owner registered, with their
// signing secret sealed (AES-GCM, never stored in the clear), and the durable delivery queue:
// one row per (webhook, event), its body fixed when the event happened, claimed by a sender
// with a lease (a killed sender's claim runs out and another attempt follows). `event_key`
// names an event that could be noticed twice (a scheduled post's time, seen by overlapping
// looks of the publish job): one delivery per webhook and key.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter
  const id = isPg ? 'serial' : 'integer'
  await db.schema
    .createTable('webhooks')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('url', 'text', (c) => c.notNull())
    // A JSON array of event types.
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('secret_sealed', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('disabled_reason', 'text')
    .addColumn('consecutive_failures', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('webhook_deliveries')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('webhook_id', 'integer', (c) => c.notNull().references('webhooks.id').onDelete('cascade'))
    // The Standard Webhooks message id (`webhook-id`), the same on every attempt.
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('event_key', 'text')
    // The request body, exactly as every attempt sends it.
    .addColumn('payload', 'text', (c) => c.notNull())
    // pending (claimed while lease_until is ahead), succeeded, failed
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('response_code', 'integer')
    .addColumn('error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_attempt_at', 'text')
    .addColumn('next_attempt_at', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('lease_token', 'text')
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_event')
    .on('webhook_deliveries')
    .columns(['webhook_id', 'event_key'])
    .unique()
    .execute()
  await db.schema
    .createIndex('webhook_deliveries_due')
    .on('webhook_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute()
  await db.schema.createIndex('webhook_deliveries_log').on('webhook_deliveries').columns(['webhook_id', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webhook_deliveries').ifExists().execute()
  await db.schema.dropTable('webhooks').ifExists().execute()
}
