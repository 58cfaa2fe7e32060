import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { SiteProfileSchema } from '../../../core/schemas/site.ts'

export const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    { schema: { summary: 'Get the public site settings', tags: ['site'], response: { 200: SiteProfileSchema } } },
    () => app.services.site.get(),
  )
}
