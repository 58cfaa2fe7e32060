import { type ExpressionBuilder, type Insertable, type Kysely, sql, type Transaction, type Updateable } from 'kysely'

import type { Database, WebhookDeliveriesTable, WebhooksTable } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export const insertWebhook = (db: Q, row: Insertable<WebhooksTable>) =>
  db.insertInto('webhooks').values(row).returningAll().executeTakeFirstOrThrow()

export const listWebhooks = (db: Q) => db.selectFrom('webhooks').selectAll().orderBy('id', 'desc').execute()

export const findWebhook = (db: Q, id: number) =>
  db.selectFrom('webhooks').selectAll().where('id', '=', id).executeTakeFirst()

export const updateWebhook = (db: Q, id: number, patch: Updateable<WebhooksTable>) =>
  db.updateTable('webhooks').set(patch).where('id', '=', id).returningAll().executeTakeFirst()

/** Deletes a webhook; its deliveries (pending ones too) go with it (on delete cascade, and here for SQLite files without foreign keys on). */
export const deleteWebhook = (db: Kysely<Database>, id: number) =>
  db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_deliveries').where('webhook_id', '=', id).execute()
    return Number((await trx.deleteFrom('webhooks').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
  })

/** The enabled webhooks: the ones events are queued for. */
export const enabledWebhooks = (db: Q) =>
  db.selectFrom('webhooks').select(['id', 'events']).where('enabled', '=', 1).execute()

/**
 * Queues deliveries; one with an `event_key` a webhook already has is skipped (the same
 * scheduled post seen by two looks of the publish job). Returns how many were queued.
 */
export const insertDeliveries = async (db: Q, rows: Insertable<WebhookDeliveriesTable>[]) => {
  if (!rows.length) return 0
  const inserted = await db
    .insertInto('webhook_deliveries')
    .values(rows)
    .onConflict((oc) => oc.columns(['webhook_id', 'event_key']).doNothing())
    .returning('id')
    .execute()
  return inserted.length
}

export const findDeliveryByMessage = (db: Q, messageId: string) =>
  db.selectFrom('webhook_deliveries').select('id').where('message_id', '=', messageId).executeTakeFirst()

export const listDeliveries = async (db: Q, webhookId: number, skip: number, limit: number) => {
  const [rows, { n }] = await Promise.all([
    db
      .selectFrom('webhook_deliveries')
      .selectAll()
      .where('webhook_id', '=', webhookId)
      .orderBy('id', 'desc')
      .offset(skip)
      .limit(limit)
      .execute(),
    db
      .selectFrom('webhook_deliveries')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('webhook_id', '=', webhookId)
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(n) }
}

/** Its webhook is enabled, or it is a ping (the owner's check of an endpoint works while it is off). */
const sendable = (eb: ExpressionBuilder<Database, 'webhook_deliveries'>) =>
  eb.or([
    eb('webhook_deliveries.type', '=', 'ping'),
    eb.exists(
      eb
        .selectFrom('webhooks')
        .select('webhooks.id')
        .whereRef('webhooks.id', '=', 'webhook_deliveries.webhook_id')
        .where('webhooks.enabled', '=', 1),
    ),
  ])

/**
 * Due: pending, its time has come, nobody holds it (never claimed, or the claim's lease ran out:
 * a sender killed mid-attempt), and sendable.
 */
const dueNow = (now: string) => (eb: ExpressionBuilder<Database, 'webhook_deliveries'>) =>
  eb.and([
    eb('webhook_deliveries.status', '=', 'pending'),
    eb('webhook_deliveries.next_attempt_at', '<=', now),
    eb.or([eb('webhook_deliveries.lease_until', 'is', null), eb('webhook_deliveries.lease_until', '<=', now)]),
    sendable(eb),
  ])

/**
 * When a delivery can next be claimed (null: none is waiting): the earliest of the pending ones
 * that may be sent, at its time or when its holder's lease runs out, whichever is later.
 */
export const nextDueAt = async (db: Q) =>
  (
    await db
      .selectFrom('webhook_deliveries')
      .select(
        sql<
          string | null
        >`min(case when lease_until is not null and lease_until > next_attempt_at then lease_until else next_attempt_at end)`.as(
          'at',
        ),
      )
      .where('status', '=', 'pending')
      .where(sendable)
      .executeTakeFirst()
  )?.at ?? null

/**
 * Claims the next due delivery for one attempt: one conditional UPDATE (two senders never get
 * the same row), the lease long enough for the attempt's time limit.
 */
export const claimNext = (db: Q, now: string, leaseUntil: string, token: string) =>
  db
    .updateTable('webhook_deliveries')
    .set((eb) => ({ lease_until: leaseUntil, lease_token: token, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom(
          eb
            .selectFrom('webhook_deliveries')
            .select('webhook_deliveries.id')
            .where(dueNow(now))
            .orderBy('webhook_deliveries.next_attempt_at')
            .orderBy('webhook_deliveries.id')
            .limit(1)
            .as('n'),
        )
        .select('n.id'),
    )
    .where(dueNow(now))
    .returningAll()
    .executeTakeFirst()

/**
 * Records an attempt's outcome while this sender still holds the claim, and, when the delivery
 * ended, counts it for its webhook in the same transaction (whoever reads an ended delivery reads
 * its count too): a success resets the count of failures in a row, a failure adds one and turns
 * the webhook off once the count reaches `disableAfter` (`reason` says why). Answers whether
 * this failure turned it off.
 */
export const recordAttempt = (
  db: Kysely<Database>,
  delivery: { id: number; webhookId: number; token: string },
  patch: Pick<
    Updateable<WebhookDeliveriesTable>,
    'status' | 'response_code' | 'error' | 'last_attempt_at' | 'next_attempt_at'
  >,
  disable: { after: number; reason: (failures: number) => string },
) =>
  db.transaction().execute(async (trx) => {
    const held = await trx
      .updateTable('webhook_deliveries')
      .set({ ...patch, lease_until: null, lease_token: null })
      .where('id', '=', delivery.id)
      .where('lease_token', '=', delivery.token)
      .executeTakeFirst()
    if (Number(held.numUpdatedRows) !== 1 || patch.status === 'pending') return false
    if (patch.status === 'succeeded') {
      await trx.updateTable('webhooks').set({ consecutive_failures: 0 }).where('id', '=', delivery.webhookId).execute()
      return false
    }
    const row = await trx
      .updateTable('webhooks')
      .set((eb) => ({ consecutive_failures: eb('consecutive_failures', '+', 1) }))
      .where('id', '=', delivery.webhookId)
      .returning(['consecutive_failures', 'enabled'])
      .executeTakeFirst()
    if (!row || row.enabled !== 1 || row.consecutive_failures < disable.after) return false
    await trx
      .updateTable('webhooks')
      .set({
        enabled: 0,
        disabled_reason: disable.reason(row.consecutive_failures),
        updated_at: new Date().toISOString(),
      })
      .where('id', '=', delivery.webhookId)
      .execute()
    return true
  })
