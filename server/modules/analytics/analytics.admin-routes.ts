import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { AnalyticsQuerySchema, AnalyticsSchema } from '../../../core/schemas/analytics.ts'

/** GET /api/v1/admin/analytics?days=30 */
export const analyticsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/analytics',
    {
      schema: {
        summary: 'Get the site analytics',
        tags: ['admin: analytics'],
        security: [{ bearer: [] }],
        querystring: AnalyticsQuerySchema,
        response: { 200: AnalyticsSchema },
      },
    },
    (req) => app.services.analytics.get(req.query.days),
  )
}
