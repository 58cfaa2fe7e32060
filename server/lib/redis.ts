import { Redis } from 'ioredis'

/**
 * One Redis connection for shared state between server instances (rate limits, login throttle).
 * Settings suited to rate limiting: fail fast instead of queueing commands while Redis is away.
 */
export const createRedis = (url: string) => {
  const redis = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    lazyConnect: false,
  })
  // A lost connection is retried by ioredis; an unhandled 'error' event must not crash us.
  redis.on('error', () => {})
  return redis
}
