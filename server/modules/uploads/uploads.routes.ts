import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { UPLOADS_URL_PREFIX } from './uploads.service.ts'
import { contentTypeOf, isUploadName, type StoredFile } from '../../lib/upload-store.ts'
import { byteRange, notModified } from '../../plugins/http-delivery.ts'

/**
 * /uploads/*: uploaded files, from whichever store holds them (a folder or an S3 bucket,
 * streamed through this server so pages keep one origin, its CSP and these headers). Cached for
 * a year as immutable; ETag and Last-Modified answer conditional requests with 304; one byte
 * range with 206; nosniff keeps browsers to the type we send. Descriptions (`<id>.json`) are
 * for pages, not visitors. The store away: 503.
 */
export const uploadsRoutes = async (app: FastifyInstance) => {
  const { store } = app.services.uploads

  const headers = (reply: FastifyReply, file: StoredFile) => {
    reply.header('etag', file.etag)
    reply.header('last-modified', file.modified.toUTCString())
    reply.header('x-content-type-options', 'nosniff')
    // Other sites may embed the owner's public files (a headless front end): not same-origin only.
    reply.header('cross-origin-resource-policy', 'cross-origin')
    // An image is never a document that runs anything, even if a browser were asked to.
    if (!file.name.endsWith('.pdf')) reply.header('content-security-policy', "default-src 'none'; sandbox")
  }

  const serve = async (req: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = req.params['*']
    if (!isUploadName(name) || name.endsWith('.json')) return reply.callNotFound()
    const file = await store.head(name)
    if (!file) return reply.callNotFound()
    if (notModified(req, { etag: file.etag, modified: file.modified })) {
      headers(reply, file)
      return reply.code(304).send()
    }
    const range = byteRange(req, file.size, file.etag)
    if (range === 'unsatisfiable') {
      reply.header('content-range', `bytes */${file.size}`)
      return reply.code(416).type('text/plain').send('Range Not Satisfiable')
    }
    const length = range ? range.end - range.start + 1 : file.size
    const body = req.method === 'HEAD' || length === 0 ? undefined : await store.stream(name, range)
    // Deleted between the two calls: as if it had never been there.
    if (!body && req.method !== 'HEAD' && length > 0) return reply.callNotFound()
    headers(reply, file)
    reply.header('accept-ranges', 'bytes')
    reply.header('content-length', length)
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`)
    reply.type(contentTypeOf(name))
    return reply.send(body ?? '')
  }

  app.route({
    method: ['GET', 'HEAD'],
    url: `${UPLOADS_URL_PREFIX}*`,
    schema: { hide: true },
    config: { cachePolicy: 'upload' },
    exposeHeadRoute: false,
    handler: serve,
  })
}
