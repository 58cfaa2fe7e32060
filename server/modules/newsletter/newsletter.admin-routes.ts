import { Readable } from 'node:stream'

import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import {
  NewsletterOverviewSchema,
  NewsletterTestRequestSchema,
  NewsletterTestSentSchema,
  SubscriberExportQuerySchema,
  SubscriberImportResultSchema,
  SubscriberListQuerySchema,
  SubscriberListSchema,
} from '../../../core/schemas/newsletter.ts'
import { today } from '../../db/convert.ts'
import { AppError } from '../../errors.ts'
import { errorAnswers } from '../../lib/openapi.ts'

const IMPORT_MAX_BYTES = 2 * 1024 * 1024

const fileRequired = () =>
  new AppError(422, 'VALIDATION_ERROR', 'A CSV file is required', [
    { loc: ['body', 'file'], msg: 'A CSV file is required', type: 'missing' },
  ])

/** /api/v1/admin/subscribers and /api/v1/admin/newsletter (docs/api/newsletter.md, Admin). */
export const newsletterAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { newsletter, site } = app.services
  const schema = { tags: ['admin: newsletter'], security: [{ bearer: [] }] }
  await app.register(multipart, {
    limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024, headerPairs: 50 },
    throwFileSizeLimit: true,
  })

  app.get(
    '/subscribers',
    {
      schema: {
        summary: 'List newsletter subscribers',
        ...schema,
        querystring: SubscriberListQuerySchema,
        response: { 200: SubscriberListSchema },
      },
    },
    (req) => newsletter.list(req.query),
  )
  app.get(
    '/subscribers/export.csv',
    {
      schema: {
        summary: 'Export newsletter subscribers as CSV',
        ...schema,
        querystring: SubscriberExportQuerySchema,
        produces: ['text/csv'],
        description:
          'The subscribers of the filter as CSV (RFC 4180): header id,email,name,status,created_at,confirmed_at,unsubscribed_at; ' +
          "cells starting with =, +, - or @ prefixed with '.",
      },
    },
    async (req, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="subscribers-${today()}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(newsletter.exportCsv(req.query))),
  )
  app.post(
    '/subscribers/import',
    {
      schema: {
        ...schema,
        summary: 'Import subscribers from a CSV (multipart `file`, at most 2 MB): email, name, consent columns',
        consumes: ['multipart/form-data'],
        response: { 200: SubscriberImportResultSchema },
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw fileRequired()
      const file = await req.file()
      if (!file || file.fieldname !== 'file') throw fileRequired()
      const buf = await file.toBuffer()
      if (buf.length === 0) throw fileRequired()
      return newsletter.importCsv(buf.toString('utf8'))
    },
  )
  app.delete(
    '/subscribers/:id',
    { schema: { summary: 'Delete a newsletter subscriber', ...schema, params: IdParamsSchema } },
    async (req, reply) => {
      await newsletter.remove(req.params.id)
      return reply.status(204).send()
    },
  )
  app.get(
    '/newsletter',
    { schema: { summary: 'Get the newsletter status', ...schema, response: { 200: NewsletterOverviewSchema } } },
    () => newsletter.overview(app.config.NEWSLETTER_RATE_PER_MINUTE),
  )
  app.post(
    '/newsletter/test',
    {
      schema: {
        ...schema,
        summary: "Send one copy of a post's email to the owner (not a delivery)",
        body: NewsletterTestRequestSchema,
        response: {
          200: NewsletterTestSentSchema,
          ...errorAnswers({ 404: 'Post not found', 409: 'Email is not configured: set SMTP_URL' }),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req) => newsletter.sendTest(req.body.post_id, (await site.get()).email || req.user!.email),
  )
}
