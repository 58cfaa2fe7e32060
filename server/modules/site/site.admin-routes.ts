import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { SiteProfileSchema } from '../../../core/schemas/site.ts'

/** /api/v1/admin/site: the owner's profile, read and replaced whole. */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { site } = app.services
  const schema = { tags: ['admin: site'], security: [{ bearer: [] }] }

  app.get('/site', { schema: { ...schema, response: { 200: SiteProfileSchema } } }, () => site.get())
  app.put('/site', { schema: { ...schema, body: SiteProfileSchema, response: { 200: SiteProfileSchema } } }, (req) =>
    site.update(req.body),
  )
}
