import { createHash } from 'node:crypto'

import type { Redis } from 'ioredis'

import { AppError } from '../../errors.ts'
import { redisReady } from '../../lib/redis.ts'

export interface AttemptCount {
  count: number
  /** Milliseconds until the window (and the count) resets. */
  resetMs: number
}

/** Counts failures per key in a fixed window. */
export interface AttemptStore {
  hit(key: string, windowMs: number): Promise<AttemptCount>
  peek(key: string): Promise<AttemptCount>
  clear(key: string): Promise<void>
}

export class MemoryAttemptStore implements AttemptStore {
  private readonly entries = new Map<string, { count: number; resetAt: number }>()

  async hit(key: string, windowMs: number) {
    const now = Date.now()
    let e = this.entries.get(key)
    if (!e || e.resetAt <= now) {
      if (this.entries.size > 50_000) this.prune(now)
      e = { count: 0, resetAt: now + windowMs }
      this.entries.set(key, e)
    }
    e.count += 1
    return { count: e.count, resetMs: e.resetAt - now }
  }

  async peek(key: string) {
    const now = Date.now()
    const e = this.entries.get(key)
    return !e || e.resetAt <= now ? { count: 0, resetMs: 0 } : { count: e.count, resetMs: e.resetAt - now }
  }

  async clear(key: string) {
    this.entries.delete(key)
  }

  private prune(now: number) {
    for (const [k, e] of this.entries) if (e.resetAt <= now) this.entries.delete(k)
  }
}

/**
 * Shared by every server instance (REDIS_URL), so the limits hold behind a load balancer. While
 * Redis is away, this instance counts on its own (in memory) instead of letting guesses through.
 */
export class RedisAttemptStore implements AttemptStore {
  private readonly redis: Redis
  private readonly prefix: string
  private readonly local = new MemoryAttemptStore()

  constructor(redis: Redis, prefix = 'folio:login-fail:') {
    this.redis = redis
    this.prefix = prefix
  }

  async hit(key: string, windowMs: number) {
    const k = this.prefix + key
    return this.shared(
      async () => {
        const res = await this.redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec()
        const count = Number(res?.[0]?.[1] ?? 1)
        const ttl = Number(res?.[2]?.[1] ?? windowMs)
        return { count, resetMs: ttl > 0 ? ttl : windowMs }
      },
      () => this.local.hit(key, windowMs),
    )
  }

  async peek(key: string) {
    const k = this.prefix + key
    return this.shared(
      async () => {
        const res = await this.redis.multi().get(k).pttl(k).exec()
        const count = Number(res?.[0]?.[1] ?? 0)
        const ttl = Number(res?.[1]?.[1] ?? 0)
        return ttl > 0 ? { count, resetMs: ttl } : { count: 0, resetMs: 0 }
      },
      () => this.local.peek(key),
    )
  }

  async clear(key: string) {
    await this.local.clear(key)
    await this.shared(
      () => this.redis.del(this.prefix + key),
      async () => 0,
    )
  }

  private async shared<T>(remote: () => Promise<T>, local: () => Promise<T>): Promise<T> {
    if (!redisReady(this.redis)) return local()
    try {
      return await remote()
    } catch {
      return local()
    }
  }
}

export interface ThrottleLimits {
  /** Failed logins per account (email) per window. */
  perAccount: number
  /** Failed logins per client IP per window. */
  perIp: number
  windowMs: number
}

export const DEFAULT_LOGIN_LIMITS: ThrottleLimits = { perAccount: 5, perIp: 20, windowMs: 15 * 60_000 }

const hashKey = (kind: string, value: string) =>
  `${kind}:${createHash('sha256').update(value).digest('base64url').slice(0, 32)}`

/**
 * Slows password guessing: after too many failures for one account, or from one address, every
 * login attempt for it is refused with 429 + Retry-After until the window ends, right or wrong
 * password alike (so the 429 does not tell a correct guess either).
 */
export class LoginThrottle {
  private readonly store: AttemptStore
  private readonly limits: ThrottleLimits
  /** The last queued password check per account and per address (this instance). */
  private readonly queues = new Map<string, Promise<unknown>>()

  constructor(store: AttemptStore, limits: ThrottleLimits = DEFAULT_LOGIN_LIMITS) {
    this.store = store
    this.limits = limits
  }

  /**
   * 429 while the account or the address is over its limit. `kind` only picks the sentence:
   * a sign-in, or a re-check of the password of a signed-in account (same counts).
   */
  async check(ip: string, email: string, kind: 'login' | 'password' = 'login') {
    const [acct, addr] = await Promise.all([
      this.store.peek(hashKey('acct', email.toLowerCase())),
      this.store.peek(hashKey('ip', ip)),
    ])
    const blocked = [
      acct.count >= this.limits.perAccount ? acct.resetMs : 0,
      addr.count >= this.limits.perIp ? addr.resetMs : 0,
    ]
    const waitMs = Math.max(...blocked)
    if (waitMs > 0) throw tooManyAttempts(waitMs, kind)
  }

  async fail(ip: string, email: string) {
    await Promise.all([
      this.store.hit(hashKey('acct', email.toLowerCase()), this.limits.windowMs),
      this.store.hit(hashKey('ip', ip), this.limits.windowMs),
    ])
  }

  /**
   * Runs `check` after every earlier one for the same account and the same address (in this
   * instance). Checked one at a time, a burst of parallel guesses meets the limit after 5 instead
   * of every one of them costing an argon2 hash (19 MiB) before the first failure is counted.
   */
  async oneAtATime<T>(ip: string, email: string, check: () => Promise<T>): Promise<T> {
    return this.queued(hashKey('ip', ip), () => this.queued(hashKey('acct', email.toLowerCase()), check))
  }

  private async queued<T>(key: string, run: () => Promise<T>): Promise<T> {
    const before = this.queues.get(key) ?? Promise.resolve()
    const mine = before.then(run)
    // The next in line waits for this one to settle, whatever its outcome.
    const tail = mine.then(
      () => undefined,
      () => undefined,
    )
    this.queues.set(key, tail)
    try {
      return await mine
    } finally {
      if (this.queues.get(key) === tail) this.queues.delete(key)
    }
  }

  /** A correct password clears the account's count (not the address's). */
  async succeed(email: string) {
    await this.store.clear(hashKey('acct', email.toLowerCase()))
  }
}

const tooManyAttempts = (waitMs: number, kind: 'login' | 'password') => {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  const minutes = Math.ceil(seconds / 60)
  const wait = seconds < 60 ? `${seconds} seconds` : minutes === 1 ? 'a minute' : `${minutes} minutes`
  const err =
    kind === 'login'
      ? new AppError(429, 'TOO_MANY_LOGIN_ATTEMPTS', `Too many failed login attempts. Please try again in ${wait}.`)
      : new AppError(
          429,
          'TOO_MANY_PASSWORD_ATTEMPTS',
          `Too many wrong passwords. For your security, please try again in ${wait}.`,
        )
  err.headers = { 'retry-after': String(seconds) }
  return err
}
