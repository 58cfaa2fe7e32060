import type { SwaggerTransform } from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ErrorResponseSchema, NoContentSchema, NotModifiedSchema } from '../../core/schemas/common.ts'
import { WEBHOOK_EVENT_DESCRIPTIONS, WEBHOOK_PAYLOADS } from '../../core/schemas/webhook.ts'
import { isPublicApiPath } from './response-cache.ts'

/**
 * The OpenAPI document's conventions, added to every operation from what the route declares
 * (docs/api/platform.md): a unique `operationId` made from the method and path unless the route
 * names one; the error answers its inputs and guards can give, each with the error shape
 * (400/413/415 where a body can be sent, 401/403 where it declares security, 404 where its path
 * names an item, 422 where it validates input, 429 where it is rate limited, 503 everywhere);
 * 304 on a public read; 204 for a DELETE that declares no success answer. Any other
 * status a route gives it declares itself (`errorAnswers`). Only the document changes: the
 * route's own schema (validation, serialization) is left as it is. The API tests check every
 * answer against the result (server/test/conformance.ts).
 */
export const documentTransform: SwaggerTransform = (input) => {
  const { schema, url, route } = input
  const s = (schema ?? {}) as Record<string, unknown> & { response?: Record<string, unknown> }
  // The document describes the API; the site's pages and plain-form handlers are not part of it.
  if (s.hide || !url.startsWith('/api/'))
    return jsonSchemaTransform({ ...input, schema: { ...s, hide: true } } as Parameters<typeof jsonSchemaTransform>[0])
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toLowerCase()
  const declared = s.response ?? {}
  const success = Object.keys(declared).some((code) => /^2\d\d$/.test(code))
  const errors: Record<number, unknown> = {}
  const error = (description: string) => ErrorResponseSchema.describe(description)
  if (s.security) {
    errors[401] = error('Not signed in, or the session expired')
    errors[403] = error('Signed in, but not allowed to do this')
  }
  // Any request body is parsed before the handler runs: it can be malformed, too large or of a
  // type the server does not read (plugins/errors.ts), whatever the route does with it.
  if (BODY_METHODS.has(method)) {
    errors[400] = error('The request could not be understood: the body is malformed or cut off')
    errors[413] = error('The request body is too large')
    errors[415] = error('This content type is not accepted here')
  }
  // A public read takes an optional API key (docs/api/platform.md): a bad one is a 401, and reads
  // are counted per key or per address (429).
  const publicRead = !s.security && method === 'get' && /^\/api\/v1\/(?!admin(\/|$)|auth(\/|$))/.test(url)
  if (publicRead) {
    errors[401] = error('The API key is unknown or revoked')
    errors[429] = error('Too many requests: try again after Retry-After seconds')
  } else if (!s.security && /^\/api\/v1\/(?!admin(\/|$)|auth(\/|$))/.test(url)) {
    // A public write (a contact message, a like) refuses a bad key (401) and a content key (403).
    errors[401] = error('The API key is unknown or revoked')
    errors[403] = error('A content API key may only read')
  }
  if (/[:{]/.test(url)) errors[404] = error('No such item')
  // A multipart body (`consumes`) is checked by the handler: a missing or wrong file is a 422 too.
  if (s.body || s.querystring || s.params || s.consumes)
    errors[422] = error('The input is not valid: `errors` says where and why')
  const config = route.config as { rateLimit?: unknown } | undefined
  if (config?.rateLimit) errors[429] = error('Too many requests: try again after Retry-After seconds')
  // Every operation reads the database (or the uploads store) first: either may be away a moment.
  errors[503] = error('The database or the uploads store is unavailable: try again shortly')
  const response = {
    ...(method === 'delete' && !success ? { 204: NoContentSchema } : {}),
    // A public read carries an ETag, cached or not (a detail read that counts a view is not): a
    // matching If-None-Match gets a 304 (plugins/http-delivery.ts).
    ...(method === 'get' && isPublicApiPath(url) ? { 304: NotModifiedSchema } : {}),
    ...errors,
    ...declared,
  }
  const out = jsonSchemaTransform({
    ...input,
    schema: { ...s, response },
  } as Parameters<typeof jsonSchemaTransform>[0])
  const doc = out.schema as Record<string, unknown> & { response: Record<string, unknown>; produces?: string[] }
  doc.operationId ??= operationIdOf(method, url)
  // A route without `security` is public, and says so; a public read may carry a key.
  doc.security ??= publicRead ? [{}, { bearer: [] }, { apiKey: [] }] : []
  // A download (CSV, an archive) declares its media types; its 200 is those bytes.
  if (doc.produces && !success) {
    const content = Object.fromEntries(
      doc.produces.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
    )
    doc.response = { 200: { description: 'The file', content }, ...doc.response }
  }
  // Errors are JSON whatever the operation produces when it succeeds (a download's 401 too).
  if (doc.produces) {
    for (const [code, schema] of Object.entries(doc.response)) {
      const { description, content, type } = schema as { description?: string; content?: unknown; type?: unknown }
      if (/^2\d\d$/.test(code) || content || type === 'null') continue
      doc.response[code] = { description, content: { 'application/json': { schema } } }
    }
  }
  return out
}

const BODY_METHODS = new Set(['post', 'put', 'patch'])

/**
 * Error answers a route gives beyond the conventions above (a 409 conflict, a 410 gone, a
 * wrong password's 400…), for its `schema.response`: each is the error shape, with its sentence.
 */
export const errorAnswers = (answers: Record<number, string>) =>
  Object.fromEntries(
    Object.entries(answers).map(([code, description]) => [code, ErrorResponseSchema.describe(description)]),
  )

/**
 * `GET /api/v1/admin/projects/:id/revisions` → `getAdminProjectsByIdRevisions`; a route outside
 * the API (a plain form's handler such as `POST /subscribe`) → `postWebSubscribe`.
 */
export const operationIdOf = (method: string, url: string) =>
  method +
  (url.startsWith('/api/v1/') ? '' : 'Web') +
  url
    .replace(/^\/api\/v1/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const param = /^[:{](\w+)}?$/.exec(part)
      const word = param ? `by-${param[1]}` : part
      return word
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((w) => w[0]!.toUpperCase() + w.slice(1))
        .join('')
    })
    .join('')

/**
 * The document's top-level `webhooks` (docs/api/platform.md): one entry per event type, keyed by
 * the type, whose request body is that event's payload as the sender posts it. Generated from the
 * same schemas the tests check every payload sent against.
 */
export const webhookDocuments = () =>
  Object.fromEntries(
    Object.entries(WEBHOOK_PAYLOADS).map(([type, schema]) => {
      const { $schema: _, ...json } = z.toJSONSchema(schema, {
        target: 'draft-2020-12',
        io: 'output',
        unrepresentable: 'any',
      }) as Record<string, unknown>
      return [
        type,
        {
          post: {
            summary: WEBHOOK_EVENT_DESCRIPTIONS[type as keyof typeof WEBHOOK_PAYLOADS],
            description:
              'Signed as Standard Webhooks says: `webhook-id`, `webhook-timestamp` and `webhook-signature` headers.',
            operationId: operationIdOf('post', `/api/v1/webhook/${type.replace('.', '-')}`),
            tags: ['webhooks'],
            security: [],
            requestBody: { required: true, content: { 'application/json': { schema: json } } },
            responses: {
              '200': { description: 'Received: any 2xx answer within WEBHOOK_TIMEOUT_MS counts as delivered' },
              '400': { description: 'Refused: the delivery counts as a failed attempt and is tried again' },
            },
          },
        },
      ]
    }),
  )
