import { createConfig, lintFromString } from '@redocly/openapi-core'
import { afterAll, beforeAll, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../test/harness.ts'

// Issues 24 and 28: the published document passes Redocly's `recommended` ruleset (the engine of
// `redocly lint`) with no error and no warning. The document's `servers` is SITE_URL, a real host
// here: the default (http://localhost:3000) rightly trips no-server-example.com.
//
// One rule is off, operation-4xx-response: a public read that takes no input and is not rate
// limited (GET /api/v1/health, /api/v1/site, the category lists…) has no 4xx answer it can give,
// and the document does not invent one. The second test holds the exemption to exactly those.

interface Operation {
  parameters?: unknown[]
  requestBody?: unknown
  security?: unknown[]
  responses: Record<string, unknown>
}

let t: TestApp
let source: string
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL: 'https://folio.test' } })
  const res = await t.app.inject('/api/openapi.json')
  expect(res.statusCode).toBe(200)
  source = res.body
})
afterAll(() => t.close())

it('passes the Redocly recommended lint with 0 errors and 0 warnings', async () => {
  const problems = await lintFromString({
    source,
    absoluteRef: 'openapi.json',
    config: await createConfig({ extends: ['recommended'], rules: { 'operation-4xx-response': 'off' } }),
  })
  const found = problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer ?? ''}`)
  expect(found).toEqual([])
})

it('leaves out a 4xx answer only where the operation has no input, no session and no rate limit', () => {
  const doc = JSON.parse(source) as { paths: Record<string, Record<string, Operation>> }
  const without = Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => !Object.keys(op.responses).some((code) => /^4\d\d$/.test(code)))
      .map(([method, op]) => ({ at: `${method} ${path}`, op })),
  )
  // Even health names a 401: a request with an unknown API key is refused on every route.
  expect(Object.keys(doc.paths['/api/v1/health']!.get!.responses)).toContain('401')
  expect(without.map((w) => w.at)).not.toContain('get /api/v1/health')
  for (const { at, op } of without) {
    expect(op.parameters ?? [], at).toEqual([])
    expect(op.requestBody, at).toBeUndefined()
    expect(op.security, at).toEqual([])
  }
})
