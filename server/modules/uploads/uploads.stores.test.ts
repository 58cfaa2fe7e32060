import { rmSync } from 'node:fs'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, multipart, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { startTestS3, type TestS3 } from '../../test/s3.ts'
import { parseRange } from '../../plugins/http-delivery.ts'
import { variantsOf } from './uploads.variants.ts'
import type { UploadStore } from '../../lib/upload-store.ts'

// The uploads API (upload, serve, variants, backfill, clean-up) on each store: UPLOADS_DIR and
// an S3 bucket on a real local S3-compatible server. uploads.test.ts covers the file checks
// (types, sizes, EXIF) once, on the folder.
let s3: TestS3
beforeAll(async () => {
  s3 = await startTestS3()
})
afterAll(async () => {
  await s3?.close()
})

const jpeg = (width: number, height: number, background = '#3B82F6') =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer()

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const names = async (store: UploadStore) => (await store.list()).map((f) => f.name)

describe.each(['disk', 's3'] as const)('uploads on the %s store', (kind) => {
  let t: TestApp
  let admin: TestAccount
  let store: UploadStore
  beforeAll(async () => {
    t = await createTestApp({ env: kind === 's3' ? await s3.env() : {} })
    admin = await createAdmin(t.app)
    store = t.app.services.uploads.store
  })
  afterAll(async () => {
    await t?.close()
    if (kind === 'disk' && t) rmSync(t.app.config.UPLOADS_DIR, { recursive: true, force: true })
  })

  const upload = (data: Buffer, filename = 'photo.jpg') => {
    const body = multipart([{ name: 'file', filename, contentType: 'application/octet-stream', data }])
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    })
  }

  it('is the store the configuration names', () => {
    expect(store.kind).toBe(kind)
  })

  it('stores an image with its variants and description, and serves them with their headers', async () => {
    const res = await upload(await jpeg(700, 350))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    // The variants are made after the answer (issue 23).
    await t.app.services.uploads.idle()
    const id = body.url.slice('/uploads/'.length, -'.jpg'.length)
    expect(await names(store)).toEqual(
      expect.arrayContaining([
        `${id}.jpg`,
        `${id}.json`,
        ...[160, 320, 480, 640, 700].flatMap((w) => [`${id}-${w}w.webp`, `${id}-${w}w.avif`]),
      ]),
    )
    const served = await t.app.inject({ url: body.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/jpeg')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(served.headers['accept-ranges']).toBe('bytes')
    expect(Number(served.headers['content-length'])).toBe(body.size)
    expect(served.rawPayload.equals((await t.app.services.uploads.readUpload(body.url))!)).toBe(true)
    expect((await sharp(served.rawPayload).metadata()).width).toBe(700)
    const info = (await t.app.services.uploads.describe([body.url]))[body.url]!
    for (const v of variantsOf(body.url, info)) {
      const variant = await t.app.inject({ url: v.url })
      expect(variant.statusCode, v.url).toBe(200)
      expect(variant.headers['content-type']).toBe(`image/${v.format}`)
      expect((await sharp(variant.rawPayload).metadata()).width).toBe(v.width)
    }
    // The description is for pages: described from the store, never served.
    expect(await t.app.services.uploads.describe([body.url])).toEqual({
      [body.url]: { width: 700, height: 350, widths: [160, 320, 480, 640, 700], placeholder: body.placeholder },
    })
    expect((await t.app.inject({ url: `/uploads/${id}.json` })).statusCode).toBe(404)
    expect(await t.app.services.uploads.readUpload(`/uploads/${id}.json`)).toBeUndefined()
  })

  it('answers conditional requests with 304, one byte range with 206, a range past the end with 416, HEAD without a body', async () => {
    const { url } = (await upload(PDF, 'cv.pdf')).json()
    const full = await t.app.inject({ url })
    expect(full.headers['content-type']).toBe('application/pdf')
    // A PDF is a document: the site's CSP, not the sandbox (the browser's viewer must run).
    expect(full.headers['content-security-policy']).not.toContain('sandbox')
    expect(full.rawPayload.equals(PDF)).toBe(true)
    const etag = full.headers.etag as string
    expect(etag).toMatch(/^"[^"]+"$/)
    expect(full.headers['last-modified']).toBeTruthy()

    const again = await t.app.inject({ url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    const since = await t.app.inject({ url, headers: { 'if-modified-since': full.headers['last-modified'] as string } })
    expect(since.statusCode).toBe(304)
    expect((await t.app.inject({ url, headers: { 'if-none-match': '"other"' } })).statusCode).toBe(200)

    const part = await t.app.inject({ url, headers: { range: 'bytes=0-7' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe(`bytes 0-7/${PDF.length}`)
    expect(part.body).toBe('%PDF-1.4')
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-6' } })
    expect(tail.statusCode).toBe(206)
    expect(tail.body).toBe('%%EOF\n')
    // If-Range with another validator: the whole file.
    expect((await t.app.inject({ url, headers: { range: 'bytes=0-7', 'if-range': '"old"' } })).statusCode).toBe(200)
    const past = await t.app.inject({ url, headers: { range: `bytes=${PDF.length + 10}-` } })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${PDF.length}`)

    const head = await t.app.inject({ method: 'HEAD', url })
    expect(head.statusCode).toBe(200)
    expect(head.headers['content-length']).toBe(String(PDF.length))
    expect(head.body).toBe('')
  })

  it('/resume.pdf serves the uploaded résumé from the store', async () => {
    const { url } = (await upload(PDF, 'cv.pdf')).json()
    const site = await t.app.inject({ url: '/api/v1/admin/site', headers: admin.headers })
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/site',
      headers: admin.headers,
      payload: { ...(site.json() as Record<string, unknown>), resume_url: url },
    })
    expect(saved.statusCode, saved.body).toBe(200)
    const resume = await t.app.inject({ url: '/resume.pdf' })
    expect(resume.statusCode).toBe(200)
    expect(resume.headers['content-type']).toBe('application/pdf')
    expect(resume.rawPayload.equals(PDF)).toBe(true)
    expect(
      (await t.app.inject({ url: '/resume.pdf', headers: { 'if-none-match': resume.headers.etag as string } }))
        .statusCode,
    ).toBe(304)
  })

  it('404 for what is not there or not a name it stores', async () => {
    for (const url of ['/uploads/0123456789abcdef0123456789abcdef.png', '/uploads/', '/uploads/..%2fpackage.json']) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(404)
      expect(res.headers['cache-control'] ?? '').not.toContain('immutable')
    }
  })

  it('refuses a file that is not an image or a PDF, storing nothing', async () => {
    const before = await names(store)
    const res = await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.svg')
    expect(res.statusCode).toBe(415)
    expect(await names(store)).toEqual(before)
  })

  it('backfill: gives an older upload its variants and description, and removes the parts of a save that never finished', async () => {
    const id = 'cd'.repeat(16)
    await store.put(`${id}.jpg`, await jpeg(400, 200, '#F59E0B'))
    // Parts of a save with no original: just now, it may be another instance's save in
    // progress and stays; an hour later it is a save that never finished, and goes.
    const part = '12'.repeat(16)
    await store.put(`${part}-160w.webp`, Buffer.from('part of a save'))
    await store.put(`${part}.json`, Buffer.from('{}'))
    const report = await t.app.services.uploads.backfill()
    expect(report.failed).toEqual([])
    expect(report.made.find((m) => m.url === `/uploads/${id}.jpg`)?.files.sort()).toEqual(
      [160, 320, 400]
        .flatMap((w) => [`${id}-${w}w.avif`, `${id}-${w}w.webp`])
        .concat(`${id}.json`)
        .sort(),
    )
    expect(report.removed).toEqual([])
    expect((await t.app.inject({ url: `/uploads/${id}-320w.avif` })).statusCode).toBe(200)

    const later = await t.app.services.uploads.backfill(undefined, { now: Date.now() + 2 * 60 * 60_000 })
    expect(later.removed).toEqual([`${part}-160w.webp`, `${part}.json`])
    expect(await store.head(`${part}-160w.webp`)).toBeUndefined()
    expect(await store.head(`${id}.jpg`)).toBeDefined()
    const second = await t.app.services.uploads.backfill(undefined, { now: Date.now() + 2 * 60 * 60_000 })
    expect(second.made).toEqual([])
    expect(second.removed).toEqual([])
  })

  it('media library: lists every original of the store once (not its variants), and a delete takes its variants too', async () => {
    const res = await upload(await jpeg(700, 400, '#059669'), 'library.jpg')
    expect(res.statusCode).toBe(201)
    const { id, url } = res.json() as { id: string; url: string }
    await t.app.services.uploads.idle()
    const stem = id.replace(/\.jpg$/, '')
    expect((await names(store)).filter((n) => n.startsWith(stem)).length).toBeGreaterThan(3)
    const listed = await t.app.inject({ url: '/api/v1/admin/uploads?limit=100', headers: admin.headers })
    const ids = (listed.json() as { uploads: { id: string; name: string }[] }).uploads.map((u) => u.id)
    expect(ids.filter((i) => i.startsWith(stem))).toEqual([id])
    expect(new Set(ids).size).toBe(ids.length)
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/uploads/${id}`, headers: admin.headers })
    expect(del.statusCode).toBe(204)
    expect((await names(store)).filter((n) => n.startsWith(stem))).toEqual([])
    expect((await t.app.inject({ url })).statusCode).toBe(404)
  })
})

describe('the S3 bucket away', () => {
  let t: TestApp
  let admin: TestAccount
  beforeAll(async () => {
    t = await createTestApp({ env: await s3.env() })
    admin = await createAdmin(t.app)
  })
  afterAll(async () => {
    await s3?.start()
    await t?.close()
  })

  const upload = async (data: Buffer) => {
    const body = multipart([{ name: 'file', filename: 'a.jpg', contentType: 'image/jpeg', data }])
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    })
  }
  const health = async () => (await t.app.inject({ url: '/api/v1/health' })).json()

  it('uploads and /uploads/* answer 503 with a sentence, nothing half-written, health says so; all works again when it returns', async () => {
    const stored = (await upload(await jpeg(320, 200))).json()
    await t.app.services.uploads.idle()
    expect(await health()).toMatchObject({ status: 'ok', database: 'ok', uploads: 'ok' })
    const before = (await t.app.services.uploads.store.list()).map((f) => f.name)

    await s3.stop()
    const started = Date.now()
    const refused = await upload(await jpeg(320, 200, '#EF4444'))
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toEqual({
      detail: 'The uploads store is unavailable; try again shortly',
      code: 'UPLOADS_UNAVAILABLE',
    })
    expect(refused.headers['retry-after']).toBe('5')
    const read = await t.app.inject({ url: stored.url })
    expect(read.statusCode).toBe(503)
    expect(read.json().code).toBe('UPLOADS_UNAVAILABLE')
    expect(read.headers['cache-control'] ?? '').not.toContain('immutable')
    const pdf = await t.app.inject({ url: `${stored.url.slice(0, -4)}.pdf` })
    expect(pdf.statusCode).toBe(503)
    expect(await health()).toMatchObject({ status: 'degraded', database: 'ok', uploads: 'unavailable' })
    // Pages keep rendering: the image is described from memory.
    expect(Object.keys(await t.app.services.uploads.describe([stored.url]))).toEqual([stored.url])
    const elapsed = Date.now() - started
    console.log(`[faults] S3 stopped: upload 503, read 503, health degraded within ${elapsed} ms`)
    expect(elapsed).toBeLessThan(10_000)

    await s3.start()
    expect(await health()).toMatchObject({ status: 'ok', uploads: 'ok' })
    // Nothing of the refused upload was stored.
    expect((await t.app.services.uploads.store.list()).map((f) => f.name)).toEqual(before)
    expect((await t.app.inject({ url: stored.url })).statusCode).toBe(200)
    const again = await upload(await jpeg(320, 200, '#EF4444'))
    expect(again.statusCode).toBe(201)
    expect((await t.app.inject({ url: again.json().url })).statusCode).toBe(200)
  })
})

describe('parseRange', () => {
  it('reads one bytes= range against the size', () => {
    expect(parseRange('bytes=0-9', 100)).toEqual({ start: 0, end: 9 })
    expect(parseRange('bytes=90-', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=-10', 100)).toEqual({ start: 90, end: 99 })
    expect(parseRange('bytes=50-500', 100)).toEqual({ start: 50, end: 99 })
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 })
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable')
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable')
    // Several ranges, reversed ones and other units are answered with the whole file.
    expect(parseRange('bytes=0-1,5-6', 100)).toBeUndefined()
    expect(parseRange('bytes=9-1', 100)).toBeUndefined()
    expect(parseRange('items=0-1', 100)).toBeUndefined()
    expect(parseRange(undefined, 100)).toBeUndefined()
  })
})
