import { randomBytes } from 'node:crypto'

import type { Kysely, Selectable } from 'kysely'

import { pageMeta } from '../../../core/schemas/common.ts'
import {
  WEBHOOK_EVENTS,
  type Webhook,
  type WebhookCreate,
  type WebhookDelivery,
  type WebhookDeliveryList,
  type WebhookEvent,
  type WebhookType,
  type WebhookUpdate,
  type WebhookWithSecret,
} from '../../../core/schemas/webhook.ts'
import { fromBool, nowIso, toBool } from '../../db/convert.ts'
import type { Database, WebhookDeliveriesTable, WebhooksTable } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { OutboundRefusedError } from '../../lib/outbound.ts'
import { deriveKey, open, seal } from '../../lib/secret-box.ts'
import * as repo from './webhooks.repository.ts'
import { createWebhookSender, type WebhookSenderOptions } from './webhooks-sender.ts'

export interface WebhooksDeps {
  db: Kysely<Database>
  /** ENCRYPTION_KEY when set, else the JWT secret: the secrets are sealed with a key derived from it. */
  masterKey: () => Promise<Uint8Array | string>
  /** The outbound guard (server/lib/outbound.ts): every delivery, and the check of a URL when it is stored. */
  outbound: WebhookSenderOptions['outbound'] & { verify: (url: string) => Promise<void> }
  settings: WebhookSenderOptions['settings']
  log: WebhookSenderOptions['log']
  version: string
}

const notFound = () => new AppError(404, 'WEBHOOK_NOT_FOUND', 'Webhook not found')

const KNOWN = new Set<string>(WEBHOOK_EVENTS)
const eventsOf = (stored: string): WebhookEvent[] => {
  try {
    const list: unknown = JSON.parse(stored)
    return Array.isArray(list) ? list.filter((e): e is WebhookEvent => typeof e === 'string' && KNOWN.has(e)) : []
  } catch {
    return []
  }
}

const toWebhook = (row: Selectable<WebhooksTable>): Webhook => ({
  id: row.id,
  url: row.url,
  events: eventsOf(row.events),
  description: row.description,
  enabled: toBool(row.enabled),
  disabled_reason: row.disabled_reason,
  consecutive_failures: row.consecutive_failures,
  created_at: row.created_at,
  updated_at: row.updated_at,
})

const toDelivery = (row: Selectable<WebhookDeliveriesTable>): WebhookDelivery => ({
  id: row.id,
  message_id: row.message_id,
  type: row.type as WebhookType,
  status: row.status,
  attempts: row.attempts,
  response_code: row.response_code,
  error: row.error,
  created_at: row.created_at,
  last_attempt_at: row.last_attempt_at,
  next_attempt_at: row.next_attempt_at,
})

/** Standard Webhooks' secret form: `whsec_` and the base64 of the key's bytes (32 random bytes). */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`

/** `webhook-id`: unique per event and webhook, the same on every attempt. */
const newMessageId = () => `msg_${randomBytes(16).toString('base64url')}`

/**
 * Webhooks (docs/api/platform.md "Webhooks", docs/decisions/015-webhooks.md): the endpoints the
 * owner registers, the events queued for them, and the sender that delivers them.
 */
export const createWebhooksService = (deps: WebhooksDeps) => {
  const { db } = deps
  let sealingKey: Promise<Buffer> | undefined
  const key = () => (sealingKey ??= deps.masterKey().then((master) => deriveKey(master, 'webhook-secret')))
  const sender = createWebhookSender({
    db,
    outbound: deps.outbound,
    settings: deps.settings,
    log: deps.log,
    userAgent: `Folio-Webhooks/${deps.version}`,
    secretOf: async (sealed) => open(await key(), sealed),
  })

  /** 422 on `url` when its host is, or resolves to, a private address (unless ALLOW_PRIVATE_NETWORK). */
  const checkUrl = async (url: string) => {
    try {
      await deps.outbound.verify(url)
    } catch (err) {
      const msg =
        err instanceof OutboundRefusedError
          ? `${err.message.replace(/^Refused: /, 'Not allowed: ')}; webhooks go to public addresses only`
          : `The host of this URL could not be found (${err instanceof Error ? err.message : String(err)})`
      throw new AppError(422, 'VALIDATION_ERROR', msg, [{ loc: ['body', 'url'], msg, type: 'value_error' }])
    }
  }

  const getRow = async (id: number) => {
    const row = await repo.findWebhook(db, id)
    if (!row) throw notFound()
    return row
  }

  const withSecret = async (row: Selectable<WebhooksTable>): Promise<WebhookWithSecret> => {
    const secret = open(await key(), row.secret_sealed)
    if (secret === undefined)
      throw new AppError(
        409,
        'WEBHOOK_SECRET_UNREADABLE',
        "This webhook's secret was sealed with another key (ENCRYPTION_KEY or JWT_SECRET changed): delete the webhook and add it again",
      )
    return { ...toWebhook(row), secret }
  }

  /** Queues one delivery of an event to a webhook (or several), and wakes the sender. */
  const queue = async (
    webhookIds: number[],
    type: WebhookType,
    data: unknown,
    opts: { at?: string; eventKey?: string } = {},
  ) => {
    const now = nowIso()
    const payload = JSON.stringify({ type, timestamp: opts.at ?? now, data })
    const rows = webhookIds.map((webhook_id) => ({
      webhook_id,
      message_id: newMessageId(),
      type,
      event_key: opts.eventKey ?? null,
      payload,
      status: 'pending' as const,
      attempts: 0,
      created_at: now,
      next_attempt_at: now,
    }))
    const queued = await repo.insertDeliveries(db, rows)
    if (queued) sender.kick()
    return rows
  }

  return {
    create: async (input: WebhookCreate): Promise<WebhookWithSecret> => {
      await checkUrl(input.url)
      const secret = newSecret()
      const now = nowIso()
      const row = await repo.insertWebhook(db, {
        url: input.url,
        events: JSON.stringify(input.events),
        description: input.description ?? '',
        secret_sealed: seal(await key(), secret),
        enabled: 1,
        disabled_reason: null,
        consecutive_failures: 0,
        created_at: now,
        updated_at: now,
      })
      return { ...toWebhook(row), secret }
    },

    list: async () => (await repo.listWebhooks(db)).map(toWebhook),

    get: async (id: number) => withSecret(await getRow(id)),

    update: async (id: number, input: WebhookUpdate): Promise<Webhook> => {
      const existing = await getRow(id)
      if (input.url !== undefined && input.url !== existing.url) await checkUrl(input.url)
      const enabling = input.enabled === true && !toBool(existing.enabled)
      const row = await repo.updateWebhook(db, id, {
        ...(input.url !== undefined && { url: input.url }),
        ...(input.events !== undefined && { events: JSON.stringify(input.events) }),
        ...(input.description !== undefined && { description: input.description }),
        ...(input.enabled !== undefined && { enabled: fromBool(input.enabled) }),
        // Enabled again: a fresh start (docs/api/platform.md).
        ...(input.enabled === true && { disabled_reason: null, consecutive_failures: 0 }),
        updated_at: nowIso(),
      })
      if (!row) throw notFound()
      // Deliveries that waited while it was off go out now.
      if (enabling) sender.kick()
      return toWebhook(row)
    },

    remove: async (id: number) => {
      if (!(await repo.deleteWebhook(db, id))) throw notFound()
    },

    /** A `ping` through the same queue as any event (signed, retried, listed, counted). */
    test: async (id: number) => {
      await getRow(id)
      const [row] = await queue([id], 'ping', { webhook_id: id })
      const delivery = await repo.findDeliveryByMessage(db, row!.message_id)
      if (!delivery) throw notFound()
      return { delivery_id: delivery.id }
    },

    deliveries: async (id: number, q: { skip: number; limit: number }): Promise<WebhookDeliveryList> => {
      await getRow(id)
      const { rows, total } = await repo.listDeliveries(db, id, q.skip, q.limit)
      return { deliveries: rows.map(toDelivery), ...pageMeta(total, q.skip, q.limit, rows.length) }
    },

    /**
     * An event happened: a delivery is stored for every enabled webhook that subscribed to it
     * before the caller answers. `eventKey` names an event that may be noticed twice (one
     * delivery per webhook and key); `at`: when it happened, if not now. A failure to queue is
     * logged and never fails the owner's write that caused it.
     */
    emit: async (type: WebhookEvent, data: unknown, opts: { at?: string; eventKey?: string } = {}) => {
      try {
        const ids = (await repo.enabledWebhooks(db)).filter((w) => eventsOf(w.events).includes(type)).map((w) => w.id)
        if (ids.length) await queue(ids, type, data, opts)
      } catch (err) {
        deps.log.error({ err, type }, `webhooks: an event could not be queued (${type})`)
      }
    },

    start: () => sender.start(),
    stop: () => sender.stop(),
  }
}

export type WebhooksService = ReturnType<typeof createWebhooksService>
