import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, startupWarnings, testDialect, type TestApp } from './test/harness.ts'

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

describe(`the start-up warning about limits per instance (${testDialect()})`, () => {
  it(
    testDialect() === 'postgres'
      ? 'is logged once on PostgreSQL without REDIS_URL'
      : 'is not logged on SQLite (one file, one instance)',
    async () => {
      const warnings = await startupWarnings(t.db, { NODE_ENV: 'test' })
      expect(warnings.filter((w) => w === WARNING)).toHaveLength(testDialect() === 'postgres' ? 1 : 0)
    },
  )

  it('is not logged when REDIS_URL shares the limits', async () => {
    const warnings = await startupWarnings(t.db, { NODE_ENV: 'test', REDIS_URL })
    expect(warnings).not.toContain(WARNING)
  })
})
