import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export interface NewRevision {
  kind: string
  item_id: number
  user_id: number | null
  title: string
  data: string
  created_at: string
}

export const insertRevision = async (db: Q, row: NewRevision) => {
  await db.insertInto('revisions').values(row).execute()
}

/** Keeps the newest `keep` revisions of one item and deletes the older ones. */
export const pruneRevisions = async (db: Q, kind: string, itemId: number, keep: number) => {
  const oldestKept = await db
    .selectFrom('revisions')
    .select('id')
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .offset(keep - 1)
    .limit(1)
    .executeTakeFirst()
  if (!oldestKept) return
  await db
    .deleteFrom('revisions')
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('id', '<', oldestKept.id)
    .execute()
}

/** Newest first, with the author's name and email (null when the account is gone). */
export const listRevisions = (db: Q, kind: string, itemId: number) =>
  db
    .selectFrom('revisions as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select(['r.id', 'r.created_at', 'r.user_id', 'r.title', 'u.full_name as user_name', 'u.email as user_email'])
    .where('r.kind', '=', kind)
    .where('r.item_id', '=', itemId)
    .orderBy('r.id', 'desc')
    .execute()

export const findRevision = (db: Q, kind: string, itemId: number, id: number) =>
  db
    .selectFrom('revisions')
    .selectAll()
    .where('kind', '=', kind)
    .where('item_id', '=', itemId)
    .where('id', '=', id)
    .executeTakeFirst()

export const deleteRevisions = async (db: Q, kind: string, itemId: number) => {
  await db.deleteFrom('revisions').where('kind', '=', kind).where('item_id', '=', itemId).execute()
}
