import { rmSync } from 'node:fs'
import { resolve } from 'node:path'

import { PNG } from 'pngjs'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, createPost, createProject, projectInput, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { startTestS3 } from '../../test/s3.ts'
import { initialsOf } from './share-images.render.ts'

let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(async () => {
  const dir = t?.app.config.UPLOADS_DIR
  await t?.close()
  if (dir) rmSync(resolve(dir), { recursive: true, force: true })
})

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })

/** Decodes the whole PNG (pngjs checks every chunk's CRC) and reads its size from IHDR. */
const decode = (body: Buffer) => {
  expect(body.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true)
  expect(body.subarray(12, 16).toString('latin1')).toBe('IHDR')
  return PNG.sync.read(body)
}

/** How far apart two `#rrggbb` colours are (the largest channel difference). */
const distance = (a: string, b: string) =>
  Math.max(...[1, 3, 5].map((i) => Math.abs(parseInt(a.slice(i, i + 2), 16) - parseInt(b.slice(i, i + 2), 16))))

/** The colour of one pixel, as `#rrggbb`. */
const pixel = (png: PNG, x: number, y: number) => {
  const i = (png.width * y + x) * 4
  return `#${[0, 1, 2].map((c) => png.data[i + c]!.toString(16).padStart(2, '0')).join('')}`
}

const imageUpload = async (color: string) => {
  const image = await sharp({ create: { width: 900, height: 500, channels: 3, background: color } })
    .jpeg()
    .toBuffer()
  return (await t.app.services.uploads.save(image)).url
}

describe('GET /og/projects/{slug}.png', () => {
  it('is a 1200×630 PNG of the project, with the featured image drawn in', async () => {
    const red = await imageUpload('#ff0000')
    const project = await createProject(t.app, { title: 'A shop that sells itself', featured_image: red })
    const res = await get(`/og/projects/${project.slug}.png`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    expect(res.headers.etag).toMatch(/^"og-[\w-]+"$/)
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/)
    const png = decode(res.rawPayload)
    expect([png.width, png.height]).toEqual([1200, 630])
    // The image panel sits on the right half: its middle is the upload's red.
    expect(pixel(png, 890, 330)).toMatch(/^#f[0-9a-f]0[0-9a-f]0[0-9a-f]$/)
    // The theme colour runs along the bottom edge.
    expect(distance(pixel(png, 2, 626), '#3b82f6')).toBeLessThan(8)
  })

  it('draws new bytes when the title changes, the same bytes (and 304) while nothing does', async () => {
    const project = await createProject(t.app, { title: 'Before the rename' })
    const first = await get(`/og/projects/${project.slug}.png`)
    expect(first.statusCode).toBe(200)
    const etag = first.headers.etag as string

    const again = await get(`/og/projects/${project.slug}.png`)
    expect(again.headers.etag).toBe(etag)
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
    const cached = await get(`/og/projects/${project.slug}.png`, { 'if-none-match': etag })
    expect(cached.statusCode).toBe(304)
    expect(cached.body).toBe('')

    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/projects/${project.id}/update`,
      headers: admin.headers,
      payload: { ...project, title: 'After the rename', slug: project.slug },
    })
    expect(res.statusCode).toBe(200)
    const renamed = await get(`/og/projects/${project.slug}.png`, { 'if-none-match': etag })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.headers.etag).not.toBe(etag)
    expect(renamed.rawPayload.equals(first.rawPayload)).toBe(false)
    const png = decode(renamed.rawPayload)
    expect([png.width, png.height]).toEqual([1200, 630])
  })

  it('changes when the owner renames themselves or the featured image changes', async () => {
    const project = await createProject(t.app, { featured_image: await imageUpload('#00ff00') })
    const before = await get(`/og/projects/${project.slug}.png`)
    await t.app.services.projects.update(
      project.id,
      projectInput({ title: project.title, slug: project.slug, featured_image: await imageUpload('#0000ff') }),
    )
    const newImage = await get(`/og/projects/${project.slug}.png`)
    expect(newImage.headers.etag).not.toBe(before.headers.etag)
    expect(pixel(decode(newImage.rawPayload), 890, 330)).toMatch(/^#[0-3][0-9a-f][0-3][0-9a-f][c-f][0-9a-f]$/)

    const site = await t.app.services.site.get()
    await t.app.services.site.update({ ...site, name: 'Robin Example' })
    const renamed = await get(`/og/projects/${project.slug}.png`)
    expect(renamed.headers.etag).not.toBe(newImage.headers.etag)
    await t.app.services.site.update(site)
  })

  it('is 404 for a project the public cannot see, an unknown one, or another extension', async () => {
    const hidden = await createProject(t.app, { is_active: false })
    for (const url of [`/og/projects/${hidden.slug}.png`, '/og/projects/no-such-project.png']) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toEqual({ detail: 'Project not found', code: 'PROJECT_NOT_FOUND' })
    }
    const shown = await createProject(t.app)
    expect((await get(`/og/projects/${shown.slug}.jpg`)).statusCode).toBe(404)
  })
})

describe('GET /og/blogs/{slug}.png', () => {
  it('is a 1200×630 PNG of a published post without a featured image', async () => {
    const post = await createPost(t.app, { title: 'Notes on shipping small', featured_image: null })
    const res = await get(`/og/blogs/${post.slug}.png`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    const png = decode(res.rawPayload)
    expect([png.width, png.height]).toEqual([1200, 630])
    // No image panel: beside the byline is the card's dark background.
    expect(pixel(png, 1100, 540)).toMatch(/^#[0-2][0-9a-f][0-2][0-9a-f][0-4][0-9a-f]$/)
  })

  it('is 404 for a draft and for a post scheduled for later', async () => {
    const draft = await createPost(t.app, { published: false })
    const later = new Date(Date.now() + 86_400_000).toISOString()
    const scheduled = await createPost(t.app, { published: true, published_at: later })
    for (const post of [draft, scheduled]) {
      const res = await get(`/og/blogs/${post.slug}.png`)
      expect(res.statusCode, post.slug).toBe(404)
      expect(res.json()).toMatchObject({ detail: 'Post not found' })
    }
  })
})

describe('share cards on an S3 bucket', () => {
  it('draws the featured image from the uploads store', async () => {
    const s3 = await startTestS3()
    const bucket = await createTestApp({ env: await s3.env() })
    try {
      const image = await sharp({ create: { width: 900, height: 500, channels: 3, background: '#ff0000' } })
        .jpeg()
        .toBuffer()
      const { url } = await bucket.app.services.uploads.save(image)
      const project = await createProject(bucket.app, { featured_image: url })
      const res = await bucket.app.inject({ method: 'GET', url: `/og/projects/${project.slug}.png` })
      expect(res.statusCode).toBe(200)
      expect(pixel(decode(res.rawPayload), 890, 330)).toMatch(/^#f[0-9a-f]0[0-9a-f]0[0-9a-f]$/)
    } finally {
      await bucket.close()
      await s3.close()
    }
  })
})

describe('share card helpers', () => {
  it('takes the initials of the first two words', () => {
    expect(initialsOf('Alex Morgan')).toBe('AM')
    expect(initialsOf('zoë de la cruz')).toBe('ZD')
    expect(initialsOf('  ')).toBe('·')
  })
})

describe('the owner\'s accent colour (docs/api/owners-site.md, "Design")', () => {
  it("draws the card's bottom rule in the accent; the default draws today's card again", async () => {
    const project = await createProject(t.app, { title: 'Card in the owner colours' })
    const url = `/og/projects/${project.slug}.png`
    const before = await get(url)
    const site = await t.app.services.site.get()
    const put = (accent: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/site',
        headers: admin.headers,
        payload: { ...site, accent_color: accent },
      })
    expect((await put('#16A34A')).statusCode).toBe(200)
    const green = await get(url)
    expect(green.headers.etag).not.toBe(before.headers.etag)
    // The rule's left end (10 px along the bottom edge) is the accent itself.
    const png = decode(green.rawPayload)
    expect(distance(pixel(png, 2, png.height - 3), '#16a34a')).toBeLessThan(24)
    expect(distance(pixel(decode(before.rawPayload), 2, png.height - 3), '#3b82f6')).toBeLessThan(24)
    expect((await put(null)).statusCode).toBe(200)
    expect((await get(url)).headers.etag).toBe(before.headers.etag)
  })
})

describe('the owner\'s logo (docs/api/owners-site.md, "Design")', () => {
  it('draws the logo in place of the initials; without one, the initials again', async () => {
    const post = await createPost(t.app, { title: 'A card with the owner logo', published: true })
    const url = `/og/blogs/${post.slug}.png`
    /** How many pixels of the card are the logo's colour. */
    const logoPixels = (body: Buffer) => {
      const png = decode(body)
      let n = 0
      for (let y = 0; y < png.height; y++)
        for (let x = 0; x < png.width; x++) if (distance(pixel(png, x, y), '#ff00ff') < 24) n++
      return n
    }
    const before = await get(url)
    expect(logoPixels(before.rawPayload)).toBe(0)
    const logo = await sharp({ create: { width: 200, height: 200, channels: 4, background: '#ff00ff' } })
      .png()
      .toBuffer()
    const { url: logoUrl } = await t.app.services.uploads.save(logo)
    const site = await t.app.services.site.get()
    const put = (logo_url: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/admin/site',
        headers: admin.headers,
        payload: { ...site, logo_url },
      })
    expect((await put(logoUrl)).statusCode).toBe(200)
    const withLogo = await get(url)
    expect(withLogo.headers.etag).not.toBe(before.headers.etag)
    // A 64 px square with rounded corners: most of its 4,096 pixels.
    expect(logoPixels(withLogo.rawPayload)).toBeGreaterThan(3000)
    expect((await put(null)).statusCode).toBe(200)
    expect((await get(url)).headers.etag).toBe(before.headers.etag)
  })
})
