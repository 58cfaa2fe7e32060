import { createWriteStream } from 'node:fs'
import { rm } from 'node:fs/promises'
import { pipeline } from 'node:stream/promises'

import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ImportCreatedSchema, ImportIdParamsSchema, ImportJobSchema } from '../../../core/schemas/imports.ts'
import { AppError } from '../../errors.ts'
import { ImportError } from './import-error.ts'

const fieldError = (field: string, msg: string) =>
  new AppError(422, 'VALIDATION_ERROR', msg, [{ loc: ['body', field], msg, type: 'value_error' }])

const schema = { tags: ['admin: import and export'], security: [{ bearer: [] }] }

/** /api/v1/admin/imports and /api/v1/admin/export/markdown (docs/api/import-export.md). */
export const importsAdminRoutes: FastifyPluginAsyncZod<{ maxMb: number }> = async (app, { maxMb }) => {
  const { imports } = app.services
  const tooLarge = () =>
    new AppError(413, 'FILE_TOO_LARGE', `The file is larger than the ${maxMb} MB allowed (IMPORT_MAX_MB).`)
  await app.register(multipart, {
    limits: { fileSize: maxMb * 1024 * 1024, files: 1, fields: 4, parts: 5, fieldSize: 64, headerPairs: 50 },
    throwFileSizeLimit: true,
  })

  app.post(
    '/imports',
    {
      schema: {
        ...schema,
        summary:
          'Import a Ghost, WordPress, Medium or Markdown export (multipart `file`, `dry_run`); runs in the background',
        consumes: ['multipart/form-data'],
        response: { 202: ImportCreatedSchema },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      let path: string | undefined
      let dryRun = false
      try {
        for await (const part of req.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'file' || path) {
              part.file.resume()
              continue
            }
            path = await imports.stagingPath()
            await pipeline(part.file, createWriteStream(path))
          } else if (part.fieldname === 'dry_run') {
            const v = String(part.value)
            if (v !== 'true' && v !== 'false') throw fieldError('dry_run', 'dry_run must be true or false')
            dryRun = v === 'true'
          }
        }
        if (!path) throw fieldError('file', 'A file is required')
        return reply.status(202).send(await imports.enqueue(path, dryRun))
      } catch (err) {
        if (path) await rm(path, { force: true })
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge()
        if (err instanceof ImportError)
          throw new AppError(err.status, err.status === 413 ? 'FILE_TOO_LARGE' : 'IMPORT_REFUSED', err.message)
        throw err
      }
    },
  )

  app.get(
    '/imports/:id',
    {
      schema: {
        ...schema,
        summary: 'An import: status, progress and report',
        params: ImportIdParamsSchema,
        response: { 200: ImportJobSchema },
      },
    },
    async (req) => {
      const job = await imports.get(req.params.id)
      if (!job) throw new AppError(404, 'IMPORT_NOT_FOUND', 'Import not found')
      return job
    },
  )

  app.get(
    '/export/markdown',
    {
      schema: {
        ...schema,
        summary: 'Every post as Markdown with YAML front matter, and the media they use (a zip)',
        produces: ['application/zip'],
      },
    },
    async (_req, reply) => {
      const stream = await imports.exportMarkdown()
      return reply
        .header('content-type', 'application/zip')
        .header(
          'content-disposition',
          `attachment; filename="folio-posts-${new Date().toISOString().slice(0, 10)}.zip"`,
        )
        .send(stream)
    },
  )
}
