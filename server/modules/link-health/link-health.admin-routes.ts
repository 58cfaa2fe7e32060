import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { LinkCheckStateSchema } from '../../../core/schemas/link-health.ts'

/** /api/v1/admin/link-check: start a check ("Check now") and read the results. */
export const linkHealthAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { linkHealth } = app.services
  const schema = { tags: ['admin: link health'], security: [{ bearer: [] }] }

  app.post(
    '/link-check',
    {
      schema: {
        summary: 'Start a link check',
        ...schema,
        description: 'Starts a check of every project and certificate link (one at a time; it also runs daily).',
        response: { 202: z.object({ running: z.literal(true) }) },
      },
    },
    async (req, reply) => {
      linkHealth.start().catch((err: unknown) => req.log.error({ err }, 'Link check failed'))
      return reply.status(202).send({ running: true })
    },
  )
  app.get(
    '/link-check',
    { schema: { summary: 'Get the latest link check report', ...schema, response: { 200: LinkCheckStateSchema } } },
    () => linkHealth.state(),
  )
}
