import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { AdminBlogPostSchema } from '../../../core/schemas/blog.ts'
import { IdParamsSchema } from '../../../core/schemas/common.ts'
import { PageSchema } from '../../../core/schemas/page.ts'
import { AdminProjectSchema } from '../../../core/schemas/project.ts'
import { RevisionListSchema, RevisionParamsSchema, RevisionSchema } from '../../../core/schemas/revision.ts'
import { errorAnswers } from '../../lib/openapi.ts'

/**
 * /api/v1/admin/{blogs|projects|pages}/{id}/revisions (API.md, Publishing; pages:
 * docs/api/owners-site.md): the superuser check is the admin context's (app.ts).
 */
export const revisionsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { revisions, linkHealth } = app.services
  const schema = (tag: string) => ({ tags: [tag], security: [{ bearer: [] }] })

  for (const [path, kind, tag] of [
    ['blogs', 'post', 'admin: blog'],
    ['projects', 'project', 'admin: projects'],
    ['pages', 'page', 'admin: pages'],
  ] as const) {
    const noun = kind === 'post' ? 'blog post' : kind
    app.get(
      `/${path}/:id/revisions`,
      {
        schema: {
          summary: `List a ${noun}'s revisions`,
          ...schema(tag),
          params: IdParamsSchema,
          response: { 200: RevisionListSchema },
        },
      },
      (req) => revisions.list(kind, req.params.id),
    )
    app.get(
      `/${path}/:id/revisions/:rev`,
      {
        schema: {
          summary: `Get a ${noun} revision`,
          ...schema(tag),
          params: RevisionParamsSchema,
          response: { 200: RevisionSchema },
        },
      },
      (req) => revisions.get(kind, req.params.id, req.params.rev),
    )
  }
  app.post(
    '/blogs/:id/revisions/:rev/restore',
    {
      schema: {
        summary: 'Restore a blog post revision',
        ...schema('admin: blog'),
        params: RevisionParamsSchema,
        response: { 200: AdminBlogPostSchema, ...errorAnswers({ 409: 'Another post has this slug now' }) },
      },
    },
    (req) => revisions.restore('post', req.params.id, req.params.rev, req.user?.id ?? null),
  )
  app.post(
    '/projects/:id/revisions/:rev/restore',
    {
      schema: {
        summary: 'Restore a project revision',
        ...schema('admin: projects'),
        params: RevisionParamsSchema,
        response: { 200: AdminProjectSchema, ...errorAnswers({ 409: 'Another project has this title or slug now' }) },
      },
    },
    async (req) =>
      (
        await linkHealth.withBrokenLinks('project', [
          await revisions.restore('project', req.params.id, req.params.rev, req.user?.id ?? null),
        ])
      )[0]!,
  )
  app.post(
    '/pages/:id/revisions/:rev/restore',
    {
      schema: {
        summary: 'Restore a page revision',
        ...schema('admin: pages'),
        params: RevisionParamsSchema,
        response: { 200: PageSchema },
      },
    },
    (req) => revisions.restore('page', req.params.id, req.params.rev, req.user?.id ?? null),
  )
}
