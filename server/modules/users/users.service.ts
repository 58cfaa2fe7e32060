import type { Kysely } from 'kysely'

import type { Register, User, UserUpdate } from '../../../core/schemas/auth.ts'
import { fromBool, nowIso, toBool } from '../../db/convert.ts'
import { guardUnique } from '../../db/errors.ts'
import type { Database, UserRow } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import {
  burnPasswordCheck,
  generatePassword,
  hashPassword,
  passwordNeedsRehash,
  verifyPassword,
} from '../auth/passwords.ts'
import { revokeUserTokens } from '../auth/refresh-tokens.repository.ts'
import * as repo from './users.repository.ts'

/** Where a superuser is created when nobody said which email to use. */
export const DEFAULT_ADMIN_EMAIL = 'admin@example.com'

/** The public shape of a user: never the password hash (UserSchema keeps it out too). */
export const toUser = (r: UserRow): User => ({
  id: r.id,
  email: r.email,
  username: r.username,
  full_name: r.full_name,
  is_active: toBool(r.is_active),
  is_superuser: toBool(r.is_superuser),
  created_at: r.created_at,
})

const taken = (email: boolean, username: boolean) => {
  const errors = [
    ...(email ? [{ loc: ['body', 'email'], msg: 'An account with this email already exists', type: 'taken' }] : []),
    ...(username ? [{ loc: ['body', 'username'], msg: 'This username is already taken', type: 'taken' }] : []),
  ]
  if (email && username) {
    return new AppError(409, 'ACCOUNT_EXISTS', 'This email and this username are already taken', errors)
  }
  return email
    ? new AppError(409, 'EMAIL_TAKEN', 'An account with this email already exists', errors)
    : new AppError(409, 'USERNAME_TAKEN', 'This username is already taken', errors)
}

const notFound = () => new AppError(404, 'USER_NOT_FOUND', 'User not found')

/** A username for an account that only has an email: its local part, made valid and unique. */
const usernameFor = async (db: Kysely<Database>, email: string) => {
  const base =
    (email.split('@')[0] ?? '')
      .replace(/\W+/g, '_')
      .replace(/^_+|_+$/g, '')
      .slice(0, 16) || 'admin'
  const padded = base.length >= 3 ? base : `${base}_admin`.slice(0, 16)
  for (let i = 0; i < 1000; i++) {
    const candidate = i === 0 ? padded : `${padded}${i}`
    if (!(await repo.findUserByUsername(db, candidate))) return candidate
  }
  throw new Error('could not find a free username')
}

export interface EnsureAdminResult {
  user: User
  action: 'created' | 'updated' | 'unchanged'
  /** Set only when this call made up the password: show it once, never store it. */
  generatedPassword?: string
}

export const createUsersService = ({ db }: { db: Kysely<Database> }) => {
  const assertAvailable = async (email: string | undefined, username: string | undefined, exceptId?: number) => {
    const [byEmail, byUsername] = await Promise.all([
      email ? repo.findUserByEmail(db, email) : undefined,
      username ? repo.findUserByUsername(db, username) : undefined,
    ])
    const emailTaken = !!byEmail && byEmail.id !== exceptId
    const usernameTaken = !!byUsername && byUsername.id !== exceptId
    if (emailTaken || usernameTaken) throw taken(emailTaken, usernameTaken)
  }

  /**
   * Two registrations racing past the check still meet the unique index: still a 409. Both
   * engines name the index (and so the column) in the message.
   */
  const uniqueGuard = <T>(write: () => Promise<T>) =>
    guardUnique(write, ({ message: m }) => taken(/email/i.test(m), /username/i.test(m) || !/email/i.test(m)))

  const insert = async (input: Register, superuser: boolean) => {
    const email = input.email.toLowerCase()
    await assertAvailable(email, input.username)
    const passwordHash = await hashPassword(input.password)
    const now = nowIso()
    const row = await uniqueGuard(() =>
      repo.insertUser(db, {
        email,
        username: input.username,
        full_name: input.full_name,
        password_hash: passwordHash,
        is_active: 1,
        is_superuser: fromBool(superuser),
        created_at: now,
        updated_at: now,
      }),
    )
    return toUser(row)
  }

  const getRow = async (id: number) => {
    const row = await repo.findUserById(db, id)
    if (!row) throw notFound()
    return row
  }

  const setPasswordRow = async (row: UserRow, password: string) => {
    const now = nowIso()
    const updated = await repo.updateUser(db, row.id, { password_hash: await hashPassword(password), updated_at: now })
    // A new password ends every session that the old one opened.
    await revokeUserTokens(db, row.id, now)
    return updated ?? row
  }

  return {
    /** Public registration: the account is never a superuser, whatever the body says. */
    register: (input: Register) => insert(input, false),

    /** Operators only (admin bootstrap, `npm run admin`). */
    createSuperuser: async (input: { email: string; password: string; username?: string; full_name?: string }) => {
      const email = input.email.toLowerCase()
      return insert(
        {
          email,
          password: input.password,
          username: input.username ?? (await usernameFor(db, email)),
          full_name: input.full_name ?? 'Administrator',
        },
        true,
      )
    },

    get: async (id: number) => toUser(await getRow(id)),

    listSuperusers: async () => (await repo.listSuperusers(db)).map(toUser),

    /** The row behind a valid access token, if the account still exists and is active. */
    findActive: async (id: number) => {
      const row = await repo.findUserById(db, id)
      return row && toBool(row.is_active) ? toUser(row) : undefined
    },

    /**
     * The account these credentials open, or undefined. Takes the same time whether or not the
     * email has an account.
     */
    verifyCredentials: async (email: string, password: string) => {
      const row = await repo.findUserByEmail(db, email.trim())
      if (!row) {
        await burnPasswordCheck(password)
        return undefined
      }
      if (!(await verifyPassword(row.password_hash, password))) return undefined
      // Hashes made with older, weaker settings are upgraded while the password is at hand.
      if (passwordNeedsRehash(row.password_hash)) {
        await repo.updateUser(db, row.id, { password_hash: await hashPassword(password) })
      }
      return row
    },

    /**
     * Updates the account. The caller has already checked `current_password` where the change
     * needs it (the auth service, throttled like sign-in): this does not hash it again.
     */
    updateMe: async (id: number, input: UserUpdate) => {
      await getRow(id)
      const email = input.email?.toLowerCase()
      await assertAvailable(email, input.username, id)
      const now = nowIso()
      const updated = await uniqueGuard(() =>
        repo.updateUser(db, id, {
          ...(email !== undefined ? { email } : {}),
          ...(input.username !== undefined ? { username: input.username } : {}),
          ...(input.full_name !== undefined ? { full_name: input.full_name } : {}),
          updated_at: now,
        }),
      )
      if (!updated) throw notFound()
      return toUser(input.password ? await setPasswordRow(updated, input.password) : updated)
    },

    /** `npm run admin -- reset-password`: also makes sure the account can sign in. */
    resetPassword: async (email: string, password: string) => {
      const row = await repo.findUserByEmail(db, email)
      if (!row) throw notFound()
      const updated = await setPasswordRow(row, password)
      return toUser((await repo.updateUser(db, updated.id, { is_active: 1 })) ?? updated)
    },

    /**
     * Start-up: ADMIN_EMAIL/ADMIN_PASSWORD name a superuser that must exist with that password.
     * With neither set and no superuser at all, one is created with a random password that the
     * caller shows once.
     */
    ensureAdmin: async (opts: { email?: string; password?: string }): Promise<EnsureAdminResult> => {
      const target = opts.email
        ? await repo.findUserByEmail(db, opts.email)
        : opts.password
          ? await repo.findFirstSuperuser(db)
          : undefined
      if (target) {
        let row = target
        let changed = false
        if (!toBool(row.is_superuser) || !toBool(row.is_active)) {
          row = (await repo.updateUser(db, row.id, { is_superuser: 1, is_active: 1, updated_at: nowIso() })) ?? row
          changed = true
        }
        if (opts.password && !(await verifyPassword(row.password_hash, opts.password))) {
          row = await setPasswordRow(row, opts.password)
          changed = true
        }
        return { user: toUser(row), action: changed ? 'updated' : 'unchanged' }
      }
      if (!opts.email && !opts.password) {
        const existing = await repo.findFirstSuperuser(db)
        if (existing) return { user: toUser(existing), action: 'unchanged' }
      }
      const password = opts.password ?? generatePassword()
      const email = (opts.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase()
      const user = await insert(
        { email, password, username: await usernameFor(db, email), full_name: 'Administrator' },
        true,
      )
      return { user, action: 'created', ...(opts.password ? {} : { generatedPassword: password }) }
    },
  }
}

export type UsersService = ReturnType<typeof createUsersService>
