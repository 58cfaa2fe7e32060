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

/** One of the site's settings (`copy`, `navigation`) as JSON text; undefined: never saved. */
export const findSetting = async (db: Q, name: string) =>
  (await db.selectFrom('site_settings').select('data').where('name', '=', name).executeTakeFirst())?.data

export const saveSetting = (db: Q, name: string, data: string, at: string) =>
  db
    .insertInto('site_settings')
    .values({ name, data, updated_at: at })
    .onConflict((oc) => oc.column('name').doUpdateSet({ data, updated_at: at }))
    .execute()
