import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { loadConfig } from './config.ts'
import { createTestDb, startupWarnings, type TestDb } from './test/harness.ts'

describe('ALLOW_PRIVATE_NETWORK', () => {
  it.each([
    [{}, false, false],
    [{ NODE_ENV: 'test', ALLOW_PRIVATE_NETWORK: 'true' }, true, true],
    [{ NODE_ENV: 'development', ALLOW_PRIVATE_NETWORK: '1' }, true, true],
    [{ NODE_ENV: 'test', ALLOW_PRIVATE_NETWORK: 'false' }, false, false],
    // The deprecated alias covers the link check only.
    [{ NODE_ENV: 'test', LINK_CHECK_ALLOW_PRIVATE: 'true' }, false, true],
    // Never in production, under either name (the default NODE_ENV is production).
    [{ NODE_ENV: 'production', ALLOW_PRIVATE_NETWORK: 'true' }, false, false],
    [{ NODE_ENV: 'production', LINK_CHECK_ALLOW_PRIVATE: 'true' }, false, false],
    [{ ALLOW_PRIVATE_NETWORK: 'true' }, false, false],
  ])('%o: outbound requests may reach private addresses: %s, link checks: %s', (env, all, linkCheck) => {
    const config = loadConfig(env)
    expect([config.allowPrivateNetwork, config.linkCheckAllowPrivate]).toEqual([all, linkCheck])
  })

  it('a bad value stops the start with one clear line', () => {
    expect(() => loadConfig({ ALLOW_PRIVATE_NETWORK: 'sometimes' })).toThrow(
      'Invalid ALLOW_PRIVATE_NETWORK: must be true or false',
    )
  })

  describe('set in production', () => {
    let db: TestDb
    beforeAll(async () => {
      db = await createTestDb()
    })
    afterAll(async () => {
      await db?.destroy()
    })

    it('is ignored, and the start says so once', async () => {
      const ignored =
        'ALLOW_PRIVATE_NETWORK is ignored in production: outbound requests never reach loopback or private addresses'
      expect((await startupWarnings(db, { ALLOW_PRIVATE_NETWORK: 'true' })).filter((w) => w === ignored)).toHaveLength(
        1,
      )
      expect(await startupWarnings(db, { LINK_CHECK_ALLOW_PRIVATE: 'true' })).toContain(
        'LINK_CHECK_ALLOW_PRIVATE is ignored in production: outbound requests never reach loopback or private addresses',
      )
      expect(await startupWarnings(db, { NODE_ENV: 'test', ALLOW_PRIVATE_NETWORK: 'true' })).not.toContain(ignored)
      expect((await startupWarnings(db, {})).filter((w) => w.includes('ALLOW_PRIVATE'))).toEqual([])
    })
  })
})
