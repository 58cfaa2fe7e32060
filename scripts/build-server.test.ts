import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildServer } from './build-server.ts'

const root = new URL('..', import.meta.url).pathname

// What `npm run build` makes of the server (ADR 016), in a folder of its own.
describe('the compiled server (build/node)', () => {
  let work: string
  let out: string
  beforeAll(() => {
    // Inside the checkout (its packages resolve from node_modules), in the git-ignored .cache.
    mkdirSync(join(root, '.cache'), { recursive: true })
    work = mkdtempSync(join(root, '.cache', 'build-server-'))
    out = join(work, 'node')
    buildServer(out)
  }, 60_000)
  afterAll(() => rmSync(work, { recursive: true, force: true }))

  const jsFiles = (dir: string): string[] =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js'))
      .map((f) => join(dir, f))

  it('has every module of the server as JavaScript that imports no TypeScript, and no test', () => {
    const files = jsFiles(out)
    const sources = readdirSync(join(root, 'server'), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith('test/'),
    )
    for (const f of sources) expect(files, f).toContain(join(out, 'server', f.replace(/\.ts$/, '.js')))
    expect(files.some((f) => f.includes('.test.'))).toBe(false)
    for (const f of files) {
      const text = readFileSync(f, 'utf8')
      expect(text, f).not.toMatch(/(?:from\s*|import\()\s*["']\.{1,2}\/[^"']*\.tsx?["']/)
    }
  })

  it('runs without Node’s TypeScript stripper, and names its migrations as the TypeScript does', () => {
    // The compiled migrations on a fresh SQLite database, in a process that loads no TypeScript.
    const db = join(work, 'probe.db')
    const probe = `
      const { createDb } = await import(${JSON.stringify(join(out, 'server/db/create-db.js'))})
      const { migrateToLatest } = await import(${JSON.stringify(join(out, 'server/db/migrate.js'))})
      const { sql } = await import('kysely')
      const db = createDb(${JSON.stringify(`file:${db}`)})
      await migrateToLatest(db.db)
      const { rows } = await sql\`select name from kysely_migration order by name\`.execute(db.db)
      await db.close()
      console.log(JSON.stringify({
        names: rows.map((r) => r.name),
        stripper: process.moduleLoadList.some((m) => m.includes('amaro')),
      }))
    `
    const result = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', probe], { cwd: root, encoding: 'utf8' }),
    ) as { names: string[]; stripper: boolean }
    expect(result.stripper).toBe(false)
    const migrations = readdirSync(join(root, 'server/db/migrations'))
      .filter((f) => f.endsWith('.ts'))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort()
    expect(migrations.length).toBeGreaterThan(10)
    expect(result.names).toEqual(migrations)
  })
})
