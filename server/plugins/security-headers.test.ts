import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'

import { helmetHeaders, registerSecurityHeaders } from './security-headers.ts'

const OPTIONS = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
  hsts: false,
}

describe('security headers built once', () => {
  it("are helmet's headers for the options", async () => {
    const headers = await helmetHeaders(OPTIONS)
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['strict-transport-security']).toBeUndefined()
    expect((await helmetHeaders({ ...OPTIONS, hsts: true }))['strict-transport-security']).toMatch(/max-age=/)
  })

  it('are on every response, and a route may still replace one', async () => {
    const app = Fastify()
    const headers = await helmetHeaders(OPTIONS)
    registerSecurityHeaders(app, headers)
    app.get('/plain', () => 'ok')
    app.get('/own', (_req, reply) => reply.header('content-security-policy', "default-src 'none'").send('ok'))
    const plain = await app.inject('/plain')
    const missing = await app.inject('/missing')
    const own = await app.inject('/own')
    await app.close()
    for (const res of [plain, missing]) {
      for (const [name, value] of Object.entries(headers)) expect(res.headers[name]).toBe(value)
    }
    expect(own.headers['content-security-policy']).toBe("default-src 'none'")
    expect(own.headers['x-frame-options']).toBe(headers['x-frame-options'])
  })
})
