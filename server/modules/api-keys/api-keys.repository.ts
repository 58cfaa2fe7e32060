import type { Kysely, Transaction } from 'kysely'

import type { ApiKeysTable, Database } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>
type NewKey = Omit<ApiKeysTable, 'id' | 'last_used_at'>

export const insertApiKey = (db: Q, row: NewKey) =>
  db
    .insertInto('api_keys')
    .values({ ...row, last_used_at: null })
    .returningAll()
    .executeTakeFirstOrThrow()

export const listApiKeys = (db: Q) => db.selectFrom('api_keys').selectAll().orderBy('id', 'desc').execute()

/** The key with this hash, with its owner's account state (one query on every keyed request). */
export const findApiKeyByHash = (db: Q, keyHash: string) =>
  db
    .selectFrom('api_keys')
    .innerJoin('users', 'users.id', 'api_keys.user_id')
    .select([
      'api_keys.id',
      'api_keys.user_id',
      'api_keys.scope',
      'api_keys.last_used_at',
      'users.is_active',
      'users.is_superuser',
    ])
    .where('api_keys.key_hash', '=', keyHash)
    .executeTakeFirst()

export const touchApiKey = (db: Q, id: number, at: string) =>
  db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute()

export const deleteApiKey = async (db: Q, id: number) =>
  Number((await db.deleteFrom('api_keys').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
