import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'

/**
 * Response conformance (docs/api/platform.md, "The API description"): every answer an API test
 * gets is checked against the OpenAPI document the same app publishes. The status must be
 * declared on the operation (a 204 or 304 without content), the media type must be one the
 * status declares, and a JSON body must be valid against its schema (JSON Schema 2020-12, formats
 * checked). Routes are found by their pattern, so every route in the document is covered,
 * whoever adds it. The test harness watches every app it builds (harness.ts); a violation is
 * recorded and fails the test that caused it (setup.ts).
 */

interface MediaType {
  schema?: object
}
interface Operation {
  responses?: Record<string, { content?: Record<string, MediaType> }>
}
export interface ApiDocument {
  paths: Record<string, Record<string, Operation>>
}

/** One answer, as the server sent it. */
export interface Answer {
  method: string
  /** The route's pattern as Fastify has it: `/api/v1/projects/:slug`. */
  route: string
  status: number
  contentType?: string
  /** The body sent; undefined when it could not be read (a stream). */
  body?: string
}

/** `/api/v1/projects/:slug` → `/api/v1/projects/{slug}`, as paths are written in the document. */
export const documentPathOf = (route: string) => route.replace(/:(\w+)/g, '{$1}')

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json')

/** The checker for one document: each answer → the problems found (none: conforms). */
export const createConformanceChecker = (doc: ApiDocument) => {
  const ajv = new Ajv2020({ allErrors: true, strict: false, verbose: true })
  addFormats.default(ajv)
  const compiled = new Map<object, ValidateFunction>()
  const validatorOf = (schema: object) => {
    let validate = compiled.get(schema)
    if (!validate) compiled.set(schema, (validate = ajv.compile(schema)))
    return validate
  }

  return (answer: Answer): string[] => {
    const path = documentPathOf(answer.route)
    const method = answer.method.toLowerCase()
    // HEAD is answered by the GET route, without a body.
    const op = doc.paths[path]?.[method === 'head' ? 'get' : method]
    // Not part of the API description (pages, the document itself, routes hidden from it).
    if (!op) return []
    const at = `${answer.method} ${path} → ${answer.status}`
    const responses = op.responses ?? {}
    const declared = responses[String(answer.status)] ?? responses[`${String(answer.status)[0]}XX`] ?? responses.default
    if (!declared) return [`${at}: status not declared (declared: ${Object.keys(responses).join(', ')})`]
    const content = declared.content
    const body = answer.body
    if (method === 'head') return []
    if (!content || Object.keys(content).length === 0) {
      return body ? [`${at}: declared without content, but a body was sent`] : []
    }
    if (answer.status === 204 || answer.status === 304) return [`${at}: a ${answer.status} declared with content`]
    const type = (answer.contentType ?? '').split(';')[0]!.trim().toLowerCase()
    const media =
      content[type] ??
      content[`${type.split('/')[0]}/*`] ??
      content['*/*'] ??
      (type ? undefined : Object.values(content)[0])
    if (!media) return [`${at}: content type "${type}" not declared (declared: ${Object.keys(content).join(', ')})`]
    if (!isJson(type) || !media.schema || body === undefined) return []
    let parsed: unknown
    try {
      parsed = JSON.parse(body)
    } catch {
      return [`${at}: the body is not JSON: ${body.slice(0, 100)}`]
    }
    const validate = validatorOf(media.schema)
    if (validate(parsed)) return []
    return (validate.errors ?? []).map((e) => {
      const allowed =
        e.keyword === 'enum' ? ` ${JSON.stringify(e.params.allowedValues)}, not ${JSON.stringify(e.data)}` : ''
      return `${at}: body${e.instancePath} ${e.message ?? e.keyword}${allowed}`
    })
  }
}

let violations: string[] = []

/** The violations recorded since the last call (and forgets them). */
export const takeViolations = () => {
  const found = violations
  violations = []
  return found
}

/**
 * Checks every answer `app` sends against the document it publishes (`app.swagger()`). Call
 * before `app.ready()`; problems go to `report` (by default the list `takeViolations` reads).
 */
export const watchConformance = (
  app: FastifyInstance,
  report: (problems: string[]) => void = (problems) => violations.push(...problems),
) => {
  let check: ((answer: Answer) => string[]) | undefined
  app.addHook('onSend', async (req, reply, payload) => {
    const route = req.routeOptions.url
    if (!route || !route.startsWith('/api/')) return payload
    check ??= createConformanceChecker(app.swagger() as unknown as ApiDocument)
    const encoded = reply.hasHeader('content-encoding')
    // Fastify never writes a 204's payload (lib/reply.js): on the wire it has none.
    const body =
      payload === null || payload === undefined || reply.statusCode === 204
        ? ''
        : typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload) && !encoded
            ? payload.toString('utf8')
            : undefined
    const problems = check({
      method: req.method,
      route,
      status: reply.statusCode,
      contentType: reply.getHeader('content-type') as string | undefined,
      body,
    })
    if (problems.length) report(problems)
    return payload
  })
}
