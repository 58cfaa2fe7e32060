import { sql } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import pkg from '../../../package.json' with { type: 'json' }

const HealthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['ok', 'unavailable']),
  version: z.string(),
})

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    { schema: { tags: ['health'], response: { 200: HealthSchema, 503: HealthSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      try {
        await sql`select 1`.execute(app.db.db)
        return { status: 'ok' as const, database: 'ok' as const, version: pkg.version }
      } catch {
        return reply
          .status(503)
          .send({ status: 'degraded' as const, database: 'unavailable' as const, version: pkg.version })
      }
    },
  )
}
