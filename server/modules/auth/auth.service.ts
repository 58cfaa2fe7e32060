import { createHash, randomBytes, randomUUID } from 'node:crypto'

import type { Kysely, Transaction } from 'kysely'

import type { TokenResponse, User } from '../../../core/schemas/auth.ts'
import { nowIso, toBool } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import type { UsersService } from '../users/users.service.ts'
import { ACCESS_TOKEN_TTL_S, signAccessToken, verifyAccessToken } from './jwt.ts'
import type { LoginThrottle } from './login-throttle.ts'
import * as tokens from './refresh-tokens.repository.ts'

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000

const badCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password')
const badRefresh = () => new AppError(401, 'INVALID_REFRESH_TOKEN', 'Invalid or expired refresh token')
export const noRefreshToken = () => new AppError(401, 'NO_REFRESH_TOKEN', 'No refresh token available')

/** Only a hash of a refresh token is stored: a database leak does not hand out sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface AuthDeps {
  db: Kysely<Database>
  users: UsersService
  throttle: LoginThrottle
  /** The HS256 key; resolved once (JWT_SECRET or the data folder's generated secret). */
  secret: () => Promise<Uint8Array>
}

export const createAuthService = ({ db, users, throttle, secret }: AuthDeps) => {
  /** Issues an access token and a refresh token; a new login starts a new token family. */
  const issue = async (
    userId: number,
    familyId: string = randomUUID(),
    q: Kysely<Database> | Transaction<Database> = db,
  ): Promise<TokenResponse> => {
    const refresh = randomBytes(32).toString('base64url')
    const now = Date.now()
    await tokens.insertRefreshToken(q, {
      user_id: userId,
      family_id: familyId,
      token_hash: hashToken(refresh),
      expires_at: new Date(now + REFRESH_TOKEN_TTL_MS).toISOString(),
      used_at: null,
      revoked_at: null,
      created_at: new Date(now).toISOString(),
    })
    return {
      access_token: await signAccessToken(await secret(), userId),
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
    }
  }

  return {
    issue,

    login: async (email: string, password: string, ip: string): Promise<TokenResponse> => {
      await throttle.check(ip, email)
      const row = await users.verifyCredentials(email, password)
      if (!row) {
        await throttle.fail(ip, email)
        throw badCredentials()
      }
      await throttle.succeed(email)
      if (!toBool(row.is_active)) throw new AppError(403, 'ACCOUNT_DISABLED', 'This account is disabled')
      return issue(row.id)
    },

    /**
     * Rotation with reuse detection: each refresh token works once. Presenting one that was
     * already spent (or revoked) means it leaked; the whole family is revoked, so the thief's
     * copy and the owner's current token both stop working.
     */
    refresh: async (token: string | undefined): Promise<TokenResponse> => {
      if (!token) throw noRefreshToken()
      const row = await tokens.findRefreshToken(db, hashToken(token))
      if (!row) throw badRefresh()
      const now = nowIso()
      if (row.used_at || row.revoked_at) {
        await tokens.revokeFamily(db, row.family_id, now)
        throw badRefresh()
      }
      if (row.expires_at <= now) throw badRefresh()
      const user = await users.findActive(row.user_id)
      if (!user) {
        await tokens.revokeFamily(db, row.family_id, now)
        throw badRefresh()
      }
      // Spend and replace in one transaction: a concurrent second use waits on the row, finds
      // it spent, and its family revocation then also reaches the replacement.
      const pair = await db
        .transaction()
        .execute(async (trx) =>
          (await tokens.spendRefreshToken(trx, row.id, now)) ? issue(user.id, row.family_id, trx) : undefined,
        )
      if (!pair) {
        // Lost a race with another use of the same token: that is reuse too.
        await tokens.revokeFamily(db, row.family_id, now)
        throw badRefresh()
      }
      return pair
    },

    /** Ends the session the refresh token belongs to; an unknown token is ignored. */
    logout: async (token: string | undefined) => {
      if (!token) return
      const row = await tokens.findRefreshToken(db, hashToken(token))
      if (row) await tokens.revokeFamily(db, row.family_id, nowIso())
    },

    /** The active user an access token names, else a 401. */
    authenticate: async (accessToken: string | undefined): Promise<User> => {
      const id = accessToken ? await verifyAccessToken(await secret(), accessToken) : undefined
      const user = id === undefined ? undefined : await users.findActive(id)
      if (!user) throw new AppError(401, 'NOT_AUTHENTICATED', 'Could not validate credentials')
      return user
    },
  }
}

export type AuthService = ReturnType<typeof createAuthService>
