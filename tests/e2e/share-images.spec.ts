import { mkdirSync } from 'node:fs'

import { PNG } from 'pngjs'
import { describe, expect, test } from 'vitest'

import { gotoAdmin, openAdminPage } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, useBrowser } from './support/browser.ts'

/** `SCREENSHOTS=1` also writes the admin's résumé panel to docs/screenshots/. */
const SHOTS = process.env.SCREENSHOTS ? 'docs/screenshots' : undefined

const metaOf = (html: string) => {
  const tags = new Map<string, string>()
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\s(?:property|name)="([^"]+)"/.exec(tag)?.[1]
    const content = /\scontent="([^"]*)"/.exec(tag)?.[1]
    if (key && content !== undefined) tags.set(key, content.replace(/&amp;/g, '&').replace(/&#x27;/g, "'"))
  }
  return tags
}

const first = async <T>(path: string, key: string) => {
  const res = await fetch(`${baseUrl()}/api/v1${path}`)
  expect(res.status).toBe(200)
  return ((await res.json()) as Record<string, T[]>)[key]!
}

describe('share images', () => {
  const browser = useBrowser()

  test('project and post pages point og:image and twitter:image at their own 1200×630 card', async () => {
    const projects = await first<{ slug: string; title: string; featured_image: string | null }>(
      '/projects?limit=12',
      'projects',
    )
    const posts = await first<{ slug: string; title: string; meta_title: string | null }>('/blogs?limit=10', 'posts')
    const project = projects.find((p) => p.featured_image)!
    const post = posts[0]!
    for (const [page, card, title] of [
      [`/projects/${project.slug}`, `/og/projects/${project.slug}.png`, project.title],
      [`/blogs/${post.slug}`, `/og/blogs/${post.slug}.png`, post.meta_title ?? post.title],
    ] as const) {
      const meta = metaOf(await (await fetch(baseUrl() + page)).text())
      expect(meta.get('og:image'), page).toBe(`${baseUrl()}${card}`)
      expect(meta.get('twitter:image'), page).toBe(`${baseUrl()}${card}`)
      expect(meta.get('og:image:width'), page).toBe('1200')
      expect(meta.get('og:image:height'), page).toBe('630')
      expect(meta.get('og:image:alt'), page).toBe(title)
      expect(meta.get('twitter:card'), page).toBe('summary_large_image')

      const res = await fetch(baseUrl() + card)
      expect(res.status, card).toBe(200)
      expect(res.headers.get('content-type')).toBe('image/png')
      const png = PNG.sync.read(Buffer.from(await res.arrayBuffer()))
      expect([png.width, png.height]).toEqual([1200, 630])
    }
  })

  test('the site profile screen says which résumé visitors get and previews it in a new tab', async () => {
    const views = [
      ['light', 1280],
      ['dark', 1280],
      ['light', 375],
      ['dark', 375],
    ] as const
    for (const [scheme, width] of views) {
      const { page, errors, close } = await openAdminPage(browser(), { colorScheme: scheme, width, height: 800 })
      try {
        await gotoAdmin(page, '/admin/site', 'Site profile')
        const status = page.getByTestId('resume-status')
        await status.getByText('Visitors get a generated résumé').waitFor()
        const preview = status.getByRole('link', { name: 'Preview résumé (generated) (opens in a new tab)' })
        expect(await preview.getAttribute('href')).toBe('/resume.pdf')
        expect(await preview.getAttribute('target')).toBe('_blank')
        // What the link opens: the generated PDF, a same-origin document of its own (never framed).
        const pdf = await page.request.get('/resume.pdf')
        expect(pdf.status()).toBe(200)
        expect(pdf.headers()['content-type']).toBe('application/pdf')
        expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-')
        if (SHOTS) {
          mkdirSync(SHOTS, { recursive: true })
          await status.evaluate((el) => el.scrollIntoView({ block: 'center' }))
          await page.screenshot({ path: `${SHOTS}/admin-site-resume-${scheme}-${width}.png` })
        }
        expectNoErrors(errors)
      } finally {
        await close()
      }
    }
  })
})
