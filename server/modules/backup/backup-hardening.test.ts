import { execFile } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs'
import { chmod, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { promisify } from 'node:util'
import { createGzip } from 'node:zlib'

import * as tar from 'tar'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createAdmin, createProject, type TestAccount } from '../../test/factories.ts'
import { createTestApp, createTestDb, type TestApp } from '../../test/harness.ts'
import { startTestS3, type TestS3 } from '../../test/s3.ts'
import { createDiskStore, type UploadStore } from '../../lib/upload-store.ts'
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, listFiles, MANIFEST, makePrivateDir, unpackArchive } from './archive.ts'
import { createBackup, restoreBackup, type BackupTarget } from './backup.service.ts'

const scratch = mkdtempSync(join(tmpdir(), 'folio-backup-hardening-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const run = promisify(execFile)
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex')
const uploadName = (ext: string) => `${randomBytes(16).toString('hex')}.${ext}`
const freshDir = (label: string) => mkdtempSync(join(scratch, `${label}-`))

const targetOf = (t: TestApp): BackupTarget => ({
  db: t.app.db,
  databaseUrl: t.app.config.DATABASE_URL,
  uploads: t.app.services.uploads.store,
})

/** Name → sha256 of every file in an uploads store. */
const uploadHashes = async (store: UploadStore) => {
  const out: Record<string, string> = {}
  for (const f of await store.list()) out[f.name] = sha256((await store.read(f.name)) ?? '')
  return out
}

/** Every file and folder below `root` (dot-names too) with its permission bits. */
const modesBelow = async (root: string) => {
  const out: Record<string, number> = {}
  const walk = async (dir: string) => {
    for (const e of await readdir(dir, { withFileTypes: true })) {
      const p = join(dir, e.name)
      out[relative(root, p)] = (await stat(p)).mode & 0o777
      if (e.isDirectory()) await walk(p)
    }
  }
  await walk(root)
  return out
}

/** The bytes of every file below `dir`: what a refused restore had written. */
const bytesBelow = async (dir: string) => {
  let n = 0
  for (const f of await listFiles(dir)) n += (await stat(join(dir, f))).size
  return n
}

/**
 * `file` unpacked, changed by `edit`, its manifest's entries recomputed (unless `keepEntries`)
 * and `manifest` applied to it, packed again (manifest first) as `out`.
 */
const repack = async (
  file: string,
  out: string,
  opts: {
    edit?: (dir: string) => Promise<void>
    manifest?: (m: Record<string, unknown> & { tables: Record<string, { rows: number }> }) => void
    keepEntries?: boolean
  },
) => {
  const dir = freshDir('repack')
  await tar.extract({ file, cwd: dir })
  await opts.edit?.(dir)
  const manifest = JSON.parse(await readFile(join(dir, MANIFEST), 'utf8'))
  if (!opts.keepEntries) {
    manifest.entries = {}
    for (const f of (await listFiles(dir)).filter((f) => f !== MANIFEST)) {
      const data = await readFile(join(dir, f))
      manifest.entries[f] = { sha256: sha256(data), bytes: data.length }
    }
  }
  opts.manifest?.(manifest)
  await writeFile(join(dir, MANIFEST), JSON.stringify(manifest))
  const files = (await listFiles(dir)).filter((f) => f !== MANIFEST)
  await tar.create({ gzip: true, file: out, cwd: dir, portable: true }, [MANIFEST, ...files])
  return out
}

/** A tar entry's header block (and its padded data), written by hand as a hostile archive would. */
const tarHeader = (path: string, size: number) => {
  const header = new tar.Header({ path, size, mode: 0o644, type: 'File', mtime: new Date(0) })
  header.encode()
  return header.block!
}
const tarFile = (path: string, data: Buffer) => [
  tarHeader(path, data.length),
  data,
  Buffer.alloc((512 - (data.length % 512)) % 512),
]
const manifestFor = (entries: Record<string, Buffer | number>) =>
  Buffer.from(
    JSON.stringify({
      format: BACKUP_FORMAT,
      format_version: BACKUP_FORMAT_VERSION,
      app_version: '1.0.0',
      engine: 'sqlite',
      created_at: new Date().toISOString(),
      migrations: [],
      tables: {},
      uploads: { files: Object.keys(entries).length, bytes: 0 },
      entries: Object.fromEntries(
        Object.entries(entries).map(([name, v]) => [
          name,
          typeof v === 'number' ? { sha256: '0'.repeat(64), bytes: v } : { sha256: sha256(v), bytes: v.length },
        ]),
      ),
    }),
  )

/** Writes `parts` gzipped to `file`; `{ zeros: n }` is n zero bytes, generated (a bomb costs nothing to make). */
const writeTarGz = async (file: string, parts: (Buffer | { zeros: number })[]) => {
  const chunk = Buffer.alloc(1024 * 1024)
  await pipeline(
    async function* () {
      for (const part of parts) {
        if (Buffer.isBuffer(part)) yield part
        else
          for (let left = part.zeros; left > 0; left -= chunk.length)
            yield chunk.subarray(0, Math.min(left, chunk.length))
      }
    },
    createGzip(),
    createWriteStream(file),
  )
  return file
}

const MB = 1024 * 1024

describe('restore refuses a hostile archive before writing what its manifest does not list', () => {
  const listed = Buffer.from('a small listed upload')
  const name = `uploads/${uploadName('png')}`

  const expectRefused = async (file: string, message: string | RegExp) => {
    const dir = await makePrivateDir(join(freshDir('unpack'), 'into'))
    await expect(unpackArchive(file, dir)).rejects.toThrow(message)
    // What was written before the refusal is all still there: the restore removes it later.
    return bytesBelow(dir)
  }

  it('refuses an entry its manifest does not list, before writing it', async () => {
    const file = await writeTarGz(join(scratch, 'unlisted.tar.gz'), [
      ...tarFile(MANIFEST, manifestFor({ [name]: listed })),
      ...tarFile(name, listed),
      tarHeader('uploads/extra.png', 8 * MB),
      { zeros: 8 * MB },
      { zeros: 1024 },
    ])
    const written = await expectRefused(file, 'The backup holds a file its manifest does not list (uploads/extra.png)')
    expect(written).toBeLessThanOrEqual(listed.length)
  })

  it('refuses an entry larger than its manifest lists, before writing any of it', async () => {
    const file = await writeTarGz(join(scratch, 'larger.tar.gz'), [
      ...tarFile(MANIFEST, manifestFor({ [name]: listed })),
      tarHeader(name, 8 * MB),
      { zeros: 8 * MB },
      { zeros: 1024 },
    ])
    const written = await expectRefused(
      file,
      `The backup is damaged: ${name} is larger than its manifest lists (21 bytes)`,
    )
    expect(written).toBe(0)
  })

  it('refuses a bomb: a small archive whose entry expands far past its listed bytes', async () => {
    const file = await writeTarGz(join(scratch, 'bomb.tar.gz'), [
      ...tarFile(MANIFEST, manifestFor({ 'tables/users.jsonl': 100 })),
      tarHeader('tables/users.jsonl', 256 * MB),
      { zeros: 256 * MB },
      { zeros: 1024 },
    ])
    expect((await stat(file)).size).toBeLessThan(MB)
    expect(await expectRefused(file, /tables\/users\.jsonl is larger than its manifest lists \(100 bytes\)/)).toBe(0)
  })

  it('refuses an archive that goes on expanding after what its manifest lists', async () => {
    const file = await writeTarGz(join(scratch, 'trailing.tar.gz'), [
      ...tarFile(MANIFEST, manifestFor({ [name]: listed })),
      ...tarFile(name, listed),
      { zeros: 256 * MB },
    ])
    expect((await stat(file)).size).toBeLessThan(MB)
    const written = await expectRefused(file, 'The backup expands past what its manifest lists')
    expect(written).toBeLessThanOrEqual(listed.length)
  })

  it('refuses an archive whose first entry is not its manifest', async () => {
    const file = await writeTarGz(join(scratch, 'late-manifest.tar.gz'), [
      ...tarFile(name, listed),
      ...tarFile(MANIFEST, manifestFor({ [name]: listed })),
      { zeros: 1024 },
    ])
    expect(await expectRefused(file, 'The backup does not start with manifest.json')).toBe(0)
  })

  it('refuses a listed entry with a path Folio does not write', async () => {
    const evil = Buffer.from('x')
    const file = await writeTarGz(join(scratch, 'path.tar.gz'), [
      ...tarFile(MANIFEST, manifestFor({ '../outside.txt': evil })),
      ...tarFile('../outside.txt', evil),
      { zeros: 1024 },
    ])
    expect(await expectRefused(file, 'The backup lists a file Folio does not make (../outside.txt)')).toBe(0)
  })

  it('leaves the database, the uploads and the temporary folder as they were', async () => {
    const file = await writeTarGz(join(scratch, 'bomb-restore.tar.gz'), [
      ...tarFile(MANIFEST, manifestFor({ 'tables/users.jsonl': 100 })),
      tarHeader('tables/users.jsonl', 64 * MB),
      { zeros: 64 * MB },
      { zeros: 1024 },
    ])
    const db = await createTestDb()
    const uploadsDir = freshDir('uploads')
    await writeFile(join(uploadsDir, 'keep.png'), 'mine')
    const tmp = freshDir('tmp')
    try {
      await expect(
        restoreBackup({ db, databaseUrl: db.url, uploads: createDiskStore(uploadsDir) }, file, { tmpDir: tmp }),
      ).rejects.toThrow(/larger than its manifest lists/)
      expect(await readdir(tmp)).toEqual([])
      expect(await readdir(uploadsDir)).toEqual(['keep.png'])
    } finally {
      await db.destroy()
    }
  })
})

/** Ways to make a restore fail in its database step, after the archive's uploads are stored. */
const failures = [
  {
    what: 'a checksum',
    edit: async (dir: string) => {
      // One character of a table changed after the manifest was written (same length).
      const file = join(dir, 'tables', 'projects.jsonl')
      const text = await readFile(file, 'utf8')
      await writeFile(
        file,
        text.replace(/"title":"(.)/, (_m, c: string) => `"title":"${c === 'Z' ? 'Y' : 'Z'}`),
      )
    },
    keepEntries: true,
    error: /^The backup is damaged: the checksum of tables\/projects\.jsonl does not match$/,
  },
  {
    what: "a table's row count",
    manifest: (m: { tables: Record<string, { rows: number }> }) => {
      m.tables.projects!.rows += 1
    },
    error: /The backup's projects table has \d+ rows; its manifest says \d+/,
  },
  {
    what: 'a row the database refuses',
    edit: async (dir: string) => {
      // The first project twice: the same primary key.
      const file = join(dir, 'tables', 'projects.jsonl')
      const text = await readFile(file, 'utf8')
      await writeFile(file, `${text.split('\n')[0]}\n${text}`)
    },
    manifest: (m: { tables: Record<string, { rows: number }> }) => {
      m.tables.projects!.rows += 1
    },
    error: /unique|duplicate key/i,
  },
]

const allOrNothing = (store: 'disk' | 's3') =>
  describe(`a failed restore changes no upload (${store})`, () => {
    let s3: TestS3 | undefined
    let site: TestApp
    let admin: TestAccount
    const same = uploadName('png')
    const changed = uploadName('json')
    const added = uploadName('webp')
    let good: string

    beforeAll(async () => {
      s3 = store === 's3' ? await startTestS3() : undefined
      site = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0', ...(await s3?.env()) } })
      admin = await createAdmin(site.app)
      await createProject(site.app)
      const uploads = site.app.services.uploads.store
      await uploads.put(same, Buffer.from('the same bytes in the archive and on the site'))
      await uploads.put(changed, Buffer.from('{"alt":"as the backup has it"}'))
      // The archive also holds an upload the site does not have (any more).
      const backup = join(scratch, `${store}-backup.tar.gz`)
      await createBackup(targetOf(site), backup)
      good = await repack(backup, join(scratch, `${store}-good.tar.gz`), {
        edit: (dir) => writeFile(join(dir, 'uploads', added), 'an upload only the archive has'),
      })
      // Since the backup: a description edited in place and a new upload.
      await uploads.put(changed, Buffer.from('{"alt":"edited since the backup"}'))
      await uploads.put(uploadName('png'), Buffer.from('uploaded since the backup'))
    })
    afterAll(async () => {
      await site?.close()
      await s3?.close()
    })

    const projectCount = async () =>
      (await site.app.inject({ url: '/api/v1/admin/projects?limit=100&status=all', headers: admin.headers })).json()
        .total as number

    it.each(failures)('keeps every upload byte for byte and adds none when $what fails', async (failure) => {
      const uploads = site.app.services.uploads.store
      const file = await repack(good, join(scratch, `${store}-bad-${randomBytes(4).toString('hex')}.tar.gz`), failure)
      const before = await uploadHashes(uploads)
      const inode = store === 'disk' ? (await stat(join(site.app.config.UPLOADS_DIR, same))).ino : 0
      const projects = await projectCount()

      await expect(restoreBackup(targetOf(site), file, { force: true })).rejects.toThrow(failure.error)

      expect(await uploadHashes(uploads)).toEqual(before)
      expect(Object.keys(before)).not.toContain(added)
      // An upload with the archive's name and bytes was not even written again.
      if (store === 'disk') expect((await stat(join(site.app.config.UPLOADS_DIR, same))).ino).toBe(inode)
      expect(await projectCount()).toBe(projects)
    })

    it('still restores the same archive when nothing fails', async () => {
      const uploads = site.app.services.uploads.store
      await restoreBackup(targetOf(site), good, { force: true })
      const after = await uploadHashes(uploads)
      expect(Object.keys(after).sort()).toEqual([same, changed, added].sort())
      expect((await uploads.read(changed))?.toString()).toBe('{"alt":"as the backup has it"}')
    })
  })

allOrNothing('disk')
allOrNothing('s3')

describe('npm run restore after a failure', () => {
  it('exits non-zero with one line and leaves the uploads as they were', async () => {
    const site = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
    try {
      await createProject(site.app)
      const uploads = site.app.services.uploads.store
      const name = uploadName('png')
      await uploads.put(name, Buffer.from('before'))
      const good = join(scratch, 'cli-good.tar.gz')
      await createBackup(targetOf(site), good)
      await uploads.put(name, Buffer.from('after the backup'))
      const bad = await repack(good, join(scratch, 'cli-bad.tar.gz'), failures[2]!)
      const before = await uploadHashes(uploads)
      const out = await run(process.execPath, ['scripts/restore.ts', bad, '--force'], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATABASE_URL: site.app.config.DATABASE_URL,
          UPLOADS_DIR: site.app.config.UPLOADS_DIR,
        },
      }).then(
        () => ({ code: 0, stderr: '' }),
        (err: { code: number; stderr: string }) => err,
      )
      expect(out.code).toBe(1)
      expect(out.stderr.trimEnd().split('\n')).toHaveLength(1)
      expect(out.stderr).toMatch(/^Restore failed: .*(unique|duplicate key)/i)
      expect(await uploadHashes(uploads)).toEqual(before)
    } finally {
      await site.close()
    }
  })
})

describe('backup and restore files are private under a permissive umask', () => {
  let umask: number
  beforeEach(() => {
    umask = process.umask(0o000)
  })
  afterEach(() => {
    process.umask(umask)
    vi.restoreAllMocks()
  })

  const expectPrivate = (modes: Record<string, number>, folders: string[]) => {
    for (const [path, mode] of Object.entries(modes))
      expect(mode.toString(8), path).toBe(folders.includes(path) ? '700' : '600')
  }

  it('makes the backup scratch folder 0700, its files and the archive 0600', async () => {
    const site = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
    try {
      await createProject(site.app)
      const store = site.app.services.uploads.store
      await store.put(uploadName('png'), Buffer.from('a photo'))
      const dir = freshDir('out')
      let seen: Record<string, number> | undefined
      // Looked at mid-backup: the tables are written, the uploads are being copied.
      const spying: UploadStore = {
        ...store,
        stream: async (name, range) => {
          seen ??= await modesBelow(dir)
          return store.stream(name, range)
        },
      }
      const out = join(dir, 'site.tar.gz')
      await createBackup({ ...targetOf(site), uploads: spying }, out)
      const work = Object.keys(seen ?? {}).find((p) => p.startsWith('.folio-backup-') && !p.includes('/'))
      expect(work).toBeDefined()
      expect(Object.keys(seen!).some((p) => p.endsWith('tables/projects.jsonl'))).toBe(true)
      expectPrivate(seen!, [work!, `${work}/tables`, `${work}/uploads`])
      expect(await modesBelow(dir)).toEqual({ 'site.tar.gz': 0o600 })
    } finally {
      await site.close()
    }
  })

  it('makes the restore scratch folder 0700 and its files 0600', async () => {
    const source = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
    const target = await createTestDb()
    try {
      await createProject(source.app)
      const name = uploadName('json')
      await source.app.services.uploads.store.put(name, Buffer.from('{"alt":"archived"}'))
      const file = join(scratch, 'modes.tar.gz')
      await createBackup(targetOf(source), file)

      // The target site has the same upload with other bytes: the restore keeps its bytes aside.
      const store = createDiskStore(freshDir('target-uploads'))
      await store.put(name, Buffer.from('{"alt":"live"}'))
      const tmp = freshDir('tmp')
      let seen: Record<string, number> | undefined
      const spying: UploadStore = {
        ...store,
        put: async (n, data) => {
          if (n === name) seen = await modesBelow(tmp)
          return store.put(n, data)
        },
      }
      await restoreBackup({ db: target, databaseUrl: target.url, uploads: spying }, file, { tmpDir: tmp })
      const work = Object.keys(seen ?? {}).find((p) => p.startsWith('.folio-restore-') && !p.includes('/'))
      expect(work).toBeDefined()
      expect(seen).toHaveProperty(`${work}/aside/${name}`)
      expect(seen).toHaveProperty(`${work}/archive/tables/projects.jsonl`)
      expect(seen).toHaveProperty(`${work}/archive/uploads/${name}`)
      expectPrivate(seen!, [
        work!,
        `${work}/archive`,
        `${work}/archive/tables`,
        `${work}/archive/uploads`,
        `${work}/aside`,
      ])
      expect(await readdir(tmp)).toEqual([])
    } finally {
      await target.destroy()
      await source.close()
    }
  })

  it('writes the temporary file behind GET /admin/backup 0600', async () => {
    const site = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
    try {
      const admin = await createAdmin(site.app)
      const backup = site.app.services.backup
      const create = backup.create
      const modes: number[] = []
      vi.spyOn(backup, 'create').mockImplementation(async (out) => {
        const manifest = await create(out)
        modes.push((await stat(out)).mode & 0o777)
        return manifest
      })
      const res = await site.app.inject({ url: '/api/v1/admin/backup', headers: admin.headers })
      expect(res.statusCode).toBe(200)
      expect(modes.map((m) => m.toString(8))).toEqual(['600'])
    } finally {
      await site.close()
    }
  })

  it('writes npm run backup archives 0600, even over an existing file', async () => {
    const site = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
    try {
      await createProject(site.app)
      const out = join(freshDir('cli'), 'site.tar.gz')
      await writeFile(out, 'an older file')
      await chmod(out, 0o644)
      const { stdout } = await run(process.execPath, ['scripts/backup.ts', '--out', out], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          DATABASE_URL: site.app.config.DATABASE_URL,
          UPLOADS_DIR: site.app.config.UPLOADS_DIR,
        },
      })
      expect(stdout).toMatch(/^Backup written: /)
      expect(((await stat(out)).mode & 0o777).toString(8)).toBe('600')
      expect((await stat(out)).size).toBeGreaterThan(100)
    } finally {
      await site.close()
    }
  })

  it('writes scheduled backups in BACKUP_DIR 0600', async () => {
    const dir = join(freshDir('scheduled'), 'backups')
    const t = await createTestApp({ env: { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '1', BACKUP_KEEP: '5' } })
    try {
      // The first one runs by itself at start; a second one on demand.
      await expect
        .poll(async () => (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.tar.gz')).length, {
          timeout: 15_000,
          interval: 100,
        })
        .toBe(1)
      await t.app.services.backup.scheduled()
      const modes = await modesBelow(dir)
      expect(Object.keys(modes)).toHaveLength(2)
      for (const [name, mode] of Object.entries(modes)) expect(mode.toString(8), name).toBe('600')
      expect(((await stat(dir)).mode & 0o777).toString(8)).toBe('700')
    } finally {
      await t.close()
    }
  })
})
