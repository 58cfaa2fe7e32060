import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { createTestDb, type TestDb } from './test/harness.ts'

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
        DATABASE_URL: db.url,
        JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
        UPLOADS_DIR: join(tmpdir(), 'folio-config-test-uploads'),
        LINK_CHECK_INTERVAL_HOURS: '0',
        ...env,
      })
      const app = await buildApp({ config, db, logger: { level: 'warn', stream } as { level: string } })
      await app.ready()
      await app.close()
      return lines.filter((l) => l.level === 40).map((l) => l.msg)
    }

    it('is ignored, and the start says so once', async () => {
      const ignored =
        'ALLOW_PRIVATE_NETWORK is ignored in production: outbound requests never reach loopback or private addresses'
      expect((await startupWarnings({ ALLOW_PRIVATE_NETWORK: 'true' })).filter((w) => w === ignored)).toHaveLength(1)
      expect(await startupWarnings({ LINK_CHECK_ALLOW_PRIVATE: 'true' })).toContain(
        'LINK_CHECK_ALLOW_PRIVATE is ignored in production: outbound requests never reach loopback or private addresses',
      )
      expect(await startupWarnings({ NODE_ENV: 'test', ALLOW_PRIVATE_NETWORK: 'true' })).not.toContain(ignored)
      expect((await startupWarnings({})).filter((w) => w.includes('ALLOW_PRIVATE'))).toEqual([])
    })
  })
})
