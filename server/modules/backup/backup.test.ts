import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir, readdir } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import * as tar from 'tar'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedSampleContent } from '../../db/sample-content/seed.ts'
import { createAdmin, createPost, createUser, multipart, type TestAccount } from '../../test/factories.ts'
import { createTestApp, createTestDb, testDialect, type TestApp, type TestDb } from '../../test/harness.ts'
import { startTestS3, type TestS3 } from '../../test/s3.ts'
import { createDiskStore, createUploadStore, type UploadStore } from '../../lib/upload-store.ts'
import { createBackup, restoreBackup, type BackupTarget } from './backup.service.ts'

// The round trip runs from the engine under test to the other one and back, so the sqlite
// project proves SQLite → PostgreSQL → SQLite and the postgres project the reverse.
const here = testDialect()
const other = here === 'sqlite' ? 'postgres' : 'sqlite'

const scratch = mkdtempSync(join(tmpdir(), 'folio-backup-test-'))
afterAll(() => rmSync(scratch, { recursive: true, force: true }))

const targetOf = (t: { app: FastifyInstance }): BackupTarget => ({
  db: t.app.db,
  databaseUrl: t.app.config.DATABASE_URL,
  uploads: t.app.services.uploads.store,
})

const png = (colour: string) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
    .png()
    .toBuffer()

const uploadFile = async (app: FastifyInstance, admin: TestAccount, data: Buffer) => {
  const body = multipart([{ name: 'file', filename: 'photo.png', contentType: 'image/png', data }])
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  })
  expect(res.statusCode).toBe(201)
  // Its variants are made after the answer (issue 23): all of them stored before a backup.
  await app.services.uploads.idle()
  return (res.json() as { url: string }).url
}

/** Every public and admin read the site serves, as the bytes of their JSON. */
const snapshotApi = async (app: FastifyInstance, admin: TestAccount) => {
  const get = async (url: string, auth = false) => {
    const res = await app.inject({ url: `/api/v1${url}`, headers: auth ? admin.headers : {} })
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json() as unknown
  }
  const out: Record<string, unknown> = {}
  for (const url of [
    '/site',
    '/projects?limit=100',
    '/projects/featured',
    '/projects/categories',
    '/projects/technologies',
    '/certificates?limit=100',
    '/certificates/featured',
    '/certificates/categories',
    '/certificates/issuers',
    '/blogs?limit=100',
    '/blogs/tags',
    '/testimonials',
    '/series',
    '/series/backup-series',
  ])
    out[url] = await get(url)
  const adminLists = {
    projects: '/admin/projects?limit=100&status=all',
    certificates: '/admin/certificates?limit=100&status=all',
    blogs: '/admin/blogs?limit=100',
    testimonials: '/admin/testimonials',
  }
  for (const url of [
    ...Object.values(adminLists),
    '/admin/messages?limit=100',
    '/admin/site',
    '/admin/site/copy',
    '/admin/navigation',
    '/admin/pages',
    '/admin/redirects?limit=100',
    '/admin/uploads?limit=100',
    '/auth/me',
  ])
    out[url] = await get(url, true)
  // Each page with its history (docs/api/owners-site.md).
  for (const { id } of out['/admin/pages'] as { id: number }[]) {
    out[`/admin/pages/${id}`] = await get(`/admin/pages/${id}`, true)
    out[`/admin/pages/${id}/revisions`] = await get(`/admin/pages/${id}/revisions`, true)
  }
  // Each item read for editing (full bodies, drafts and soft-deleted rows included).
  const ids = (list: unknown, key: string) => ((list as Record<string, { id: number }[]>)[key] ?? []).map((x) => x.id)
  for (const id of ids(out[adminLists.projects], 'projects'))
    out[`/admin/projects/${id}`] = await get(`/admin/projects/${id}`, true)
  for (const id of ids(out[adminLists.certificates], 'certificates'))
    out[`/admin/certificates/${id}`] = await get(`/admin/certificates/${id}`, true)
  for (const id of ids(out[adminLists.blogs], 'posts'))
    out[`/admin/blogs/${id}`] = await get(`/admin/blogs/${id}`, true)
  return out
}

/** The same reads, URL by URL (a failure names the URL that differs). */
const expectSame = (after: Record<string, unknown>, before: Record<string, unknown>) => {
  expect(Object.keys(after)).toEqual(Object.keys(before))
  for (const url of Object.keys(before)) expect(after[url], url).toEqual(before[url])
}

/** Name → sha256 of every file in an uploads store (a folder or a bucket). */
const uploadHashes = async (store: UploadStore) => {
  const out: Record<string, string> = {}
  for (const f of await store.list())
    out[f.name] = createHash('sha256')
      .update((await store.read(f.name)) ?? '')
      .digest('hex')
  return out
}

/**
 * An empty database of `dialect` restored from `file`, and an app on it: its uploads in a
 * folder of its own, or in the bucket `env` names (S3_BUCKET…).
 */
const restoreInto = async (dialect: 'sqlite' | 'postgres', file: string, env: Record<string, string> = {}) => {
  const db: TestDb = await createTestDb(dialect)
  const store = { UPLOADS_DIR: join(scratch, `uploads-${dialect}-${Date.now()}`), ...env }
  await restoreBackup({ db, databaseUrl: db.url, uploads: createUploadStore(store) }, file)
  return createTestApp({ db, env: { ...store, LINK_CHECK_INTERVAL_HOURS: '0' } })
}

describe(`backup and restore: ${here} → ${other} → ${here}`, () => {
  let source: TestApp
  let admin: TestAccount
  const opened: TestApp[] = []
  beforeAll(async () => {
    // No link check in the background: its results would change the API between two snapshots.
    source = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
    await seedSampleContent(source.app.db)
    admin = await createAdmin(source.app)
    await createUser(source.app)
    // A little of everything a running site accumulates: uploads, a draft, likes, views, a message.
    const photo = await uploadFile(source.app, admin, await png('#3B82F6'))
    await createPost(source.app, { title: 'Draft with a photo', published: false, featured_image: photo })
    // Series (docs/api/writing.md): two published parts and a draft.
    for (const part of [2, 1]) await createPost(source.app, { series: { name: 'Backup series', part } })
    await createPost(source.app, { published: false, series: { name: 'Backup series', part: 3 } })
    for (const ip of ['10.0.0.1', '10.0.0.2'])
      await source.app.inject({ method: 'POST', url: '/api/v1/projects/1/like', remoteAddress: ip })
    await source.app.inject({ url: '/api/v1/projects/1', headers: { 'user-agent': 'Mozilla/5.0 Test' } })
    await source.app.services.views.flush()
    // The owner's texts, navigation and design (docs/api/owners-site.md).
    await source.app.services.site.updateCopy({ 'home.skills.intro': 'What I do.', 'home.posts.link': '' })
    await source.app.services.site.updateNavigation({ header: [{ label: 'Work', url: '/projects' }] })
    await source.app.services.site.update({ ...(await source.app.services.site.get()), accent_color: '#E11D48' })
    // Pages: one renamed (a redirect from its old address, two revisions), one scheduled; an
    // upload's alt text (the media library's metadata).
    const call = async (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) => {
      const res = await source.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, payload })
      expect(res.statusCode, res.body).toBeLessThan(300)
      return res.json() as { id: number }
    }
    const about = { title: 'About', content_markdown: 'Hi.', published: true, show_in_nav: true }
    const page = await call('POST', '/admin/pages', { ...about, slug: 'about' })
    await call('PUT', `/admin/pages/${page.id}`, { ...about, slug: 'about-me', content_markdown: 'Hi there.' })
    await call('POST', '/admin/pages', {
      title: 'Later',
      content_markdown: 'Soon.',
      published: true,
      published_at: '2099-01-01T00:00:00Z',
    })
    const [upload] = (
      (await source.app.inject({ url: '/api/v1/admin/uploads?limit=1', headers: admin.headers })).json() as {
        uploads: { id: number }[]
      }
    ).uploads
    await call('PATCH', `/admin/uploads/${upload!.id}`, { alt: 'A blue square' })
    const sent = await source.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Ada', email: 'ada@example.com', subject: 'Hello', message: 'Can we talk about a project?' },
    })
    expect(sent.statusCode).toBe(201)
  })
  afterAll(async () => {
    for (const t of opened) await t.close()
    await source?.close()
  })

  it('gives back every API response and every upload, byte for byte, after a round trip through the other engine', async () => {
    const before = await snapshotApi(source.app, admin)
    const uploadsBefore = await uploadHashes(source.app.services.uploads.store)
    expect(Object.keys(uploadsBefore).length).toBeGreaterThan(1)

    const first = join(scratch, 'first.tar.gz')
    const manifest = await createBackup(targetOf(source), first)
    expect(manifest.engine).toBe(here)
    expect(manifest.tables.projects?.rows).toBe(8)
    expect(manifest.uploads.files).toBe(Object.keys(uploadsBefore).length)

    const middle = await restoreInto(other, first)
    opened.push(middle)
    expect(middle.app.db.dialect).toBe(other)
    expectSame(await snapshotApi(middle.app, admin), before)
    expect(await uploadHashes(middle.app.services.uploads.store)).toEqual(uploadsBefore)

    const second = join(scratch, 'second.tar.gz')
    await createBackup(targetOf(middle), second)
    const back = await restoreInto(here, second)
    opened.push(back)
    expectSame(await snapshotApi(back.app, admin), before)
    expect(await uploadHashes(back.app.services.uploads.store)).toEqual(uploadsBefore)

    // The restored site keeps working: the owner signs in with the same password, and new rows
    // get ids past the restored ones.
    const login = await back.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: new URLSearchParams({ username: admin.email, password: admin.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(login.statusCode).toBe(200)
    const created = await createPost(back.app)
    const maxId = Math.max(...(before['/admin/blogs?limit=100'] as { posts: { id: number }[] }).posts.map((p) => p.id))
    expect(created.id).toBeGreaterThan(maxId)
  })

  it('refuses a database with content unless forced, and --force replaces everything', async () => {
    const file = join(scratch, 'force.tar.gz')
    await createBackup(targetOf(source), file)
    const extra = await createPost(source.app, { title: 'Written after the backup' })
    const count = async () =>
      (await source.app.inject({ url: '/api/v1/admin/blogs?limit=100', headers: admin.headers })).json().total as number
    const postsBefore = await count()

    await expect(restoreBackup(targetOf(source), file)).rejects.toThrow(
      'The database already holds content; restore with --force to replace it',
    )
    expect(await count()).toBe(postsBefore)

    await restoreBackup(targetOf(source), file, { force: true })
    expect(await count()).toBe(postsBefore - 1)
    const gone = await source.app.inject({ url: `/api/v1/admin/blogs/${extra.id}`, headers: admin.headers })
    expect(gone.statusCode).toBe(404)
  })

  it('refuses a damaged archive with a clear message and changes nothing', async () => {
    const file = join(scratch, 'good.tar.gz')
    await createBackup(targetOf(source), file)
    const target = await createTestDb()
    const uploadsDir = join(scratch, 'untouched-uploads')
    await mkdir(uploadsDir, { recursive: true })
    writeFileSync(join(uploadsDir, 'keep.txt'), 'mine')
    const into = { db: target, databaseUrl: target.url, uploads: createDiskStore(uploadsDir) }
    try {
      // 1. Bytes flipped inside the compressed stream.
      const bytes = readFileSync(file)
      const middle = Math.floor(bytes.length / 2)
      bytes.writeUInt8((bytes.readUInt8(middle) ^ 0xff) & 0xff, middle)
      const flipped = join(scratch, 'flipped.tar.gz')
      writeFileSync(flipped, bytes)
      await expect(restoreBackup(into, flipped)).rejects.toThrow(/damaged/)

      // 2. A well-formed archive whose table file was edited after its manifest was written:
      // longer than the manifest lists, then the same length with one character changed.
      const dir = mkdtempSync(join(scratch, 'edit-'))
      await tar.extract({ file, cwd: dir })
      const projects = join(dir, 'tables', 'projects.jsonl')
      const original = readFileSync(projects, 'utf8')
      const edited = join(scratch, 'edited.tar.gz')
      const pack = () =>
        tar.create({ gzip: true, file: edited, cwd: dir }, [
          'manifest.json',
          ...readdirSync(dir).filter((n) => n !== 'manifest.json'),
        ])
      writeFileSync(projects, original.replace('"views":', '"views":1'))
      await pack()
      await expect(restoreBackup(into, edited)).rejects.toThrow(
        /^The backup is damaged: tables\/projects\.jsonl is larger than its manifest lists \(\d+ bytes\)$/,
      )
      writeFileSync(
        projects,
        original.replace(/"title":"(.)/, (_m, c: string) => `"title":"${c === 'Z' ? 'Y' : 'Z'}`),
      )
      await pack()
      await expect(restoreBackup(into, edited)).rejects.toThrow(
        'The backup is damaged: the checksum of tables/projects.jsonl does not match',
      )

      // 3. Not an archive at all, and a file that does not exist.
      const text = join(scratch, 'notes.tar.gz')
      writeFileSync(text, 'just some text')
      await expect(restoreBackup(into, text)).rejects.toThrow(/damaged or is not a Folio backup/)
      await expect(restoreBackup(into, join(scratch, 'nope.tar.gz'))).rejects.toThrow(/does not exist/)

      const rows = await target.db
        .selectFrom('projects')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      expect(Number(rows.n)).toBe(0)
      expect(await readdir(uploadsDir)).toEqual(['keep.txt'])
    } finally {
      await target.destroy()
    }
  })

  it('takes a consistent snapshot while posts are being written', async () => {
    let writing = true
    const writer = (async () => {
      let i = 0
      while (writing) {
        await createPost(source.app, { title: `Concurrent ${i++}`, tags: ['One', 'Two', `T${i}`] })
        // SQLite answers synchronously: give the event loop a turn, as a server's requests do.
        await new Promise((r) => setImmediate(r))
      }
      return i
    })()
    const file = join(scratch, 'busy.tar.gz')
    try {
      await new Promise((r) => setTimeout(r, 50))
      await createBackup(targetOf(source), file)
    } finally {
      writing = false
    }
    expect(await writer).toBeGreaterThan(0)

    const restored = await restoreInto(here, file)
    opened.push(restored)
    // Every post's tag list and its post_tags rows agree: no post read without its tags.
    const db = restored.app.db.db
    const posts = await db.selectFrom('blog_posts').select(['id', 'tags']).execute()
    const tags = await db.selectFrom('post_tags').select(['post_id', 'tag']).execute()
    for (const p of posts) {
      const rows = tags
        .filter((t) => t.post_id === p.id)
        .map((t) => t.tag)
        .sort()
      expect(rows, `post ${p.id}`).toEqual((JSON.parse(p.tags) as string[]).sort())
    }
  })

  it('serves the archive to the owner only, as a download that restores', async () => {
    const user = await createUser(source.app)
    expect((await source.app.inject({ url: '/api/v1/admin/backup' })).statusCode).toBe(401)
    expect((await source.app.inject({ url: '/api/v1/admin/backup', headers: user.headers })).statusCode).toBe(403)
    const res = await source.app.inject({ url: '/api/v1/admin/backup', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/gzip')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="folio-.+\.tar\.gz"$/)
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    const file = join(scratch, 'download.tar.gz')
    writeFileSync(file, res.rawPayload)
    const restored = await restoreInto(other, file)
    opened.push(restored)
    const projects = await restored.app.inject({
      url: '/api/v1/admin/projects?limit=100&status=all',
      headers: admin.headers,
    })
    expect(projects.json().total).toBe(8)
  })
})

describe(`backup and restore with uploads in S3: ${here} → ${other}`, () => {
  let s3: TestS3
  let source: TestApp
  let restored: TestApp | undefined
  beforeAll(async () => {
    s3 = await startTestS3()
    source = await createTestApp({ env: await s3.env() })
  })
  afterAll(async () => {
    await restored?.close()
    await source?.close()
    await s3?.close()
  })

  it('archives every object of the bucket and puts them, byte for byte, into another bucket', async () => {
    const admin = await createAdmin(source.app)
    const photo = await uploadFile(source.app, admin, await png('#10B981'))
    await createPost(source.app, { title: 'Post with a photo in S3', featured_image: photo })
    const before = await uploadHashes(source.app.services.uploads.store)
    // The original, its description and its variants, all in the bucket.
    expect(Object.keys(before)).toContain(photo.slice('/uploads/'.length))
    expect(Object.keys(before).length).toBeGreaterThan(3)

    const file = join(scratch, 's3.tar.gz')
    const manifest = await createBackup(targetOf(source), file)
    expect(manifest.uploads.files).toBe(Object.keys(before).length)

    restored = await restoreInto(other, file, await s3.env())
    expect(restored.app.services.uploads.store.kind).toBe('s3')
    expect(await uploadHashes(restored.app.services.uploads.store)).toEqual(before)
    const served = await restored.app.inject({ url: photo })
    expect(served.statusCode).toBe(200)
    expect(served.rawPayload.equals((await source.app.inject({ url: photo })).rawPayload)).toBe(true)
    const post = await restored.app.inject({ url: '/api/v1/blogs?limit=100' })
    expect(post.json().posts.map((p: { featured_image: string }) => p.featured_image)).toContain(photo)
  })
})

describe('scheduled backups', () => {
  it('run by themselves into BACKUP_DIR, keep the newest BACKUP_KEEP, and report their status', async () => {
    const dir = join(scratch, 'scheduled')
    const t = await createTestApp({ env: { BACKUP_DIR: dir, BACKUP_INTERVAL_HOURS: '1', BACKUP_KEEP: '2' } })
    try {
      const admin = await createAdmin(t.app)
      // The first look for due jobs happens at start: the first backup is made without a request.
      await expect
        .poll(async () => (await readdir(dir).catch(() => [])).filter((f) => f.endsWith('.tar.gz')).length, {
          timeout: 15_000,
          interval: 200,
        })
        .toBe(1)
      const status = await t.app.inject({ url: '/api/v1/admin/backup/status', headers: admin.headers })
      expect(status.statusCode).toBe(200)
      expect(status.json()).toMatchObject({ scheduled: true, interval_hours: 1, keep: 2, last_error: null })
      expect(status.json().last_run_at).toMatch(/^\d{4}-/)
      expect(status.json().files).toHaveLength(1)
      // Not due again within the hour: a second instance (or tick) does not run it.
      expect(
        await t.app.scheduler.runDue({
          name: 'backup',
          everyMs: 3_600_000,
          run: () => t.app.services.backup.scheduled(),
        }),
      ).toBe(false)

      // Three more runs: only the two newest archives stay.
      const made: string[] = []
      for (let i = 0; i < 3; i++) made.push((await t.app.services.backup.scheduled())?.file ?? '')
      const files = (await readdir(dir)).filter((f) => f.endsWith('.tar.gz')).sort()
      expect(files).toEqual(
        made
          .slice(1)
          .map((f) => f.split('/').pop())
          .sort(),
      )
    } finally {
      await t.close()
    }
  })
})
