import { execFileSync } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../app.ts'
import { loadConfig } from '../config.ts'
import { createDb, type Db } from './create-db.ts'
import { migrateToLatest } from './migrate.ts'
import { testDialect } from '../test/harness.ts'

// A database and uploads made by the first complete version (commit 1512077), as its owner had
// them — the sample content, an owner account, an uploaded image and a post using it — made by
// tests/fixtures/upgrade/make.sh with that version's own code, start under today's code with
// every item and every byte intact, on both engines.
const FIXTURE = join(import.meta.dirname, '../../tests/fixtures/upgrade/1512077')
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

type Row = Record<string, unknown>
interface Manifest {
  rows: Record<string, Row[]>
  uploads: Record<string, string>
}

// HTML that today's code derives from what the owner wrote (re-rendered by the maintenance steps
// in maintenance.ts): compared by its text, which is the owner's words.
const DERIVED_HTML: Record<string, string[]> = { blog_posts: ['content'], projects: ['description'] }
const textOf = (html: unknown) =>
  String(html)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, '')
// The same value whatever the engine or driver gives back (a boolean as 0/1, a date as a string).
const plain = (v: unknown) => (v instanceof Date ? v.toISOString() : typeof v === 'boolean' ? Number(v) : v)

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

const dialect = testDialect()
const manifest = JSON.parse(
  readFileSync(join(FIXTURE, dialect === 'sqlite' ? 'manifest.json' : 'postgres-manifest.json'), 'utf8'),
) as Manifest

let work: string
let db: Db
let dbUrl: string
let pgName: string | undefined
let app: FastifyInstance
let uploadsDir: string

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'folio-upgrade-'))
  uploadsDir = join(work, 'uploads')
  cpSync(join(FIXTURE, dialect === 'sqlite' ? 'uploads' : 'pg-uploads'), uploadsDir, { recursive: true })
  if (dialect === 'sqlite') {
    cpSync(join(FIXTURE, 'folio.db'), join(work, 'folio.db'))
    dbUrl = `file:${join(work, 'folio.db')}`
  } else {
    pgName = `folio_upgrade_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`create database ${pgName}`)
    await admin.end()
    dbUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${pgName}`)
    // pg_dump's plain SQL, loaded as its own tool would (psql, as the operator does).
    execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', dbUrl, '-f', join(FIXTURE, 'postgres.sql')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    })
  }
  db = createDb(dbUrl)
  await migrateToLatest(db.db)
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: dbUrl,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    UPLOADS_DIR: uploadsDir,
  })
  app = await buildApp({ config, db, logger: false })
  await app.ready()
}, 120_000)

afterAll(async () => {
  await app?.close()
  await db?.close()
  if (pgName) {
    const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${pgName} with (force)`)
    await admin.end()
  }
  rmSync(work, { recursive: true, force: true })
})

describe(`upgrading a database made by commit 1512077 (${dialect})`, () => {
  it.each(Object.keys(manifest.rows))('keeps every row of %s and every value the owner wrote', async (table) => {
    const before = manifest.rows[table]!
    expect(before.length).toBeGreaterThan(0)
    const after = (await sql<Row>`select * from ${sql.table(table)}`.execute(db.db)).rows
    const key = table === 'project_technologies' ? (r: Row) => `${r.project_id}/${r.name}` : (r: Row) => String(r.id)
    const now = new Map(after.map((r) => [key(r), r]))
    for (const old of before) {
      const row = now.get(key(old))
      expect(row, `${table} ${key(old)}`).toBeDefined()
      for (const [column, value] of Object.entries(old)) {
        if (DERIVED_HTML[table]?.includes(column))
          expect(textOf(row![column]), `${table}.${column}`).toBe(textOf(value))
        else expect(plain(row![column]), `${table} ${key(old)}.${column}`).toEqual(plain(value))
      }
    }
  })

  it('keeps every uploaded file byte for byte, and serves it', async () => {
    const names = readdirSync(uploadsDir).sort()
    expect(names).toEqual(Object.keys(manifest.uploads).sort())
    for (const name of names) expect(sha256(join(uploadsDir, name)), name).toBe(manifest.uploads[name])
    const original = names.find((n) => !/-\d+w\./.test(n))!
    const res = await app.inject(`/uploads/${original}`)
    expect(res.statusCode).toBe(200)
    expect(createHash('sha256').update(res.rawPayload).digest('hex')).toBe(manifest.uploads[original])
  })

  it('serves the post written before the upgrade, with its image, tags and words', async () => {
    const res = await app.inject('/api/v1/blogs/written-before-the-upgrade')
    expect(res.statusCode).toBe(200)
    const post = res.json()
    expect(post.title).toBe('Written before the upgrade')
    expect(post.tags).toEqual(['Upgrade', 'TypeScript'])
    expect(post.status).toBe('published')
    const original = Object.keys(manifest.uploads).find((n) => !/-\d+w\./.test(n))!
    expect(post.featured_image).toBe(`/uploads/${original}`)
    expect(post.content).toContain(`/uploads/${original}`)
    expect(post.content).toContain('<strong>bold</strong>')
  })

  it('lets the owner sign in with the password set before the upgrade', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'owner@example.com', password: 'Upgrade!Passw0rd' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().access_token).toEqual(expect.any(String))
  })
})
