import type { Kysely } from 'kysely'

import type { Contact } from '../../../core/schemas/contact.ts'
import { nowIso } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'

/** Stores a contact message for the admin inbox; a filled honeypot is accepted and dropped. */
export const createContactService = ({ db }: { db: Kysely<Database> }) => ({
  create: async (input: Contact & { website?: string }) => {
    const created_at = nowIso()
    if (input.website) return { id: null, created_at }
    const row = await db
      .insertInto('contact_messages')
      .values({
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        read: 0,
        created_at,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    return { id: row.id, created_at }
  },
})

export type ContactService = ReturnType<typeof createContactService>
