import type { Kysely } from 'kysely'

import type { Database } from '../../db/schema.ts'

/**
 * Claims the next run of job `name` when its last run began at or before `dueBefore`: one
 * conditional UPDATE, so of several instances asking at once exactly one gets `true`.
 */
export const claimRun = async (db: Kysely<Database>, name: string, now: string, dueBefore: string) => {
  await db
    .insertInto('job_runs')
    .values({ name, last_run_at: null, last_error: null })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute()
  const res = await db
    .updateTable('job_runs')
    .set({ last_run_at: now })
    .where('name', '=', name)
    .where((eb) => eb.or([eb('last_run_at', 'is', null), eb('last_run_at', '<=', dueBefore)]))
    .executeTakeFirst()
  return Number(res.numUpdatedRows) === 1
}

/** Stores a run's outcome; `retryFrom` moves the claim back so a failed run is tried again sooner. */
export const recordResult = (db: Kysely<Database>, name: string, error: string | null, retryFrom?: string) =>
  db
    .updateTable('job_runs')
    .set(retryFrom ? { last_error: error, last_run_at: retryFrom } : { last_error: error })
    .where('name', '=', name)
    .execute()

export const getRun = (db: Kysely<Database>, name: string) =>
  db.selectFrom('job_runs').selectAll().where('name', '=', name).executeTakeFirst()
