import type { Kysely } from 'kysely'

import type { MessageStatus } from '../../../core/schemas/contact.ts'
import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database>

/** Writes a contact message into the inbox (modules/messages reads and triages them). */
export const insertMessage = (
  db: Q,
  row: { name: string; email: string; subject: string; message: string; status: MessageStatus; created_at: string },
) =>
  db
    .insertInto('contact_messages')
    .values({ ...row, read: row.status === 'new' ? 0 : 1 })
    .returning('id')
    .executeTakeFirstOrThrow()

/** Messages received since `since` (ISO), optionally from one sender address: the burst limits. */
export const countSince = async (db: Q, since: string, email?: string) => {
  let q = db.selectFrom('contact_messages').where('created_at', '>=', since)
  if (email) q = q.where('email', '=', email)
  const row = await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()
  return Number(row.n)
}
