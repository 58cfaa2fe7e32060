import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { IdParamsSchema } from '../../../core/schemas/common.ts'
import {
  AdminProjectListQuerySchema,
  AdminProjectListSchema,
  AdminProjectSchema,
  type ProjectList,
  type ProjectWithSettings,
  ProjectWriteSchema,
} from '../../../core/schemas/project.ts'
import { errorAnswers } from '../../lib/openapi.ts'

const TITLE_TAKEN = errorAnswers({ 409: 'A project with this title/slug already exists' })

/** /api/v1/admin/projects: the superuser check is the admin context's (app.ts). */
export const projectsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projects, linkHealth } = app.services
  // Admin answers carry `broken_links` from the last link check.
  const one = async <T extends { id: number }>(item: Promise<T>) =>
    (await linkHealth.withBrokenLinks('project', [await item]))[0]!
  const many = async (list: Promise<ProjectList & { projects: ProjectWithSettings[] }>) => {
    const l = await list
    return { ...l, projects: await linkHealth.withBrokenLinks('project', l.projects) }
  }
  const schema = { tags: ['admin: projects'], security: [{ bearer: [] }] }

  app.get(
    '/projects',
    {
      schema: {
        summary: 'List all projects',
        ...schema,
        querystring: AdminProjectListQuerySchema,
        response: { 200: AdminProjectListSchema },
      },
    },
    (req) => many(projects.adminList(req.query)),
  )
  app.get(
    '/projects/:id',
    { schema: { summary: 'Get a project', ...schema, params: IdParamsSchema, response: { 200: AdminProjectSchema } } },
    (req) => one(projects.adminGet(req.params.id)),
  )
  app.post(
    '/projects',
    {
      schema: {
        summary: 'Create a project',
        ...schema,
        body: ProjectWriteSchema,
        response: { 201: AdminProjectSchema, ...TITLE_TAKEN },
      },
    },
    async (req, reply) => reply.status(201).send(await one(projects.create(req.body, req.user?.id))),
  )
  // SPEC.md §7 paths, kept as they are: PUT …/update, PATCH …/soft-delete, PATCH …/restore.
  app.put(
    '/projects/:id/update',
    {
      schema: {
        summary: 'Update a project',
        ...schema,
        params: IdParamsSchema,
        body: ProjectWriteSchema,
        response: { 200: AdminProjectSchema, ...TITLE_TAKEN },
      },
    },
    (req) => one(projects.update(req.params.id, req.body, req.user?.id)),
  )
  app.patch(
    '/projects/:id/soft-delete',
    {
      schema: {
        summary: 'Soft-delete a project',
        ...schema,
        params: IdParamsSchema,
        response: { 200: AdminProjectSchema },
      },
    },
    (req) => one(projects.setActive(req.params.id, false)),
  )
  app.patch(
    '/projects/:id/restore',
    {
      schema: {
        summary: 'Restore a soft-deleted project',
        ...schema,
        params: IdParamsSchema,
        response: { 200: AdminProjectSchema },
      },
    },
    (req) => one(projects.setActive(req.params.id, true)),
  )
}
