import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { TagCountListSchema, TagCountSchema, TagParamsSchema, TagRenameSchema } from '../../../core/schemas/tag.ts'

const schema = { tags: ['admin: blog'], security: [{ bearer: [] }] }

/** /api/v1/admin/tags (docs/api/owners-site.md, Tags): list with counts; rename and merge. */
export const tagsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { tags } = app.services
  app.get(
    '/tags',
    { schema: { summary: 'List blog tags with their post counts', ...schema, response: { 200: TagCountListSchema } } },
    () => tags.list(),
  )
  app.put(
    '/tags/:name',
    {
      schema: {
        summary: 'Rename or merge a blog tag',
        ...schema,
        params: TagParamsSchema,
        body: TagRenameSchema,
        response: { 200: TagCountSchema },
      },
    },
    (req) => tags.rename(req.params.name, req.body.name),
  )
}
