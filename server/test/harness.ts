import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'

import type { FastifyInstance } from 'fastify'
import pg from 'pg'

import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createDb, type Db } from '../db/create-db.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { watchConformance } from './conformance.ts'

/** Where test databases are created on PostgreSQL (docs/SERVICES.md). */
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

export const testDialect = (): 'sqlite' | 'postgres' => (process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite')

export interface TestDb extends Db {
  url: string
  /** Closes the connection and deletes the database. */
  destroy(): Promise<void>
}

/** A fresh, migrated, empty database of the dialect under test (or the one named). */
export const createTestDb = async (dialect: 'sqlite' | 'postgres' = testDialect()): Promise<TestDb> => {
  if (dialect === 'postgres') {
    const name = `folio_test_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${name}`)
    const db = createDb(url)
    await migrateToLatest(db.db)
    return {
      ...db,
      url,
      destroy: async () => {
        await db.close()
        const a = new pg.Client({ connectionString: PG_ADMIN_URL })
        await a.connect()
        await a.query(`drop database if exists ${name} with (force)`)
        await a.end()
      },
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'folio-test-'))
  const url = `file:${join(dir, 'test.db')}`
  const db = createDb(url)
  await migrateToLatest(db.db)
  return {
    ...db,
    url,
    destroy: async () => {
      await db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface TestApp {
  app: FastifyInstance
  db: TestDb
  close(): Promise<void>
}

/**
 * buildApp() on a fresh database; `env` overrides configuration (e.g. ADMIN_EMAIL). Its answers
 * are checked against its OpenAPI document (conformance.ts).
 */
export const createTestApp = async (opts: { env?: Record<string, string>; db?: TestDb } = {}): Promise<TestApp> => {
  const db = opts.db ?? (await createTestDb())
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: db.url,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    UPLOADS_DIR: join(tmpdir(), `folio-uploads-${randomBytes(4).toString('hex')}`),
    ...opts.env,
  })
  const app = await buildApp({ config, db, logger: false })
  // Every answer is checked against the published document; a mismatch fails the test (setup.ts).
  watchConformance(app)
  await app.ready()
  return {
    app,
    db,
    close: async () => {
      await app.close()
      await db.destroy()
    },
  }
}

/**
 * The warnings an app logs while it is built and started on `db` with this configuration
 * (NODE_ENV is production unless `env` says otherwise; no scheduled link check).
 */
export const startupWarnings = async (db: TestDb, env: Record<string, string>) => {
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
    UPLOADS_DIR: join(tmpdir(), `folio-uploads-${randomBytes(4).toString('hex')}`),
    LINK_CHECK_INTERVAL_HOURS: '0',
    ...env,
  })
  // Fastify takes pino options; the stream lets the test read what was logged.
  const app = await buildApp({ config, db, logger: { level: 'warn', stream } })
  await app.ready()
  await app.close()
  return lines.filter((l) => l.level === 40).map((l) => l.msg)
}
