import type { Insertable, Kysely, Transaction, Updateable } from 'kysely'

import { nowIso } from '../../db/convert.ts'
import type { Database, ImportJobsTable } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

/** A queued or running import untouched this long was cut off (a restart): it is marked failed. */
const STALE_MS = 10 * 60_000

export const insertJob = (db: Q, row: Insertable<ImportJobsTable>) => db.insertInto('import_jobs').values(row).execute()

export const updateJob = (db: Q, id: string, patch: Updateable<ImportJobsTable>) =>
  db
    .updateTable('import_jobs')
    .set({ ...patch, updated_at: nowIso() })
    .where('id', '=', id)
    .execute()

export const findJob = (db: Q, id: string) =>
  db.selectFrom('import_jobs').selectAll().where('id', '=', id).executeTakeFirst()

/** The oldest queued job among `ids` (the ones whose file this instance holds). */
export const nextQueued = async (db: Q, ids: string[]) =>
  ids.length
    ? db
        .selectFrom('import_jobs')
        .select(['id', 'dry_run'])
        .where('status', '=', 'queued')
        .where('id', 'in', ids)
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst()
    : undefined

/** Takes a queued job (an atomic conditional update): false when someone else has. */
export const claim = async (db: Q, id: string) =>
  Number(
    (
      await db
        .updateTable('import_jobs')
        .set({ status: 'running', updated_at: nowIso() })
        .where('id', '=', id)
        .where('status', '=', 'queued')
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1

export const failStale = (db: Q, keep: string[]) => {
  let q = db
    .updateTable('import_jobs')
    .set({
      status: 'failed',
      error: 'The import was interrupted (the server stopped); upload the file again.',
      updated_at: nowIso(),
    })
    .where('status', 'in', ['queued', 'running'])
    .where('updated_at', '<', new Date(Date.now() - STALE_MS).toISOString())
  if (keep.length) q = q.where('id', 'not in', keep)
  return q.execute()
}

export const findSource = (db: Q, format: string, sourceId: string) =>
  db
    .selectFrom('post_sources')
    .select('post_id')
    .where('format', '=', format)
    .where('source_id', '=', sourceId)
    .executeTakeFirst()

export const rememberSource = async (db: Q, format: string, sourceId: string, postId: number) => {
  await db.deleteFrom('post_sources').where('format', '=', format).where('source_id', '=', sourceId).execute()
  await db.insertInto('post_sources').values({ format, source_id: sourceId, post_id: postId }).execute()
}

/** Every post's id, in order (the export reads the posts one at a time). */
export const allPostIds = (db: Q) => db.selectFrom('blog_posts').select('id').orderBy('id').execute()

export const postById = (db: Q, id: number) =>
  db.selectFrom('blog_posts').selectAll().where('id', '=', id).executeTakeFirst()
