import { PostgresAdapter, type Kysely } from 'kysely'

// The newsletter (docs/api/newsletter.md): subscribers (double opt-in), the posts that went
// public since it exists (each at most once), and the durable send queue, one delivery per
// (post, subscriber); a confirmation email is a delivery without a post. One row paces every
// instance's sending (NEWSLETTER_RATE_PER_MINUTE). Decisions: docs/decisions/014-newsletter-delivery.md.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter
  const id = isPg ? 'serial' : 'integer'
  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('email', 'text', (c) => c.notNull())
    // The address lower-cased: one subscriber per address, compared case-insensitively.
    .addColumn('email_key', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('confirm_token', 'text', (c) => c.notNull().unique())
    .addColumn('confirm_sent_at', 'text')
    .addColumn('unsubscribe_token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('unsubscribed_at', 'text')
    .execute()
  await db.schema
    .createIndex('newsletter_subscribers_status')
    .on('newsletter_subscribers')
    .columns(['status', 'id'])
    .execute()
  await db.schema
    .createTable('newsletter_posts')
    .addColumn('post_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    // 0: the post went public with send_newsletter off (or before the newsletter existed).
    .addColumn('sent', 'integer', (c) => c.notNull())
    .addColumn('went_public_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('newsletter_deliveries')
    .addColumn('id', id, (c) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement()))
    .addColumn('post_id', 'integer')
    .addColumn('subscriber_id', 'integer', (c) => c.notNull())
    // queued, sending (claimed, lease_until), sent, failed, cancelled
    .addColumn('status', 'text', (c) => c.notNull())
    // 0: confirmation emails first; 1: posts.
    .addColumn('priority', 'integer', (c) => c.notNull())
    // visitor (the subscribe form's burst limit counts these) or import
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('lease_until', 'text')
    .addColumn('lease_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute()
  await db.schema
    .createIndex('newsletter_deliveries_post_subscriber')
    .on('newsletter_deliveries')
    .columns(['post_id', 'subscriber_id'])
    .unique()
    .execute()
  await db.schema
    .createIndex('newsletter_deliveries_due')
    .on('newsletter_deliveries')
    .columns(['status', 'priority', 'next_attempt_at'])
    .execute()
  await db.schema
    .createIndex('newsletter_deliveries_subscriber')
    .on('newsletter_deliveries')
    .columns(['subscriber_id', 'created_at'])
    .execute()
  await db.schema
    .createTable('newsletter_pace')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('next_slot_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .alterTable('blog_posts')
    .addColumn('send_newsletter', 'integer', (c) => c.notNull().defaultTo(1))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('blog_posts').dropColumn('send_newsletter').execute()
  for (const t of ['newsletter_pace', 'newsletter_deliveries', 'newsletter_posts', 'newsletter_subscribers'])
    await db.schema.dropTable(t).ifExists().execute()
}
