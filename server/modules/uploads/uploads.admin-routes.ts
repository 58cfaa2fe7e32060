import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { UPLOAD_MAX_BYTES, UploadResponseSchema } from '../../../core/schemas/upload.ts'
import { AppError } from '../../errors.ts'

const fileRequired = () =>
  new AppError(422, 'VALIDATION_ERROR', 'A file is required', [
    { loc: ['body', 'file'], msg: 'A file is required', type: 'missing' },
  ])

/** POST /api/v1/admin/uploads: one multipart `file`. */
export const uploadsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  })

  app.post(
    '/uploads',
    {
      schema: {
        tags: ['admin: uploads'],
        security: [{ bearer: [] }],
        summary: 'Upload an image (JPEG, PNG, WebP, AVIF, GIF) or a PDF, up to 10 MB, as multipart `file`',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResponseSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw fileRequired()
      const buf = await file.toBuffer()
      if (buf.length === 0) throw fileRequired()
      return reply.status(201).send(await app.services.uploads.save(buf))
    },
  )
}
