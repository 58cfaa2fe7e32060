import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { PICTURE_FORMATS, variantUrl } from '../../../core/images.ts'
import { seedSampleContent } from '../../db/sample-content/seed.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

const PUBLIC_DIR = fileURLToPath(new URL('../../../public', import.meta.url))

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedSampleContent(t.db)
})
afterAll(async () => {
  await t?.close()
})

const get = async <T>(url: string): Promise<T> => (await t.app.inject({ method: 'GET', url })).json() as T

describe('sample content images', () => {
  it('every image the sample content shows is described, and its variants are real files of those sizes', async () => {
    const { projects } = await get<{ projects: { featured_image: string | null; gallery: string[] }[] }>(
      '/api/v1/projects?limit=100',
    )
    const { posts } = await get<{ posts: { featured_image: string | null }[] }>('/api/v1/blogs?limit=100')
    const { certificates } = await get<{ certificates: { image_url: string | null }[] }>(
      '/api/v1/certificates?limit=100',
    )
    const testimonials = await get<{ avatar_url: string | null }[]>('/api/v1/testimonials')
    const urls = [
      ...projects.flatMap((p) => [p.featured_image, ...p.gallery]),
      ...posts.map((p) => p.featured_image),
      ...certificates.map((c) => c.image_url),
      ...testimonials.map((x) => x.avatar_url),
    ].filter((u): u is string => !!u)
    expect(urls.length).toBeGreaterThan(30)

    const images = await t.app.services.uploads.describe(urls)
    expect(Object.keys(images).sort()).toEqual([...new Set(urls)].sort())
    for (const [url, info] of Object.entries(images)) {
      const original = await sharp(readFileSync(`${PUBLIC_DIR}${url}`)).metadata()
      expect([info.width, info.height], url).toEqual([original.width, original.height])
      expect(info.widths.length, url).toBeGreaterThan(0)
      expect(Math.max(...info.widths), url).toBe(Math.min(original.width, 1600))
      for (const w of info.widths) {
        for (const format of PICTURE_FORMATS) {
          const file = variantUrl(url, w, format)
          const meta = await sharp(readFileSync(`${PUBLIC_DIR}${file}`)).metadata()
          expect([meta.format, meta.width], file).toEqual([format === 'avif' ? 'heif' : 'webp', w])
          expect(Math.abs(meta.height - (info.height * w) / info.width), file).toBeLessThanOrEqual(1)
        }
      }
      const tiny = await sharp(Buffer.from(info.placeholder!.split(',')[1]!, 'base64')).metadata()
      expect([tiny.format, Math.max(tiny.width, tiny.height)], url).toEqual(['webp', 16])
    }
  })
})
