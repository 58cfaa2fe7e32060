import type { Kysely } from 'kysely'

import type { ContactRequest, MessageStatus } from '../../../core/schemas/contact.ts'
import type { Database } from '../../db/schema.ts'
import type { ContactMailer } from './contact-mailer.ts'
import { countSince, insertMessage } from './contact.repository.ts'

export interface SpamRules {
  /** A form sent sooner than this after it appeared is a bot's (when the form says). */
  minFillMs: number
  /** More messages than this from one sender address in 10 minutes: the rest are spam. */
  perAddress: number
  /** More messages than this from everyone in one minute: the rest are spam. */
  global: number
}

export const DEFAULT_SPAM_RULES: SpamRules = { minFillMs: 3000, perAddress: 3, global: 30 }

/**
 * Stores a contact message for the admin inbox. The spam defence needs no third party: a filled
 * honeypot, a form sent too fast, or a burst (per sender address, or from everyone) stores the
 * message as `spam` and still answers 201, so a bot learns nothing. With a mailer (SMTP_URL),
 * a message that is not spam is also emailed to the owner, after it is stored and without
 * holding the answer: a mail server that is slow or down never costs the visitor their 201.
 */
export const createContactService = ({
  db,
  spam = DEFAULT_SPAM_RULES,
  mailer,
}: {
  db: Kysely<Database>
  spam?: SpamRules
  mailer?: ContactMailer
}) => {
  /** Emails in flight (tests and a draining shutdown can wait for them). */
  const sending = new Set<Promise<void>>()
  const isSpam = async (input: ContactRequest, now: number) => {
    if (input.website) return true
    if (input.fill_ms !== undefined && input.fill_ms < spam.minFillMs) return true
    const [fromAddress, fromEveryone] = await Promise.all([
      countSince(db, new Date(now - 10 * 60_000).toISOString(), input.email),
      countSince(db, new Date(now - 60_000).toISOString()),
    ])
    return fromAddress >= spam.perAddress || fromEveryone >= spam.global
  }

  return {
    create: async (input: ContactRequest) => {
      const now = Date.now()
      const status: MessageStatus = (await isSpam(input, now)) ? 'spam' : 'new'
      const created_at = new Date(now).toISOString()
      const { id } = await insertMessage(db, {
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        status,
        created_at,
      })
      if (mailer && status === 'new') {
        const email = mailer.send({ id, ...input })
        sending.add(email)
        void email.finally(() => sending.delete(email))
      }
      return { id, created_at }
    },
    /** Whether new messages are emailed (SMTP_URL is set). */
    emailsMessages: mailer !== undefined,
    /** Resolves once every email started so far has been sent or given up. */
    settled: async () => {
      await Promise.all([...sending])
    },
  }
}
