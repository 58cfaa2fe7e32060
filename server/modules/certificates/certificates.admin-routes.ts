import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import {
  AdminCertificateListQuerySchema,
  AdminCertificateListSchema,
  AdminCertificateSchema,
  type CertificateList,
  CertificatePatchSchema,
  CertificateWriteSchema,
} from '../../../core/schemas/certificate.ts'
import { IdParamsSchema } from '../../../core/schemas/common.ts'

/** /api/v1/admin/certificates: the SPEC.md §7 paths, kept as they are. */
export const certificatesAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { certificates, linkHealth } = app.services
  // Admin answers carry `broken_links` from the last link check.
  const one = async <T extends { id: number }>(item: Promise<T>) =>
    (await linkHealth.withBrokenLinks('certificate', [await item]))[0]!
  const many = async (list: Promise<CertificateList>) => {
    const l = await list
    return { ...l, certificates: await linkHealth.withBrokenLinks('certificate', l.certificates) }
  }
  const schema = { tags: ['admin: certificates'], security: [{ bearer: [] }] }

  app.get(
    '/certificates',
    {
      schema: {
        summary: 'List all certificates',
        ...schema,
        querystring: AdminCertificateListQuerySchema,
        response: { 200: AdminCertificateListSchema },
      },
    },
    (req) => many(certificates.adminList(req.query)),
  )
  app.get(
    '/certificates/:id',
    {
      schema: {
        summary: 'Get a certificate',
        ...schema,
        params: IdParamsSchema,
        response: { 200: AdminCertificateSchema },
      },
    },
    (req) => one(certificates.adminGet(req.params.id)),
  )
  app.post(
    '/certificates',
    {
      schema: {
        summary: 'Create a certificate',
        ...schema,
        body: CertificateWriteSchema,
        response: { 201: AdminCertificateSchema },
      },
    },
    async (req, reply) => reply.status(201).send(await one(certificates.create(req.body))),
  )
  // PATCH: the fields sent change, the others keep their values.
  app.patch(
    '/certificates/:id/edit',
    {
      schema: {
        summary: 'Update a certificate',
        ...schema,
        params: IdParamsSchema,
        body: CertificatePatchSchema,
        response: { 200: AdminCertificateSchema },
      },
    },
    (req) => one(certificates.edit(req.params.id, req.body)),
  )
  app.patch(
    '/certificates/:id/soft-delete',
    {
      schema: {
        summary: 'Soft-delete a certificate',
        ...schema,
        params: IdParamsSchema,
        response: { 200: AdminCertificateSchema },
      },
    },
    (req) => one(certificates.setActive(req.params.id, false)),
  )
  app.patch(
    '/certificates/:id/restore',
    {
      schema: {
        summary: 'Restore a soft-deleted certificate',
        ...schema,
        params: IdParamsSchema,
        response: { 200: AdminCertificateSchema },
      },
    },
    (req) => one(certificates.setActive(req.params.id, true)),
  )
}
