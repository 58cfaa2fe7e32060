import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import type { Kysely } from 'kysely'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { UploadItem } from '../../../core/schemas/upload.ts'
import {
  createAdmin,
  createCertificate,
  createPost,
  createProject,
  createTestimonial,
  createUser,
  multipart,
  type TestAccount,
} from '../../test/factories.ts'
import { createTestApp, createTestDb, type TestApp } from '../../test/harness.ts'
import { createUploadStore } from '../../lib/upload-store.ts'
import { createBackup, restoreBackup } from '../backup/backup.service.ts'

let t: TestApp
let admin: TestAccount
let dir: string
beforeAll(async () => {
  t = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
  admin = await createAdmin(t.app)
  dir = resolve(t.app.config.UPLOADS_DIR)
})
afterAll(async () => {
  await t?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const png = (colour: string, width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n')

const upload = async (data: Buffer, filename: string, contentType = 'image/png') => {
  const body = multipart([{ name: 'file', filename, contentType, data }])
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...admin.headers },
  })
  expect(res.statusCode, res.body).toBe(201)
  await t.app.services.uploads.idle()
  return res.json() as UploadItem & { variants: unknown[]; placeholder: string | null }
}

const api = (
  method: 'GET' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url: `/api/v1/admin${url}`, payload, headers })

const list = async (query = 'limit=100') => {
  const res = await api('GET', `/uploads?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { uploads: UploadItem[]; total: number; page: number; pages: number; has_more: boolean }
}

const itemOf = async (id: string) => {
  const res = await api('GET', `/uploads/${id}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as UploadItem
}

describe('POST /admin/uploads answers the upload item', () => {
  it('keeps the fields it always had and adds the name, alt and usage', async () => {
    const item = await upload(await png('#123456', 80, 40), 'Team photo.png')
    expect(item).toMatchObject({
      id: item.url.slice('/uploads/'.length),
      name: 'Team photo.png',
      content_type: 'image/png',
      width: 80,
      height: 40,
      alt: '',
      used_in: [],
      variants: [],
    })
    expect(item.size).toBeGreaterThan(0)
    expect(Date.parse(item.created_at)).not.toBeNaN()
    expect(await itemOf(item.id)).toMatchObject({ name: 'Team photo.png', size: item.size })
  })
})

describe('GET /admin/uploads', () => {
  it('lists every file of the store once, variants not as items, newest first, files stored before it too', async () => {
    const before = await list()
    const a = await upload(await png('#aa0000', 400, 200), 'first.png')
    const b = await upload(PDF, 'cv.pdf', 'application/pdf')
    // A file put in the store by something else (an older version, an import): listed with its stored name.
    const stray = await sharp({ create: { width: 30, height: 20, channels: 3, background: '#00aa00' } })
      .jpeg()
      .toBuffer()
    await t.app.services.uploads.store.put('0123456789abcdef0123456789abcdef.jpg', stray)
    const after = await list()
    expect(after.total).toBe(before.total + 3)
    const names = after.uploads.map((u) => u.id)
    expect(new Set(names).size).toBe(names.length)
    expect(names.some((n) => /-\d+w\./.test(n) || n.endsWith('.json'))).toBe(false)
    // The variants of the 400 px image exist in the store but are not items.
    const files = (await t.app.services.uploads.store.list(a.id.replace('.png', ''))).map((f) => f.name)
    expect(files.length).toBeGreaterThan(3)
    expect(names.filter((n) => n.startsWith(a.id.replace('.png', '')))).toEqual([a.id])
    expect(after.uploads.find((u) => u.id === b.id)).toMatchObject({
      name: 'cv.pdf',
      content_type: 'application/pdf',
      width: null,
      height: null,
      size: PDF.length,
    })
    expect(after.uploads.find((u) => u.id === '0123456789abcdef0123456789abcdef.jpg')).toMatchObject({
      name: '0123456789abcdef0123456789abcdef.jpg',
      content_type: 'image/jpeg',
      width: 30,
      height: 20,
      size: stray.length,
      alt: '',
    })
    const created = after.uploads.map((u) => u.created_at)
    expect(created).toEqual([...created].sort().reverse())
    // A second listing is the same (the stray file got its row once).
    expect((await list()).uploads).toEqual(after.uploads)
  })

  it('pages with skip and limit, and refuses a limit outside 1..100', async () => {
    const all = await list()
    expect(all.total).toBeGreaterThan(2)
    const page2 = await list('skip=1&limit=1')
    expect(page2).toMatchObject({ total: all.total, page: 2, pages: all.total, has_more: true })
    expect(page2.uploads.map((u) => u.id)).toEqual([all.uploads[1]!.id])
    const dflt = await list('')
    expect(dflt.uploads.length).toBe(Math.min(24, all.total))
    for (const bad of ['limit=0', 'limit=101', 'skip=-1', 'nope=1']) {
      const res = await api('GET', `/uploads?${bad}`)
      expect(res.statusCode, bad).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
  })

  it('searches the name, the alt text and the URL, case-insensitively', async () => {
    const item = await upload(await png('#0000aa'), 'Holiday-BEACH.png')
    await api('PATCH', `/uploads/${item.id}`, { alt: 'Sunset over Zanzibar' })
    for (const q of ['holiday-beach', 'ZANZIBAR', item.id.slice(3, 15).toUpperCase()]) {
      const found = await list(`search=${encodeURIComponent(q)}`)
      expect(
        found.uploads.map((u) => u.id),
        q,
      ).toEqual([item.id])
      expect(found.total).toBe(1)
    }
    expect((await list('search=no-such-thing-anywhere')).total).toBe(0)
  })

  it('needs a superuser', async () => {
    expect((await api('GET', '/uploads', undefined, {})).statusCode).toBe(401)
    const user = await createUser(t.app)
    expect((await api('GET', '/uploads', undefined, user.headers)).statusCode).toBe(403)
    expect((await api('DELETE', '/uploads/x.png', undefined, user.headers)).statusCode).toBe(403)
  })
})

describe('PATCH /admin/uploads/{id}', () => {
  it('sets the alt text, trimmed', async () => {
    const item = await upload(await png('#336699'), 'a.png')
    const res = await api('PATCH', `/uploads/${item.id}`, { alt: '  A blue square  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: item.id, alt: 'A blue square', name: 'a.png' })
    expect((await itemOf(item.id)).alt).toBe('A blue square')
  })

  it('refuses an alt over 300 characters or not a string, and changes nothing', async () => {
    const item = await upload(await png('#336699'), 'b.png')
    await api('PATCH', `/uploads/${item.id}`, { alt: 'kept' })
    for (const body of [{ alt: 'x'.repeat(301) }, { alt: 3 }, {}, { alt: 'x', other: 1 }]) {
      const res = await api('PATCH', `/uploads/${item.id}`, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    expect((await itemOf(item.id)).alt).toBe('kept')
  })

  it('answers 404 for an unknown id, a variant or a description', async () => {
    const item = await upload(await png('#336699', 400, 200), 'c.png')
    const stem = item.id.replace('.png', '')
    for (const id of ['ffffffffffffffffffffffffffffffff.png', `${stem}-160w.webp`, `${stem}.json`, 'x y.png']) {
      const res = await api('PATCH', `/uploads/${id}`, { alt: 'x' })
      expect(res.statusCode, id).toBe(404)
      expect(res.json().code).toBe('UPLOAD_NOT_FOUND')
    }
  })
})

describe('usage and DELETE /admin/uploads/{id}', () => {
  it('finds each kind of use: post body (variant, absolute URL), featured image, project gallery and description, certificate, testimonial, site', async () => {
    const uses: Record<string, UploadItem> = {}
    for (const k of [
      'body',
      'featured',
      'gallery',
      'projectImage',
      'description',
      'cert',
      'avatar',
      'logo',
      'photo',
      'resume',
    ])
      uses[k] = await upload(k === 'resume' ? PDF : await png('#445566', 400, 200), `${k}.png`)
    const stem = (i: UploadItem) => i.url.replace(/\.\w+$/, '')
    const post = await createPost(t.app, {
      title: 'Draft with pictures',
      published: false,
      content_markdown: `Text\n\n![a](https://example.com${stem(uses.body!)}-480w.avif)\n`,
      featured_image: uses.featured!.url,
    })
    const project = await createProject(t.app, {
      title: 'Gone project',
      featured_image: uses.projectImage!.url,
      gallery: [uses.gallery!.url],
      description: `<p><img src="${uses.description!.url}" alt=""></p>`,
      is_active: false,
    })
    const cert = await createCertificate(t.app, { title: 'Cert with image', image_url: uses.cert!.url })
    const testimonial = await createTestimonial(t.app, {
      name: 'Jane Avatar',
      avatar_url: uses.avatar!.url,
      company_logo: `http://localhost:3000${uses.logo!.url}`,
    })
    const site = (await api('GET', '/site')).json() as Record<string, unknown>
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/site',
      headers: admin.headers,
      payload: { ...site, photo_url: uses.photo!.url, resume_url: uses.resume!.url },
    })
    expect(put.statusCode, put.body).toBe(200)

    const expected: Record<string, unknown> = {
      body: { kind: 'post', id: post.id, title: 'Draft with pictures' },
      featured: { kind: 'post', id: post.id, title: 'Draft with pictures' },
      gallery: { kind: 'project', id: project.id, title: 'Gone project' },
      projectImage: { kind: 'project', id: project.id, title: 'Gone project' },
      description: { kind: 'project', id: project.id, title: 'Gone project' },
      cert: { kind: 'certificate', id: cert.id, title: 'Cert with image' },
      avatar: { kind: 'testimonial', id: testimonial.id, title: 'Jane Avatar' },
      logo: { kind: 'testimonial', id: testimonial.id, title: 'Jane Avatar' },
      photo: { kind: 'site', id: null, title: 'Site photo' },
      resume: { kind: 'site', id: null, title: 'Résumé' },
    }
    const listed = new Map((await list()).uploads.map((u) => [u.id, u]))
    for (const [k, use] of Object.entries(expected)) {
      expect((await itemOf(uses[k]!.id)).used_in, k).toEqual([use])
      expect(listed.get(uses[k]!.id)?.used_in, k).toEqual([use])
    }

    // In use: refused with where, and nothing deleted.
    const refused = await api('DELETE', `/uploads/${uses.body!.id}`)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual({
      detail: 'This file is used by post "Draft with pictures"',
      code: 'UPLOAD_IN_USE',
      used_in: [expected.body],
    })
    expect((await t.app.inject({ url: uses.body!.url })).statusCode).toBe(200)
    expect((await t.app.inject({ url: `${stem(uses.body!)}-160w.webp` })).statusCode).toBe(200)
    expect((await itemOf(uses.body!.id)).id).toBe(uses.body!.id)
    const siteRefused = await api('DELETE', `/uploads/${uses.photo!.id}`)
    expect(siteRefused.statusCode).toBe(409)
    expect(siteRefused.json().detail).toBe('This file is used by the site profile (Site photo)')

    // Forced: the file, its variants and its description go, and it leaves the list.
    const forced = await api('DELETE', `/uploads/${uses.body!.id}?force=true`)
    expect(forced.statusCode).toBe(204)
    const left = await t.app.services.uploads.store.list(uses.body!.id.replace(/\.\w+$/, ''))
    expect(left).toEqual([])
    for (const url of [uses.body!.url, `${stem(uses.body!)}-160w.webp`, `${stem(uses.body!)}-160w.avif`])
      expect((await t.app.inject({ url })).statusCode, url).toBe(404)
    expect((await list()).uploads.some((u) => u.id === uses.body!.id)).toBe(false)
    expect((await api('GET', `/uploads/${uses.body!.id}`)).statusCode).toBe(404)
    expect(await t.app.services.uploads.describe([uses.body!.url])).toEqual({})
  })

  it('deletes an unused upload with 204; an unknown one is 404; force must be a boolean', async () => {
    const item = await upload(await png('#778899'), 'unused.png')
    const bad = await api('DELETE', `/uploads/${item.id}?force=maybe`)
    expect(bad.statusCode).toBe(422)
    expect((await t.app.inject({ url: item.url })).statusCode).toBe(200)
    expect((await api('DELETE', `/uploads/${item.id}`)).statusCode).toBe(204)
    expect((await t.app.inject({ url: item.url })).statusCode).toBe(404)
    const again = await api('DELETE', `/uploads/${item.id}`)
    expect(again.statusCode).toBe(404)
    expect(again.json().code).toBe('UPLOAD_NOT_FOUND')
  })
})

describe('usage in the columns and tables other branches add', () => {
  // Posts' og_image_url and the pages table come with docs/api/owners-site.md's other parts: the
  // usage index reads them when the database has them. Where they are not there yet (this branch
  // alone), the test adds them as that contract describes them.
  it('finds a post whose og_image_url names an upload, and a page whose body does', async () => {
    const u = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
    try {
      const owner = await createAdmin(u.app)
      const db = u.app.db.db as unknown as Kysely<Record<string, Record<string, unknown>>>
      const tables = await db.introspection.getTables()
      const hasPages = tables.some((x) => x.name === 'pages')
      if (!tables.find((x) => x.name === 'blog_posts')?.columns.some((c) => c.name === 'og_image_url'))
        await db.schema.alterTable('blog_posts').addColumn('og_image_url', 'text').execute()
      if (!hasPages)
        await db.schema
          .createTable('pages')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('title', 'text', (c) => c.notNull())
          .addColumn('content_markdown', 'text', (c) => c.notNull())
          .execute()

      const save = async (name: string) => {
        const body = multipart([{ name: 'file', filename: name, contentType: 'image/png', data: await png('#102030') }])
        const res = await u.app.inject({
          method: 'POST',
          url: '/api/v1/admin/uploads',
          payload: body.payload,
          headers: { ...body.headers, ...owner.headers },
        })
        expect(res.statusCode).toBe(201)
        return res.json() as UploadItem
      }
      const og = await save('og.png')
      const inPage = await save('page.png')
      const post = await createPost(u.app, { title: 'Shared post' })
      await db.updateTable('blog_posts').set({ og_image_url: og.url }).where('id', '=', post.id).execute()
      let pageId: number
      if (hasPages) {
        const res = await u.app.inject({
          method: 'POST',
          url: '/api/v1/admin/pages',
          headers: owner.headers,
          payload: { title: 'About', content_markdown: `![Me](${inPage.url})` },
        })
        expect(res.statusCode, res.body).toBe(201)
        pageId = (res.json() as { id: number }).id
      } else {
        pageId = 7
        await db
          .insertInto('pages')
          .values({ id: pageId, title: 'About', content_markdown: `![Me](${inPage.url})` })
          .execute()
      }
      const get = async (id: string) =>
        (await u.app.inject({ url: `/api/v1/admin/uploads/${id}`, headers: owner.headers })).json() as UploadItem
      expect((await get(og.id)).used_in).toEqual([{ kind: 'post', id: post.id, title: 'Shared post' }])
      expect((await get(inPage.id)).used_in).toEqual([{ kind: 'page', id: pageId, title: 'About' }])
    } finally {
      await u.close()
      rmSync(resolve(u.app.config.UPLOADS_DIR), { recursive: true, force: true })
    }
  })
})

describe('backup and restore', () => {
  it('keeps the name and alt text of each upload', async () => {
    const item = await upload(await png('#abcdef'), 'Kept name.png')
    await api('PATCH', `/uploads/${item.id}`, { alt: 'Kept alt' })
    const before = (await list()).uploads
    const scratch = mkdtempSync(join(tmpdir(), 'folio-uploads-backup-'))
    try {
      const file = join(scratch, 'b.tar.gz')
      await createBackup(
        { db: t.app.db, databaseUrl: t.app.config.DATABASE_URL, uploads: t.app.services.uploads.store },
        file,
      )
      const db = await createTestDb()
      const env = { UPLOADS_DIR: join(scratch, 'uploads'), LINK_CHECK_INTERVAL_HOURS: '0' }
      await restoreBackup({ db, databaseUrl: db.url, uploads: createUploadStore(env) }, file)
      const restored = await createTestApp({ db, env })
      try {
        const res = await restored.app.inject({ url: '/api/v1/admin/uploads?limit=100', headers: admin.headers })
        expect(res.statusCode).toBe(200)
        expect(res.json().uploads).toEqual(before)
        expect(before.find((u) => u.id === item.id)).toMatchObject({ name: 'Kept name.png', alt: 'Kept alt' })
      } finally {
        await restored.close()
      }
    } finally {
      rmSync(scratch, { recursive: true, force: true })
    }
  })
})
