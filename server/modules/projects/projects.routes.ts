import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { IdOrSlugParamsSchema, StringListSchema } from '../../../core/schemas/common.ts'
import {
  FeaturedProjectsQuerySchema,
  LikeResponseSchema,
  ProjectListQuerySchema,
  ProjectListSchema,
  ProjectSchema,
} from '../../../core/schemas/project.ts'
import { sameSiteOnly } from '../../lib/same-site.ts'
import { errorAnswers } from '../../lib/openapi.ts'
import { visitorOf } from '../../lib/visitor.ts'

export const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { projects } = app.services
  const tags = ['projects']

  app.get(
    '/projects',
    {
      schema: {
        summary: 'List published projects',
        tags,
        querystring: ProjectListQuerySchema,
        response: { 200: ProjectListSchema },
      },
    },
    (req) => projects.list(req.query),
  )
  app.get(
    '/projects/featured',
    {
      schema: {
        summary: 'List featured projects',
        tags,
        querystring: FeaturedProjectsQuerySchema,
        response: { 200: z.array(ProjectSchema) },
      },
    },
    (req) => projects.featured(req.query.limit),
  )
  app.get(
    '/projects/categories',
    { schema: { summary: 'List project categories', tags, response: { 200: StringListSchema } } },
    () => projects.categories(),
  )
  app.get(
    '/projects/technologies',
    { schema: { summary: 'List project technologies', tags, response: { 200: StringListSchema } } },
    () => projects.technologies(),
  )
  app.get(
    '/projects/:id',
    // Counts a view on every read (analytics.countView), so it is never answered from the cache.
    {
      schema: {
        summary: 'Get a published project',
        tags,
        params: IdOrSlugParamsSchema,
        response: { 200: ProjectSchema },
      },
      config: { apiCache: false },
    },
    async (req) => {
      const project = await projects.get(req.params.id)
      app.services.analytics.countView('project', project.id, req)
      return project
    },
  )
  app.post(
    '/projects/:id/like',
    {
      schema: {
        summary: 'Like a project',
        tags,
        params: IdOrSlugParamsSchema,
        response: { 200: LikeResponseSchema, ...errorAnswers({ 403: 'Sent from another site' }) },
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      // A no-cors POST from another site must not like on the visitor's behalf.
      onRequest: sameSiteOnly,
    },
    (req, reply) => projects.like(req.params.id, visitorOf(req, reply, { setCookie: true })),
  )
}
