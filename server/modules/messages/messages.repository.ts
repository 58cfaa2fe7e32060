import type { Kysely, Transaction } from 'kysely'

import { containsText } from '../../db/search.ts'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

const inbox = (db: Q, unread?: boolean, search?: string) => {
  let q = db.selectFrom('contact_messages')
  if (unread !== undefined) q = q.where('read', '=', unread ? 0 : 1)
  if (search) {
    q = q.where((eb) =>
      eb.or([
        containsText('name', search),
        containsText('email', search),
        containsText('subject', search),
        containsText('message', search),
      ]),
    )
  }
  return q
}

/** Unread first, then newest; `unread` counts the whole inbox whatever the filters. */
export const listMessages = async (db: Q, opts: { unread?: boolean; search?: string; skip: number; limit: number }) => {
  const [rows, count, unread] = await Promise.all([
    inbox(db, opts.unread, opts.search)
      .selectAll()
      .orderBy('read', 'asc')
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(opts.limit)
      .offset(opts.skip)
      .execute(),
    inbox(db, opts.unread, opts.search)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    countUnread(db),
  ])
  return { rows, total: Number(count.n), unread }
}

export const countUnread = async (db: Q) =>
  Number(
    (
      await inbox(db, true)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

export const setMessageRead = (db: Q, id: number, read: boolean) =>
  db
    .updateTable('contact_messages')
    .set({ read: read ? 1 : 0 })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()

export const deleteMessage = async (db: Q, id: number) => {
  const res = await db.deleteFrom('contact_messages').where('id', '=', id).executeTakeFirst()
  return Number(res.numDeletedRows) > 0
}
