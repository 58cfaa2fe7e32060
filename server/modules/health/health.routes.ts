import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import pkg from '../../../package.json' with { type: 'json' }

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  /** Only when REDIS_URL is set (API.md, Several instances). */
  redis: z.enum(['ok', 'unavailable']).optional(),
  /** Only when S3_BUCKET is set: whether the bucket answers (README, Running in production). */
  uploads: z.enum(['ok', 'unavailable']).optional(),
  version: z.string(),
})

/** Health answers within 2 s even when the database is frozen (its ping gives up first). */
const PING_TIMEOUT_MS = 1500

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    // Never from the API cache: health says how things are now.
    {
      schema: {
        summary: 'Check the service health',
        tags: ['health'],
        response: { 200: HealthSchema, 503: HealthSchema },
      },
      config: { apiCache: false },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      const { store } = app.services.uploads
      const [dbUp, storeUp] = await Promise.all([
        app.db.ping(PING_TIMEOUT_MS),
        store.kind === 's3' ? store.ping() : Promise.resolve(undefined),
      ])
      const database = dbUp ? ('ok' as const) : ('unavailable' as const)
      const uploads = storeUp === undefined ? undefined : storeUp ? ('ok' as const) : ('unavailable' as const)
      const { redis } = app.services
      // Without Redis an instance keeps working on its own limits: degraded, not down.
      const redisState = redis ? (redis.status === 'ready' ? ('ok' as const) : ('unavailable' as const)) : undefined
      const body = {
        status:
          database === 'ok' && redisState !== 'unavailable' && uploads !== 'unavailable'
            ? ('ok' as const)
            : ('degraded' as const),
        database,
        ...(redisState ? { redis: redisState } : {}),
        ...(uploads ? { uploads } : {}),
        version: pkg.version,
      }
      return reply.status(database === 'ok' ? 200 : 503).send(body)
    },
  )
}
