import { PostgresAdapter, sql, type Kysely } from 'kysely'

// Blog full-text search (server/db/search.ts explains the design) and list indexes that match
// the list orders, so a page of posts never sorts the table or reads post bodies.
export async function up(db: Kysely<any>): Promise<void> {
  const isPg = db.getExecutor().adapter instanceof PostgresAdapter

  // The post's words without markup: what search indexes and what its snippets quote.
  await db.schema
    .alterTable('blog_posts')
    .addColumn('content_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute()

  if (isPg) {
    await sql`create table post_search (
      post_id integer primary key references blog_posts(id) on delete cascade,
      document tsvector not null,
      head tsvector not null
    )`.execute(db)
    await sql`create index post_search_document_idx on post_search using gin (document)`.execute(db)
  } else {
    // Contentless: the index only (blog_posts holds the text); rows deletable by rowid.
    await sql`create virtual table post_search using fts5(
      title, tags, excerpt, body,
      content = '', contentless_delete = 1,
      tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3'
    )`.execute(db)
  }

  // Public list: published, featured first, newest first (id breaks ties).
  await db.schema.dropIndex('blog_posts_list_idx').execute()
  await db.schema
    .createIndex('blog_posts_list_idx')
    .on('blog_posts')
    .columns(['published', 'featured', 'published_at', 'created_at', 'id'])
    .execute()
  // Newest first without the featured split: search ties, feeds.
  await db.schema
    .createIndex('blog_posts_newest_idx')
    .on('blog_posts')
    .columns(['published', 'published_at', 'id'])
    .execute()
  // The admin table (last edited first) and the dashboard's recent activity.
  await db.schema.createIndex('blog_posts_updated_idx').on('blog_posts').columns(['updated_at', 'id']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('blog_posts_updated_idx').ifExists().execute()
  await db.schema.dropIndex('blog_posts_newest_idx').ifExists().execute()
  await db.schema.dropIndex('blog_posts_list_idx').ifExists().execute()
  await db.schema
    .createIndex('blog_posts_list_idx')
    .on('blog_posts')
    .columns(['published', 'featured', 'created_at'])
    .execute()
  await sql`drop table if exists post_search`.execute(db)
  await db.schema.alterTable('blog_posts').dropColumn('content_text').execute()
}
