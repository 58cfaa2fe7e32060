import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'

/**
 * A 256-bit key for one purpose, derived with HKDF-SHA256 from the server's master secret
 * (ENCRYPTION_KEY when set, else the JWT secret), so no second secret has to be configured and
 * each use gets its own key.
 */
export const deriveKey = (master: Uint8Array | string, purpose: string) =>
  Buffer.from(hkdfSync('sha256', master, 'folio', purpose, 32))

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url), authenticated, a fresh IV each time. */
export const seal = (key: Buffer, plain: string) => {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.')
}

/** The plain text, or undefined when the box was sealed with another key or tampered with. */
export const open = (key: Buffer, sealed: string): string | undefined => {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) return undefined
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return undefined
  }
}
