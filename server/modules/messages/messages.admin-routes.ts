import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import {
  MessageBulkResultSchema,
  MessageBulkSchema,
  MessageExportQuerySchema,
  MessageListQuerySchema,
  MessageListSchema,
  MessageSchema,
  MessageUpdateSchema,
} from '../../../core/schemas/contact.ts'
import { today } from '../../db/convert.ts'

/** /api/v1/admin/messages: the lead inbox. */
export const messagesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { messages } = app.services
  const schema = { tags: ['admin: messages'], security: [{ bearer: [] }] }

  app.get(
    '/messages',
    {
      schema: {
        summary: 'List contact messages',
        ...schema,
        querystring: MessageListQuerySchema,
        response: { 200: MessageListSchema },
      },
    },
    (req) => messages.list(req.query),
  )
  app.get(
    '/messages/export.csv',
    {
      schema: {
        summary: 'Export contact messages as CSV',
        ...schema,
        querystring: MessageExportQuerySchema,
        produces: ['text/csv'],
        description:
          'The messages of the filter as CSV (RFC 4180): header id,created_at,status,name,email,subject,message; ' +
          'every non-empty field of a message row in double quotes; ' +
          "cells starting with =, +, -, @ (or tab/CR) prefixed with '.",
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="messages-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(await messages.exportCsv(req.query)),
  )
  app.post(
    '/messages/bulk',
    {
      schema: {
        summary: 'Update or delete messages in bulk',
        ...schema,
        body: MessageBulkSchema,
        response: { 200: MessageBulkResultSchema },
        description: 'One status for many messages ({ids, status}) or delete them ({ids, delete: true}).',
      },
    },
    (req) => messages.bulk(req.body),
  )
  app.patch(
    '/messages/:id',
    {
      schema: {
        summary: 'Update a contact message',
        ...schema,
        params: IdParamsSchema,
        body: MessageUpdateSchema,
        response: { 200: MessageSchema },
      },
    },
    (req) => messages.update(req.params.id, req.body),
  )
  app.delete(
    '/messages/:id',
    { schema: { summary: 'Delete a contact message', ...schema, params: IdParamsSchema } },
    async (req, reply) => {
      await messages.remove(req.params.id)
      return reply.status(204).send()
    },
  )
}
