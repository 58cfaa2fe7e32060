import { Writable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { createTestApp, testDialect, type TestApp } from './test/harness.ts'

// Issue 10: several instances on PostgreSQL without REDIS_URL share cache invalidation through
// LISTEN/NOTIFY, but not rate limits or login throttles: the operator is told so at start-up.
const WARNING = 'REDIS_URL is not set: with several instances, rate limits and login throttles count per instance'
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

/** The warnings an app logs while it is built and started, with this configuration. */
const startupWarnings = async (env: Record<string, string>) => {
  const lines: { level: number; msg: string }[] = []
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: t.db.url,
    JWT_SECRET: t.app.config.JWT_SECRET,
    UPLOADS_DIR: t.app.config.UPLOADS_DIR,
    ...env,
  })
  // Fastify takes pino options; the stream lets the test read what was logged.
  const app = await buildApp({ config, db: t.db, logger: { level: 'warn', stream } as { level: string } })
  await app.ready()
  await app.close()
  return lines.filter((l) => l.level === 40).map((l) => l.msg)
}

describe(`the start-up warning about limits per instance (${testDialect()})`, () => {
  it(
    testDialect() === 'postgres'
      ? 'is logged once on PostgreSQL without REDIS_URL'
      : 'is not logged on SQLite (one file, one instance)',
    async () => {
      const warnings = await startupWarnings({})
      expect(warnings.filter((w) => w === WARNING)).toHaveLength(testDialect() === 'postgres' ? 1 : 0)
    },
  )

  it('is not logged when REDIS_URL shares the limits', async () => {
    const warnings = await startupWarnings({ REDIS_URL })
    expect(warnings).not.toContain(WARNING)
  })
})
