import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { BlogListQuerySchema, BlogListSchema, BlogPostSchema } from '../../../core/schemas/blog.ts'
import { IdOrSlugParamsSchema, StringListSchema } from '../../../core/schemas/common.ts'

export const blogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services
  const tags = ['blog']

  app.get(
    '/blogs',
    {
      schema: {
        summary: 'List published blog posts',
        tags,
        querystring: BlogListQuerySchema,
        response: { 200: BlogListSchema },
      },
    },
    (req) => blogs.list(req.query),
  )
  app.get('/blogs/tags', { schema: { summary: 'List blog tags', tags, response: { 200: StringListSchema } } }, () =>
    blogs.tags(),
  )
  app.get(
    '/blogs/:id',
    // Counts a view on every read (analytics.countView), so it is never answered from the cache.
    {
      schema: {
        summary: 'Get a published blog post',
        tags,
        params: IdOrSlugParamsSchema,
        response: { 200: BlogPostSchema },
      },
      config: { apiCache: false },
    },
    async (req) => {
      const post = await blogs.get(req.params.id)
      app.services.analytics.countView('post', post.id, req)
      return post
    },
  )
}
