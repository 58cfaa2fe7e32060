import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import {
  MessageListQuerySchema,
  MessageListSchema,
  MessageSchema,
  MessageUpdateSchema,
} from '../../../core/schemas/contact.ts'

/** /api/v1/admin/messages: the contact inbox. */
export const messagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages } = app.services
  const schema = { tags: ['admin: messages'], security: [{ bearer: [] }] }

  app.get(
    '/messages',
    { schema: { ...schema, querystring: MessageListQuerySchema, response: { 200: MessageListSchema } } },
    (req) => messages.list(req.query),
  )
  app.patch(
    '/messages/:id',
    { schema: { ...schema, params: IdParamsSchema, body: MessageUpdateSchema, response: { 200: MessageSchema } } },
    (req) => messages.setRead(req.params.id, req.body.read),
  )
  app.delete('/messages/:id', { schema: { ...schema, params: IdParamsSchema } }, async (req, reply) => {
    await messages.remove(req.params.id)
    return reply.status(204).send()
  })
}
