import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  AdminBlogListQuerySchema,
  AdminBlogListSchema,
  AdminBlogPostSchema,
  BlogPreviewRequestSchema,
  BlogPreviewSchema,
  BlogWriteSchema,
} from '../../../core/schemas/blog.ts'
import { IdParamsSchema } from '../../../core/schemas/common.ts'
import { errorAnswers } from '../../lib/openapi.ts'

const schema = { tags: ['admin: blog'], security: [{ bearer: [] }] }
const SLUG_TAKEN = errorAnswers({
  409: 'A post with this slug already exists, or another post of its series has this part',
})

/** /api/v1/admin/blogs: every post, drafts too, with its Markdown source. */
export const blogsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services
  app.get(
    '/blogs',
    {
      schema: {
        summary: 'List all blog posts',
        ...schema,
        querystring: AdminBlogListQuerySchema,
        response: { 200: AdminBlogListSchema },
      },
    },
    (req) => blogs.adminList(req.query),
  )
  app.get(
    '/blogs/:id',
    {
      schema: { summary: 'Get a blog post', ...schema, params: IdParamsSchema, response: { 200: AdminBlogPostSchema } },
    },
    (req) => blogs.adminGet(req.params.id),
  )
  app.post(
    '/blogs/preview',
    {
      schema: {
        summary: 'Render a blog post preview',
        ...schema,
        body: BlogPreviewRequestSchema,
        response: { 200: BlogPreviewSchema },
      },
      // The editor asks a moment after each pause in typing; this only stops a runaway client.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    (req) => blogs.preview(req.body.content_markdown),
  )
}

/**
 * POST/PUT/DELETE /api/v1/blogs (SPEC.md §7 paths, outside /admin): superusers only, checked
 * once for the whole context, before any body is read.
 */
export const blogsWriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const { blogs } = app.services
  app.addHook('onRequest', app.requireSuperuser)

  app.post(
    '/blogs',
    {
      schema: {
        summary: 'Create a blog post',
        ...schema,
        body: BlogWriteSchema,
        response: { 201: AdminBlogPostSchema, ...SLUG_TAKEN },
      },
    },
    async (req, reply) => reply.status(201).send(await blogs.create(req.body, req.user?.id)),
  )
  app.put(
    '/blogs/:id',
    {
      schema: {
        summary: 'Update a blog post',
        ...schema,
        params: IdParamsSchema,
        body: BlogWriteSchema,
        response: { 200: AdminBlogPostSchema, ...SLUG_TAKEN },
      },
    },
    (req) => blogs.update(req.params.id, req.body, req.user?.id),
  )
  app.delete(
    '/blogs/:id',
    { schema: { summary: 'Delete a blog post', ...schema, params: IdParamsSchema } },
    async (req, reply) => {
      await blogs.remove(req.params.id)
      return reply.status(204).send()
    },
  )
}
