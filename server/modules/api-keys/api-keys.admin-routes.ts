import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiKeyCreatedSchema, ApiKeyCreateSchema, ApiKeyListSchema } from '../../../core/schemas/api-key.ts'
import { IdParamsSchema } from '../../../core/schemas/common.ts'

/**
 * /api/v1/admin/api-keys (docs/api/platform.md "API keys"): a signed-in owner only; the key gate
 * (plugins/api-keys.ts) answers 403 to any API key here.
 */
export const apiKeysAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { apiKeys } = app.services
  const schema = { tags: ['admin: api keys'], security: [{ bearer: [] }] }

  app.post(
    '/api-keys',
    {
      schema: {
        summary: 'Create an API key (its secret is shown in this answer only)',
        ...schema,
        body: ApiKeyCreateSchema,
        response: { 201: ApiKeyCreatedSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await apiKeys.create(req.user!.id, req.body)),
  )
  app.get(
    '/api-keys',
    { schema: { summary: 'List API keys, newest first', ...schema, response: { 200: ApiKeyListSchema } } },
    () => apiKeys.list(),
  )
  app.delete(
    '/api-keys/:id',
    { schema: { summary: 'Revoke an API key: it stops working at once', ...schema, params: IdParamsSchema } },
    async (req, reply) => {
      await apiKeys.remove(req.params.id)
      return reply.status(204).send()
    },
  )
}
