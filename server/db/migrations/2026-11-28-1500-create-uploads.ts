import type { Kysely } from 'kysely'

// The media library's metadata of each file in the uploads store (docs/api/owners-site.md,
// Media library): the name it was uploaded under and its alt text. The file itself stays in the
// store; `name` is its stored name (`<32 hex>.jpg`), the item's id.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('original_name', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('width', 'integer')
    .addColumn('height', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('uploads_created_at_idx').on('uploads').column('created_at').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('uploads').execute()
}
