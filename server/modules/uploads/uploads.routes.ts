import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

import { UPLOADS_URL_PREFIX } from './uploads.service.ts'

/**
 * /uploads/*: uploaded files. Names are random and never reused, so they are cached for a year
 * as immutable; nosniff keeps browsers to the type we send.
 */
export const uploadsRoutes = async (app: FastifyInstance) => {
  const root = resolve(app.config.UPLOADS_DIR)
  mkdirSync(root, { recursive: true })
  await app.register(fastifyStatic, {
    root,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    // Each image's description (`<id>.json`, and its temporary file while written) is for pages, not visitors.
    allowedPath: (path) => !/\.(json|tmp)$/.test(path),
    cacheControl: false,
    setHeaders: (reply, path) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable')
      reply.header('x-content-type-options', 'nosniff')
      // An image is never a document that runs anything, even if a browser were asked to.
      if (!path.endsWith('.pdf')) reply.header('content-security-policy', "default-src 'none'; sandbox")
    },
  })
}
