import { execFileSync } from 'node:child_process'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { createAdmin, createProject, login } from '../factories.ts'
import { createTestApp, type TestApp } from '../harness.ts'
import { startPrivateRedis, waitFor, type PrivateRedis } from '../private-services.ts'

// Redis stops under a running instance, then returns (its own redis-server, never the shared one).
let redis: PrivateRedis
let t: TestApp

const redisKeys = (pattern: string) =>
  execFileSync('redis-cli', ['-u', redis.url, '--scan', '--pattern', pattern])
    .toString()
    .trim()
    .split('\n')
    .filter(Boolean)

const health = async () => {
  const t0 = performance.now()
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' })
  return {
    status: res.statusCode,
    body: res.json<{ status: string; database: string; redis?: string }>(),
    ms: performance.now() - t0,
  }
}

const like = (id: number, ip: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/like`, remoteAddress: ip })

beforeAll(async () => {
  redis = await startPrivateRedis()
  t = await createTestApp({ env: { REDIS_URL: redis.url } })
  await waitFor(async () => (await health()).body.redis === 'ok')
}, 60_000)
afterAll(async () => {
  await t?.close()
  await redis?.destroy()
})

describe('Redis goes away under a running instance', () => {
  it(
    'falls back at once to this instance’s limits, says so, and shares them again when Redis returns',
    { timeout: 60_000 },
    async () => {
      const admin = await createAdmin(t.app)
      const project = await createProject(t.app)
      expect(await health()).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok', redis: 'ok' } })
      expect((await like(project.id, '10.1.0.1')).statusCode).toBe(200)
      expect(redisKeys('folio:rate-limit:*').length).toBeGreaterThan(0)

      const warn = vi.spyOn(t.app.log, 'warn')
      await redis.stop()
      await waitFor(async () => (await health()).body.redis === 'unavailable', 5000)
      const down = await health()
      expect(down).toMatchObject({ status: 200, body: { status: 'degraded', database: 'ok', redis: 'unavailable' } })
      expect(down.ms).toBeLessThan(500)

      // Sign-in works, quickly.
      let t0 = performance.now()
      expect((await login(t.app, admin.email, admin.password, '10.2.0.1')).statusCode).toBe(200)
      const loginMs = Math.round(performance.now() - t0)
      expect(loginMs).toBeLessThan(1500)

      // The login throttle still holds (in memory): 5 failures for the account, then 429.
      for (let i = 0; i < 5; i++) {
        expect((await login(t.app, admin.email, 'wrong password!', '10.2.0.2')).statusCode).toBe(401)
      }
      const throttled = await login(t.app, admin.email, admin.password, '10.2.0.3')
      expect(throttled.statusCode).toBe(429)
      expect(throttled.headers['retry-after']).toBeTruthy()

      // Likes stay rate limited (30 a minute per address), and nothing waits for Redis.
      t0 = performance.now()
      const statuses: number[] = []
      for (let i = 0; i < 31; i++) statuses.push((await like(project.id, '10.3.0.1')).statusCode)
      const perLikeMs = (performance.now() - t0) / 31
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200))
      expect(statuses[30]).toBe(429)
      expect(perLikeMs).toBeLessThan(100)

      const warnings = warn.mock.calls.filter(([msg]) => String(msg).includes('Redis is unavailable'))
      expect(warnings).toHaveLength(1)

      // Redis returns: health says so, and counts are in Redis again.
      await redis.start()
      await waitFor(async () => (await health()).body.redis === 'ok', 10_000)
      expect((await health()).body.status).toBe('ok')
      expect((await like(project.id, '10.4.0.1')).statusCode).toBe(200)
      expect(redisKeys('folio:rate-limit:*').length).toBeGreaterThan(0)
      await login(t.app, 'nobody@example.com', 'wrong password!', '10.5.0.1')
      expect(redisKeys('folio:login-fail:*').length).toBeGreaterThan(0)
      console.info(
        `[faults] Redis stopped: health in ${Math.round(down.ms)} ms, sign-in in ${loginMs} ms, like ${perLikeMs.toFixed(1)} ms each, 1 warning`,
      )
    },
  )
})
