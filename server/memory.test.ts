import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { memorySettings } from './memory.ts'

// A process that applies the budget, then says what V8 and glibc run with (and whether it is
// still the same process: execve replaces the program, not the process).
const PROBE = `
const { applyMemoryLimit } = await import(${JSON.stringify(new URL('./memory.ts', import.meta.url).pathname)})
const before = process.env.PROBE_PID ?? String(process.pid)
process.env.PROBE_PID = before
applyMemoryLimit(Number(process.argv[1]))
const v8 = await import('node:v8')
await import(${JSON.stringify(new URL('./config.ts', import.meta.url).pathname)})
const { collectGarbage } = await import(${JSON.stringify(new URL('./memory.ts', import.meta.url).pathname)})
let garbage = Array.from({ length: 200_000 }, (_, i) => ({ i, s: 'x'.repeat(64) + i }))
const withGarbage = process.memoryUsage().heapUsed
garbage = null
collectGarbage({ thorough: true })
const freedMb = (withGarbage - process.memoryUsage().heapUsed) / 1048576
console.log(JSON.stringify({ samePid: before === String(process.pid), heapLimitMb: v8.getHeapStatistics().heap_size_limit / 1048576, arenas: process.env.MALLOC_ARENA_MAX ?? null, mmapThreshold: process.env.MALLOC_MMAP_THRESHOLD_ ?? null, execArgv: process.execArgv, gc: typeof globalThis.gc, freedMb }))
`
const probe = (limit: number, env: Record<string, string> = {}) => {
  const { MALLOC_ARENA_MAX: _, MALLOC_MMAP_THRESHOLD_: ___, FOLIO_MEMORY_LIMIT_APPLIED: __, ...rest } = process.env
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', PROBE, String(limit)], {
      env: { ...rest, ...env },
      encoding: 'utf8',
    }),
  ) as {
    samePid: boolean
    heapLimitMb: number
    arenas: string | null
    mmapThreshold: string | null
    execArgv: string[]
    gc: string
    freedMb: number
  }
}

describe('MEMORY_LIMIT_MB', () => {
  it('gives V8 two thirds of the budget for its old space, a small young generation, and memory over speed on a small budget', () => {
    expect(memorySettings(192).v8Flags).toEqual([
      '--max-old-space-size=128',
      '--max-semi-space-size=3',
      '--optimize-for-size',
      '--expose-gc',
    ])
    expect(memorySettings(255).v8Flags).toContain('--optimize-for-size')
    expect(memorySettings(256).v8Flags).toEqual(['--max-old-space-size=170', '--max-semi-space-size=4', '--expose-gc'])
    expect(memorySettings(1024).v8Flags).toEqual([
      '--max-old-space-size=682',
      '--max-semi-space-size=16',
      '--expose-gc',
    ])
  })

  it('re-executes the process in place under those settings, once', () => {
    const applied = probe(192)
    expect(applied.samePid).toBe(true)
    expect(applied.execArgv).toEqual(
      expect.arrayContaining(['--max-old-space-size=128', '--max-semi-space-size=3', '--optimize-for-size']),
    )
    // The heap limit V8 runs with: old space plus young generation, far below Node's default.
    expect(applied.heapLimitMb).toBeGreaterThanOrEqual(128)
    expect(applied.heapLimitMb).toBeLessThan(160)
    expect(applied.arenas).toBe('2')
    expect(applied.mmapThreshold).toBe('16384')
    // collectGarbage has a collector to call (an import asks for collections while it renders).
    expect(applied.gc).toBe('function')
    // The thorough collection (after an import's posts are written) frees what was dropped, at once.
    expect(applied.freedMb).toBeGreaterThan(10)
  })

  it('adds no module loader of its own when it re-executes', () => {
    // The TypeScript of `npm run dev` and the tests goes through Node's own type stripping, and
    // production runs the compiled server (ADR 016, scripts/build-server.test.ts).
    const applied = probe(192)
    expect(applied.execArgv.filter((a) => a.startsWith('--import') || a.startsWith('--loader'))).toEqual([])
  })

  it('keeps an operator-set MALLOC_ARENA_MAX, and 0 leaves Node as it is', () => {
    expect(probe(256, { MALLOC_ARENA_MAX: '4' }).arenas).toBe('4')
    const off = probe(0)
    expect(off.arenas).toBe(null)
    expect(off.execArgv.filter((a) => a.startsWith('--max-'))).toEqual([])
    expect(off.heapLimitMb).toBeGreaterThan(256)
    expect(off.gc).toBe('undefined')
  })
})

// A process that starts the server as main.ts does (migrated database, services, routes, the
// start-up backfill), recording every module it loads, then lists the packages among them.
const STARTUP = `
import module from 'node:module'
const loaded = new Set()
module.registerHooks({ load(url, context, nextLoad) { loaded.add(url); return nextLoad(url, context) } })
const server = (path) => import(new URL(path, ${JSON.stringify(new URL('./', import.meta.url).href)}).href)
const { loadConfig } = await server('config.ts')
const { createDb } = await server('db/create-db.ts')
const { migrateToLatest } = await server('db/migrate.ts')
const { buildApp } = await server('app.ts')
const config = loadConfig(process.env)
const db = createDb(config.DATABASE_URL)
await migrateToLatest(db.db)
const app = await buildApp({ config, db, logger: false })
await app.ready()
await app.services.uploads.backfill()
await app.close()
await db.close()
const packages = new Set([...loaded].flatMap((url) => /node_modules\\/((?:@[^/]+\\/)?[^/]+)/.exec(url)?.[1] ?? []))
console.log(JSON.stringify([...packages].sort()))
`

describe('what the server loads at start', () => {
  it('leaves the libraries it needs only for some requests to their first use', { timeout: 60_000 }, () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-startup-'))
    try {
      const packages = JSON.parse(
        execFileSync(process.execPath, ['--input-type=module', '-e', STARTUP], {
          env: {
            ...process.env,
            DATABASE_URL: `file:${join(dir, 'db.sqlite')}`,
            UPLOADS_DIR: join(dir, 'uploads'),
            JWT_SECRET: 'startup-test-secret-that-is-long-enough-0123456789',
            SMTP_URL: 'smtp://127.0.0.1:2525',
          },
          encoding: 'utf8',
        }),
      ) as string[]
      // The app did load (this list is not empty by accident).
      expect(packages).toEqual(expect.arrayContaining(['fastify', 'kysely', 'better-sqlite3']))
      // Markdown rendering (posts are written), images (uploads, share cards), PDF, QR codes,
      // email, S3, Redis, and PostgreSQL on a SQLite site: each loads when first needed.
      const lazy = ['shiki', '@shikijs/core', 'sharp', 'pdfkit', 'satori', '@resvg/resvg-js', 'qrcode']
      lazy.push('nodemailer', '@aws-sdk/client-s3', 'ioredis', 'pg')
      expect(packages.filter((p) => lazy.includes(p))).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
