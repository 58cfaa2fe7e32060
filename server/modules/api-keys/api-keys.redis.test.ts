import { randomInt } from 'node:crypto'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../../app.ts'
import { createAdmin, ipFor, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

// Two instances of one site sharing Redis (docs/api/platform.md): the public API's limits count
// across both, like the other limits. Redis keeps counts between runs: fresh addresses and keys.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
let a: TestApp
let b: FastifyInstance
let admin: TestAccount
beforeAll(async () => {
  a = await createTestApp({ env: { REDIS_URL, PUBLIC_API_RATE_LIMIT: '4', API_KEY_RATE_LIMIT: '4' } })
  b = await buildApp({ config: a.app.config, db: a.db, logger: false })
  await b.ready()
  admin = await createAdmin(a.app)
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

describe('public API limits with REDIS_URL', () => {
  it('count anonymous reads per address across both instances', async () => {
    const ip = ipFor(randomInt(1, 15_000_000))
    const statuses = []
    for (let i = 0; i < 5; i++)
      statuses.push((await (i % 2 ? b : a.app).inject({ url: '/api/v1/site', remoteAddress: ip })).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 429])
  })

  it('count a content key across both instances, and a key revoked on one fails at once on the other', async () => {
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/v1/admin/api-keys',
      headers: admin.headers,
      payload: { name: 'shared', scope: 'content' },
    })
    const { key, id } = created.json() as { key: string; id: number }
    const headers = { authorization: `Bearer ${key}` }
    const statuses = []
    for (let i = 0; i < 5; i++)
      statuses.push((await (i % 2 ? b : a.app).inject({ url: '/api/v1/site', headers })).statusCode)
    expect(statuses).toEqual([200, 200, 200, 200, 429])
    await a.app.inject({ method: 'DELETE', url: `/api/v1/admin/api-keys/${id}`, headers: admin.headers })
    expect((await b.inject({ url: '/api/v1/site', headers })).statusCode).toBe(401)
  })
})
