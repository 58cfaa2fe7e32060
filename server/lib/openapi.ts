import type { SwaggerTransform } from '@fastify/swagger'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

import { ErrorResponseSchema, NoContentSchema } from '../../core/schemas/common.ts'

/**
 * The OpenAPI document's conventions, added to every operation from what the route declares
 * (docs/api/platform.md): a unique `operationId` made from the method and path unless the route
 * names one; the error answers its inputs and guards can give, each with the error shape
 * (401/403 where it declares security, 404 where its path names an item, 422 where it validates
 * input, 429 where it is rate limited); 204 for a DELETE that declares no success answer. Only
 * the document changes: the route's own schema (validation, serialization) is left as it is.
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
  // A public read takes an optional API key (docs/api/platform.md): a bad one is a 401, and reads
  // are counted per key or per address (429).
  const publicRead = !s.security && method === 'get' && /^\/api\/v1\/(?!admin(\/|$)|auth(\/|$))/.test(url)
  if (publicRead) {
    errors[401] = error('The API key is unknown or revoked')
    errors[429] = error('Too many requests: try again after Retry-After seconds')
  }
  if (/[:{]/.test(url)) errors[404] = error('No such item')
  if (s.body || s.querystring || s.params) errors[422] = error('The input is not valid: `errors` says where and why')
  const limit = (route.config as { rateLimit?: unknown } | undefined)?.rateLimit
  if (limit) errors[429] = error('Too many requests: try again after Retry-After seconds')
  const response = {
    ...(method === 'delete' && !success ? { 204: NoContentSchema } : {}),
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
  return out
}

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
