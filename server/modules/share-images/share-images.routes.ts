import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { AppError } from '../../errors.ts'
import type { ResponseCache } from '../../lib/response-cache.ts'
import { isUploadName } from '../../lib/upload-store.ts'
import { notModified } from '../../plugins/http-delivery.ts'
import { UPLOADS_URL_PREFIX } from '../uploads/uploads.service.ts'
import { createShareImagesService, type ShareKind } from './share-images.service.ts'

const NOT_FOUND: Record<ShareKind, () => AppError> = {
  projects: () => new AppError(404, 'PROJECT_NOT_FOUND', 'Project not found'),
  blogs: () => new AppError(404, 'POST_NOT_FOUND', 'Post not found'),
}

/**
 * GET /og/projects/{slug}.png and /og/blogs/{slug}.png (API.md "Open Graph images"): the item's
 * share card, 404 for an item the public cannot see (the public lookups decide, as for its page).
 */
export const shareImagesRoutes = async (app: FastifyInstance, opts: { cache: ResponseCache }) => {
  const images = createShareImagesService({
    cache: opts.cache,
    getProject: (slug) => app.services.projects.get(slug),
    getPost: (slug) => app.services.blogs.get(slug),
    getOwnerName: async () => (await app.services.site.get()).name,
    getLook: async () => {
      const site = await app.services.site.get()
      return { accent: site.accent_color, logo: site.logo_url }
    },
    describeImages: (urls) => app.services.uploads.describe(urls),
    headUpload: async (url) => {
      const name = decodeURIComponent(url.slice(UPLOADS_URL_PREFIX.length))
      return isUploadName(name) ? app.services.uploads.store.head(name) : undefined
    },
    readUpload: (url) => app.services.uploads.readUpload(url),
    siteUrl: app.config.siteUrl,
    publicDirs: ['build/client', 'public'],
  })

  const handler =
    (kind: ShareKind) => async (req: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply) => {
      const slug = /^(.+)\.png$/.exec(req.params.file)?.[1]
      if (!slug) throw NOT_FOUND[kind]()
      const image = await images.get(kind, slug)
      reply.header('etag', image.etag)
      reply.header('x-content-type-options', 'nosniff')
      // Share cards are shown by other sites (social networks, a headless front end).
      reply.header('cross-origin-resource-policy', 'cross-origin')
      if (notModified(req, image)) return reply.code(304).send()
      return reply.type('image/png').send(image.png)
    }

  const options = { schema: { hide: true }, config: { cachePolicy: 'shareImage' as const } }
  app.get('/og/projects/:file', options, handler('projects'))
  app.get('/og/blogs/:file', options, handler('blogs'))
}
