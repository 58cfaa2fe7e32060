import { createHash, randomBytes } from 'node:crypto'

import type { Kysely, Selectable } from 'kysely'

import type { ApiKey, ApiKeyCreate, ApiKeyCreated, ApiKeyScope } from '../../../core/schemas/api-key.ts'
import { nowIso, toBool } from '../../db/convert.ts'
import type { ApiKeysTable, Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import * as repo from './api-keys.repository.ts'

/** Every key starts so: it tells a key from an access token (a JWT, which has dots) at a glance. */
export const API_KEY_PREFIX = 'folio_'

/** `last_used_at` is written at a key's first use, then at most once a minute (not on every request). */
const TOUCH_EVERY_MS = 60_000

/**
 * SHA-256 of the secret. A key is 256 random bits, so a fast hash is enough: nobody can guess
 * it back from the hash, unlike a password (which needs scrypt because people choose it).
 */
const hashOf = (secret: string) => createHash('sha256').update(secret).digest('base64url')

const toApiKey = (row: Selectable<ApiKeysTable>): ApiKey => ({
  id: row.id,
  name: row.name,
  scope: row.scope,
  hint: row.hint,
  created_at: row.created_at,
  last_used_at: row.last_used_at,
})

/** A key that opened a request: whose it is and what it may do. */
export interface ApiKeyAccess {
  id: number
  userId: number
  scope: ApiKeyScope
  /** What its requests are counted under (part of its hash: unique across sites sharing one Redis). */
  counter: string
}

export const createApiKeysService = ({ db }: { db: Kysely<Database> }) => ({
  /** A new key for this owner: the answer is the only place its secret ever appears. */
  create: async (userId: number, input: ApiKeyCreate): Promise<ApiKeyCreated> => {
    const key = API_KEY_PREFIX + randomBytes(32).toString('base64url')
    const row = await repo.insertApiKey(db, {
      user_id: userId,
      name: input.name,
      scope: input.scope,
      key_hash: hashOf(key),
      hint: key.slice(-4),
      created_at: nowIso(),
    })
    return { ...toApiKey(row), key }
  },

  list: async () => (await repo.listApiKeys(db)).map(toApiKey),

  remove: async (id: number) => {
    if (!(await repo.deleteApiKey(db, id))) throw new AppError(404, 'API_KEY_NOT_FOUND', 'API key not found')
  },

  /**
   * The key this secret is, looked up by its hash on every request (a revoked key fails at once
   * on every instance: there is no cache to forget); undefined for an unknown or revoked key, or
   * one whose owner's account is closed or no longer an administrator.
   */
  authenticate: async (secret: string): Promise<ApiKeyAccess | undefined> => {
    const hash = hashOf(secret)
    const row = await repo.findApiKeyByHash(db, hash)
    if (!row || !toBool(row.is_active) || !toBool(row.is_superuser)) return undefined
    const now = Date.now()
    if (!row.last_used_at || now - Date.parse(row.last_used_at) >= TOUCH_EVERY_MS) {
      await repo.touchApiKey(db, row.id, new Date(now).toISOString())
    }
    return { id: row.id, userId: row.user_id, scope: row.scope, counter: hash.slice(0, 22) }
  },
})
