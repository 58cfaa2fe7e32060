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

// Databases and uploads made by earlier versions, as their owner had them, start under today's
// code with every item and every byte intact, on both engines: the first complete version
// (commit 1512077: the sample content, an owner account, an uploaded image and a post using it)
// and the previous release (v0.1.0, commit 55bc785: the same and a project, a draft, a
// certificate, a contact message and a like, with that version's API answers about all of it).
// Each made by tests/fixtures/upgrade/make.sh with that version's own code.
const RELEASES = [
  { commit: '1512077', name: 'the first complete version' },
  { commit: '55bc785', name: 'v0.1.0' },
]
const PG_ADMIN_URL = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'

type Row = Record<string, unknown>
interface Manifest {
  rows: Record<string, Row[]>
  uploads: Record<string, string>
  /** GET answers of that version, by URL (admin ones with the owner's token). */
  api?: Record<string, unknown>
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

// Counters that may grow after the fixture was made (every GET of a page counts a view).
const COUNTERS = new Set(['views', 'view_count'])
// Rendered HTML in API answers: compared by its text, as DERIVED_HTML.
const HTML_FIELDS = new Set(['content'])

/** Every field `before` had is in `after` with the same value (new fields may appear). */
const expectKept = (before: unknown, after: unknown, path: string): void => {
  if (Array.isArray(before)) {
    expect(after, path).toBeInstanceOf(Array)
    expect((after as unknown[]).length, `${path}.length`).toBe(before.length)
    before.forEach((item, i) => expectKept(item, (after as unknown[])[i], `${path}[${i}]`))
  } else if (before && typeof before === 'object') {
    expect(after, path).toBeInstanceOf(Object)
    for (const [key, value] of Object.entries(before)) {
      const now = (after as Record<string, unknown>)[key]
      if (COUNTERS.has(key)) expect(now as number, `${path}.${key}`).toBeGreaterThanOrEqual(value as number)
      else if (HTML_FIELDS.has(key) && typeof value === 'string')
        expect(textOf(now), `${path}.${key}`).toBe(textOf(value))
      else expectKept(value, now, `${path}.${key}`)
    }
  } else expect(after, path).toEqual(before)
}

// How each table's rows are told apart (a table without an `id` of its own).
const KEYS: Record<string, (r: Row) => string> = {
  project_technologies: (r) => `${r.project_id}/${r.name}`,
  post_tags: (r) => `${r.post_id}/${r.tag}`,
  project_likes: (r) => `${r.project_id}/${r.visitor_hash}`,
}

const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex')

const dialect = testDialect()

describe.each(RELEASES)(`upgrading a database made by commit $commit, $name (${dialect})`, ({ commit }) => {
  const fixture = join(import.meta.dirname, '../../tests/fixtures/upgrade', commit)
  const manifest = JSON.parse(
    readFileSync(join(fixture, dialect === 'sqlite' ? 'manifest.json' : 'postgres-manifest.json'), 'utf8'),
  ) as Manifest
  const original = Object.keys(manifest.uploads).find((n) => !/-\d+w\.|\.json$/.test(n))!

  let work: string
  let db: Db
  let pgName: string | undefined
  let app: FastifyInstance
  let uploadsDir: string

  beforeAll(async () => {
    work = mkdtempSync(join(tmpdir(), 'folio-upgrade-'))
    uploadsDir = join(work, 'uploads')
    cpSync(join(fixture, dialect === 'sqlite' ? 'uploads' : 'pg-uploads'), uploadsDir, { recursive: true })
    let dbUrl: string
    if (dialect === 'sqlite') {
      cpSync(join(fixture, 'folio.db'), join(work, 'folio.db'))
      dbUrl = `file:${join(work, 'folio.db')}`
    } else {
      pgName = `folio_upgrade_${randomBytes(6).toString('hex')}`
      const admin = new pg.Client({ connectionString: PG_ADMIN_URL })
      await admin.connect()
      await admin.query(`create database ${pgName}`)
      await admin.end()
      dbUrl = PG_ADMIN_URL.replace(/\/[^/]*$/, `/${pgName}`)
      // pg_dump's plain SQL, loaded as its own tool would (psql, as the operator does).
      execFileSync('psql', ['-q', '-v', 'ON_ERROR_STOP=1', '-d', dbUrl, '-f', join(fixture, 'postgres.sql')], {
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
      // The daily link check would start at once and try the fixture's links on the internet:
      // tests send nothing off this machine, and its result (a broken link, found or not yet)
      // would race the API answers compared below.
      LINK_CHECK_INTERVAL_HOURS: '0',
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

  it.each(Object.keys(manifest.rows))('keeps every row of %s and every value the owner wrote', async (table) => {
    const before = manifest.rows[table]!
    expect(before.length).toBeGreaterThan(0)
    const after = (await sql<Row>`select * from ${sql.table(table)}`.execute(db.db)).rows
    const key = KEYS[table] ?? ((r: Row) => String(r.id))
    const now = new Map(after.map((r) => [key(r), r]))
    for (const old of before) {
      const row = now.get(key(old))
      expect(row, `${table} ${key(old)}`).toBeDefined()
      for (const [column, value] of Object.entries(old)) {
        if (DERIVED_HTML[table]?.includes(column))
          expect(textOf(row![column]), `${table}.${column}`).toBe(textOf(value))
        else if (COUNTERS.has(column))
          expect(Number(row![column]), `${table}.${column}`).toBeGreaterThanOrEqual(Number(value))
        else expect(plain(row![column]), `${table} ${key(old)}.${column}`).toEqual(plain(value))
      }
    }
  })

  it('keeps every uploaded file byte for byte, and serves it', async () => {
    const names = readdirSync(uploadsDir).sort()
    expect(names).toEqual(Object.keys(manifest.uploads).sort())
    for (const name of names) expect(sha256(join(uploadsDir, name)), name).toBe(manifest.uploads[name])
    for (const name of names.filter((n) => !n.endsWith('.json'))) {
      const res = await app.inject(`/uploads/${name}`)
      expect(res.statusCode, name).toBe(200)
      expect(createHash('sha256').update(res.rawPayload).digest('hex'), name).toBe(manifest.uploads[name])
    }
  })

  it('serves the post written before the upgrade, with its image, tags and words', async () => {
    const res = await app.inject('/api/v1/blogs/written-before-the-upgrade')
    expect(res.statusCode).toBe(200)
    const post = res.json()
    expect(post.title).toBe('Written before the upgrade')
    expect(post.tags).toEqual(['Upgrade', 'TypeScript'])
    expect(post.status).toBe('published')
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

  // The fixtures from v0.1.0 on hold that version's API answers.
  if (manifest.api)
    it('answers every GET that version answered with every field and value it had', async () => {
      const login = await app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { username: 'owner@example.com', password: 'Upgrade!Passw0rd' },
      })
      const headers = { authorization: `Bearer ${login.json().access_token}` }
      const answers = Object.entries(manifest.api ?? {})
      expect(answers.length).toBeGreaterThan(20)
      for (const [url, before] of answers) {
        const res = await app.inject({ url, headers: url.includes('/admin/') ? headers : {} })
        expect(res.statusCode, url).toBe(200)
        expectKept(before, res.json(), url)
      }
    })
})
