import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { SeriesDetailSchema, SeriesListQuerySchema, SeriesListSchema } from '../../../core/schemas/blog.ts'

/** GET /api/v1/series and /series/{slug} (docs/api/writing.md "Series"): published posts only. */
export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { series } = app.services
  const tags = ['blog']
  app.get(
    '/series',
    {
      schema: {
        summary: 'List blog series',
        tags,
        querystring: SeriesListQuerySchema,
        response: { 200: SeriesListSchema },
      },
    },
    (req) => series.list(req.query),
  )
  app.get(
    '/series/:slug',
    {
      schema: {
        summary: 'Get a blog series with its posts',
        tags,
        params: z.object({ slug: z.string().min(1).max(200) }),
        response: { 200: SeriesDetailSchema },
      },
    },
    (req) => series.get(req.params.slug),
  )
}
