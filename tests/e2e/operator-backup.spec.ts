import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

// `npm run backup` and `npm run restore` as an operator types them: real processes, their
// output and exit codes, from SQLite to PostgreSQL (the API suites compare every response).
const dir = mkdtempSync(join(tmpdir(), 'folio-operator-'))
const PG_ADMIN = process.env.TEST_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const pgName = `folio_test_cli_${process.pid}`
const pgUrl = PG_ADMIN.replace(/\/[^/]*$/, `/${pgName}`)

const admin = async (query: string) => {
  const c = new pg.Client({ connectionString: PG_ADMIN })
  await c.connect()
  try {
    await c.query(query)
  } finally {
    await c.end()
  }
}
afterAll(async () => {
  await admin(`drop database if exists ${pgName} with (force)`)
  rmSync(dir, { recursive: true, force: true })
})

const run = (script: string, args: string[], env: Record<string, string>) => {
  const res = spawnSync(process.execPath, [script, ...args], {
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    encoding: 'utf8',
    timeout: 120_000,
  })
  return { code: res.status, out: `${res.stdout}${res.stderr}`.trim() }
}

describe('npm run backup / npm run restore', () => {
  it(
    'backs up a SQLite site and restores it into PostgreSQL; refuses twice without --force; says why it fails',
    { timeout: 360_000 },
    async () => {
      const sqlite = { DATABASE_URL: `file:${join(dir, 'site.db')}`, UPLOADS_DIR: join(dir, 'uploads') }
      mkdirSync(sqlite.UPLOADS_DIR, { recursive: true })
      writeFileSync(join(sqlite.UPLOADS_DIR, 'photo.jpg'), 'not really a photo, but bytes all the same')
      // An empty database gets the sample content through db:reset, as an operator would.
      expect(run('scripts/db-reset.ts', [], sqlite).code).toBe(0)

      const archive = join(dir, 'site.tar.gz')
      const backup = run('scripts/backup.ts', ['--out', archive], sqlite)
      expect(backup.code, backup.out).toBe(0)
      expect(backup.out).toMatch(/^Backup written: .+site\.tar\.gz \(sqlite, \d+ tables, \d+ rows, 1 uploads\)$/)

      await admin(`create database ${pgName}`)
      const target = { DATABASE_URL: pgUrl, UPLOADS_DIR: join(dir, 'uploads-pg') }
      const restore = run('scripts/restore.ts', [archive], target)
      expect(restore.code, restore.out).toBe(0)
      expect(restore.out).toContain('into the PostgreSQL database')
      expect(restore.out).toMatch(/projects: 8 rows/)
      expect(readFileSync(join(target.UPLOADS_DIR, 'photo.jpg'), 'utf8')).toBe(
        'not really a photo, but bytes all the same',
      )

      const again = run('scripts/restore.ts', [archive], target)
      expect(again.code).not.toBe(0)
      expect(again.out).toBe('Restore failed: The database already holds content; restore with --force to replace it')
      expect(run('scripts/restore.ts', [archive, '--force'], target).code).toBe(0)

      expect(run('scripts/restore.ts', [], target).out).toBe('Restore failed: Usage: npm run restore -- FILE [--force]')
      const missing = run('scripts/restore.ts', [join(dir, 'nope.tar.gz')], target)
      expect(missing.code).not.toBe(0)
      expect(missing.out).toMatch(/^Restore failed: The backup file .+nope\.tar\.gz does not exist$/)
    },
  )
})
