import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ContactCreatedSchema, ContactRequestSchema } from '../../../core/schemas/contact.ts'

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        summary: 'Send a contact message',
        tags: ['contact'],
        body: ContactRequestSchema,
        response: { 201: ContactCreatedSchema },
      },
      config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
    },
    async (req, reply) => reply.status(201).send(await app.services.contact.create(req.body)),
  )
}
