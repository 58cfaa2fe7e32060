import { randomBytes, randomInt } from 'node:crypto'

import argon2 from 'argon2'

/** OWASP Password Storage Cheat Sheet: argon2id, 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS)

export const verifyPassword = async (hash: string, password: string) => {
  try {
    return await argon2.verify(hash, password)
  } catch {
    // A malformed stored hash is a failed login, not a 500.
    return false
  }
}

/** True when a hash was made with weaker settings than today's and should be redone. */
export const passwordNeedsRehash = (hash: string) => {
  try {
    return argon2.needsRehash(hash, ARGON2_OPTIONS)
  } catch {
    return true
  }
}

let dummyHash: Promise<string> | undefined
/**
 * Verifies against a throw-away hash, so a login for an unknown email takes as long as one for
 * a known email and the timing does not tell which addresses have accounts.
 */
export const burnPasswordCheck = async (password: string) => {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  await verifyPassword(await dummyHash, password)
}

/** A random password that meets every SPEC.md §5 rule (upper, lower, digit, special, ≥ 8). */
export const generatePassword = () => {
  const pick = (chars: string) => chars[randomInt(chars.length)]!
  const required = [
    pick('ABCDEFGHJKLMNPQRSTUVWXYZ'),
    pick('abcdefghijkmnopqrstuvwxyz'),
    pick('23456789'),
    pick('!@#%^*-_+='),
  ]
  return randomBytes(15).toString('base64url') + required.join('')
}
