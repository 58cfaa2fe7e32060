import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { OverviewSchema } from '../../../core/schemas/overview.ts'

/** GET /api/v1/admin/overview: the dashboard's counts, recent activity and unread messages. */
export const overviewAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    {
      schema: {
        summary: 'Get the dashboard overview',
        tags: ['admin: analytics'],
        security: [{ bearer: [] }],
        response: { 200: OverviewSchema },
      },
    },
    () => app.services.overview.get(),
  )
}
