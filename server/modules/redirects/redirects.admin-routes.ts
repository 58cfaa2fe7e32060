import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import {
  RedirectListQuerySchema,
  RedirectListSchema,
  RedirectSchema,
  RedirectWriteSchema,
} from '../../../core/schemas/redirect.ts'

/** /api/v1/admin/redirects: old addresses leading to posts, projects and pages (superuser). */
export const redirectsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { redirects, blogs, projects } = app.services
  const schema = { tags: ['admin: redirects'], security: [{ bearer: [] }] }
  // `to` as the admin types it: a post's or project's public address (path or full URL).
  const findTarget = async (to: string) => {
    const path = /^https?:\/\//i.test(to) ? new URL(to).pathname : to
    const m = /^\/(blogs|projects)\/([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(path)
    if (!m) return undefined
    try {
      const item = m[1] === 'blogs' ? await blogs.get(m[2]!) : await projects.get(m[2]!)
      return { kind: m[1] === 'blogs' ? ('post' as const) : ('project' as const), id: item.id }
    } catch {
      return undefined
    }
  }

  app.get(
    '/redirects',
    {
      schema: {
        summary: 'List redirects',
        ...schema,
        querystring: RedirectListQuerySchema,
        response: { 200: RedirectListSchema },
      },
    },
    (req) => redirects.list(req.query),
  )
  app.post(
    '/redirects',
    {
      schema: { summary: 'Create a redirect', ...schema, body: RedirectWriteSchema, response: { 201: RedirectSchema } },
    },
    async (req, reply) => reply.status(201).send(await redirects.create(req.body, findTarget)),
  )
  app.delete(
    '/redirects/:id',
    { schema: { summary: 'Delete a redirect', ...schema, params: IdParamsSchema } },
    async (req, reply) => {
      await redirects.remove(req.params.id)
      return reply.status(204).send()
    },
  )
}
