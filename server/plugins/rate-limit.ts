import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import type { Redis } from 'ioredis'

import { AppError } from '../errors.ts'

/**
 * Per-route limits (each route states its own `config.rateLimit`); counted in Redis when
 * REDIS_URL is set, so every server instance shares them, else in memory.
 */
export const registerRateLimit = async (app: FastifyInstance, redis?: Redis) => {
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'folio:rate-limit:', skipOnError: true } : {}),
    errorResponseBuilder: (_req, ctx) => {
      const seconds = Math.max(1, Math.ceil(ctx.ttl / 1000))
      return new AppError(
        ctx.statusCode,
        'RATE_LIMITED',
        `Too many requests. Please try again in ${seconds === 1 ? '1 second' : `${seconds} seconds`}.`,
      )
    },
  })
  if (redis) {
    app.addHook('onClose', async () => {
      redis.disconnect()
    })
  }
}
