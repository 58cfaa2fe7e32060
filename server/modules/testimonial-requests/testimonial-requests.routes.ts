import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import {
  REQUEST_PHOTO_MAX_BYTES,
  TestimonialAnswerCreatedSchema,
  TestimonialAnswerSchema,
  TestimonialRequestCreatedSchema,
  TestimonialRequestCreateSchema,
  TestimonialRequestPublicSchema,
  TestimonialRequestSchema,
  TokenParamsSchema,
} from '../../../core/schemas/testimonial-request.ts'
import { UploadResponseSchema } from '../../../core/schemas/upload.ts'
import { AppError } from '../../errors.ts'
import { errorAnswers } from '../../lib/openapi.ts'
import { sniffType } from '../uploads/uploads.service.ts'

const photoRequired = () =>
  new AppError(422, 'VALIDATION_ERROR', 'A photo is required', [
    { loc: ['body', 'file'], msg: 'A photo is required', type: 'missing' },
  ])

/** /api/v1/testimonial-requests/{token}: the client's side, no session. */
export const testimonialRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.services.testimonialRequests
  const tags = ['testimonial requests']
  await app.register(multipart, {
    limits: { fileSize: REQUEST_PHOTO_MAX_BYTES, files: 1, fields: 0, parts: 1, headerPairs: 50 },
    throwFileSizeLimit: true,
  })

  app.get(
    '/testimonial-requests/:token',
    {
      schema: {
        summary: 'Open a testimonial request',
        tags,
        params: TokenParamsSchema,
        response: {
          200: TestimonialRequestPublicSchema,
          ...errorAnswers({ 410: 'This request link has expired or was already answered' }),
        },
      },
      // Per link and single-use: never from the shared API cache.
      config: { rateLimit: { max: 60, timeWindow: '1 minute' }, apiCache: false },
    },
    async (req, reply) => reply.header('cache-control', 'no-store').send(await requests.get(req.params.token)),
  )
  app.post(
    '/testimonial-requests/:token',
    {
      schema: {
        summary: 'Answer a testimonial request',
        tags,
        params: TokenParamsSchema,
        body: TestimonialAnswerSchema,
        response: {
          201: TestimonialAnswerCreatedSchema,
          ...errorAnswers({ 410: 'This request link has expired or was already answered' }),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req, reply) => reply.status(201).send(await requests.answer(req.params.token, req.body)),
  )
  app.post(
    '/testimonial-requests/:token/photo',
    {
      schema: {
        tags,
        params: TokenParamsSchema,
        summary: 'A photo for the testimonial (JPEG, PNG, WebP, AVIF, GIF up to 5 MB) as multipart `file`',
        consumes: ['multipart/form-data'],
        response: {
          201: UploadResponseSchema,
          ...errorAnswers({ 410: 'This request link has expired or was already answered' }),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '10 minutes' } },
    },
    async (req, reply) => {
      // Only an open link may upload: a stranger cannot use the site as free image hosting.
      await requests.assertOpen(req.params.token)
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw photoRequired()
      const buf = await file.toBuffer()
      if (buf.length === 0) throw photoRequired()
      const kind = sniffType(buf)
      if (!kind || kind === 'pdf')
        throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Only JPEG, PNG, WebP, AVIF and GIF images can be uploaded')
      return reply.status(201).send(await app.services.uploads.save(buf))
    },
  )
}

/** /api/v1/admin/testimonial-requests: the owner's side. */
export const testimonialRequestsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const requests = app.services.testimonialRequests
  const schema = { tags: ['admin: testimonial requests'], security: [{ bearer: [] }] }

  app.post(
    '/testimonial-requests',
    {
      schema: {
        summary: 'Create a testimonial request',
        ...schema,
        body: TestimonialRequestCreateSchema,
        response: { 201: TestimonialRequestCreatedSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await requests.create(req.body)),
  )
  app.get(
    '/testimonial-requests',
    {
      schema: { summary: 'List testimonial requests', ...schema, response: { 200: TestimonialRequestSchema.array() } },
    },
    () => requests.list(),
  )
  app.delete(
    '/testimonial-requests/:id',
    {
      schema: {
        summary: 'Revoke a testimonial request',
        ...schema,
        params: IdParamsSchema,
        description: 'Withdraw a request: its link stops working.',
      },
    },
    async (req, reply) => {
      await requests.remove(req.params.id)
      return reply.status(204).send()
    },
  )
}
