import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import {
  AdminProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
  ProjectWriteSchema,
} from '../../../core/schemas/project.ts'

/** /api/v1/admin/projects: the superuser check is the admin context's (app.ts). */
export const projectsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projects } = app.services
  const schema = { tags: ['admin: projects'], security: [{ bearer: [] }] }

  app.get(
    '/projects',
    { schema: { ...schema, querystring: AdminProjectListQuerySchema, response: { 200: ProjectListSchema } } },
    (req) => projects.adminList(req.query),
  )
  app.get('/projects/:id', { schema: { ...schema, params: IdParamsSchema, response: { 200: ProjectSchema } } }, (req) =>
    projects.adminGet(req.params.id),
  )
  app.post(
    '/projects',
    { schema: { ...schema, body: ProjectWriteSchema, response: { 201: ProjectSchema } } },
    async (req, reply) => reply.status(201).send(await projects.create(req.body)),
  )
  // SPEC.md §7 paths, kept as they are: PUT …/update, PATCH …/soft-delete, PATCH …/restore.
  app.put(
    '/projects/:id/update',
    { schema: { ...schema, params: IdParamsSchema, body: ProjectWriteSchema, response: { 200: ProjectSchema } } },
    (req) => projects.update(req.params.id, req.body),
  )
  app.patch(
    '/projects/:id/soft-delete',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: ProjectSchema } } },
    (req) => projects.setActive(req.params.id, false),
  )
  app.patch(
    '/projects/:id/restore',
    { schema: { ...schema, params: IdParamsSchema, response: { 200: ProjectSchema } } },
    (req) => projects.setActive(req.params.id, true),
  )
}
