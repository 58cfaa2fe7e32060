import type { FastifyRequest } from 'fastify'
import pino, { type DestinationStream } from 'pino'

import { redactSecretLinks } from '../../core/secret-links.ts'

/**
 * Fastify's own request serializer, with secret link tokens left out of the URL: preview and
 * testimonial request links are stored as hashes only, and the request log must not undo that
 * (hardening: no secrets in logs). Method, path and (in "request completed") status stay.
 */
const req = (request: FastifyRequest) => {
  const version = request.headers?.['accept-version']
  return {
    method: request.method,
    url: redactSecretLinks(request.url),
    version: typeof version === 'string' ? version : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/** An error's message and stack can quote the URL too (React Router's "No route matches URL …"). */
const err = (error: Error) => {
  const out = pino.stdSerializers.err(error)
  out.message = redactSecretLinks(out.message)
  out.stack = redactSecretLinks(out.stack)
  return out
}

export const LOG_SERIALIZERS = { req, err }

export interface LoggerOptions {
  level: string
  /** Where lines go (tests read them); standard output otherwise. */
  stream?: DestinationStream
}
