import type { Insertable, Kysely, Transaction } from 'kysely'

import type { Database, RefreshTokensTable } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export const insertRefreshToken = (db: Q, row: Insertable<RefreshTokensTable>) =>
  db.insertInto('refresh_tokens').values(row).execute()

export const findRefreshToken = (db: Q, tokenHash: string) =>
  db.selectFrom('refresh_tokens').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()

/**
 * Marks a live token used. Only one caller can win this for a given token: a second, concurrent
 * use of the same token updates nothing and is treated as reuse.
 */
export const spendRefreshToken = async (db: Q, id: number, now: string) => {
  const res = await db
    .updateTable('refresh_tokens')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export const revokeFamily = (db: Q, familyId: string, now: string) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute()

export const revokeUserTokens = (db: Q, userId: number, now: string) =>
  db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute()

/** Housekeeping: tokens past their expiry can go (a reused expired token is refused anyway). */
export const deleteExpiredTokens = (db: Q, now: string) =>
  db.deleteFrom('refresh_tokens').where('expires_at', '<', now).execute()
