import { createRequire } from 'node:module'

import type * as IORedis from 'ioredis'

type Redis = IORedis.Redis

/** ioredis (~20 MB resident) is loaded only where REDIS_URL is set, when the connection is made. */
const loadIoredis = () => createRequire(import.meta.url)('ioredis') as typeof IORedis

/**
 * One Redis connection for shared state between server instances (rate limits, login throttle,
 * cache invalidation). It never makes a request wait for Redis: a command fails at once while
 * the connection is down (no offline queue, no retries) and after 500 ms when Redis stops
 * answering, so callers fall back to this instance's own state. Reconnects every ≤ 2 s.
 */
export const createRedis = (url: string) => {
  const redis = new (loadIoredis().Redis)(url, {
    connectTimeout: 1000,
    commandTimeout: 500,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
    lazyConnect: false,
  })
  // A lost connection is retried by ioredis; an unhandled 'error' event must not crash us.
  redis.on('error', () => {})
  return redis
}

/** Whether shared state can be used right now (else fall back to this instance's). */
export const redisReady = (redis: Redis) => redis.status === 'ready'
