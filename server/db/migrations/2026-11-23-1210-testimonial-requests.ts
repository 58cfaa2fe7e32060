import { PostgresAdapter, type Kysely } from 'kysely'

// Testimonial requests: a single-use link (only its SHA-256 hash is stored) that lets a client
// write a testimonial without an account; testimonials remember where they came from.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('testimonial_requests')
    .addColumn('id', isPg ? 'serial' : 'integer', (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('email', 'text')
    .addColumn('company', 'text')
    .addColumn('note', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .addColumn('testimonial_id', 'integer', (c) => c.references('testimonials.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .alterTable('testimonials')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('admin'))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('testimonials').dropColumn('source').execute()
  await db.schema.dropTable('testimonial_requests').ifExists().execute()
}
