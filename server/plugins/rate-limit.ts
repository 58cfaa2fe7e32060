import { createRequire } from 'node:module'

import rateLimit, { type RateLimitPluginOptions } from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'

import { AppError } from '../errors.ts'
import { redisReady } from '../lib/redis.ts'

type Counted = { current: number; ttl: number }
type Count = (key: string, cb: (err: Error | null, res?: Counted) => void, timeWindow: number, max: number) => void
interface Store {
  incr: Count
  read?: Count
  child(routeOptions: unknown): Store
}
type StoreParams = { continueExceeding: boolean; exponentialBackoff: boolean }

// The plugin's own two stores (no types are published for them).
const load = createRequire(import.meta.url)
const LocalStore = load('@fastify/rate-limit/store/LocalStore.js') as new (ce: boolean, eb: boolean) => Store
const RedisStore = load('@fastify/rate-limit/store/RedisStore.js') as new (
  ce: boolean,
  eb: boolean,
  redis: Redis,
  key: string,
) => Store

/**
 * Counts in Redis while it answers, else at once in this instance's memory: limits stay on
 * (per instance) when Redis goes away, and are shared again when it returns.
 */
class FallbackStore implements Store {
  private readonly redis: Redis
  private readonly shared: Store
  private readonly local: Store

  constructor(redis: Redis, shared: Store, local: Store) {
    this.redis = redis
    this.shared = shared
    this.local = local
  }

  incr: Count = (key, cb, timeWindow, max) => this.count('incr', key, cb, timeWindow, max)
  read: Count = (key, cb, timeWindow, max) => this.count('read', key, cb, timeWindow, max)

  child(routeOptions: unknown) {
    return new FallbackStore(this.redis, this.shared.child(routeOptions), this.local.child(routeOptions))
  }

  private count(op: 'incr' | 'read', key: string, cb: Parameters<Count>[1], timeWindow: number, max: number) {
    const local = () => this.local[op]!(key, cb, timeWindow, max)
    if (!redisReady(this.redis)) return local()
    this.shared[op]!(key, (err, res) => (err ? local() : cb(null, res)), timeWindow, max)
  }
}

const fallbackStoreFor = (redis: Redis) =>
  class extends FallbackStore {
    constructor(params: StoreParams) {
      const { continueExceeding: ce, exponentialBackoff: eb } = params
      super(redis, new RedisStore(ce, eb, redis, 'folio:rate-limit:'), new LocalStore(ce, eb))
    }
  }

/** The answer over a limit: 429 RATE_LIMITED, saying when to try again (`ttlMs` from now). */
export const tooManyRequests = (ttlMs: number, statusCode = 429) => {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000))
  return new AppError(
    statusCode,
    'RATE_LIMITED',
    `Too many requests. Please try again in ${seconds === 1 ? '1 second' : `${seconds} seconds`}.`,
  )
}

/**
 * Per-route limits (each route states its own `config.rateLimit`); counted in Redis when
 * REDIS_URL is set, so every server instance shares them, else in memory.
 */
export const registerRateLimit = async (app: FastifyInstance, redis?: Redis) => {
  const store = redis ? fallbackStoreFor(redis) : undefined
  await app.register(rateLimit, {
    global: false,
    ...(store ? { store: store as unknown as RateLimitPluginOptions['store'], skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => tooManyRequests(ctx.ttl, ctx.statusCode),
  })
  if (redis) {
    // Say once when shared limits stop (and when they come back), not on every reconnect try.
    let down = false
    let closing = false
    redis.on('close', () => {
      if (down || closing) return
      down = true
      app.log.warn('Redis is unavailable: rate limits and login throttles count per instance until it returns')
    })
    redis.on('ready', () => {
      if (!down) return
      down = false
      app.log.info('Redis is back: rate limits and login throttles are shared again')
    })
    app.addHook('onClose', async () => {
      closing = true
      redis.disconnect()
    })
  }
}
