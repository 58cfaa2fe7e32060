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

/**
 * The signed-in sessions of an account: each family's live (unspent) token carries the latest
 * device, address and use; the family's first token says when the session began.
 */
export const listSessions = (db: Q, userId: number, now: string) =>
  db
    .selectFrom('refresh_tokens as t')
    .select((eb) => [
      't.family_id as id',
      't.created_at as last_used_at',
      't.user_agent',
      't.ip',
      eb
        .selectFrom('refresh_tokens as f')
        .select((f) => f.fn.min<string>('f.created_at').as('first'))
        .whereRef('f.family_id', '=', 't.family_id')
        .as('created_at'),
    ])
    .where('t.user_id', '=', userId)
    .where('t.used_at', 'is', null)
    .where('t.revoked_at', 'is', null)
    .where('t.expires_at', '>', now)
    .orderBy('t.created_at', 'desc')
    .execute()

/** True while a session has not been signed out: some token of the family is not revoked. */
export const isFamilyLive = async (db: Q, familyId: string) =>
  !!(await db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst())

/** Ends one session of this account; false when there is no such live session. */
export const revokeUserFamily = async (db: Q, userId: number, familyId: string, now: string) => {
  const res = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) > 0
}

/** "Sign out everywhere else": every session of the account but `keepFamilyId`. */
export const revokeOtherFamilies = (db: Q, userId: number, keepFamilyId: string | undefined, now: string) => {
  let q = db.updateTable('refresh_tokens').set({ revoked_at: now }).where('user_id', '=', userId)
  if (keepFamilyId) q = q.where('family_id', '!=', keepFamilyId)
  return q.where('revoked_at', 'is', null).execute()
}
