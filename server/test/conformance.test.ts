import swagger from '@fastify/swagger'
import Fastify from 'fastify'
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'

import { type ApiDocument, createConformanceChecker, documentPathOf, watchConformance } from './conformance.ts'

const thing = {
  type: 'object',
  required: ['id', 'at', 'status'],
  additionalProperties: false,
  properties: {
    id: { type: 'integer' },
    at: { type: 'string', format: 'date-time' },
    status: { type: 'string', enum: ['draft', 'published'] },
    note: { type: ['string', 'null'] },
  },
}
const doc: ApiDocument = {
  paths: {
    '/api/v1/things/{id}': {
      get: {
        responses: {
          200: { content: { 'application/json': { schema: thing } } },
          304: {},
          404: { content: { 'application/json': { schema: { type: 'object', required: ['detail', 'code'] } } } },
        },
      },
      delete: { responses: { 204: {} } },
    },
  },
}
const check = createConformanceChecker(doc)
const answer = (status: number, body?: unknown, method = 'GET') => ({
  method,
  route: '/api/v1/things/:id',
  status,
  contentType: 'application/json; charset=utf-8',
  body: body === undefined ? '' : JSON.stringify(body),
})
const good = { id: 1, at: '2026-11-28T10:00:00.000Z', status: 'draft', note: null }

describe('the response conformance checker', () => {
  it('passes an answer that is what the document declares', () => {
    expect(check(answer(200, good))).toEqual([])
    expect(check(answer(404, { detail: 'Not found', code: 'NOT_FOUND' }))).toEqual([])
    expect(check(answer(304))).toEqual([])
    expect(check(answer(204, undefined, 'DELETE'))).toEqual([])
    expect(check(answer(200, undefined, 'HEAD'))).toEqual([])
  })

  it('rejects a body that differs from the schema: a wrong type, a bad format, an unknown enum, a missing or extra field', () => {
    expect(check(answer(200, { ...good, id: '1' }))).toEqual(['GET /api/v1/things/{id} → 200: body/id must be integer'])
    expect(check(answer(200, { ...good, at: 'yesterday' })).join()).toContain('body/at must match format "date-time"')
    expect(check(answer(200, { ...good, status: 'gone' })).join()).toContain(
      'body/status must be equal to one of the allowed values ["draft","published"], not "gone"',
    )
    expect(check(answer(200, { ...good, note: 3 })).join()).toContain('body/note must be string,null')
    const { at: _at, ...missing } = good
    expect(check(answer(200, missing)).join()).toContain("must have required property 'at'")
    expect(check(answer(200, { ...good, secret: 'x' })).join()).toContain('must NOT have additional properties')
  })

  it('rejects a status the operation does not declare, and a body where none is declared', () => {
    expect(check(answer(409, { detail: 'Conflict', code: 'CONFLICT' }))).toEqual([
      'GET /api/v1/things/{id} → 409: status not declared (declared: 200, 304, 404)',
    ])
    expect(check(answer(200, good, 'DELETE'))).toEqual([
      'DELETE /api/v1/things/{id} → 200: status not declared (declared: 204)',
    ])
    expect(check(answer(304, good))).toEqual([
      'GET /api/v1/things/{id} → 304: declared without content, but a body was sent',
    ])
    expect(check({ ...answer(200, good), contentType: 'text/html' })).toEqual([
      'GET /api/v1/things/{id} → 200: content type "text/html" not declared (declared: application/json)',
    ])
    expect(check({ ...answer(200), body: '<html>' }).join()).toContain('the body is not JSON')
  })

  it('leaves alone what the document does not describe', () => {
    expect(check({ ...answer(500, good), route: '/blog/:slug' })).toEqual([])
  })

  it('reads Fastify route patterns as document paths', () => {
    expect(documentPathOf('/api/v1/admin/blogs/:id/revisions/:rev/restore')).toBe(
      '/api/v1/admin/blogs/{id}/revisions/{rev}/restore',
    )
  })

  it('watches a real app: a wrong body and an undeclared status sent by a route are reported', async () => {
    const app = Fastify({ logger: false })
    app.setValidatorCompiler(validatorCompiler)
    app.setSerializerCompiler(serializerCompiler)
    await app.register(swagger, {
      openapi: { openapi: '3.1.0', info: { title: 't', version: '1' } },
      transform: jsonSchemaTransform,
    })
    const Thing = z.object({ id: z.number().int(), at: z.iso.datetime() })
    app.get(
      '/api/v1/things/:kind',
      { schema: { params: z.object({ kind: z.enum(['good', 'wrong']) }), response: { 200: Thing } } },
      async (req, reply) => {
        const { kind } = req.params as { kind: string }
        if (kind === 'good') return { id: 1, at: '2026-11-28T10:00:00Z' }
        // A string is sent as it is, past the serializer: what a handler that builds its own JSON does.
        return reply.type('application/json').send('{"id":"1","at":"soon"}')
      },
    )
    // A status the route never declares (its document answer is Fastify's default 200).
    app.get('/api/v1/teapot', async (_req, reply) => reply.code(418).send({ detail: 'I am a teapot', code: 'TEAPOT' }))
    const reported: string[] = []
    watchConformance(app, (problems) => reported.push(...problems))
    await app.ready()
    try {
      expect((await app.inject('/api/v1/things/good')).statusCode).toBe(200)
      expect(reported).toEqual([])
      expect((await app.inject('/api/v1/things/wrong')).statusCode).toBe(200)
      expect(reported).toContain('GET /api/v1/things/{kind} → 200: body/id must be integer')
      expect(reported).toContain('GET /api/v1/things/{kind} → 200: body/at must match format "date-time"')
      reported.length = 0
      expect((await app.inject('/api/v1/teapot')).statusCode).toBe(418)
      expect(reported).toEqual(['GET /api/v1/teapot → 418: status not declared (declared: 200)'])
    } finally {
      await app.close()
    }
  })
})
