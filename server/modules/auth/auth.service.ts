import { createHash, randomBytes, randomUUID } from 'node:crypto'

import type { Kysely, Transaction } from 'kysely'

import type { LoginResponse, Session, TokenResponse, User, UserUpdate } from '../../../core/schemas/auth.ts'
import { nowIso, toBool } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import type { UsersService } from '../users/users.service.ts'
import { ACCESS_TOKEN_TTL_S, signAccessToken, verifyAccessClaims } from './jwt.ts'
import type { LoginThrottle } from './login-throttle.ts'
import * as tokens from './refresh-tokens.repository.ts'
import { createTwoFactorService, invalidCodeError } from './two-factor.service.ts'

export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 3600 * 1000

const badCredentials = () => new AppError(401, 'INVALID_CREDENTIALS', 'Incorrect email or password')
const badRefresh = () => new AppError(401, 'INVALID_REFRESH_TOKEN', 'Invalid or expired refresh token')
export const noRefreshToken = () => new AppError(401, 'NO_REFRESH_TOKEN', 'No refresh token available')
const badCode = () => new AppError(401, 'INVALID_2FA_CODE', 'Invalid authentication code')
const badChallenge = () =>
  new AppError(401, 'INVALID_2FA_CHALLENGE', 'Your sign-in has expired. Please enter your password again.')
const sessionNotFound = () => new AppError(404, 'SESSION_NOT_FOUND', 'Session not found')
// A wrong password of a signed-in account is a 400, never a 401: a 401 tells the web app that
// its token is no good, and it signs the owner out.
const wrongCurrentPassword = () =>
  new AppError(400, 'INVALID_CURRENT_PASSWORD', 'Current password is incorrect', [
    { loc: ['body', 'current_password'], msg: 'Current password is incorrect', type: 'invalid' },
  ])
const wrongPassword = () =>
  new AppError(400, 'INVALID_PASSWORD', 'Password is incorrect', [
    { loc: ['body', 'password'], msg: 'Password is incorrect', type: 'invalid' },
  ])
const currentPasswordRequired = () =>
  new AppError(422, 'VALIDATION_ERROR', 'Current password is required to change the email', [
    { loc: ['body', 'current_password'], msg: 'Current password is required to change the email', type: 'missing' },
  ])

/** Who is signing in from where: kept with the session for the sessions list. */
export interface ClientInfo {
  ip: string
  userAgent?: string | undefined
}
const USER_AGENT_MAX = 512

/**
 * The code step has its own per-account count (a correct password must not reset it), keyed by
 * email like the password's, so sites sharing one Redis never share a count.
 */
const codeThrottleKey = (email: string) => `2fa:${email.toLowerCase()}`

/** Only a hash of a refresh token is stored: a database leak does not hand out sessions. */
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export interface AuthDeps {
  db: Kysely<Database>
  users: UsersService
  throttle: LoginThrottle
  /** The HS256 key; resolved once (JWT_SECRET or the data folder's generated secret). */
  secret: () => Promise<Uint8Array>
  /** ENCRYPTION_KEY: when set, two-factor secrets are sealed with a key derived from it. */
  encryptionKey?: string | undefined
}

export const createAuthService = ({ db, users, throttle, secret, encryptionKey }: AuthDeps) => {
  const twoFactor = createTwoFactorService({ db, masterKey: async () => encryptionKey ?? (await secret()) })

  /** Issues an access token and a refresh token; a new login starts a new token family. */
  const issue = async (
    userId: number,
    client?: ClientInfo,
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
      user_agent: client?.userAgent?.slice(0, USER_AGENT_MAX) || null,
      ip: client?.ip ?? null,
    })
    return {
      access_token: await signAccessToken(await secret(), userId, familyId),
      refresh_token: refresh,
      token_type: 'bearer',
      expires_in: ACCESS_TOKEN_TTL_S,
    }
  }

  /** The session (token family) an access token belongs to. */
  const sessionOf = async (accessToken: string | undefined) =>
    accessToken ? (await verifyAccessClaims(await secret(), accessToken))?.sessionId : undefined

  /**
   * A second factor for this account, throttled like passwords (429 after 5 misses), one check
   * at a time so that parallel guesses cannot all slip in before the count.
   */
  const checkCode = (user: User, code: string, ip: string) => {
    const key = codeThrottleKey(user.email)
    return throttle.oneAtATime(ip, key, async () => {
      await throttle.check(ip, key)
      if (!(await twoFactor.useCode(user.id, code))) {
        await throttle.fail(ip, key)
        return false
      }
      await throttle.succeed(key)
      return true
    })
  }

  /**
   * Re-checks the password of a signed-in account before a sensitive change, so a stolen access
   * token is not enough. Throttled like sign-in, on the same per-account and per-address counts:
   * over the limit it answers 429 before hashing anything, the right password included.
   */
  const confirmPassword = (user: User, password: string, ip: string, wrong: () => AppError) =>
    throttle.oneAtATime(ip, user.email, async () => {
      await throttle.check(ip, user.email, 'password')
      if (!(await users.verifyCredentials(user.email, password))) {
        await throttle.fail(ip, user.email)
        throw wrong()
      }
      await throttle.succeed(user.email)
    })

  return {
    issue,
    twoFactor,

    /**
     * PUT /auth/me. A new password or another email needs the current password; the name, the
     * username and the unchanged email (a client sending the whole form) do not.
     */
    updateMe: async (user: User, input: UserUpdate, ip: string): Promise<User> => {
      const newEmail = input.email !== undefined && input.email.toLowerCase() !== user.email.toLowerCase()
      if (input.password || newEmail) {
        if (!input.current_password) throw currentPasswordRequired()
        await confirmPassword(user, input.current_password, ip, wrongCurrentPassword)
      }
      return users.updateMe(user.id, input)
    },

    /** A new, not yet active secret; only with the account's password. */
    setupTwoFactor: async (user: User, password: string, ip: string) => {
      await confirmPassword(user, password, ip, wrongPassword)
      return twoFactor.setup(user)
    },

    /**
     * Confirms the setup with a code; every other session ends, so one opened with the password
     * alone cannot go on without the second factor. The caller's session stays.
     */
    enableTwoFactor: async (userId: number, code: string, currentSessionId: string | undefined) => {
      const codes = await twoFactor.enable(userId, code)
      await tokens.revokeOtherFamilies(db, userId, currentSessionId, nowIso())
      return codes
    },

    /** Tokens, or a challenge for the code step when the account has two-factor sign-in. */
    login: async (email: string, password: string, client: ClientInfo): Promise<LoginResponse> => {
      const row = await throttle.oneAtATime(client.ip, email, async () => {
        await throttle.check(client.ip, email)
        const found = await users.verifyCredentials(email, password)
        if (!found) {
          await throttle.fail(client.ip, email)
          throw badCredentials()
        }
        await throttle.succeed(email)
        return found
      })
      if (!toBool(row.is_active)) throw new AppError(403, 'ACCOUNT_DISABLED', 'This account is disabled')
      if (await twoFactor.isEnabled(row.id)) {
        return { two_factor_required: true, challenge: await twoFactor.issueChallenge(row.id) }
      }
      return issue(row.id, client)
    },

    /** The code step of a two-factor sign-in: an authenticator or recovery code → tokens. */
    verifyTwoFactor: async (challenge: string, code: string, client: ClientInfo): Promise<TokenResponse> => {
      const read = await twoFactor.readChallenge(challenge)
      const user = read && (await users.findActive(read.userId))
      if (!read || !user) throw badChallenge()
      // A wrong code leaves the challenge usable; the first right one spends it.
      if (!(await checkCode(user, code, client.ip))) throw badCode()
      const pair = await db
        .transaction()
        .execute(async (trx) =>
          (await twoFactor.spendChallenge(trx, read)) ? issue(user.id, client, undefined, trx) : undefined,
        )
      // Another request used the same challenge a moment earlier.
      if (!pair) throw badChallenge()
      return pair
    },

    /** Turning two-factor sign-in off takes the password and a code (authenticator or recovery). */
    disableTwoFactor: async (user: User, password: string, code: string, ip: string) => {
      await confirmPassword(user, password, ip, wrongPassword)
      if (!(await twoFactor.isEnabled(user.id))) {
        throw new AppError(409, 'TWO_FACTOR_DISABLED', 'Two-factor sign-in is not enabled')
      }
      if (!(await checkCode(user, code, ip))) throw invalidCodeError()
      await twoFactor.disable(user.id)
    },

    sessionOf,

    /** GET /auth/sessions: the caller's own session is marked `current`. */
    listSessions: async (userId: number, currentSessionId: string | undefined): Promise<Session[]> => {
      const rows = await tokens.listSessions(db, userId, nowIso())
      // This device first, then the most recently used.
      rows.sort((a, b) => Number(b.id === currentSessionId) - Number(a.id === currentSessionId))
      return rows.map((r) => ({
        id: r.id,
        created_at: r.created_at ?? r.last_used_at,
        last_used_at: r.last_used_at,
        user_agent: r.user_agent,
        ip: r.ip,
        current: r.id === currentSessionId,
      }))
    },

    /** Ends a session of this account at once: its refresh token is refused from now on. */
    revokeSession: async (userId: number, sessionId: string) => {
      if (!(await tokens.revokeUserFamily(db, userId, sessionId, nowIso()))) throw sessionNotFound()
    },

    /** "Sign out everywhere else". */
    revokeOtherSessions: async (userId: number, currentSessionId: string | undefined) => {
      await tokens.revokeOtherFamilies(db, userId, currentSessionId, nowIso())
    },

    /**
     * Rotation with reuse detection: each refresh token works once. Presenting one that was
     * already spent (or revoked) means it leaked; the whole family is revoked, so the thief's
     * copy and the owner's current token both stop working.
     */
    refresh: async (token: string | undefined, client?: ClientInfo): Promise<TokenResponse> => {
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
          (await tokens.spendRefreshToken(trx, row.id, now))
            ? issue(
                user.id,
                { ip: client?.ip ?? row.ip ?? '', userAgent: client?.userAgent || (row.user_agent ?? undefined) },
                row.family_id,
                trx,
              )
            : undefined,
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

    /**
     * The active user an access token names, else a 401. A token of a session that was signed
     * out (logout, "Sign out", a password change, refresh-token reuse) stops working at once.
     */
    authenticate: async (accessToken: string | undefined): Promise<User> => {
      const claims = accessToken ? await verifyAccessClaims(await secret(), accessToken) : undefined
      const [user, live] = claims
        ? await Promise.all([
            users.findActive(claims.userId),
            claims.sessionId ? tokens.isFamilyLive(db, claims.sessionId) : true,
          ])
        : []
      if (!user || !live) throw new AppError(401, 'NOT_AUTHENTICATED', 'Could not validate credentials')
      return user
    },
  }
}
