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

  app.get(
    '/site',
    { schema: { summary: 'Get the site settings', ...schema, response: { 200: SiteProfileSchema } } },
    () => site.get(),
  )
  app.put(
    '/site',
    {
      schema: {
        summary: 'Update the site settings',
        ...schema,
        body: SiteProfileUpdateSchema,
        response: { 200: SiteProfileSchema },
      },
    },
    (req) => site.update(req.body),
  )
  app.get(
    '/site/copy',
    { schema: { summary: 'Get the site texts', ...schema, response: { 200: SiteCopyListSchema } } },
    () => site.listCopy(),
  )
  app.put(
    '/site/copy',
    {
      schema: {
        summary: 'Update the site texts',
        ...schema,
        body: SiteCopyUpdateSchema,
        response: { 200: SiteCopyListSchema },
      },
    },
    (req) => site.updateCopy(req.body),
  )
  app.get(
    '/navigation',
    { schema: { summary: 'Get the site navigation', ...schema, response: { 200: NavigationSchema } } },
    () => site.navigation(),
  )
  app.put(
    '/navigation',
    {
      schema: {
        summary: 'Update the site navigation',
        ...schema,
        body: NavigationUpdateSchema,
        response: { 200: NavigationSchema },
      },
    },
    (req) => site.updateNavigation(req.body),
  )
}
