import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createAdmin, createUser, multipart, type TestAccount } from '../../test/factories.ts'
import { ContentEvents } from '../../lib/events.ts'
import { createDiskStore, type UploadStore } from '../../lib/upload-store.ts'
import { createUploadsService, sniffType } from './uploads.service.ts'
import { variantsOf } from './uploads.variants.ts'

let t: TestApp
let admin: TestAccount
let dir: string
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
  dir = resolve(t.app.config.UPLOADS_DIR)
})
afterAll(async () => {
  await t?.close()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

/**
 * An AVIF's chroma subsampling, from its AV1 configuration box (av1C: after its marker and
 * profile bytes, the flags byte holds chroma_subsampling_x and _y in bits 3 and 2).
 */
const avifChroma = (file: Buffer) => {
  const at = file.indexOf('av1C')
  if (at < 0) return undefined
  const flags = file[at + 6]!
  return flags & 0x08 ? (flags & 0x04 ? '4:2:0' : '4:2:2') : '4:4:4'
}

const image = (format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif', width = 64, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: '#3B82F6' } })
    .toFormat(format)
    .toBuffer()

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
)

const upload = (
  data: Buffer | string,
  filename = 'file.bin',
  contentType = 'application/octet-stream',
  headers = admin.headers,
) => {
  const body = multipart([{ name: 'file', filename, contentType, data }])
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/uploads',
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  })
}

describe('POST /admin/uploads', () => {
  it.each(['jpeg', 'png', 'webp', 'avif', 'gif'] as const)('stores a %s image under a random name', async (format) => {
    const res = await upload(await image(format), `photo.${format}`, `image/${format}`)
    expect(res.statusCode).toBe(201)
    const body = res.json()
    const ext = format === 'jpeg' ? 'jpg' : format
    expect(body.url).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`))
    expect(body).toMatchObject({ content_type: `image/${format}`, width: 64, height: 32 })
    expect(body.url).not.toContain('photo')
    const served = await t.app.inject({ method: 'GET', url: body.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe(`image/${format}`)
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect((await sharp(served.rawPayload).metadata()).width).toBe(64)
  })

  it('makes responsive WebP and AVIF variants no wider than the original after the answer, and describes them', async () => {
    const res = await upload(await image('jpeg', 2000, 1000), 'big.jpg', 'image/jpeg')
    expect(res.statusCode).toBe(201)
    const body = res.json()
    // Issue 23: the answer comes once the original is stored; the variants follow.
    expect(body.variants).toEqual([])
    await t.app.services.uploads.idle()
    const described = (await t.app.services.uploads.describe([body.url]))[body.url]!
    const variants = variantsOf(body.url, described)
    expect(variants.map((v) => `${v.width}:${v.format}`)).toEqual(
      [160, 320, 480, 640, 720, 960, 1280, 1600].flatMap((w) => [`${w}:webp`, `${w}:avif`]),
    )
    for (const v of variants) {
      expect(v.height).toBe(v.width / 2)
      const served = await t.app.inject({ method: 'GET', url: v.url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(`image/${v.format}`)
      const meta = await sharp(served.rawPayload).metadata()
      expect([meta.width, meta.height, meta.format]).toEqual([v.width, v.height, v.format === 'avif' ? 'heif' : 'webp'])
      if (v.format === 'avif') expect(avifChroma(served.rawPayload), v.url).toBe('4:2:0')
    }
    // The blurred stand-in is a tiny WebP of the same shape.
    expect(body.placeholder).toMatch(/^data:image\/webp;base64,/)
    const tiny = await sharp(Buffer.from(body.placeholder.split(',')[1], 'base64')).metadata()
    expect([tiny.format, tiny.width, tiny.height]).toEqual(['webp', 16, 8])
    expect(body.placeholder.length).toBeLessThan(400)
    // Pages read the description from memory; the file next to the upload is not served.
    const info = {
      width: 2000,
      height: 1000,
      widths: [160, 320, 480, 640, 720, 960, 1280, 1600],
      placeholder: body.placeholder,
    }
    expect(await t.app.services.uploads.describe([body.url, null, '/uploads/unknown.png'])).toEqual({
      [body.url]: info,
    })
    const json = body.url.replace(/\.jpg$/, '.json')
    expect(JSON.parse(readFileSync(join(dir, json.slice('/uploads/'.length)), 'utf8'))).toEqual(info)
    expect((await t.app.inject({ method: 'GET', url: json })).statusCode).toBe(404)

    // A small image gets one copy of each format at its own width, never enlarged.
    const small = (await upload(await image('png', 300, 200))).json()
    await t.app.services.uploads.idle()
    const smallInfo = (await t.app.services.uploads.describe([small.url]))[small.url]!
    expect(variantsOf(small.url, smallInfo).map((v) => `${v.width}:${v.format}`)).toEqual([
      '160:webp',
      '160:avif',
      '300:webp',
      '300:avif',
    ])
  })

  it('gives an image with see-through pixels no stand-in, and an animated GIF no still variants', async () => {
    const clear = await sharp({
      create: { width: 40, height: 40, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer()
    expect((await upload(clear, 'clear.png', 'image/png')).json()).toMatchObject({ placeholder: null, width: 40 })
    const frame = (background: string) =>
      sharp({ create: { width: 20, height: 10, channels: 3, background } })
        .png()
        .toBuffer()
    const gif = await sharp([await frame('#f00'), await frame('#00f')], { join: { animated: true } })
      .gif()
      .toBuffer()
    const res = (await upload(gif, 'a.gif', 'image/gif')).json()
    expect(res).toMatchObject({ width: 20, height: 10, variants: [] })
    await t.app.services.uploads.idle()
    expect((await t.app.services.uploads.describe([res.url]))[res.url]).toMatchObject({ height: 10, widths: [] })
    expect((await sharp((await t.app.inject({ method: 'GET', url: res.url })).rawPayload).metadata()).pages).toBe(2)
  })

  it('drops EXIF metadata (GPS and all) from the stored original', async () => {
    const withExif = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#000' } })
      .withExif({ IFD0: { Copyright: 'secret-camera-owner', Make: 'SpyCam' } })
      .jpeg()
      .toBuffer()
    expect((await sharp(withExif).metadata()).exif).toBeDefined()
    const res = await upload(withExif, 'exif.jpg', 'image/jpeg')
    const served = await t.app.inject({ method: 'GET', url: res.json().url })
    expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined()
    expect(served.rawPayload.includes(Buffer.from('secret-camera-owner'))).toBe(false)
  })

  it('stores a PDF (the resume) as is', async () => {
    const res = await upload(PDF, 'resume.pdf', 'application/pdf')
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ content_type: 'application/pdf', variants: [], width: null })
    expect(res.json().url).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/)
    const served = await t.app.inject({ method: 'GET', url: res.json().url })
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(served.rawPayload.equals(PDF)).toBe(true)
  })

  it.each([
    [
      'an HTML file renamed .png',
      '<!doctype html><html><script>alert(document.cookie)</script></html>',
      'evil.png',
      'image/png',
    ],
    [
      'an SVG',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><circle r="4"/></svg>',
      'logo.svg',
      'image/svg+xml',
    ],
    ['an SVG renamed .jpg', '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>', 'x.jpg', 'image/jpeg'],
    ['plain text', 'hello there, this is text', 'a.txt', 'text/plain'],
    ['a script', '#!/bin/sh\nrm -rf /\n', 'a.gif', 'image/gif'],
    ['a zip', Buffer.from('504b0304140000000800', 'hex'), 'a.webp', 'image/webp'],
    [
      'a PNG header on garbage',
      Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(200, 7)]),
      'x.png',
      'image/png',
    ],
    ['HTML dressed as a PDF', '%PDF-1.4\n<html><script>alert(1)</script></html>', 'x.pdf', 'application/pdf'],
    ['an empty-ish file', 'GIF', 'x.gif', 'image/gif'],
  ])('refuses %s with 415', async (_name, data, filename, type) => {
    // Earlier uploads' variants, made after their answers, are all written first.
    await t.app.services.uploads.idle()
    const before = readdirSync(dir).length
    const res = await upload(data, filename, type)
    expect(res.statusCode).toBe(415)
    expect(res.json().code).toBe('UNSUPPORTED_FILE_TYPE')
    expect(readdirSync(dir).length).toBe(before)
  })

  it('refuses a file over 10 MB with 413', async () => {
    const big = Buffer.concat([await image('png'), Buffer.alloc(10 * 1024 * 1024 + 10, 1)])
    const res = await upload(big, 'big.png', 'image/png')
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('needs a multipart `file` field: 422 without one, 415 for a JSON body', async () => {
    const noFile = multipart([{ name: 'title', data: 'hello' }])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads',
      payload: noFile.payload,
      headers: { ...noFile.headers, ...admin.headers },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().detail).toBe('A file is required')
    const wrongField = multipart([{ name: 'image', filename: 'a.png', data: await image('png') }])
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads',
      payload: wrongField.payload,
      headers: { ...wrongField.headers, ...admin.headers },
    })
    expect(res2.statusCode).toBe(422)
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads',
      payload: { file: 'x' },
      headers: admin.headers,
    })
    expect(json.statusCode).toBe(415)
  })

  it('is for superusers only', async () => {
    const user = await createUser(t.app)
    expect((await upload(await image('png'), 'a.png', 'image/png', { authorization: '' })).statusCode).toBe(401)
    expect((await upload(await image('png'), 'a.png', 'image/png', user.headers)).statusCode).toBe(403)
  })
})

describe('start-up backfill', () => {
  it('makes the variants and description an older upload lacks, keeps what exists, and is idempotent', async () => {
    // An upload from before this release: original and its old 480/960 WebP copies, no description.
    const id = 'ab'.repeat(16)
    writeFileSync(join(dir, `${id}.jpg`), await image('jpeg', 1000, 600))
    const old480 = await sharp(await image('jpeg', 1000, 600))
      .resize({ width: 480 })
      .webp()
      .toBuffer()
    writeFileSync(join(dir, `${id}-480w.webp`), old480)
    const before = statSync(join(dir, `${id}-480w.webp`)).mtimeMs
    const url = `/uploads/${id}.jpg`

    const first = await t.app.services.uploads.backfill()
    expect(first.failed).toEqual([])
    const made = first.made.find((m) => m.url === url)
    expect(made?.files.sort()).toEqual(
      [
        ...[160, 320, 640, 720, 960, 1000].map((w) => `${id}-${w}w.webp`),
        ...[160, 320, 480, 640, 720, 960, 1000].map((w) => `${id}-${w}w.avif`),
        `${id}.json`,
      ].sort(),
    )
    expect(statSync(join(dir, `${id}-480w.webp`)).mtimeMs).toBe(before)
    const info = (await t.app.services.uploads.describe([url]))[url]
    expect(info).toMatchObject({ width: 1000, height: 600, widths: [160, 320, 480, 640, 720, 960, 1000] })
    for (const w of info!.widths) {
      for (const format of ['webp', 'avif']) {
        const meta = await sharp(readFileSync(join(dir, `${id}-${w}w.${format}`))).metadata()
        expect([meta.width, meta.height, meta.format]).toEqual([w, w * 0.6, format === 'avif' ? 'heif' : 'webp'])
      }
    }

    const files = readdirSync(dir).length
    const second = await t.app.services.uploads.backfill()
    expect(second.made).toEqual([])
    expect(second.checked).toBe(first.checked)
    expect(readdirSync(dir).length).toBe(files)
  })
})

describe('post body images', () => {
  it('turn into <picture> with AVIF and WebP srcset, sizes, width, height, lazy loading and the stand-in', async () => {
    const up = (await upload(await image('jpeg', 700, 350), 'a.jpg', 'image/jpeg')).json()
    await t.app.services.uploads.idle()
    const html = `<p>Look:</p>\n<p><img src="${up.url}" alt="A chart"></p>\n<p><img src="https://example.com/x.png" alt="elsewhere"></p>`
    const out = await t.app.services.uploads.enhanceHtml(html)
    const id = up.url.slice('/uploads/'.length, -'.jpg'.length)
    // WebP, for browsers without AVIF, in fewer widths (core/images.ts).
    const set = (format: string) =>
      (format === 'avif' ? [160, 320, 480, 640, 700] : [480])
        .map((w) => `/uploads/${id}-${w}w.${format} ${w}w`)
        .join(', ')
    expect(out).toContain(
      `<picture><source type="image/avif" srcset="${set('avif')}" sizes="(min-width: 48rem) 44rem, calc(100vw - 2rem)">` +
        `<source type="image/webp" srcset="${set('webp')}" sizes="(min-width: 48rem) 44rem, calc(100vw - 2rem)">` +
        `<img src="${up.url}" alt="A chart" width="700" height="350" loading="lazy" decoding="async" style="background-image:url(${up.placeholder});background-size:cover"></picture>`,
    )
    // An image that is not one of ours stays as it was; HTML without images is returned untouched.
    expect(out).toContain('<img src="https://example.com/x.png" alt="elsewhere">')
    expect(await t.app.services.uploads.enhanceHtml('<p>plain</p>')).toBe('<p>plain</p>')
  })
})

describe('GET /uploads/*', () => {
  it('404 JSON for a missing file; no directory listing; no path traversal', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uploads/nope.png' })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/uploads/' })).statusCode).toBe(404)
    const traversal = await t.app.inject({ method: 'GET', url: '/uploads/..%2f..%2fpackage.json' })
    expect([403, 404]).toContain(traversal.statusCode)
    expect(traversal.body).not.toContain('"name": "folio"')
  })

  it('keeps the uploads folder to the files it made', () => {
    expect(existsSync(join(dir, 'index.html'))).toBe(false)
  })
})

describe('sniffType', () => {
  it('goes by the bytes, not the name', async () => {
    expect(sniffType(await image('jpeg'))).toBe('jpeg')
    expect(sniffType(await image('avif'))).toBe('avif')
    expect(sniffType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBeUndefined()
    // An ISO-BMFF file that is not AVIF (e.g. HEIC or MP4) is refused.
    expect(sniffType(Buffer.from('00000018667479706d703432000000006d703432', 'hex'))).toBeUndefined()
  })
})

describe('an image upload answers before its variants are made (issue 23)', () => {
  it('pages offer the original alone until every variant is stored, then the variants; the event drops cached pages', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'folio-uploads-later-'))
    try {
      const disk = createDiskStore(folder)
      // Variants wait at this gate: the test decides when they may be stored.
      let open!: () => void
      const gate = new Promise<void>((resolve) => (open = resolve))
      const store: UploadStore = {
        ...disk,
        kind: disk.kind,
        put: async (name, data) => {
          if (/-\d+w\.(webp|avif)$/.test(name)) await gate
          return disk.put(name, data)
        },
      }
      const events = new ContentEvents()
      const heard: string[] = []
      events.on('change', (kind) => heard.push(kind))
      const uploads = createUploadsService({ store, events })

      // Without the change, this would wait for the gate (and time out).
      const answer = await uploads.save(await image('png', 1000, 500))
      expect(answer).toMatchObject({ width: 1000, height: 500, variants: [] })
      expect(answer.placeholder).toMatch(/^data:image\/webp;base64,/)
      const name = answer.url.slice('/uploads/'.length)
      expect(await disk.read(name)).toBeDefined()
      // Nothing names a variant that is not stored: no description, so pages show the original.
      expect(await uploads.describe([answer.url])).toEqual({})
      expect(await uploads.enhanceHtml(`<img src="${answer.url}" alt="">`)).toBe(`<img src="${answer.url}" alt="">`)
      expect(heard).toEqual([])

      open()
      await uploads.idle()
      const info = (await uploads.describe([answer.url]))[answer.url]
      expect(info).toMatchObject({ width: 1000, height: 500, widths: [160, 320, 480, 640, 720, 960, 1000] })
      for (const v of variantsOf(answer.url, info!))
        expect(await disk.head(v.url.slice('/uploads/'.length))).toBeDefined()
      expect(await uploads.enhanceHtml(`<img src="${answer.url}" alt="">`)).toContain('<picture>')
      expect(heard).toEqual(['images'])
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })

  it('a variant that cannot be stored leaves the original served and no description; the backfill makes them later', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'folio-uploads-fail-'))
    try {
      const disk = createDiskStore(folder)
      let failing = true
      const store: UploadStore = {
        ...disk,
        kind: disk.kind,
        put: async (name, data) => {
          if (failing && /-\d+w\.(webp|avif)$/.test(name)) throw new Error('ENOSPC: no space left on device')
          return disk.put(name, data)
        },
      }
      const warned: object[] = []
      const uploads = createUploadsService({ store, log: { info: () => {}, warn: (obj) => warned.push(obj) } })
      const answer = await uploads.save(await image('jpeg', 400, 200))
      await uploads.idle()
      expect(warned).toEqual([{ url: answer.url, error: 'ENOSPC: no space left on device' }])
      expect(await uploads.describe([answer.url])).toEqual({})
      expect(await disk.read(answer.url.slice('/uploads/'.length))).toBeDefined()

      failing = false
      const report = await uploads.backfill()
      expect(report.made.map((m) => m.url)).toEqual([answer.url])
      expect((await uploads.describe([answer.url]))[answer.url]).toMatchObject({ widths: [160, 320, 400] })
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
