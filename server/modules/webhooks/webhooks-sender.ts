import { randomUUID } from 'node:crypto'

import type { Kysely } from 'kysely'
import { Webhook } from 'standardwebhooks'

import type { Database } from '../../db/schema.ts'
import type { OutboundInit } from '../../lib/outbound.ts'
import { wakeablePauses } from '../../lib/wakeable-pause.ts'
import { claimNext, findWebhook, nextDueAt, recordAttempt } from './webhooks.repository.ts'

export interface WebhookSenderOptions {
  db: Kysely<Database>
  /** The outbound guard's fetch: every attempt checks the address it connects to. */
  outbound: { fetch: (url: string, init: OutboundInit) => Promise<Response> }
  settings: {
    /** WEBHOOK_TIMEOUT_MS: one attempt's limit. */
    timeoutMs: number
    /** WEBHOOK_MAX_ATTEMPTS */
    maxAttempts: number
    /** WEBHOOK_RETRY_BASE_MS: retry n waits base × 2^(n−1) (to 1.5 × that). */
    retryBaseMs: number
    /** WEBHOOK_DISABLE_AFTER: failed deliveries in a row that turn a webhook off. */
    disableAfter: number
    /** How long a claim holds (default: the time limit plus 10 s); a killed sender's claim runs out after it. */
    leaseMs?: number
  }
  log: {
    info(obj: object, msg: string): void
    warn(obj: object, msg: string): void
    error(obj: object, msg: string): void
  }
  userAgent: string
  /** The `whsec_…` secret of a sealed one; undefined when it cannot be opened. */
  secretOf: (sealed: string) => Promise<string | undefined>
  /** Attempts made at once (one slow endpoint does not hold up the others). */
  workers?: number
  /** How often an idle sender looks for work another instance queued. */
  pollMs?: number
}

/** When retry n (after attempt n) may start: base × 2^(n−1), plus up to half of that as jitter. */
export const retryDelayMs = (base: number, attempt: number) => {
  const wait = base * 2 ** Math.max(0, attempt - 1)
  return Math.round(wait * (1 + Math.random() / 2))
}

/** A sentence about an attempt that got no answer. */
const failureOf = (err: unknown, timeoutMs: number) => {
  const e = err as { name?: string; code?: string; message?: string; cause?: { code?: string } }
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return `No answer within ${timeoutMs} ms`
  const code = e.code ?? e.cause?.code
  if (code === 'OUTBOUND_REFUSED') return e.message ?? 'Refused: a private address'
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'The host name could not be found'
  if (code === 'ECONNREFUSED') return 'The connection was refused (nothing listens at that address)'
  if (code === 'ECONNRESET' || code === 'EPIPE') return 'The connection was closed before an answer came'
  if (code && /^(CERT_|ERR_TLS|DEPTH_ZERO|SELF_SIGNED|UNABLE_TO)/.test(code))
    return `The TLS certificate was not accepted (${code})`
  return `The request failed: ${e.message ?? String(err)}`
}

/**
 * The delivery loop of one instance (docs/decisions/015-webhooks.md): `workers` loops each claim
 * one due delivery (a lease in the database: two instances never send the same attempt, and a
 * killed sender's claim runs out so another attempt follows), sign it as Standard Webhooks says,
 * POST it through the outbound guard, and record the outcome. Deliveries live in the database, so
 * pending ones continue after a restart.
 */
export const createWebhookSender = (opts: WebhookSenderOptions) => {
  const { db, settings } = opts
  const workers = opts.workers ?? 4
  const pollMs = opts.pollMs ?? 2_000
  const leaseMs = settings.leaseMs ?? settings.timeoutMs + 10_000
  const token = randomUUID()
  let running = false
  let loops: Promise<void>[] = []
  const pauses = wakeablePauses()
  let stopper = new AbortController()
  /** Waits `ms`, or less when kicked or stopped. */
  const pause = (ms: number) => pauses.pause(ms, stopper.signal)

  /** Makes one attempt if a delivery is due; false when none was. */
  const attemptOne = async (): Promise<boolean> => {
    const started = Date.now()
    const d = await claimNext(db, new Date(started).toISOString(), new Date(started + leaseMs).toISOString(), token)
    if (!d) return false
    const webhook = await findWebhook(db, d.webhook_id)
    // Deleted meanwhile: its deliveries went with it.
    if (!webhook) return true
    let responseCode: number | null = null
    let error: string | null = null
    const secret = await opts.secretOf(webhook.secret_sealed)
    if (secret === undefined) {
      error =
        "The webhook's secret was sealed with another key (ENCRYPTION_KEY or JWT_SECRET changed): delete the webhook and add it again"
    } else {
      const at = new Date(Math.floor(Date.now() / 1000) * 1000)
      try {
        const res = await opts.outbound.fetch(webhook.url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': opts.userAgent,
            'webhook-id': d.message_id,
            'webhook-timestamp': String(at.getTime() / 1000),
            'webhook-signature': new Webhook(secret).sign(d.message_id, at, d.payload),
          },
          body: d.payload,
          redirect: 'manual',
          signal: AbortSignal.any([AbortSignal.timeout(settings.timeoutMs), stopper.signal]),
        })
        responseCode = res.status
        // The answer's body is not read: only its status counts.
        await res.body?.cancel().catch(() => {})
        if (res.status < 200 || res.status > 299)
          error =
            res.status >= 300 && res.status < 400
              ? `The endpoint answered ${res.status} (a redirect: webhooks do not follow them; give the final URL)`
              : `The endpoint answered ${res.status}`
      } catch (err) {
        if (stopper.signal.aborted) {
          // Shutting down mid-attempt: the claim runs out and the attempt is made again after the restart.
          return true
        }
        error = failureOf(err, settings.timeoutMs)
      }
    }
    const ended = new Date()
    const last = !error || d.attempts >= settings.maxAttempts
    const disabled = await recordAttempt(
      db,
      { id: d.id, webhookId: d.webhook_id, token },
      {
        status: !error ? 'succeeded' : last ? 'failed' : 'pending',
        response_code: responseCode,
        error,
        last_attempt_at: ended.toISOString(),
        next_attempt_at: last
          ? null
          : new Date(ended.getTime() + retryDelayMs(settings.retryBaseMs, d.attempts)).toISOString(),
      },
      {
        after: settings.disableAfter,
        reason: (n) => `Turned off after ${n} failed deliveries in a row. The last one: ${error}`,
      },
    )
    if (error && last)
      opts.log.warn(
        { webhook: d.webhook_id, delivery: d.id },
        `webhooks: a delivery failed after ${d.attempts} attempts: ${error}${disabled ? ' (the webhook is now turned off)' : ''}`,
      )
    return true
  }

  /** How long an idle loop waits: until the next delivery falls due, at most `pollMs`. */
  const idleMs = async () => {
    const at = await nextDueAt(db)
    if (!at) return pollMs
    return Math.min(pollMs, Math.max(10, Date.parse(at) - Date.now()))
  }

  /** The loops' latest failure was told (the database away: one warning per outage, not one per look). */
  let warned = false
  const run = async () => {
    while (running) {
      try {
        const attempted = await attemptOne()
        warned = false
        if (!attempted && running) await pause(await idleMs())
      } catch (err) {
        // Pending deliveries stay in the database and wait for it: nothing is lost meanwhile.
        if (!warned)
          opts.log.warn(
            { cause: err instanceof Error ? err.message : String(err) },
            'webhooks: the delivery queue cannot be read; retrying',
          )
        warned = true
        if (running) await pause(pollMs)
      }
    }
  }

  return {
    start() {
      if (running) return
      running = true
      stopper = new AbortController()
      loops = Array.from({ length: workers }, () => run())
    },
    /** Look for work now (an event was queued, a webhook enabled). */
    kick() {
      pauses.wake()
    },
    async stop() {
      running = false
      stopper.abort()
      await Promise.all(loops)
    },
  }
}
