import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureBuild } from '../../../scripts/ensure-build.ts'
import { buildApp } from '../../app.ts'
import { createAdmin, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { exportSite } from '../../web/export/export.ts'

// The public side of pages, per-post overrides and tag renames, on the production web build.
let t: TestApp
let site: FastifyInstance
let admin: TestAccount
let siteUrl = ''
beforeAll(async () => {
  expect(ensureBuild('pages web test')).toBe(true)
  t = await createTestApp()
  site = await buildApp({ config: t.app.config, db: t.db, logger: false, web: 'production' })
  await site.ready()
  admin = await createAdmin(site)
  siteUrl = site.config.siteUrl
})
afterAll(async () => {
  await site?.close()
  await t?.close()
})

const api = (method: 'POST' | 'PUT', url: string, payload: object) =>
  site.inject({ method, url: `/api/v1${url}`, headers: admin.headers, payload })
const ownerName = async () => (await site.services.site.get()).name
const headerNav = (html: string) => /<nav aria-label="Main"[\s\S]*?<\/nav>/.exec(html)?.[0] ?? ''
const navLabels = (html: string) => [...headerNav(html).matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => m[1])

describe('a published page at /<slug>', () => {
  it('is server-rendered in the site layout with its title, description, canonical, h1 and body', async () => {
    const page = (
      await api('POST', '/admin/pages', {
        title: 'About me',
        content_markdown: 'I build **calm** software.\n\n<img src=x onerror=alert(1)>',
        published: true,
        meta_title: 'About the owner',
        meta_description: 'Who I am and how I work.',
      })
    ).json()
    const res = await site.inject(`/${page.slug}`)
    expect(res.statusCode).toBe(200)
    const html = res.body
    expect(html).toContain(`<title>About the owner | ${await ownerName()}</title>`)
    expect(html).toContain('<meta name="description" content="Who I am and how I work."/>')
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/about-me"/>`)
    expect(html).toMatch(/<h1[^>]*>About me<\/h1>/)
    expect(html).toContain('<strong>calm</strong>')
    expect(html).not.toContain('onerror')
    // The layout: the header navigation and the footer.
    expect(navLabels(html)).toEqual(['Home', 'Projects', 'Blog', 'Certificates', 'Contact'])
    expect(html).toContain('<footer')
  })

  it('without meta_title: the title, then the owner', async () => {
    await api('POST', '/admin/pages', { title: 'Services', content_markdown: 'x', published: true })
    expect((await site.inject('/services')).body).toContain(`<title>Services | ${await ownerName()}</title>`)
  })

  it('a draft, an unknown slug and a malformed one → the 404 page with status 404', async () => {
    await api('POST', '/admin/pages', { title: 'Secret draft', content_markdown: 'Not yet.' })
    for (const path of ['/secret-draft', '/no-such-page', '/Has-Caps', '/rss-xml-', '/x%20y']) {
      const res = await site.inject(path)
      expect(res.statusCode, path).toBe(404)
      expect(res.body).toContain('Page not found')
      expect(res.body).not.toContain('Not yet.')
    }
  })

  it("never shadows the site's own routes", async () => {
    for (const [path, text] of [
      ['/projects', '<h1'],
      ['/blogs', '<h1'],
      ['/contact', '<form'],
      ['/terms', 'Terms and conditions'],
      ['/log-me-in', '<form'],
    ]) {
      const res = await site.inject(path!)
      expect(res.statusCode, path).toBe(200)
      expect(res.body).toContain(text)
    }
    expect((await site.inject('/rss.xml')).headers['content-type']).toContain('rss')
  })

  it('show_in_nav adds a header link after the fixed entries, oldest first; a draft adds none', async () => {
    const first = (
      await api('POST', '/admin/pages', { title: 'Uses', content_markdown: 'x', published: true, show_in_nav: true })
    ).json()
    await api('POST', '/admin/pages', { title: 'Now', content_markdown: 'x', published: true, show_in_nav: true })
    await api('POST', '/admin/pages', { title: 'Hidden', content_markdown: 'x', show_in_nav: true })
    const html = (await site.inject('/')).body
    expect(navLabels(html)).toEqual(['Home', 'Projects', 'Blog', 'Certificates', 'Contact', 'Uses', 'Now'])
    expect(headerNav(html)).toContain('href="/uses"')
    // Unpublished: its link goes at once.
    await api('PUT', `/admin/pages/${first.id}`, { title: 'Uses', content_markdown: 'x', show_in_nav: true })
    expect(navLabels((await site.inject('/')).body)).toEqual([
      'Home',
      'Projects',
      'Blog',
      'Certificates',
      'Contact',
      'Now',
    ])
  })

  it('published pages are in the static export; drafts are not', async () => {
    const out = mkdtempSync(join(tmpdir(), 'folio-pages-export-'))
    try {
      await exportSite(site, { outDir: out })
      expect(readFileSync(join(out, 'about-me/index.html'), 'utf8')).toContain('<strong>calm</strong>')
      expect(existsSync(join(out, 'about-me.data'))).toBe(true)
      expect(existsSync(join(out, 'secret-draft/index.html'))).toBe(false)
    } finally {
      rmSync(out, { recursive: true, force: true })
    }
  })

  it('published pages are in /sitemap.xml; drafts are not', async () => {
    const sitemap = (await site.inject('/sitemap.xml')).body
    expect(sitemap).toContain(`<loc>${siteUrl}/about-me</loc>`)
    expect(sitemap).toContain(`<loc>${siteUrl}/now</loc>`)
    expect(sitemap).not.toContain('/secret-draft<')
    expect(sitemap).not.toContain(`${siteUrl}/uses<`)
  })
})

describe('per-post search and sharing overrides', () => {
  const postBody = (overrides: object) => ({
    title: `Override ${Math.random().toString(36).slice(2, 8)}`,
    content_markdown: 'Body.',
    published: true,
    ...overrides,
  })

  it.each([
    [{ canonical_url: '/blogs/relative' }, 'canonical_url'],
    [{ canonical_url: 'ftp://example.com/x' }, 'canonical_url'],
    [{ canonical_url: 'javascript:alert(1)' }, 'canonical_url'],
    [{ canonical_url: 'https://' }, 'canonical_url'],
    [{ og_image_url: 'javascript:alert(1)' }, 'og_image_url'],
    [{ og_image_url: 'data:image/png;base64,AAAA' }, 'og_image_url'],
    [{ og_image_url: '//evil.example/x.png' }, 'og_image_url'],
  ])('422 for %j, nothing written', async (override, field) => {
    const before = (await site.inject({ url: '/api/v1/admin/blogs', headers: admin.headers })).json().total
    const res = await api('POST', '/blogs', postBody(override))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc).toEqual(['body', field])
    expect((await site.inject({ url: '/api/v1/admin/blogs', headers: admin.headers })).json().total).toBe(before)
  })

  it('set: in the answers, and the page head uses them', async () => {
    const res = await api(
      'POST',
      '/blogs',
      postBody({ canonical_url: 'https://dev.to/me/first-post', og_image_url: '/uploads/share.webp' }),
    )
    expect(res.statusCode).toBe(201)
    const post = res.json()
    expect(post).toMatchObject({ canonical_url: 'https://dev.to/me/first-post', og_image_url: '/uploads/share.webp' })
    expect((await site.inject(`/api/v1/blogs/${post.slug}`)).json()).toMatchObject({
      canonical_url: 'https://dev.to/me/first-post',
      og_image_url: '/uploads/share.webp',
    })
    const listed = (await site.inject('/api/v1/blogs?limit=50'))
      .json()
      .posts.find((p: { id: number }) => p.id === post.id)
    expect(listed).toMatchObject({ canonical_url: 'https://dev.to/me/first-post' })
    const html = (await site.inject(`/blogs/${post.slug}`)).body
    expect(html).toContain('<link rel="canonical" href="https://dev.to/me/first-post"/>')
    expect(html).toContain('<meta property="og:url" content="https://dev.to/me/first-post"/>')
    expect(html).toContain(`<meta property="og:image" content="${siteUrl}/uploads/share.webp"/>`)
    expect(html).toContain(`<meta name="twitter:image" content="${siteUrl}/uploads/share.webp"/>`)
    // The generated card's size no longer describes the image.
    expect(html).not.toContain('og:image:width')
  })

  it("null (the default): today's head", async () => {
    const post = (await api('POST', '/blogs', postBody({}))).json()
    expect(post).toMatchObject({ canonical_url: null, og_image_url: null })
    const html = (await site.inject(`/blogs/${post.slug}`)).body
    expect(html).toContain(`<link rel="canonical" href="${siteUrl}/blogs/${post.slug}"/>`)
    expect(html).toContain(`<meta property="og:image" content="${siteUrl}/og/blogs/`)
    expect(html).toContain('og:image:width')
    // Cleared again with null or "".
    const cleared = await api('PUT', `/blogs/${post.id}`, postBody({ canonical_url: '', og_image_url: null }))
    expect(cleared.json()).toMatchObject({ canonical_url: null, og_image_url: null })
  })
})

describe('a tag rename reaches the feed at once', () => {
  it('the RSS categories follow', async () => {
    await api('POST', '/blogs', { title: 'Tagged for feed', content_markdown: 'x', published: true, tags: ['feedtag'] })
    expect((await site.inject('/rss.xml')).body).toContain('<category>feedtag</category>')
    expect(
      (
        await site.inject({
          method: 'PUT',
          url: '/api/v1/admin/tags/feedtag',
          headers: admin.headers,
          payload: { name: 'Feed Tag' },
        })
      ).statusCode,
    ).toBe(200)
    const rss = (await site.inject('/rss.xml')).body
    expect(rss).toContain('<category>Feed Tag</category>')
    expect(rss).not.toContain('<category>feedtag</category>')
  })
})

describe('a page slug change keeps old links', () => {
  it('301 from every old address to the current one in one hop, while the page is published; none once deleted', async () => {
    const body = { title: 'Hire me', content_markdown: 'x', published: true }
    const page = (await api('POST', '/admin/pages', { ...body, slug: 'hire-a' })).json()
    await api('PUT', `/admin/pages/${page.id}`, { ...body, slug: 'hire-b' })
    await api('PUT', `/admin/pages/${page.id}`, { ...body, slug: 'hire-c' })
    for (const old of ['/hire-a', '/hire-b']) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await site.inject({ method, url: old })
        expect(res.statusCode, `${method} ${old}`).toBe(301)
        expect(res.headers.location).toMatch(/^(https?:\/\/[^/]+)?\/hire-c$/)
      }
    }
    expect((await site.inject('/hire-c')).statusCode).toBe(200)
    // Back to an old slug: served there, the others lead to it.
    await api('PUT', `/admin/pages/${page.id}`, { ...body, slug: 'hire-a' })
    expect((await site.inject('/hire-a')).statusCode).toBe(200)
    expect((await site.inject('/hire-c')).headers.location).toMatch(/\/hire-a$/)
    // A draft: the old address answers as an unknown one.
    await api('PUT', `/admin/pages/${page.id}`, { ...body, published: false })
    expect((await site.inject('/hire-b')).statusCode).toBe(404)
    await api('PUT', `/admin/pages/${page.id}`, body)
    expect((await site.inject('/hire-b')).statusCode).toBe(301)
    expect(
      (await site.inject({ method: 'DELETE', url: `/api/v1/admin/pages/${page.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(204)
    for (const old of ['/hire-a', '/hire-b', '/hire-c']) expect((await site.inject(old)).statusCode).toBe(404)
    expect(await site.services.redirects.pathsFor('page', page.id)).toEqual([])
  })
})

describe("the static export carries the owner's site (docs/api/owners-site.md)", () => {
  it('edited texts, hidden sections absent, pages and navigation, the accent style and the logo', async () => {
    const put = (url: string, payload: object) =>
      site.inject({ method: 'PUT', url: `/api/v1${url}`, headers: admin.headers, payload })
    const profile = await site.services.site.get()
    const logo = await sharp({ create: { width: 120, height: 120, channels: 4, background: '#cc3300' } })
      .png()
      .toBuffer()
    const { url: logoUrl } = await site.services.uploads.save(logo)
    expect(
      (await put('/admin/site/copy', { 'home.skills.intro': 'Sturdy systems, written plainly.' })).statusCode,
    ).toBe(200)
    expect(
      (
        await put('/admin/site', {
          ...profile,
          accent_color: '#CC3300',
          logo_url: logoUrl,
          home_sections: profile.home_sections.map((s) => ({ ...s, visible: s.id !== 'tutoring' })),
        })
      ).statusCode,
    ).toBe(200)
    expect(
      (
        await put('/admin/navigation', {
          header: [
            { label: 'Home', url: '/' },
            { label: 'Hire me', url: '/contact' },
          ],
          footer: [{ label: 'Colophon', url: '/colophon' }],
        })
      ).statusCode,
    ).toBe(200)
    const live = (
      await api('POST', '/admin/pages', {
        title: 'Colophon',
        content_markdown: 'Set in **Inter**.',
        published: true,
        show_in_nav: true,
      })
    ).json()
    const scheduled = (
      await api('POST', '/admin/pages', {
        title: 'Coming later',
        content_markdown: 'Not yet.',
        published: true,
        published_at: '2099-01-01T00:00:00Z',
        show_in_nav: true,
      })
    ).json()
    expect(scheduled.status).toBe('scheduled')

    const out = mkdtempSync(join(tmpdir(), 'folio-owner-export-'))
    try {
      await exportSite(site, { outDir: out })
      const home = readFileSync(join(out, 'index.html'), 'utf8')
      expect(home).toContain('Sturdy systems, written plainly.')
      expect(home).not.toContain('Frameworks &amp; tools I teach')
      expect(home).not.toContain('id="tutoring"')
      // The header's entries, then the live pages shown in the navigation (earlier tests' too).
      const labels = navLabels(home)
      expect(labels.slice(0, 2)).toEqual(['Home', 'Hire me'])
      expect(labels).toContain('Colophon')
      expect(labels).not.toContain('Coming later')
      expect(home).toMatch(/<footer[\s\S]*href="\/colophon"[^>]*>Colophon</)
      expect(home).toContain('--accent:#CC3300')
      expect(home).toContain(`src="${logoUrl}"`)
      // The logo file itself is exported, byte for byte.
      expect(readFileSync(join(out, logoUrl)).equals(logo)).toBe(true)
      const page = readFileSync(join(out, `${live.slug}/index.html`), 'utf8')
      expect(page).toContain('<strong>Inter</strong>')
      expect(page).toContain('--accent:#CC3300')
      // Not live yet: no file, not in the exported sitemap or header.
      expect(existsSync(join(out, `${scheduled.slug}/index.html`))).toBe(false)
      expect(readFileSync(join(out, 'sitemap.xml'), 'utf8')).not.toContain(`/${scheduled.slug}<`)
      expect(home).not.toContain(`href="/${scheduled.slug}"`)
    } finally {
      rmSync(out, { recursive: true, force: true })
      await put('/admin/site/copy', { 'home.skills.intro': null })
      await put('/admin/site', profile)
      await put('/admin/navigation', { header: null, footer: null })
    }
  }, 120_000)
})
