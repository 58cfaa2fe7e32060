import { randomBytes } from 'node:crypto'
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import { jwtVerify, SignJWT } from 'jose'

export const ACCESS_TOKEN_TTL_S = 15 * 60
const ISSUER = 'folio'
const ALG = 'HS256'
export const JWT_SECRET_FILE = 'jwt-secret'

/**
 * The signing key: JWT_SECRET when set, else a random one generated on first start and kept in
 * the data folder (mode 600), so tokens survive restarts without anyone having to configure one.
 */
export const loadJwtSecret = async (opts: { secret?: string; dataDir: string }): Promise<Uint8Array> => {
  if (opts.secret) return new TextEncoder().encode(opts.secret)
  const file = join(opts.dataDir, JWT_SECRET_FILE)
  const existing = await readSecret(file)
  if (existing) return new TextEncoder().encode(existing)
  await mkdir(opts.dataDir, { recursive: true })
  const secret = randomBytes(48).toString('base64url')
  try {
    // 'wx': when two processes start at once, the first one's secret wins and both use it.
    await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' })
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
    const raced = await readSecret(file)
    if (!raced) throw new Error(`${file} is empty; delete it to generate a new JWT secret`, { cause: err })
    return new TextEncoder().encode(raced)
  }
  await chmod(file, 0o600)
  return new TextEncoder().encode(secret)
}

const readSecret = async (file: string) => {
  try {
    const text = (await readFile(file, 'utf8')).trim()
    return text.length >= 32 ? text : undefined
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
    throw err
  }
}

/** `sessionId` (claim `sid`) names the refresh-token family, so the sessions list knows "this device". */
export const signAccessToken = (key: Uint8Array, userId: number, sessionId?: string) =>
  new SignJWT(sessionId ? { sid: sessionId } : {})
    .setProtectedHeader({ alg: ALG, typ: 'JWT' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
    .sign(key)

/**
 * The user id an access token names and the session (refresh-token family) it was issued for,
 * or undefined when the token is not one of ours: a bad signature, another algorithm (incl.
 * `none`), expired, or claims missing.
 */
export const verifyAccessClaims = async (
  key: Uint8Array,
  token: string,
): Promise<{ userId: number; sessionId?: string } | undefined> => {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALG],
      issuer: ISSUER,
      requiredClaims: ['sub', 'iat', 'exp'],
    })
    const id = Number(payload.sub)
    if (!Number.isSafeInteger(id) || id <= 0) return undefined
    return { userId: id, ...(typeof payload.sid === 'string' ? { sessionId: payload.sid } : {}) }
  } catch {
    return undefined
  }
}
