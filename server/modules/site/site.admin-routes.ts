import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  NavigationSchema,
  NavigationUpdateSchema,
  SiteCopyListSchema,
  SiteCopyUpdateSchema,
  SiteProfileSchema,
  SiteProfileUpdateSchema,
} from '../../../core/schemas/site.ts'

/**
 * /api/v1/admin/site: the owner's profile, read and replaced whole; its texts and navigation
 * (docs/api/owners-site.md).
 */
export const siteAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { site } = app.services
  const schema = { tags: ['admin: site'], security: [{ bearer: [] }] }

  app.get('/site', { schema: { ...schema, response: { 200: SiteProfileSchema } } }, () => site.get())
  app.put(
    '/site',
    { schema: { ...schema, body: SiteProfileUpdateSchema, response: { 200: SiteProfileSchema } } },
    (req) => site.update(req.body),
  )
  app.get('/site/copy', { schema: { ...schema, response: { 200: SiteCopyListSchema } } }, () => site.listCopy())
  app.put(
    '/site/copy',
    { schema: { ...schema, body: SiteCopyUpdateSchema, response: { 200: SiteCopyListSchema } } },
    (req) => site.updateCopy(req.body),
  )
  app.get('/navigation', { schema: { ...schema, response: { 200: NavigationSchema } } }, () => site.navigation())
  app.put(
    '/navigation',
    { schema: { ...schema, body: NavigationUpdateSchema, response: { 200: NavigationSchema } } },
    (req) => site.updateNavigation(req.body),
  )
}
