import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'

import type { Kysely } from 'kysely'
import type { Transporter } from 'nodemailer'

import type { Database } from '../../db/schema.ts'
import { wakeablePauses } from '../../lib/wakeable-pause.ts'
import { claimNext, finishDelivery, hasDue, renewLease, takeSlot } from './newsletter.repository.ts'
import type { OutgoingEmail } from './newsletter-email.ts'

export interface SenderLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface SenderOptions {
  db: Kysely<Database>
  /** The SMTP transport (server/lib/smtp.ts). */
  connect: () => Promise<Transporter>
  from: string
  /** Messages a minute across every instance; null: as fast as the server takes them (bench). */
  ratePerMinute: number | null
  /** The email of a claimed delivery, or null when it is no longer to be sent (cancelled). */
  compose: (delivery: { id: number; post_id: number | null; subscriber_id: number }) => Promise<OutgoingEmail | null>
  log: SenderLog
  /** How long a claim holds (a killed sender's deliveries are sent again after it). */
  leaseMs?: number
  /** How often an idle sender looks for work that another instance queued. */
  pollMs?: number
  /** Temporary failures are retried this long after the delivery was queued, then it fails. */
  giveUpAfterMs?: number
}

/** At most 60 s between tries (docs/api/newsletter.md, Durable sending). */
export const backoffMs = (attempts: number) => Math.min(60_000, 1000 * 2 ** Math.max(0, attempts - 1))

/** A 5xx reply refuses this recipient for good; anything else (no answer, 4xx) is tried again. */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: number }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * The sending loop of one instance: take a slot of the shared pace, claim one due delivery,
 * send it, record the outcome. Delivery semantics (docs/decisions/014-newsletter-delivery.md):
 * a delivery is marked `sent` right after the server's 250 to its data; a sender that dies
 * between the claim and that mark leaves the claim to expire, and the message is sent again
 * with the same Message-ID.
 */
export const createNewsletterSender = (opts: SenderOptions) => {
  const leaseMs = opts.leaseMs ?? 20_000
  const pollMs = opts.pollMs ?? 5_000
  const giveUpAfterMs = opts.giveUpAfterMs ?? 72 * 3_600_000
  const token = randomUUID()
  let running = false
  let loop: Promise<void> | undefined
  const pauses = wakeablePauses()
  let stopper = new AbortController()
  /** Waits `ms`, or less when kicked or stopped. */
  const pause = (ms: number) => pauses.pause(ms, stopper.signal)

  /** Sends one delivery if one is due; false when there was none. */
  const sendOne = async (): Promise<boolean> => {
    const { db } = opts
    if (!(await hasDue(db, new Date().toISOString()))) return false
    if (opts.ratePerMinute) {
      const slot = await takeSlot(db, Date.now(), 60_000 / opts.ratePerMinute)
      const wait = slot - Date.now()
      if (wait > 0) await sleep(wait, undefined, { signal: stopper.signal }).catch(() => {})
      if (!running) return false
    }
    const now = Date.now()
    const d = await claimNext(db, new Date(now).toISOString(), new Date(now + leaseMs).toISOString(), token)
    if (!d) return true
    const email = await opts.compose(d)
    if (!email) {
      await finishDelivery(db, d.id, token, { status: 'cancelled' })
      return true
    }
    // The claim is renewed while the message is on its way, however slow the server: only a
    // sender that is gone (killed, cut off from the database) lets its lease run out.
    const renew = setInterval(() => {
      renewLease(db, d.id, token, new Date(Date.now() + leaseMs).toISOString()).catch(() => {})
    }, leaseMs / 3)
    try {
      await (
        await opts.connect()
      ).sendMail({
        from: opts.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: email.messageId,
        headers: email.headers,
      })
    } catch (err) {
      clearInterval(renew)
      const detail = err instanceof Error ? err.message : String(err)
      if (isPermanent(err)) {
        await finishDelivery(db, d.id, token, { status: 'failed', last_error: detail.slice(0, 500) })
        opts.log.warn({ delivery: d.id }, `newsletter: the mail server refused a recipient: ${detail}`)
        return true
      }
      const tooOld = Date.now() - Date.parse(d.created_at) > giveUpAfterMs
      const delay = backoffMs(d.attempts)
      await finishDelivery(db, d.id, token, {
        status: tooOld ? 'failed' : 'queued',
        next_attempt_at: new Date(Date.now() + delay).toISOString(),
        last_error: detail.slice(0, 500),
      })
      opts.log.warn(
        { delivery: d.id, attempts: d.attempts },
        `newsletter: sending failed, trying again in ${Math.round(delay / 1000)} s: ${detail}`,
      )
      // The server is likely down for every message: this sender waits as well.
      await pause(delay)
      return true
    }
    clearInterval(renew)
    // Recorded as soon as the server accepted it: never sent again from here on.
    const res = await finishDelivery(db, d.id, token, { status: 'sent', sent_at: new Date().toISOString() })
    if (Number(res.numUpdatedRows) !== 1)
      opts.log.warn({ delivery: d.id }, 'newsletter: a delivery was sent after its claim expired')
    return true
  }

  const run = async () => {
    while (running) {
      try {
        if (!(await sendOne()) && running) await pause(pollMs)
      } catch (err) {
        opts.log.error({ err }, 'newsletter: the send loop failed, retrying')
        if (running) await pause(pollMs)
      }
    }
  }

  return {
    start() {
      if (running) return
      running = true
      stopper = new AbortController()
      loop = run()
    },
    /** Look for work now (a post went public, someone subscribed). */
    kick() {
      pauses.wake()
    },
    async stop() {
      running = false
      stopper.abort()
      await loop
    },
  }
}
