import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import {
  CertificateListQuerySchema,
  CertificateListSchema,
  CertificateSchema,
  FeaturedCertificatesQuerySchema,
} from '../../../core/schemas/certificate.ts'
import { IdOrSlugParamsSchema, StringListSchema } from '../../../core/schemas/common.ts'

export const certificatesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { certificates } = app.services
  const tags = ['certificates']

  app.get(
    '/certificates',
    {
      schema: {
        summary: 'List published certificates',
        tags,
        querystring: CertificateListQuerySchema,
        response: { 200: CertificateListSchema },
      },
    },
    (req) => certificates.list(req.query),
  )
  app.get(
    '/certificates/featured',
    {
      schema: {
        summary: 'List featured certificates',
        tags,
        querystring: FeaturedCertificatesQuerySchema,
        response: { 200: z.array(CertificateSchema) },
      },
    },
    (req) => certificates.featured(req.query.limit),
  )
  app.get(
    '/certificates/categories',
    { schema: { summary: 'List certificate categories', tags, response: { 200: StringListSchema } } },
    () => certificates.categories(),
  )
  app.get(
    '/certificates/issuers',
    { schema: { summary: 'List certificate issuers', tags, response: { 200: StringListSchema } } },
    () => certificates.issuers(),
  )
  app.get(
    '/certificates/:id',
    {
      schema: {
        summary: 'Get a published certificate',
        tags,
        params: IdOrSlugParamsSchema,
        response: { 200: CertificateSchema },
      },
    },
    (req) => certificates.get(req.params.id),
  )
}
