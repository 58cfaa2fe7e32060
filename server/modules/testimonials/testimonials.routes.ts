import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { PublicTestimonialSchema } from '../../../core/schemas/testimonial.ts'

export const testimonialsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { testimonials } = app.services
  app.get(
    '/testimonials',
    {
      schema: {
        summary: 'List approved testimonials',
        tags: ['testimonials'],
        response: { 200: z.array(PublicTestimonialSchema) },
      },
    },
    () => testimonials.list(),
  )
}
