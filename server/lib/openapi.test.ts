import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import pkg from '../../package.json' with { type: 'json' }

import { createTestApp, type TestApp } from '../test/harness.ts'
import { operationIdOf } from './openapi.ts'

interface Operation {
  operationId?: string
  security?: unknown[]
  responses: Record<string, { content?: Record<string, unknown> }>
}

let t: TestApp
let operations: [string, string, Operation][]
let version: string
beforeAll(async () => {
  t = await createTestApp()
  const doc = (await t.app.inject('/api/openapi.json')).json<{
    info: { version: string }
    paths: Record<string, Record<string, Operation>>
  }>()
  version = doc.info.version
  operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [method, path, op] as [string, string, Operation]),
  )
})
afterAll(() => t.close())

describe('the OpenAPI document', () => {
  it("gives package.json's version as info.version", () => {
    expect(version).toBe(pkg.version)
    expect(version).toMatch(/^\d+\.\d+\.\d+(-[\w.]+)?$/)
  })

  it('gives every operation a unique operationId, a success answer and declared security', () => {
    const ids = operations.map(([, , op]) => op.operationId)
    expect(ids.every(Boolean)).toBe(true)
    expect(new Set(ids).size).toBe(ids.length)
    for (const [method, path, op] of operations) {
      expect(
        Object.keys(op.responses).some((c) => /^2\d\d$/.test(c)),
        `${method} ${path}`,
      ).toBe(true)
      expect(op.security, `${method} ${path}`).toBeDefined()
    }
  })

  it('documents the error answers each operation can give', () => {
    const op = (method: string, path: string) => operations.find(([m, p]) => m === method && p === path)![2]
    expect(Object.keys(op('delete', '/api/v1/admin/redirects/{id}').responses)).toEqual(
      expect.arrayContaining(['204', '401', '403', '404', '422']),
    )
    expect(Object.keys(op('get', '/api/v1/projects').responses)).toEqual(expect.arrayContaining(['200', '422']))
    // A public read is anonymous, or takes an API key (a bad one: 401; over a limit: 429).
    expect(op('get', '/api/v1/projects').security).toEqual([{}, { bearer: [] }, { apiKey: [] }])
    expect(Object.keys(op('get', '/api/v1/projects').responses)).toEqual(expect.arrayContaining(['401', '429']))
    expect(op('post', '/api/v1/contact').security).toEqual([])
    expect(Object.keys(op('post', '/api/v1/auth/logout').responses)).toContain('204')
    expect(Object.keys(op('post', '/api/v1/contact').responses)).toEqual(
      expect.arrayContaining(['201', '400', '413', '415', '422', '429', '503']),
    )
    // A cached public read answers a matching If-None-Match with a 304 without content.
    expect(op('get', '/api/v1/projects').responses['304']).toEqual({ description: expect.any(String) })
    expect(op('get', '/api/v1/admin/projects').responses['304']).toBeUndefined()
    // A route names the other errors it gives.
    expect(Object.keys(op('post', '/api/v1/admin/projects').responses)).toContain('409')
  })

  it('names what a download is', () => {
    const csv = operations.find(([m, p]) => m === 'get' && p === '/api/v1/admin/messages/export.csv')![2]
    expect(Object.keys(csv.responses['200']!.content!)).toEqual(['text/csv'])
    const backup = operations.find(([m, p]) => m === 'get' && p === '/api/v1/admin/backup')![2]
    expect(Object.keys(backup.responses['200']!.content!)).toEqual(['application/gzip'])
    // Its errors are JSON, like every other error.
    expect(Object.keys(backup.responses['401']!.content!)).toEqual(['application/json'])
    expect(Object.keys(csv.responses['422']!.content!)).toEqual(['application/json'])
  })

  it.each([
    ['get', '/api/v1/admin/projects/:id/revisions', 'getAdminProjectsByIdRevisions'],
    ['post', '/api/v1/auth/2fa/setup', 'postAuth2faSetup'],
    ['get', '/api/v1/admin/messages/export.csv', 'getAdminMessagesExportCsv'],
    ['post', '/subscribe', 'postWebSubscribe'],
  ])('%s %s is %s', (method, url, id) => {
    expect(operationIdOf(method, url)).toBe(id)
  })
})
