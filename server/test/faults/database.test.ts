import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg_ from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { freePort } from '../ports.ts'
import { startPrivatePostgres, waitFor, type PrivatePostgres } from '../private-services.ts'

// The server process (`npm start`) on its own PostgreSQL, which the tests stop and freeze
// (SIGSTOP: connections are accepted, nothing answers). Figures are printed for the README.
let pg: PrivatePostgres
let server: ChildProcess
let base = ''
let slug = ''
let output = ''
const dir = mkdtempSync(join(tmpdir(), 'folio-db-faults-'))

const timed = async (path: string, init?: RequestInit) => {
  const t0 = performance.now()
  const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(30_000) })
  const text = await res.text()
  return { res, text, ms: Math.round(performance.now() - t0) }
}

beforeAll(async () => {
  pg = await startPrivatePostgres()
  const port = await freePort()
  base = `http://127.0.0.1:${port}`
  server = spawn(process.execPath, ['scripts/start.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: pg.url,
      UPLOADS_DIR: join(dir, 'uploads'),
      JWT_SECRET: 'fault-test-secret-that-is-long-enough-0123456789',
      ADMIN_EMAIL: 'owner@example.com',
      ADMIN_PASSWORD: 'correct horse battery',
      LOG_LEVEL: 'warn',
      // No link check: its first run (at start, every external link broken here) empties the
      // response cache whenever it ends, which may be after the list was cached for the fault.
      LINK_CHECK_INTERVAL_HOURS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  server.stdout!.on('data', (d) => (output += d))
  server.stderr!.on('data', (d) => (output += d))
  await waitFor(async () => (await fetch(`${base}/api/v1/projects`)).ok, 170_000)
  expect(server.exitCode, output).toBeNull() // answered by this file's server, not another's
  const list = (await (await fetch(`${base}/api/v1/projects`)).json()) as { projects: { slug: string }[] }
  slug = list.projects[0]!.slug
}, 180_000)

afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server.once('exit', r))
    server.kill('SIGTERM')
    await exited
  }
  await pg?.destroy()
  rmSync(dir, { recursive: true, force: true })
})

const login = () =>
  timed('/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'username=owner%40example.com&password=correct+horse+battery',
  })

/** While the database is away: the API says 503 with Retry-After, pages say so, health is quick. */
const expectUnavailable = async (label: string) => {
  const api = await timed(`/api/v1/projects/${slug}`)
  expect(api.res.status, api.text).toBe(503)
  expect(JSON.parse(api.text)).toEqual({
    detail: 'The database is unavailable; try again shortly',
    code: 'DATABASE_UNAVAILABLE',
  })
  expect(Number(api.res.headers.get('retry-after'))).toBeGreaterThan(0)
  expect(api.ms).toBeLessThan(5000)

  const signIn = await login()
  expect(signIn.res.status, signIn.text).toBe(503)
  expect(signIn.ms).toBeLessThan(5000)

  // A query parameter pages read keys its own cache entry (made-up ones are ignored), so this
  // render is a fresh one that needs the database.
  const page = await timed(`/projects/${slug}?search=${label}`)
  expect(page.res.status).toBe(503)
  expect(page.text).toContain('Back in a moment')
  expect(page.res.headers.get('retry-after')).toBeTruthy()
  expect(page.ms).toBeLessThan(5000)

  const health = await timed('/api/v1/health')
  expect(health.res.status).toBe(503)
  expect(JSON.parse(health.text)).toMatchObject({ status: 'degraded', database: 'unavailable' })
  expect(health.ms).toBeLessThan(2000)

  // A cached list keeps being served from memory.
  expect((await fetch(`${base}/api/v1/projects`)).status).toBe(200)
  console.info(
    `[faults] PostgreSQL ${label}: API 503 in ${api.ms} ms, login 503 in ${signIn.ms} ms, page 503 in ${page.ms} ms, health in ${health.ms} ms`,
  )
}

/**
 * The server's LISTEN connection (server/lib/events.ts) comes back on its own backoff, up to ~2 s
 * after the pool, and then drops every cache once: a list cached before that would be gone when
 * the next fault begins. Waits until that connection is listening again.
 */
const listenerBack = () =>
  process.env.REDIS_URL
    ? Promise.resolve()
    : waitFor(async () => {
        const client = new pg_.Client({ connectionString: pg.url })
        try {
          await client.connect()
          const { rows } = await client.query<{ n: number }>(
            "select count(*)::int as n from pg_stat_activity where query = 'listen folio_content_changed'",
          )
          return rows[0]!.n > 0
        } catch {
          return false
        } finally {
          await client.end().catch(() => {})
        }
      }, 20_000)

const expectRecovered = async (label: string, since: number) => {
  await waitFor(async () => (await fetch(`${base}/api/v1/projects/${slug}`)).status === 200, 20_000)
  const recoveredMs = Math.round(performance.now() - since)
  expect((await login()).res.status).toBe(200)
  expect((await timed('/api/v1/health')).res.status).toBe(200)
  const page = await timed(`/projects/${slug}?after=${label}`)
  expect(page.res.status).toBe(200)
  await listenerBack()
  console.info(`[faults] PostgreSQL ${label}: back without restart ${recoveredMs} ms after it returned`)
}

describe('PostgreSQL goes away under a running server', () => {
  it(
    'stopped: 503 DATABASE_UNAVAILABLE with Retry-After, then recovers without a restart',
    { timeout: 90_000 },
    async () => {
      await fetch(`${base}/api/v1/projects`) // in the cache before the fault
      await pg.stop()
      try {
        await expectUnavailable('stopped')
      } finally {
        // Back for the next test even when this one fails.
        await pg.start()
      }
      await expectRecovered('stopped', performance.now())
      expect(server.exitCode, output).toBeNull()
    },
  )

  it('frozen (SIGSTOP): answers within 5 s instead of hanging, then recovers', { timeout: 90_000 }, async () => {
    await fetch(`${base}/api/v1/projects`) // in the cache before the fault
    pg.freeze()
    try {
      await expectUnavailable('frozen')
      // Several at once: the pool's wait for a free client is bounded too.
      const burst = await Promise.all(Array.from({ length: 30 }, () => timed(`/api/v1/projects/${slug}`)))
      expect(burst.map((r) => r.res.status)).toEqual(Array(30).fill(503))
      expect(Math.max(...burst.map((r) => r.ms))).toBeLessThan(5000)
    } finally {
      pg.thaw()
    }
    await expectRecovered('frozen', performance.now())
    expect(output).not.toMatch(/"level":50/)
  })
})
