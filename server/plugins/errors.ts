import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify'
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod'

import { isDatabaseUnavailable, isStorageFull } from '../db/create-db.ts'
import { AppError, databaseUnavailable, storageFull } from '../errors.ts'

type ErrorItem = { loc: (string | number)[]; msg: string; type: string }

const locFor = (context: string | undefined, path: string): (string | number)[] => {
  const where = context === 'querystring' ? 'query' : context === 'params' ? 'path' : (context ?? 'body')
  const parts = path
    .replace(/^\//, '')
    .split('/')
    .filter(Boolean)
    .map((p) => (/^\d+$/.test(p) ? Number(p) : p))
  return [where, ...parts]
}

/** Every error leaves as `{ detail, code, errors? }` (API.md); a 500 never leaks its cause. */
export const registerErrorHandler = (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError & { headers?: Record<string, string> }, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: ErrorItem[] = err.validation.map((v) => ({
        loc: locFor(err.validationContext, v.instancePath),
        msg: v.message ?? 'Invalid value',
        type: String(
          v.params?.issue && (v.params.issue as { code?: string }).code
            ? (v.params.issue as { code: string }).code
            : v.keyword,
        ),
      }))
      // A path parameter that fails validation names nothing that exists: that is a 404.
      if (err.validationContext === 'params') {
        return reply.status(404).send({ detail: 'Not found', code: 'NOT_FOUND' })
      }
      return reply.status(422).send({ detail: errors[0]?.msg ?? 'Invalid request', code: 'VALIDATION_ERROR', errors })
    }
    const expected = err instanceof AppError ? err : unavailableError(err, request)
    if (expected) {
      if (expected.headers) reply.headers(expected.headers)
      return reply.status(expected.statusCode).send({
        detail: expected.detail,
        code: expected.code,
        ...(expected.errors ? { errors: expected.errors } : {}),
      })
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, cause: err.cause }, 'response did not match its schema')
      return reply.status(500).send({ detail: 'Internal server error', code: 'INTERNAL_ERROR' })
    }
    const known = knownClientError(err)
    if (known) {
      if (err.statusCode === 429 && err.headers) reply.headers(err.headers)
      return reply.status(known.status).send({ detail: known.detail, code: known.code })
    }
    request.log.error({ err }, 'unhandled error')
    return reply.status(500).send({ detail: 'Internal server error', code: 'INTERNAL_ERROR' })
  })
}

/** The database away or the disk full: the client may retry later; logged without a stack. */
const unavailableError = (err: Error, request: FastifyRequest) => {
  if (isDatabaseUnavailable(err)) {
    request.log.warn({ cause: err.message }, 'database unavailable')
    return databaseUnavailable()
  }
  if (isStorageFull(err)) {
    request.log.error({ cause: err.message }, 'storage full')
    return storageFull()
  }
  return undefined
}

const knownClientError = (err: FastifyError & { headers?: Record<string, string> }) => {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'INVALID_JSON', detail: 'The request body is not valid JSON' }
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'This content type is not supported here' }
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_FILES_LIMIT':
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', detail: 'The request body is too large' }
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: 'BAD_REQUEST', detail: 'The request body does not match its length' }
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return { status: 415, code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Send this as multipart/form-data' }
  }
  // The client stopped sending its body half-way (a bad chunk, a dropped connection).
  if (err.code === 'ECONNRESET' && err.message === 'aborted') {
    return { status: 400, code: 'BAD_REQUEST', detail: 'The request body was cut off' }
  }
  // A truncated or malformed multipart body (busboy throws plain Errors): the client's fault.
  if (!err.statusCode && /multipart|malformed part header/i.test(err.message)) {
    return { status: 400, code: 'BAD_REQUEST', detail: 'The multipart body is malformed' }
  }
  if (err.name === 'SyntaxError' || err.statusCode === 400) {
    return { status: 400, code: 'BAD_REQUEST', detail: 'The request could not be understood' }
  }
  if (err.statusCode === 429) {
    return { status: 429, code: 'RATE_LIMITED', detail: 'Too many requests. Please try again later.' }
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
    return { status: err.statusCode, code: 'BAD_REQUEST', detail: err.message || 'Bad request' }
  }
  return null
}
