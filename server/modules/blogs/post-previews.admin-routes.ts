import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { PreviewLinkSchema } from '../../../core/schemas/blog.ts'
import { IdParamsSchema } from '../../../core/schemas/common.ts'

const schema = { tags: ['admin: blog'], security: [{ bearer: [] }] }

/** /api/v1/admin/blogs/{id}/preview-link (API.md, Publishing): make or revoke preview links. */
export const postPreviewsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { postPreviews } = app.services
  app.post(
    '/blogs/:id/preview-link',
    {
      schema: {
        summary: 'Create a draft preview link',
        ...schema,
        params: IdParamsSchema,
        response: { 201: PreviewLinkSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await postPreviews.create(req.params.id)),
  )
  app.delete(
    '/blogs/:id/preview-link',
    { schema: { summary: 'Revoke the draft preview link', ...schema, params: IdParamsSchema } },
    async (req, reply) => {
      await postPreviews.revoke(req.params.id)
      return reply.status(204).send()
    },
  )
}
