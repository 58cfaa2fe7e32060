import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { createDb, type Db } from '../../db/create-db.ts'
import { migrateToLatest } from '../../db/migrate.ts'
import { createAdmin, projectInput } from '../factories.ts'
import { sleep, startPrivatePostgres, type PrivatePostgres } from '../private-services.ts'

// Two instances of one site on one PostgreSQL database, without Redis: a change on one must
// reach the other's caches through LISTEN/NOTIFY, also after PostgreSQL restarts.
let pg: PrivatePostgres
const dbs: Db[] = []
const apps: FastifyInstance[] = []
const bases: string[] = []

beforeAll(async () => {
  pg = await startPrivatePostgres()
  for (let i = 0; i < 2; i++) {
    const db = createDb(pg.url)
    if (i === 0) await migrateToLatest(db.db)
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATABASE_URL: pg.url,
      JWT_SECRET: 'instances-test-secret-that-is-long-enough-0123456789',
      UPLOADS_DIR: join(tmpdir(), `folio-uploads-${randomBytes(4).toString('hex')}`),
    })
    const app = await buildApp({ config, db, logger: false })
    bases.push(await app.listen({ port: 0, host: '127.0.0.1' }))
    dbs.push(db)
    apps.push(app)
  }
}, 60_000)
afterAll(async () => {
  for (const app of apps) await app.close()
  for (const db of dbs) await db.close()
  await pg?.destroy()
})

const titlesOn = async (base: string) => {
  const res = await fetch(`${base}/api/v1/projects?limit=100`)
  return ((await res.json()) as { projects: { title: string }[] }).projects.map((p) => p.title)
}

/** Creates a project through instance A's API; resolves with how long until B's API lists it. */
const writeOnAReadOnB = async (title: string, token: string) => {
  const res = await fetch(`${bases[0]}/api/v1/admin/projects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(projectInput({ title })),
  })
  expect(res.status).toBe(201)
  const t0 = performance.now()
  while (performance.now() - t0 < 1000) {
    if ((await titlesOn(bases[1]!)).includes(title)) return performance.now() - t0
    await sleep(10)
  }
  throw new Error(`instance B did not show "${title}" within 1 s`)
}

describe('two instances on PostgreSQL without Redis', () => {
  it(
    'a write on A is on B’s API within 1 s (LISTEN/NOTIFY), also after PostgreSQL restarts',
    { timeout: 60_000 },
    async () => {
      const admin = await createAdmin(apps[0]!)
      // B caches its list first, so only an invalidation can make the new project appear.
      expect(await titlesOn(bases[1]!)).toEqual([])
      expect(await titlesOn(bases[1]!)).toEqual([])
      const first = await writeOnAReadOnB('Made On Instance A', admin.tokens.access_token)
      expect(first).toBeLessThan(1000)

      await pg.stop()
      await pg.start()
      // Both listeners reconnect (and drop their caches once); writes keep arriving.
      await sleep(3000)
      await titlesOn(bases[1]!)
      const afterRestart = await writeOnAReadOnB('Made After The Restart', admin.tokens.access_token)
      expect(afterRestart).toBeLessThan(1000)
      console.info(
        `[faults] two instances, PostgreSQL NOTIFY: B showed A's write after ${first.toFixed(0)} ms; after a PostgreSQL restart ${afterRestart.toFixed(0)} ms`,
      )
    },
  )
})
