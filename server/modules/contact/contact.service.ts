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
  /** More messages than this from everyone in one minute: a burst, one sign of spam among others. */
  global: number
  /** A message with at least this many links: one sign of spam. */
  links: number
}

export const DEFAULT_SPAM_RULES: SpamRules = { minFillMs: 3000, perAddress: 3, global: 30, links: 3 }

/** Points at which a message is filed as spam: one sure sign, or two weak ones together. */
export const SPAM_SCORE = 2

const LINK = /\bhttps?:\/\/|\bwww\./gi

/**
 * Stores a contact message for the admin inbox. The spam defence needs no third party and
 * scores each message rather than cutting off everyone at once:
 * - sure signs (2 points, spam alone): a filled honeypot `website`; a form sent within
 *   `minFillMs` of appearing; more than `perAddress` messages from the sender's address in 10 minutes;
 * - weak signs (1 point each, spam only together): no `fill_ms` (the site's form always sends it,
 *   so this is an API client or a script); a burst of more than `global` messages from everyone
 *   in the last minute; `links` or more links in the message.
 * So a person using the site's form during a flood is not filed as spam (a burst alone is not
 * enough), while an API client that leaves out `fill_ms` and `website` is, as soon as it floods,
 * repeats itself or posts links. A message filed as spam is stored with status `spam` and still
 * answered 201, so a bot learns nothing; the inbox says when messages were last filed there.
 * With a mailer (SMTP_URL), a message that is not spam is also emailed to the owner, after it is
 * stored and without holding the answer: a mail server that is slow or down never costs the
 * visitor their 201.
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
  const spamScore = async (input: ContactRequest, now: number) => {
    if (input.website) return SPAM_SCORE
    if (input.fill_ms !== undefined && input.fill_ms < spam.minFillMs) return SPAM_SCORE
    const [fromAddress, fromEveryone] = await Promise.all([
      countSince(db, new Date(now - 10 * 60_000).toISOString(), input.email),
      countSince(db, new Date(now - 60_000).toISOString()),
    ])
    if (fromAddress >= spam.perAddress) return SPAM_SCORE
    const links = input.message.match(LINK)?.length ?? 0
    return Number(input.fill_ms === undefined) + Number(fromEveryone >= spam.global) + Number(links >= spam.links)
  }

  return {
    create: async (input: ContactRequest) => {
      const now = Date.now()
      const status: MessageStatus = (await spamScore(input, now)) >= SPAM_SCORE ? 'spam' : 'new'
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
