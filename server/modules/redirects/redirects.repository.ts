import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export const findRedirect = (db: Q, fromPaths: string[]) =>
  db.selectFrom('redirects').selectAll().where('from_path', 'in', fromPaths).orderBy('id').executeTakeFirst()

export const listRedirects = async (db: Q, skip: number, limit: number) => {
  const [rows, count] = await Promise.all([
    db.selectFrom('redirects').selectAll().orderBy('id', 'desc').limit(limit).offset(skip).execute(),
    db
      .selectFrom('redirects')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export const findRedirectById = (db: Q, id: number) =>
  db.selectFrom('redirects').selectAll().where('id', '=', id).executeTakeFirst()

/** Records `from` → item, or points an existing entry from that path at the item. */
export const upsertRedirect = async (
  db: Q,
  row: { from_path: string; kind: string; item_id: number; source: string; created_at: string },
) => {
  await db
    .insertInto('redirects')
    .values(row)
    .onConflict((oc) =>
      oc.column('from_path').doUpdateSet({ kind: row.kind, item_id: row.item_id, source: row.source }),
    )
    .execute()
}

export const deleteRedirectById = async (db: Q, id: number) =>
  Number((await db.deleteFrom('redirects').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0

export const deleteRedirectsFrom = (db: Q, fromPath: string) =>
  db.deleteFrom('redirects').where('from_path', '=', fromPath).execute()

export const deleteRedirectsOfItem = (db: Q, kind: string, itemId: number) =>
  db.deleteFrom('redirects').where('kind', '=', kind).where('item_id', '=', itemId).execute()

export const redirectPathsOfItem = async (db: Q, kind: string, itemId: number) =>
  (
    await db
      .selectFrom('redirects')
      .select('from_path')
      .where('kind', '=', kind)
      .where('item_id', '=', itemId)
      .orderBy('id')
      .execute()
  ).map((r) => r.from_path)
