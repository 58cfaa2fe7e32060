import type { Kysely } from 'kysely'

// Pages can be scheduled (docs/api/owners-site.md, Pages): a published page whose time is ahead
// is not public yet. Pages saved before have none: null with `published` is live, as for posts.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').addColumn('published_at', 'text').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('pages').dropColumn('published_at').execute()
}
