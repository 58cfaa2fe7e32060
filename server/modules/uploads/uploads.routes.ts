import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import { UPLOADS_URL_PREFIX } from './uploads.service.ts'
import { contentTypeOf, isUploadName, type ByteRange, type StoredFile } from '../../lib/upload-store.ts'

/** Names are random and never reused: a year, immutable. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable'

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && (header.trim() === '*' || header.split(',').some((t) => t.trim().replace(/^W\//, '') === etag))

/**
 * The byte range a `Range` header asks of a file this big: one `bytes=` range (a list of
 * several is answered whole, as RFC 9110 allows); 'unsatisfiable' when it lies past the end.
 */
export const parseRange = (header: string | undefined, size: number): ByteRange | 'unsatisfiable' | undefined => {
  const m = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null
  if (!m || (m[1] === '' && m[2] === '')) return undefined
  if (m[1] === '') {
    const suffix = Number(m[2])
    if (suffix === 0 || size === 0) return 'unsatisfiable'
    return { start: Math.max(0, size - suffix), end: size - 1 }
  }
  const start = Number(m[1])
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  if (start >= size) return 'unsatisfiable'
  if (end < start) return undefined
  return { start, end }
}

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
    reply.header('cache-control', CACHE_CONTROL)
    reply.header('etag', file.etag)
    reply.header('last-modified', file.modified.toUTCString())
    reply.header('x-content-type-options', 'nosniff')
    // An image is never a document that runs anything, even if a browser were asked to.
    if (!file.name.endsWith('.pdf')) reply.header('content-security-policy', "default-src 'none'; sandbox")
  }

  const notModified = (req: FastifyRequest, file: StoredFile) => {
    const inm = req.headers['if-none-match']
    if (inm !== undefined) return matchesEtag(inm, file.etag)
    const ims = Date.parse(req.headers['if-modified-since'] ?? '')
    return !Number.isNaN(ims) && Math.floor(file.modified.getTime() / 1000) * 1000 <= ims
  }

  const serve = async (req: FastifyRequest<{ Params: { '*': string } }>, reply: FastifyReply) => {
    const name = req.params['*']
    if (!isUploadName(name) || name.endsWith('.json')) return reply.callNotFound()
    const file = await store.head(name)
    if (!file) return reply.callNotFound()
    if (notModified(req, file)) {
      headers(reply, file)
      return reply.code(304).send()
    }
    const ifRange = req.headers['if-range']
    const range = ifRange === undefined || ifRange === file.etag ? parseRange(req.headers.range, file.size) : undefined
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
    exposeHeadRoute: false,
    handler: serve,
  })
}
