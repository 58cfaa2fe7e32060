import { createHash, randomInt, randomUUID } from 'node:crypto'

import { jwtVerify, SignJWT } from 'jose'
import type { Kysely, Transaction } from 'kysely'
import { Secret, TOTP } from 'otpauth'

import { RECOVERY_CODE_COUNT, type TwoFactorSetup } from '../../../core/schemas/auth.ts'
import { nowIso } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { deriveKey, open, seal } from '../../lib/secret-box.ts'
import * as repo from './two-factor.repository.ts'

// RFC 6238 as every authenticator app expects it: SHA-1, 6 digits, 30-second steps; a code of
// the previous or next step is accepted too (clock drift), and each step works once.
const PERIOD_S = 30
const WINDOW = 1
const totpFor = (secret: Secret, label = '') =>
  new TOTP({ issuer: 'Folio', label, algorithm: 'SHA1', digits: 6, period: PERIOD_S, secret })

const CHALLENGE_TTL = '5m'
const CHALLENGE_ISSUER = 'folio:2fa'

// Recovery codes: 10 characters from an alphabet without look-alikes (about 49 bits each),
// shown as xxxxx-xxxxx; typed with or without the dash, in any case.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const newRecoveryCode = () => {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '')
/** The codes are random and long, so a plain SHA-256 is enough to make a leaked table useless. */
const hashRecoveryCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex')
const isTotpCode = (code: string) => /^\d{6}$/.test(code.replace(/\s+/g, ''))

export const invalidCodeError = () =>
  new AppError(422, 'VALIDATION_ERROR', 'Invalid code', [
    { loc: ['body', 'code'], msg: 'Invalid code', type: 'invalid' },
  ])

export interface TwoFactorDeps {
  db: Kysely<Database>
  /** ENCRYPTION_KEY when set, else the JWT secret: the master key the 2FA keys are derived from. */
  masterKey: () => Promise<Uint8Array | string>
}

export const createTwoFactorService = ({ db, masterKey }: TwoFactorDeps) => {
  let keys: Promise<{ secrets: Buffer; challenges: Buffer }> | undefined
  const getKeys = () =>
    (keys ??= masterKey().then((m) => ({
      secrets: deriveKey(m, 'folio totp secrets v1'),
      challenges: deriveKey(m, 'folio 2fa challenge v1'),
    })))

  /**
   * Accepts a current authenticator code once: the step it belongs to must be later than the
   * last one accepted for the account (a replay, even within its 30 seconds, is refused).
   */
  const useTotp = async (userId: number, sealed: string, code: string) => {
    const plain = open((await getKeys()).secrets, sealed)
    // Sealed with another key (JWT_SECRET changed without ENCRYPTION_KEY): only recovery codes work.
    if (!plain) return false
    const now = Date.now()
    const delta = totpFor(Secret.fromBase32(plain)).validate({
      token: code.replace(/\s+/g, ''),
      timestamp: now,
      window: WINDOW,
    })
    if (delta === null) return false
    return repo.claimStep(db, userId, Math.floor(now / 1000 / PERIOD_S) + delta)
  }

  const enabledRow = async (userId: number) => {
    const row = await repo.findTwoFactor(db, userId)
    return row?.enabled_at ? row : undefined
  }

  return {
    isEnabled: async (userId: number) => !!(await enabledRow(userId)),

    /** A new secret, not active until confirmed with a code (enable). */
    setup: async (user: { id: number; email: string }): Promise<TwoFactorSetup> => {
      if (await enabledRow(user.id)) {
        throw new AppError(409, 'TWO_FACTOR_ENABLED', 'Two-factor sign-in is already enabled')
      }
      const secret = new Secret({ size: 20 })
      await repo.savePendingSecret(db, user.id, seal((await getKeys()).secrets, secret.base32), nowIso())
      const otpauthUrl = totpFor(secret, user.email).toString()
      const { default: QRCode } = await import('qrcode')
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 })
      return {
        secret: secret.base32,
        otpauth_url: otpauthUrl,
        qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      }
    },

    /** Confirms the pending secret with one code; answers the 10 recovery codes, shown once. */
    enable: async (userId: number, code: string): Promise<string[]> => {
      const row = await repo.findTwoFactor(db, userId)
      if (!row) throw new AppError(409, 'TWO_FACTOR_NOT_SET_UP', 'Start the two-factor setup first')
      if (row.enabled_at) throw new AppError(409, 'TWO_FACTOR_ENABLED', 'Two-factor sign-in is already enabled')
      if (!(await useTotp(userId, row.secret, code))) throw invalidCodeError()
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
      const now = nowIso()
      await db.transaction().execute(async (trx) => {
        await repo.replaceRecoveryCodes(trx, userId, codes.map(hashRecoveryCode), now)
        await repo.markEnabled(trx, userId, now)
      })
      return codes
    },

    /** True when `code` is a current authenticator code or an unused recovery code; it is spent. */
    useCode: async (userId: number, code: string) => {
      const row = await enabledRow(userId)
      if (!row) return false
      if (isTotpCode(code)) return useTotp(userId, row.secret, code)
      return repo.useRecoveryCode(db, userId, hashRecoveryCode(code), nowIso())
    },

    disable: (userId: number) => repo.deleteTwoFactor(db, userId),

    /**
     * The opaque token that carries a correct password to the code step; 5 minutes, signed. Its
     * id (`jti`) is recorded when it opens a session, so it works once.
     */
    issueChallenge: async (userId: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(CHALLENGE_ISSUER)
        .setJti(randomUUID())
        .setIssuedAt()
        .setExpirationTime(CHALLENGE_TTL)
        .sign((await getKeys()).challenges),

    /**
     * The account a challenge was issued for, its id and expiry, or undefined (forged, expired,
     * another kind, or already used to sign in).
     */
    readChallenge: async (challenge: string) => {
      let payload
      try {
        ;({ payload } = await jwtVerify(challenge, (await getKeys()).challenges, {
          algorithms: ['HS256'],
          issuer: CHALLENGE_ISSUER,
          requiredClaims: ['sub', 'exp', 'jti'],
        }))
      } catch {
        return undefined
      }
      const userId = Number(payload.sub)
      if (!Number.isSafeInteger(userId) || userId <= 0 || !payload.jti || !payload.exp) return undefined
      if (await repo.isChallengeSpent(db, payload.jti)) return undefined
      return { userId, id: payload.jti, expiresAt: new Date(payload.exp * 1000).toISOString() }
    },

    /** Records a challenge as used; false when another request used it first. */
    spendChallenge: (
      q: Kysely<Database> | Transaction<Database>,
      challenge: { id: string; userId: number; expiresAt: string },
    ) =>
      repo.spendChallenge(
        q,
        { id: challenge.id, user_id: challenge.userId, expires_at: challenge.expiresAt },
        nowIso(),
      ),
  }
}
