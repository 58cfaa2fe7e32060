import type { Kysely, Transaction } from 'kysely'

import type { MessageStatus, MessageStatusFilter } from '../../../core/schemas/contact.ts'
import { containsText } from '../../db/search.ts'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export interface InboxFilter {
  status?: MessageStatusFilter
  unread?: boolean
  search?: string
}

/** No status: the inbox proper (archived and spam left out); `all`: everything. */
const inbox = (db: Q, { status, unread, search }: InboxFilter) => {
  let q = db.selectFrom('contact_messages')
  if (status === undefined) q = q.where('status', 'not in', ['archived', 'spam'])
  else if (status !== 'all') q = q.where('status', '=', status)
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

const ordered = (db: Q, filter: InboxFilter) =>
  inbox(db, filter).selectAll().orderBy('read', 'asc').orderBy('created_at', 'desc').orderBy('id', 'desc')

/**
 * Unread first, then newest; `unread` counts the whole inbox, `counts` each status matching
 * `search`, `latestSpamAt` is when the newest message in Spam arrived.
 */
export const listMessages = async (db: Q, opts: InboxFilter & { skip: number; limit: number }) => {
  const [rows, count, unread, counts, latestSpamAt] = await Promise.all([
    ordered(db, opts).limit(opts.limit).offset(opts.skip).execute(),
    inbox(db, opts)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    countUnread(db),
    countByStatus(db, opts.search),
    latestSpam(db),
  ])
  return { rows, total: Number(count.n), unread, counts, latestSpamAt }
}

/** When the newest message in Spam arrived (ISO), or null: the inbox says so. */
export const latestSpam = async (db: Q) => {
  const row = await db
    .selectFrom('contact_messages')
    .select((eb) => eb.fn.max('created_at').as('at'))
    .where('status', '=', 'spam')
    .executeTakeFirst()
  return row?.at ?? null
}

/** Every message matching the filter, in the list's order (the CSV export). */
export const allMessages = (db: Q, filter: InboxFilter) => ordered(db, filter).execute()

export const countByStatus = async (db: Q, search?: string) => {
  const rows = await inbox(db, { status: 'all', search })
    .select((eb) => ['status', eb.fn.countAll<number>().as('n')])
    .groupBy('status')
    .execute()
  return new Map(rows.map((r) => [r.status as MessageStatus, Number(r.n)]))
}

export const countUnread = async (db: Q) =>
  Number(
    (
      await inbox(db, { status: 'new' })
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

export const setMessageStatus = (db: Q, ids: number[], status: MessageStatus) =>
  db
    .updateTable('contact_messages')
    .set({ status, read: status === 'new' ? 0 : 1 })
    .where('id', 'in', ids)
    .returningAll()
    .execute()

export const findMessage = (db: Q, id: number) =>
  db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst()

export const deleteMessages = async (db: Q, ids: number[]) => {
  const res = await db.deleteFrom('contact_messages').where('id', 'in', ids).executeTakeFirst()
  return Number(res.numDeletedRows)
}
