import { randomBytes } from 'node:crypto'

import type { Kysely } from 'kysely'

import { EMAIL_PATTERN } from '../../../core/schemas/contact.ts'
import type {
  NewsletterOverview,
  Subscriber,
  SubscriberImportResult,
  SubscriberList,
  SubscriberListQuery,
  SubscriberStatus,
  SubscribeRequest,
} from '../../../core/schemas/newsletter.ts'
import { pageMeta } from '../../../core/schemas/common.ts'
import { nowIso } from '../../db/convert.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { confirmationEmail, postEmail, TEST_UNSUBSCRIBE_TOKEN } from './newsletter-email.ts'
import { csvLine, parseCsv } from './newsletter-csv.ts'
import { createNewsletterSender, type SenderLog } from './newsletter-sender.ts'
import * as repo from './newsletter.repository.ts'
import { createSmtpTransport, defaultSender } from '../../lib/smtp.ts'

/** The recurring job that queues posts gone public by their time alone (PUBLISH_TICK_MS). */
export const NEWSLETTER_JOB = 'newsletter-queue'

/** The link in a confirmation email works this long after it was sent (at least 7 days). */
const CONFIRM_VALID_MS = 14 * 86_400_000
/** Per address: at most this many confirmation emails an hour. */
const CONFIRMATIONS_PER_ADDRESS_HOUR = 3

/** Unguessable, URL-safe, 256 bits. */
const newToken = () => randomBytes(32).toString('base64url')

const notFound = () => new AppError(404, 'SUBSCRIBER_NOT_FOUND', 'Subscriber not found')

export interface NewsletterOptions {
  db: Kysely<Database>
  siteUrl: string
  /** SMTP_URL: without it subscribing and publishing work, and nothing is emailed. */
  smtpUrl?: string
  from?: string
  ratePerMinute: number | null
  /** SUBSCRIBE_BURST_PER_MINUTE: visitors' confirmation emails in any 60 s, all addresses together. */
  burstPerMinute: number
  siteName: () => Promise<string>
  log: SenderLog
  leaseMs?: number
  pollMs?: number
}

export const createNewsletterService = (opts: NewsletterOptions) => {
  const { db, siteUrl } = opts
  const transport = opts.smtpUrl ? createSmtpTransport(opts.smtpUrl, { pool: true }) : undefined
  const from = opts.from ?? defaultSender(siteUrl)

  const compose = async (d: { id: number; post_id: number | null; subscriber_id: number }) => {
    const subscriber = await repo.findSubscriberBy(db, 'id', d.subscriber_id)
    if (!subscriber) return null
    const siteName = await opts.siteName()
    if (d.post_id === null) {
      if (subscriber.status !== 'pending') return null
      return confirmationEmail({ siteUrl, siteName, deliveryId: d.id, subscriber })
    }
    if (subscriber.status !== 'active') return null
    const post = await repo.findPostForEmail(db, d.post_id)
    return post ? postEmail({ siteUrl, siteName, post, subscriber }) : null
  }

  const sender = transport
    ? createNewsletterSender({
        db,
        connect: transport.connect,
        from,
        ratePerMinute: opts.ratePerMinute,
        compose,
        log: opts.log,
        leaseMs: opts.leaseMs,
        pollMs: opts.pollMs,
      })
    : undefined

  /** Queues a confirmation email within the limits; visitors' requests also count in the burst. */
  const confirm = async (subscriberId: number, source: 'visitor' | 'import') => {
    if (!sender) return
    const now = Date.now()
    const hourAgo = new Date(now - 3_600_000).toISOString()
    if ((await repo.countConfirmations(db, hourAgo, subscriberId)) >= CONFIRMATIONS_PER_ADDRESS_HOUR) return
    if (
      source === 'visitor' &&
      (await repo.countConfirmations(db, new Date(now - 60_000).toISOString())) >= opts.burstPerMinute
    )
      return
    await repo.queueConfirmation(db, subscriberId, source, new Date(now).toISOString())
    sender.kick()
  }

  /** A new subscriber, `pending` or `active`; null when the address is there already. */
  const insertSubscriber = async (email: string, name: string | null, status: 'pending' | 'active') => {
    const now = nowIso()
    try {
      return await repo.insertSubscriber(db, {
        email,
        email_key: email.toLowerCase(),
        name,
        status,
        confirm_token: newToken(),
        unsubscribe_token: newToken(),
        created_at: now,
        confirmed_at: status === 'active' ? now : null,
      })
    } catch (err) {
      if (isUniqueViolation(err)) return null
      throw err
    }
  }

  const toSubscriber = (r: Subscriber): Subscriber => ({
    id: r.id,
    email: r.email,
    name: r.name,
    status: r.status,
    created_at: r.created_at,
    confirmed_at: r.confirmed_at,
    unsubscribed_at: r.unsubscribed_at,
  })

  return {
    emailConfigured: sender !== undefined,
    sender,
    /**
     * POST /subscribe (API and form): the caller answers the same whatever happens here
     * (docs/api/newsletter.md, Subscribing).
     */
    subscribe: async (input: SubscribeRequest) => {
      if (input.website) return
      const existing = await repo.findSubscriberByEmail(db, input.email)
      if (!existing) {
        const created = await insertSubscriber(input.email, input.name, 'pending')
        if (created) await confirm(created.id, 'visitor')
        return
      }
      if (existing.status === 'active') return
      if (existing.status === 'unsubscribed') {
        await repo.updateSubscriber(db, existing.id, {
          status: 'pending',
          unsubscribed_at: null,
          confirm_token: newToken(),
          confirm_sent_at: null,
        })
      }
      await confirm(existing.id, 'visitor')
    },
    /** GET /subscribe/confirm/<token>: true when the link is good (again: changes nothing). */
    confirm: async (token: string) => {
      const s = await repo.findSubscriberBy(db, 'confirm_token', token)
      if (!s || s.status === 'unsubscribed') return false
      if (s.status === 'active') return true
      const sentAt = Date.parse(s.confirm_sent_at ?? s.created_at)
      if (Date.now() - sentAt > CONFIRM_VALID_MS) return false
      await repo.activatePending(db, s.id)
      return true
    },
    /** Whether an unsubscribe token is known (the GET page). */
    knowsUnsubscribeToken: async (token: string) =>
      (await repo.findSubscriberBy(db, 'unsubscribe_token', token)) !== undefined,
    /** POST /unsubscribe/<token>: false for an unknown token. Queued deliveries are cancelled. */
    unsubscribe: async (token: string) => {
      const s = await repo.findSubscriberBy(db, 'unsubscribe_token', token)
      if (!s) return false
      if (s.status !== 'unsubscribed') await repo.unsubscribe(db, s.id, nowIso())
      return true
    },

    /**
     * Posts public now that never went public before are recorded, and each to be sent gets one
     * delivery per active subscriber. Runs after every post write and on the publishing tick,
     * so a scheduled post goes out within a tick of its time.
     */
    queueGonePublic: async () => {
      const now = nowIso()
      let queued = 0
      for (const post of await repo.postsGonePublic(db, now))
        queued += await repo.recordGonePublic(db, post, sender !== undefined && post.send_newsletter === 1, now)
      if (queued) sender?.kick()
      return { queued }
    },

    list: async (q: SubscriberListQuery): Promise<SubscriberList> => {
      const { rows, total, counts } = await repo.listSubscribers(db, q)
      return { subscribers: rows.map(toSubscriber), ...pageMeta(total, q.skip, q.limit, rows.length), counts }
    },
    remove: async (id: number) => {
      if (!(await repo.deleteSubscriber(db, id))) throw notFound()
    },
    /** The CSV export, a page of rows at a time. */
    exportCsv: async function* (q: { status?: SubscriberStatus; search?: string }) {
      yield csvLine(['id', 'email', 'name', 'status', 'created_at', 'confirmed_at', 'unsubscribed_at'])
      let after = 0
      for (;;) {
        const rows = await repo.subscribersAfter(db, q, after)
        if (!rows.length) return
        yield rows
          .map((r) =>
            csvLine([String(r.id), r.email, r.name, r.status, r.created_at, r.confirmed_at, r.unsubscribed_at]),
          )
          .join('')
        after = rows[rows.length - 1]!.id
      }
    },
    /** POST /admin/subscribers/import (docs/api/newsletter.md, Admin). */
    importCsv: async (text: string): Promise<SubscriberImportResult> => {
      const rows = parseCsv(text)
      const header = rows[0]?.cells.map((c) => c.trim().toLowerCase())
      const col = (name: string) => header?.indexOf(name) ?? -1
      if (!header || col('email') < 0)
        throw new AppError(422, 'VALIDATION_ERROR', 'The file needs a header row with an email column', [
          { loc: ['body', 'file'], msg: 'The file needs a header row with an email column', type: 'value_error' },
        ])
      const result: SubscriberImportResult = { active: 0, pending: 0, skipped: 0, errors: [] }
      const seen = new Set<string>()
      for (const { line, cells } of rows.slice(1)) {
        const email = (cells[col('email')] ?? '').trim()
        if (!EMAIL_PATTERN.test(email) || email.length > 254) {
          result.errors.push({ line, detail: email ? 'Invalid email address' : 'Email is required' })
          continue
        }
        const key = email.toLowerCase()
        if (seen.has(key)) {
          result.skipped++
          continue
        }
        seen.add(key)
        const name = col('name') >= 0 ? (cells[col('name')] ?? '').trim().slice(0, 100) || null : null
        const consent = col('consent') >= 0 && /^(true|yes|1)$/i.test((cells[col('consent')] ?? '').trim())
        const existing = await repo.findSubscriberByEmail(db, email)
        if (!existing) {
          const created = await insertSubscriber(email, name, consent ? 'active' : 'pending')
          if (!created) result.skipped++
          else if (consent) result.active++
          else {
            result.pending++
            await confirm(created.id, 'import')
          }
        } else if (existing.status === 'pending' && consent) {
          await repo.activatePending(db, existing.id)
          result.active++
        } else result.skipped++
      }
      return result
    },
    overview: async (ratePerMinute: number): Promise<NewsletterOverview> => ({
      email_configured: sender !== undefined,
      rate_per_minute: ratePerMinute,
      posts: await repo.postStats(db),
    }),
    /** One copy of a post's email to the owner: not a delivery, no figures change. */
    sendTest: async (postId: number, to: string) => {
      if (!transport) throw new AppError(409, 'EMAIL_NOT_CONFIGURED', 'Email is not configured: set SMTP_URL')
      const post = await repo.findPostForEmail(db, postId)
      if (!post) throw new AppError(404, 'POST_NOT_FOUND', 'Post not found')
      const email = postEmail({
        siteUrl,
        siteName: await opts.siteName(),
        post,
        subscriber: { id: 0, email: to, name: null, unsubscribe_token: TEST_UNSUBSCRIBE_TOKEN },
        test: true,
      })
      try {
        await (
          await transport.connect()
        ).sendMail({ from, ...email, messageId: email.messageId, headers: email.headers })
      } catch (err) {
        throw new AppError(
          502,
          'SMTP_FAILED',
          `The mail server did not accept the test email: ${err instanceof Error ? err.message : String(err)}`,
        )
      }
      return { to }
    },
    start: () => sender?.start(),
    stop: async () => {
      await sender?.stop()
      await transport?.close()
    },
  }
}
