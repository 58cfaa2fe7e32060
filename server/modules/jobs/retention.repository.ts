import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

/** Refresh tokens past their expiry (a reused expired token is refused anyway). */
export const deleteExpiredTokens = (db: Q, now: string) =>
  db.deleteFrom('refresh_tokens').where('expires_at', '<', now).executeTakeFirst()

/** View de-duplication rows of days before `day` (each row only de-duplicates its own day). */
export const deleteViewMarksBefore = (db: Q, day: string) =>
  db.deleteFrom('view_visitors').where('day', '<', day).executeTakeFirst()

/** Webhook deliveries that ended (succeeded or failed) before `before`: the log keeps 30 days. */
export const deleteEndedDeliveriesBefore = (db: Q, before: string) =>
  db
    .deleteFrom('webhook_deliveries')
    .where('status', '<>', 'pending')
    .where('created_at', '<', before)
    .executeTakeFirst()
