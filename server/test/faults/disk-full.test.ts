import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { open } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import { createDb, type Db } from '../../db/create-db.ts'
import { migrateToLatest } from '../../db/migrate.ts'
import { createAdmin, multipart, projectInput, type TestAccount } from '../factories.ts'

// A real full disk: the uploads folder and the SQLite file each on their own small tmpfs.
// (Mounting needs root, as CI and this project's test machines run.)
const root = mkdtempSync(join(tmpdir(), 'folio-disk-full-'))
const uploadsMount = join(root, 'uploads')
const dbMount = join(root, 'db')
let db: Db
let app: FastifyInstance
let admin: TestAccount

const mountTmpfs = (dir: string, size: string) => {
  mkdirSync(dir, { recursive: true })
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${size}`, 'tmpfs', dir])
}

/** Fills what is left of a filesystem; returns the filler's path. */
const fill = async (dir: string) => {
  const path = join(dir, 'filler.bin')
  const file = await open(path, 'w')
  try {
    for (;;) await file.write(randomBytes(64 * 1024))
  } catch (err) {
    expect((err as NodeJS.ErrnoException).code).toBe('ENOSPC')
  } finally {
    await file.close()
  }
  return path
}

beforeAll(async () => {
  mountTmpfs(uploadsMount, '3m')
  mountTmpfs(dbMount, '8m')
  const url = `file:${join(dbMount, 'folio.db')}`
  db = createDb(url)
  await migrateToLatest(db.db)
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: url,
    JWT_SECRET: 'disk-full-test-secret-that-is-long-enough-0123456789',
    UPLOADS_DIR: uploadsMount,
  })
  app = await buildApp({ config, db, logger: false })
  admin = await createAdmin(app)
}, 60_000)

afterAll(async () => {
  await app?.close()
  await db?.close()
  for (const dir of [uploadsMount, dbMount]) execFileSync('umount', ['-l', dir])
  rmSync(root, { recursive: true, force: true })
})

/** A PNG that does not compress (noise), about 400 KB. */
const noisePng = () =>
  sharp(randomBytes(360 * 360 * 3), { raw: { width: 360, height: 360, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer()

const upload = async (data: Buffer) => {
  const body = multipart([{ name: 'file', filename: 'noise.png', contentType: 'image/png', data }])
  return app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  })
}

describe('the disk fills up', () => {
  it('uploads: 507 STORAGE_FULL, nothing partial left, stored uploads still served', { timeout: 120_000 }, async () => {
    const stored: string[] = []
    let full: Awaited<ReturnType<typeof upload>> | undefined
    for (let i = 0; i < 40 && !full; i++) {
      const res = await upload(await noisePng())
      if (res.statusCode === 201) stored.push(res.json<{ url: string }>().url)
      else full = res
    }
    expect(full?.statusCode).toBe(507)
    expect(full?.json()).toEqual({ detail: "The server's storage is full", code: 'STORAGE_FULL' })
    expect(stored.length).toBeGreaterThan(0)

    // No temporary files, no file of the refused upload. Variants are made after the answer
    // (issue 23): an upload whose variants found the disk full keeps its original and no
    // description (pages show the original; the next start's backfill makes the rest), and a
    // description is only ever written once every variant it names is stored.
    await app.services.uploads.idle()
    const ids = new Set(stored.map((u) => /\/uploads\/([0-9a-f]+)\./.exec(u)![1]))
    const files = readdirSync(uploadsMount)
    expect(files.filter((f) => f.endsWith('.tmp'))).toEqual([])
    expect(files.filter((f) => !ids.has(/^\.?([0-9a-f]+)/.exec(f)?.[1] ?? ''))).toEqual([])
    for (const url of stored) expect(files).toContain(url.slice('/uploads/'.length))
    const described = await app.services.uploads.describe(stored)
    expect(Object.keys(described).length).toBeGreaterThan(0)
    for (const [url, info] of Object.entries(described))
      for (const w of info.widths)
        for (const format of ['webp', 'avif'])
          expect(files).toContain(`${url.slice('/uploads/'.length).replace(/\.\w+$/, '')}-${w}w.${format}`)

    // Reads keep working.
    for (const url of stored) {
      const res = await app.inject({ method: 'GET', url })
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.length).toBe(statSync(join(uploadsMount, url.slice('/uploads/'.length))).size)
    }
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200)
    console.info(
      `[faults] disk full (uploads): ${stored.length} uploads stored, then 507; ${files.length} files, none partial`,
    )
  })

  it(
    'SQLite: 507 STORAGE_FULL on writes, reads keep working, writes resume when space returns',
    { timeout: 60_000 },
    async () => {
      const create = (title: string) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/admin/projects',
          headers: admin.headers,
          payload: projectInput({ title }),
        })
      expect((await create('Before The Disk Filled')).statusCode).toBe(201)
      const filler = await fill(dbMount)

      let refused = 0
      let lastStatus = 0
      // The first writes may still fit in pages SQLite already has; keep writing until it says full.
      for (let i = 0; i < 200 && lastStatus !== 507; i++) {
        const res = await create(`While Full ${i} ${'x'.repeat(200)}`.slice(0, 190))
        lastStatus = res.statusCode
        if (res.statusCode === 507) {
          refused += 1
          expect(res.json()).toEqual({ detail: "The server's storage is full", code: 'STORAGE_FULL' })
        } else expect(res.statusCode).toBe(201)
      }
      expect(refused).toBe(1)

      const list = await app.inject({ method: 'GET', url: '/api/v1/projects?limit=100' })
      expect(list.statusCode).toBe(200)
      expect(list.json<{ projects: { title: string }[] }>().projects.map((p) => p.title)).toContain(
        'Before The Disk Filled',
      )
      expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200)

      rmSync(filler)
      expect((await create('After Space Returned')).statusCode).toBe(201)
    },
  )
})
