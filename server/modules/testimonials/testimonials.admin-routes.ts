import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import {
  AdminTestimonialListQuerySchema,
  TestimonialSchema,
  TestimonialWriteSchema,
} from '../../../core/schemas/testimonial.ts'

/** /api/v1/admin/testimonials: all of them, unapproved and soft-deleted too (by default). */
export const testimonialsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { testimonials } = app.services
  const schema = { tags: ['admin: testimonials'], security: [{ bearer: [] }] }

  app.get(
    '/testimonials',
    {
      schema: {
        summary: 'List all testimonials',
        ...schema,
        querystring: AdminTestimonialListQuerySchema,
        response: { 200: z.array(TestimonialSchema) },
      },
    },
    (req) => testimonials.adminList(req.query),
  )
  app.get(
    '/testimonials/:id',
    {
      schema: { summary: 'Get a testimonial', ...schema, params: IdParamsSchema, response: { 200: TestimonialSchema } },
    },
    (req) => testimonials.adminGet(req.params.id),
  )
  app.post(
    '/testimonials',
    {
      schema: {
        summary: 'Create a testimonial',
        ...schema,
        body: TestimonialWriteSchema,
        response: { 201: TestimonialSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await testimonials.create(req.body)),
  )
  app.put(
    '/testimonials/:id',
    {
      schema: {
        summary: 'Update a testimonial',
        ...schema,
        params: IdParamsSchema,
        body: TestimonialWriteSchema,
        response: { 200: TestimonialSchema },
      },
    },
    (req) => testimonials.update(req.params.id, req.body),
  )
  app.patch(
    '/testimonials/:id/soft-delete',
    {
      schema: {
        summary: 'Soft-delete a testimonial',
        ...schema,
        params: IdParamsSchema,
        response: { 200: TestimonialSchema },
      },
    },
    (req) => testimonials.setActive(req.params.id, false),
  )
  // Issue 23: approving from the list is one click, without sending the whole testimonial back.
  app.patch(
    '/testimonials/:id/approve',
    {
      schema: {
        summary: 'Approve a testimonial',
        ...schema,
        params: IdParamsSchema,
        response: { 200: TestimonialSchema },
      },
    },
    (req) => testimonials.approve(req.params.id),
  )
  app.patch(
    '/testimonials/:id/restore',
    {
      schema: {
        summary: 'Restore a soft-deleted testimonial',
        ...schema,
        params: IdParamsSchema,
        response: { 200: TestimonialSchema },
      },
    },
    (req) => testimonials.setActive(req.params.id, true),
  )
}
