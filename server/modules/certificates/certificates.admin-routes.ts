import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  AdminCertificateListQuerySchema,
  CertificateListSchema,
  CertificatePatchSchema,
  CertificateSchema,
  CertificateWriteSchema,
} from '../../../core/schemas/certificate.ts'
import { IdParamsSchema } from '../../../core/schemas/common.ts'

/** /api/v1/admin/certificates: the SPEC.md §7 paths, kept as they are. */
export const certificatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { certificates } = app.services
  const schema = { tags: ['admin: certificates'], security: [{ bearer: [] }] }

  app.get(
    '/certificates',
    { schema: { ...schema, querystring: AdminCertificateListQuerySchema, response: { 200: CertificateListSchema } } },
    (req) => certificates.adminList(req.query),
  )
  app.get(
    '/certificates/:id',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: CertificateSchema } } },
    (req) => certificates.adminGet(req.params.id),
  )
  app.post(
    '/certificates',
    { schema: { ...schema, body: CertificateWriteSchema, response: { 201: CertificateSchema } } },
    async (req, reply) => reply.status(201).send(await certificates.create(req.body)),
  )
  // PATCH: the fields sent change, the others keep their values.
  app.patch(
    '/certificates/:id/edit',
    {
      schema: { ...schema, params: IdParamsSchema, body: CertificatePatchSchema, response: { 200: CertificateSchema } },
    },
    (req) => certificates.edit(req.params.id, req.body),
  )
  app.patch(
    '/certificates/:id/soft-delete',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: CertificateSchema } } },
    (req) => certificates.setActive(req.params.id, false),
  )
  app.patch(
    '/certificates/:id/restore',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: CertificateSchema } } },
    (req) => certificates.setActive(req.params.id, true),
  )
}
