import type { Kysely } from 'kysely'

import { pageMeta } from '../../../core/schemas/common.ts'
import type { Message, MessageList, MessageListQuery } from '../../../core/schemas/contact.ts'
import { toBool } from '../../db/convert.ts'
import type { Database, MessageRow } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import * as repo from './messages.repository.ts'

export const toMessage = (r: MessageRow): Message => ({ ...r, read: toBool(r.read) })

const notFound = () => new AppError(404, 'MESSAGE_NOT_FOUND', 'Message not found')

/** The admin inbox of contact messages (POST /contact writes them: modules/contact). */
export const createMessagesService = ({ db }: { db: Kysely<Database> }) => ({
  list: async (q: MessageListQuery): Promise<MessageList> => {
    const { rows, total, unread } = await repo.listMessages(db, q)
    return { messages: rows.map(toMessage), ...pageMeta(total, q.skip, q.limit, rows.length), unread }
  },

  unreadCount: () => repo.countUnread(db),

  setRead: async (id: number, read: boolean) => {
    const row = await repo.setMessageRead(db, id, read)
    if (!row) throw notFound()
    return toMessage(row)
  },

  remove: async (id: number) => {
    if (!(await repo.deleteMessage(db, id))) throw notFound()
  },
})

export type MessagesService = ReturnType<typeof createMessagesService>
