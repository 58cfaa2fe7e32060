import { PostgresAdapter, type Kysely } from 'kysely'

// The site profile, the contact inbox, likes (one per visitor) and daily view counts.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter
  const id = isPg ? ('serial' as const) : ('integer' as const)
  const idCol = (c: any) => (isPg ? c.primaryKey() : c.primaryKey().autoIncrement())

  await db.schema
    .createTable('site_profile')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', id, idCol)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('read', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createIndex('contact_messages_inbox_idx')
    .on('contact_messages')
    .columns(['read', 'created_at'])
    .execute()

  await db.schema
    .createTable('project_likes')
    .addColumn('project_id', 'integer', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_likes_pk', ['project_id', 'visitor_hash'])
    .execute()

  await db.schema
    .createTable('daily_views')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('views', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('daily_views_pk', ['content_type', 'content_id', 'day'])
    .execute()
  await db.schema.createIndex('daily_views_day_idx').on('daily_views').column('day').execute()

  await db.schema
    .createTable('view_visitors')
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('visitor_hash', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('view_visitors_pk', ['content_type', 'content_id', 'day', 'visitor_hash'])
    .execute()
  await db.schema.createIndex('view_visitors_day_idx').on('view_visitors').column('day').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const t of ['view_visitors', 'daily_views', 'project_likes', 'contact_messages', 'site_profile']) {
    await db.schema.dropTable(t).ifExists().execute()
  }
}
