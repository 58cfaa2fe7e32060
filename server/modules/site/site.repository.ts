import type { Kysely, Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

/** The site profile is one row (id 1) holding the profile as JSON text. */
export const findProfileData = async (db: Q) =>
  (await db.selectFrom('site_profile').select('data').where('id', '=', 1).executeTakeFirst())?.data

export const saveProfileData = (db: Q, data: string, at: string) =>
  db
    .insertInto('site_profile')
    .values({ id: 1, data, updated_at: at })
    .onConflict((oc) => oc.column('id').doUpdateSet({ data, updated_at: at }))
    .execute()
