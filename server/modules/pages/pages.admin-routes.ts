import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import { PageListSchema, PageSchema, PageWriteSchema } from '../../../core/schemas/page.ts'
import { errorAnswers } from '../../lib/openapi.ts'

const SLUG_TAKEN = errorAnswers({ 409: 'A page with this slug already exists' })

const schema = { tags: ['admin: pages'], security: [{ bearer: [] }] }

/** /api/v1/admin/pages (docs/api/owners-site.md, Pages). */
export const pagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { pages } = app.services
  app.get('/pages', { schema: { summary: 'List pages', ...schema, response: { 200: PageListSchema } } }, () =>
    pages.adminList(),
  )
  app.get(
    '/pages/:id',
    { schema: { summary: 'Get a page', ...schema, params: IdParamsSchema, response: { 200: PageSchema } } },
    (req) => pages.adminGet(req.params.id),
  )
  app.post(
    '/pages',
    {
      schema: {
        summary: 'Create a page',
        ...schema,
        body: PageWriteSchema,
        response: { 201: PageSchema, ...SLUG_TAKEN },
      },
    },
    async (req, reply) => reply.status(201).send(await pages.create(req.body, req.user?.id ?? null)),
  )
  // PUT replaces the page; a slug left out is kept.
  app.put(
    '/pages/:id',
    {
      schema: {
        summary: 'Update a page',
        ...schema,
        params: IdParamsSchema,
        body: PageWriteSchema,
        response: { 200: PageSchema, ...SLUG_TAKEN },
      },
    },
    (req) => pages.update(req.params.id, req.body, req.user?.id ?? null),
  )
  app.delete(
    '/pages/:id',
    { schema: { summary: 'Delete a page', ...schema, params: IdParamsSchema } },
    async (req, reply) => {
      await pages.remove(req.params.id)
      return reply.status(204).send()
    },
  )
}
