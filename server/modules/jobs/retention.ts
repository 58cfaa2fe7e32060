import type { Kysely } from 'kysely'

import type { Database } from '../../db/schema.ts'
import { deleteEndedDeliveriesBefore, deleteExpiredTokens, deleteViewMarksBefore } from './retention.repository.ts'

export const RETENTION_JOB = 'retention'
export const RETENTION_EVERY_MS = 24 * 3_600_000

/**
 * Deletes what only grows and no longer serves anything, so the database of a site that runs for
 * years stays the size of its content: refresh tokens past their expiry (a reused expired token
 * is refused anyway, and the sessions list shows only live ones) and view de-duplication rows of
 * days before yesterday (each row only de-duplicates its own day; yesterday's are kept for a
 * visitor whose clock straddles midnight while a batch is written), and webhook deliveries that
 * ended more than 30 days ago (the delivery log shows a month). Returns the counts deleted.
 */
export const pruneExpired = async (db: Kysely<Database>, now = new Date()) => {
  const yesterday = new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10)
  const tokens = await deleteExpiredTokens(db, now.toISOString())
  const marks = await deleteViewMarksBefore(db, yesterday)
  const deliveries = await deleteEndedDeliveriesBefore(db, new Date(now.getTime() - 30 * 86_400_000).toISOString())
  return {
    refresh_tokens: Number(tokens.numDeletedRows),
    view_visitors: Number(marks.numDeletedRows),
    webhook_deliveries: Number(deliveries.numDeletedRows),
  }
}
