import { existsSync, readdirSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createAdmin, createUser, multipart, type TestAccount } from '../../test/factories.ts'
import { sniffType } from './uploads.service.ts'

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

  it('makes responsive WebP and AVIF variants no wider than the original', async () => {
    const res = await upload(await image('jpeg', 2000, 1000), 'big.jpg', 'image/jpeg')
    expect(res.statusCode).toBe(201)
    const { variants } = res.json()
    expect(variants.map((v: { width: number; format: string }) => `${v.width}:${v.format}`)).toEqual([
      '480:webp',
      '480:avif',
      '960:webp',
      '960:avif',
      '1600:webp',
      '1600:avif',
    ])
    for (const v of variants) {
      expect(v.height).toBe(v.width / 2)
      const served = await t.app.inject({ method: 'GET', url: v.url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe(`image/${v.format}`)
      expect((await sharp(served.rawPayload).metadata()).width).toBe(v.width)
    }
    // A small image gets one copy of each format at its own width, never enlarged.
    const small = (await upload(await image('png', 300, 200))).json()
    expect(small.variants.map((v: { width: number; format: string }) => `${v.width}:${v.format}`)).toEqual([
      '300:webp',
      '300:avif',
    ])
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
