import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import {
  UPLOAD_MAX_BYTES,
  UploadCreatedSchema,
  UploadDeleteQuerySchema,
  UploadIdParamsSchema,
  UploadInUseSchema,
  UploadItemSchema,
  UploadListQuerySchema,
  UploadListSchema,
  UploadPatchSchema,
} from '../../../core/schemas/upload.ts'
import { AppError } from '../../errors.ts'
import { usedInDetail } from './uploads.library.ts'

const fileRequired = () =>
  new AppError(422, 'VALIDATION_ERROR', 'A file is required', [
    { loc: ['body', 'file'], msg: 'A file is required', type: 'missing' },
  ])

/** /api/v1/admin/uploads: upload one multipart `file`; the media library (docs/api/owners-site.md). */
export const uploadsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { uploads, uploadsLibrary } = app.services
  const schema = { tags: ['admin: uploads'], security: [{ bearer: [] }] }
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  })

  app.post(
    '/uploads',
    {
      schema: {
        ...schema,
        summary: 'Upload an image (JPEG, PNG, WebP, AVIF, GIF) or a PDF, up to 10 MB, as multipart `file`',
        consumes: ['multipart/form-data'],
        response: { 201: UploadCreatedSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw fileRequired()
      const buf = await file.toBuffer()
      if (buf.length === 0) throw fileRequired()
      return reply.status(201).send(await uploadsLibrary.record(await uploads.save(buf), file.filename))
    },
  )

  app.get(
    '/uploads',
    {
      schema: {
        ...schema,
        summary: 'The media library: every file in the uploads store, newest first',
        querystring: UploadListQuerySchema,
        response: { 200: UploadListSchema },
      },
    },
    (req) => uploadsLibrary.list(req.query),
  )

  app.get(
    '/uploads/:id',
    {
      schema: {
        summary: 'Get an upload',
        ...schema,
        params: UploadIdParamsSchema,
        response: { 200: UploadItemSchema },
      },
    },
    (req) => uploadsLibrary.get(req.params.id),
  )

  app.patch(
    '/uploads/:id',
    {
      schema: {
        summary: 'Update an upload',
        ...schema,
        params: UploadIdParamsSchema,
        body: UploadPatchSchema,
        response: { 200: UploadItemSchema },
      },
    },
    (req) => uploadsLibrary.setAlt(req.params.id, req.body),
  )

  app.delete(
    '/uploads/:id',
    {
      schema: {
        ...schema,
        summary: 'Delete an upload and its variants; refused (409) while used, unless force=true',
        params: UploadIdParamsSchema,
        querystring: UploadDeleteQuerySchema,
        response: { 204: z.null().describe('Deleted'), 409: UploadInUseSchema },
      },
    },
    async (req, reply) => {
      const { usedIn, deleted } = await uploadsLibrary.remove(req.params.id, req.query.force ?? false)
      if (!deleted)
        return reply.status(409).send({ detail: usedInDetail(usedIn), code: 'UPLOAD_IN_USE', used_in: usedIn })
      return reply.status(204).send(null)
    },
  )
}
