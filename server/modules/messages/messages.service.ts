import { stringify } from 'csv-stringify/sync'
import type { Kysely } from 'kysely'

import { pageMeta } from '../../../core/schemas/common.ts'
import {
  MESSAGE_CSV_COLUMNS,
  MESSAGE_STATUSES,
  type Message,
  type MessageBulk,
  type MessageExportQuery,
  type MessageList,
  type MessageListQuery,
  type MessageStatus,
  type MessageUpdate,
} from '../../../core/schemas/contact.ts'
import { toBool } from '../../db/convert.ts'
import type { Database, MessageRow } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import * as repo from './messages.repository.ts'

export const toMessage = (r: MessageRow): Message => ({
  ...r,
  read: toBool(r.read),
  status: r.status as MessageStatus,
})

const notFound = () => new AppError(404, 'MESSAGE_NOT_FOUND', 'Message not found')

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, and tab/CR which some treat the
 * same way) gets a leading apostrophe, so an exported message can never execute (OWASP CSV
 * injection).
 */
export const inertCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value)

/**
 * RFC 4180 with CRLF line ends. The header line is plain; in every message row each non-empty
 * field is quoted (quotes doubled), whatever it holds: a spreadsheet whose list separator is `;`
 * (German, French, Dutch… locales) or tab then keeps `x;=1+1;-3+3` in one cell instead of
 * splitting it into cells that start with `=` or `-`. The `'` guard stays for the first character.
 */
export const messagesCsv = (rows: MessageRow[]) =>
  stringify([[...MESSAGE_CSV_COLUMNS]], { record_delimiter: 'windows' }) +
  stringify(
    rows.map((r) => MESSAGE_CSV_COLUMNS.map((c) => inertCell(String(r[c])))),
    { record_delimiter: 'windows', quoted: true },
  )

/** The admin inbox of contact messages (POST /contact writes them: modules/contact). */
export const createMessagesService = ({ db }: { db: Kysely<Database> }) => ({
  list: async (q: MessageListQuery): Promise<MessageList> => {
    const { rows, total, unread, counts, latestSpamAt } = await repo.listMessages(db, q)
    return {
      messages: rows.map(toMessage),
      ...pageMeta(total, q.skip, q.limit, rows.length),
      unread,
      counts: Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, counts.get(s) ?? 0])) as MessageList['counts'],
      latest_spam_at: latestSpamAt,
    }
  },

  exportCsv: async (q: MessageExportQuery) => messagesCsv(await repo.allMessages(db, q)),

  unreadCount: () => repo.countUnread(db),

  /** One message as the inbox lists it (a webhook's `contact.received`). */
  get: async (id: number) => {
    const row = await repo.findMessage(db, id)
    if (!row) throw notFound()
    return toMessage(row)
  },

  /** `{status}` sets it; `{read: true}` marks a new message read (other statuses stay), `{read: false}` makes it new. */
  update: async (id: number, body: MessageUpdate) => {
    let status: MessageStatus
    if ('status' in body) status = body.status
    else {
      const row = await repo.findMessage(db, id)
      if (!row) throw notFound()
      status = body.read ? (row.status === 'new' ? 'read' : (row.status as MessageStatus)) : 'new'
    }
    const [row] = await repo.setMessageStatus(db, [id], status)
    if (!row) throw notFound()
    return toMessage(row)
  },

  /** Ids that no longer exist are skipped; `count` says how many changed. */
  bulk: async (body: MessageBulk) => {
    const ids = [...new Set(body.ids)]
    if ('delete' in body) return { count: await repo.deleteMessages(db, ids) }
    return { count: (await repo.setMessageStatus(db, ids, body.status)).length }
  },

  remove: async (id: number) => {
    if (!(await repo.deleteMessages(db, [id]))) throw notFound()
  },
})
