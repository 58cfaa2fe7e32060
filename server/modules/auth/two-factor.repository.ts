import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export const findTwoFactor = (db: Q, userId: number) =>
  db.selectFrom('user_two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst()

/** A new, not yet enabled secret replaces any earlier unconfirmed one. */
export const savePendingSecret = async (db: Q, userId: number, sealed: string, now: string) => {
  await db.deleteFrom('user_two_factor').where('user_id', '=', userId).where('enabled_at', 'is', null).execute()
  await db
    .insertInto('user_two_factor')
    .values({ user_id: userId, secret: sealed, enabled_at: null, last_step: null, created_at: now })
    .execute()
}

/**
 * Records `step` as used, only if it is later than the last accepted one: of two uses of the
 * same code (or a concurrent pair), one wins and the other updates nothing.
 */
export const claimStep = async (db: Q, userId: number, step: number) => {
  const res = await db
    .updateTable('user_two_factor')
    .set({ last_step: step })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

export const markEnabled = (db: Q, userId: number, now: string) =>
  db.updateTable('user_two_factor').set({ enabled_at: now }).where('user_id', '=', userId).execute()

export const deleteTwoFactor = async (db: Q, userId: number) => {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
  await db.deleteFrom('user_two_factor').where('user_id', '=', userId).execute()
}

export const replaceRecoveryCodes = async (db: Q, userId: number, hashes: string[], now: string) => {
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute()
  await db
    .insertInto('recovery_codes')
    .values(hashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null, created_at: now })))
    .execute()
}

/** Spends an unused recovery code; false when it is unknown or already used (or lost a race). */
export const useRecoveryCode = async (db: Q, userId: number, hash: string, now: string) => {
  const res = await db
    .updateTable('recovery_codes')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(res.numUpdatedRows) >= 1
}

/**
 * Marks a challenge spent; false when it already was (a second use, or the loser of two
 * concurrent uses). Challenges past their expiry are forgotten on the way: they are refused anyway.
 */
export const spendChallenge = async (db: Q, row: { id: string; user_id: number; expires_at: string }, now: string) => {
  await db.deleteFrom('spent_2fa_challenges').where('expires_at', '<', now).execute()
  const res = await db
    .insertInto('spent_2fa_challenges')
    .values(row)
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst()
  return Number(res.numInsertedOrUpdatedRows ?? 0) === 1
}

export const isChallengeSpent = async (db: Q, id: string) =>
  !!(await db.selectFrom('spent_2fa_challenges').select('id').where('id', '=', id).executeTakeFirst())
