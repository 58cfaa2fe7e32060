import { randomInt } from 'node:crypto'

import type { FastifyInstance } from 'fastify'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../../app.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createUser, ipFor, login, STRONG_PASSWORD, unique } from '../../test/factories.ts'

// REDIS_URL: limits live in Redis, shared by every server instance. Redis keeps them between
// runs, so every test uses addresses and emails no other run uses.
let a: TestApp
let b: { app: FastifyInstance }
beforeAll(async () => {
  const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
  a = await createTestApp({ env: { REDIS_URL } })
  // A second instance on the same database, as behind a load balancer.
  b = { app: await buildApp({ config: a.app.config, db: a.db, logger: false }) }
})
afterAll(async () => {
  await b?.app.close()
  await a?.close()
})

const randomIp = () => ipFor(randomInt(1, 16_000_000))

describe('with REDIS_URL', () => {
  it('login failures counted on one instance throttle the account on another', async () => {
    const { email, password } = await createUser(a.app)
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? b.app : a.app
      expect((await login(app, email, 'Wrong!Passw0rd', randomIp())).statusCode).toBe(401)
    }
    const blocked = await login(b.app, email, password, randomIp())
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('two-factor code failures counted on one instance throttle the code step on another', async () => {
    const user = await createUser(a.app)
    const { secret } = (
      await a.app.inject({
        method: 'POST',
        url: '/api/v1/auth/2fa/setup',
        headers: user.headers,
        payload: { password: user.password },
      })
    ).json()
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate()
    const enable = await a.app.inject({
      method: 'POST',
      url: '/api/v1/auth/2fa/enable',
      headers: user.headers,
      payload: { code },
    })
    const [recovery] = enable.json().recovery_codes as string[]
    for (let i = 0; i < 5; i++) {
      const app = i % 2 ? b.app : a.app
      const { challenge } = (await login(app, user.email, user.password, randomIp())).json()
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/2fa/verify',
        payload: { challenge, code: 'wrong-code' },
        remoteAddress: randomIp(),
      })
      expect(res.statusCode).toBe(401)
    }
    const { challenge } = (await login(b.app, user.email, user.password, randomIp())).json()
    const blocked = await b.app.inject({
      method: 'POST',
      url: '/api/v1/auth/2fa/verify',
      payload: { challenge, code: recovery },
      remoteAddress: randomIp(),
    })
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('wrong current passwords counted on one instance throttle the account on another', async () => {
    const user = await createUser(a.app)
    const put = (app: FastifyInstance, current_password: string) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/auth/me',
        headers: user.headers,
        payload: { email: `${unique('moved')}@example.com`, current_password },
        remoteAddress: randomIp(),
      })
    for (let i = 0; i < 5; i++) expect((await put(i % 2 ? b.app : a.app, 'Wrong!Passw0rd')).statusCode).toBe(400)
    const blocked = await put(b.app, user.password)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
  })

  it('route rate limits are shared too (register: 10 per address per 10 minutes)', async () => {
    const ip = randomIp()
    const codes: number[] = []
    for (let i = 0; i < 11; i++) {
      const app = i % 2 ? b.app : a.app
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: ip,
        payload: {
          email: `${unique('rl')}@example.com`,
          password: STRONG_PASSWORD,
          username: unique('rl').slice(0, 20),
          full_name: 'Rate Limited',
        },
      })
      codes.push(res.statusCode)
      if (res.statusCode === 429) {
        expect(res.json().code).toBe('RATE_LIMITED')
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
      }
    }
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true)
    expect(codes[10]).toBe(429)
  })
})
