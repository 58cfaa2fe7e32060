import type { Kysely } from 'kysely'

// The lead inbox: each message has a status (new, read, replied, archived, spam); `read` stays
// in step with it (false only for `new`). Existing read messages become `read`, others `new`.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('contact_messages')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .execute()
  await db.updateTable('contact_messages').set({ status: 'read' }).where('read', '=', 1).execute()
  await db.schema
    .createIndex('contact_messages_status_idx')
    .on('contact_messages')
    .columns(['status', 'created_at'])
    .execute()
  // The spam defence counts recent messages per sender address.
  await db.schema
    .createIndex('contact_messages_email_idx')
    .on('contact_messages')
    .columns(['email', 'created_at'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('contact_messages_email_idx').ifExists().execute()
  await db.schema.dropIndex('contact_messages_status_idx').ifExists().execute()
  await db.schema.alterTable('contact_messages').dropColumn('status').execute()
}
