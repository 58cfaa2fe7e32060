import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import {
  WebhookCreateSchema,
  WebhookDeliveryListSchema,
  WebhookDeliveryQuerySchema,
  WebhookListSchema,
  WebhookSchema,
  WebhookTestSchema,
  WebhookUpdateSchema,
  WebhookWithSecretSchema,
} from '../../../core/schemas/webhook.ts'
import { errorAnswers } from '../../lib/openapi.ts'

/** /api/v1/admin/webhooks (docs/api/platform.md "Webhooks"): the owner, or an admin key. */
export const webhooksAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { webhooks } = app.services
  const schema = { tags: ['admin: webhooks'], security: [{ bearer: [] }] }
  const unreadable = errorAnswers({
    409: "The webhook's secret was sealed with another key (ENCRYPTION_KEY or JWT_SECRET changed)",
  })

  app.post(
    '/webhooks',
    {
      schema: {
        summary: 'Add a webhook (the answer holds its signing secret)',
        ...schema,
        body: WebhookCreateSchema,
        response: { 201: WebhookWithSecretSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await webhooks.create(req.body)),
  )
  app.get(
    '/webhooks',
    { schema: { summary: 'List webhooks, newest first', ...schema, response: { 200: WebhookListSchema } } },
    () => webhooks.list(),
  )
  app.get(
    '/webhooks/:id',
    {
      schema: {
        summary: 'Get a webhook with its signing secret',
        ...schema,
        params: IdParamsSchema,
        response: { 200: WebhookWithSecretSchema, ...unreadable },
      },
    },
    (req) => webhooks.get(req.params.id),
  )
  app.patch(
    '/webhooks/:id',
    {
      schema: {
        summary: 'Change a webhook, or turn it on or off',
        ...schema,
        params: IdParamsSchema,
        body: WebhookUpdateSchema,
        response: { 200: WebhookSchema },
      },
    },
    (req) => webhooks.update(req.params.id, req.body),
  )
  app.delete(
    '/webhooks/:id',
    { schema: { summary: 'Delete a webhook and its pending deliveries', ...schema, params: IdParamsSchema } },
    async (req, reply) => {
      await webhooks.remove(req.params.id)
      return reply.status(204).send()
    },
  )
  app.post(
    '/webhooks/:id/test',
    {
      schema: {
        summary: 'Send a ping event to a webhook',
        ...schema,
        params: IdParamsSchema,
        response: { 202: WebhookTestSchema },
      },
    },
    async (req, reply) => reply.status(202).send(await webhooks.test(req.params.id)),
  )
  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        summary: "A webhook's deliveries, newest first",
        ...schema,
        params: IdParamsSchema,
        querystring: WebhookDeliveryQuerySchema,
        response: { 200: WebhookDeliveryListSchema },
      },
    },
    (req) => webhooks.deliveries(req.params.id, req.query),
  )
}
