import { randomInt } from 'node:crypto'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../app.ts'
import { createAdmin, createProject, ipFor, projectInput, type TestAccount } from './factories.ts'
import { createTestApp, type TestApp } from './harness.ts'

// Several instances behind one address (API.md "Several instances"): two apps of one site, one
// database, one Redis. They must behave as one: shared cache invalidation, shared limits, and
// exact counters whichever instance a visitor reaches. Redis keeps limits between runs, so
// every test uses addresses no other run uses.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
let a: TestApp
let b: FastifyInstance
let admin: TestAccount
beforeAll(async () => {
  a = await createTestApp({ env: { REDIS_URL } })
  b = await buildApp({ config: a.app.config, db: a.db, logger: false })
  await b.ready()
  admin = await createAdmin(a.app)
})
afterAll(async () => {
  await b?.close()
  await a?.close()
})

const randomBase = () => randomInt(1, 15_000_000)

describe('two instances sharing Redis', () => {
  it('a write on one instance is on the other instance’s cached API within a second', async () => {
    const titles = async () =>
      (
        (await b.inject({ url: '/api/v1/projects?limit=100' })).json() as { projects: { title: string }[] }
      ).projects.map((p) => p.title)
    // B caches the list first.
    expect(await titles()).not.toContain('Made on instance A')
    const res = await a.app.inject({
      method: 'POST',
      url: '/api/v1/admin/projects',
      headers: admin.headers,
      payload: projectInput({ title: 'Made on instance A' }),
    })
    expect(res.statusCode).toBe(201)
    const t0 = performance.now()
    await expect.poll(titles, { timeout: 1000, interval: 10 }).toContain('Made on instance A')
    console.info(`[instances] B listed A's write after ${(performance.now() - t0).toFixed(0)} ms`)
  })

  it('likes stay exact with 200 concurrent visitors split across both instances', async () => {
    const project = await createProject(a.app, { title: 'Liked from everywhere' })
    const base = randomBase()
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? b : a.app).inject({
          method: 'POST',
          url: `/api/v1/projects/${project.id}/like`,
          remoteAddress: ipFor(base + i),
        }),
      ),
    )
    expect(results.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([])
    // Each visitor likes once more on the other instance: still one like each.
    await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        (i % 2 ? a.app : b).inject({
          method: 'POST',
          url: `/api/v1/projects/${project.id}/like`,
          remoteAddress: ipFor(base + i),
        }),
      ),
    )
    const read = await b.inject({ url: `/api/v1/admin/projects/${project.id}`, headers: admin.headers })
    expect(read.json().likes).toBe(200)
  })

  it('the like rate limit (30 a minute per address) counts across both instances', async () => {
    const ip = ipFor(randomBase())
    const projects = await Promise.all(
      Array.from({ length: 40 }, (_, i) => createProject(a.app, { title: `Rate ${i} ${ip}` })),
    )
    const codes: number[] = []
    for (const [i, p] of projects.entries()) {
      const res = await (i % 2 ? b : a.app).inject({
        method: 'POST',
        url: `/api/v1/projects/${p.id}/like`,
        remoteAddress: ip,
      })
      codes.push(res.statusCode)
    }
    expect(codes.filter((c) => c === 200)).toHaveLength(30)
    expect(codes.filter((c) => c === 429)).toHaveLength(10)
  })
})
