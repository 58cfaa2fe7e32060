import { createHash } from 'node:crypto'

import { describe, expect, test } from 'vitest'

import { baseUrl } from './support/browser.ts'
import { ADMIN, BATCH_TECHNOLOGY } from './support/server.ts'

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${path}`, { headers, redirect: 'manual' })

const api = async <T>(path: string) => (await (await get(`/api/v1${path}`)).json()) as T

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/\bsrc=/.test(m[1]!) && !/application\/ld\+json/.test(m[1]!))
    .map((m) => m[2]!)

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!.replace(/\\u003c/g, '<')) as Record<string, unknown>,
  )

describe('server rendering', () => {
  test('each public page arrives as HTML with its content and metadata', async () => {
    const [{ projects }, { posts }] = await Promise.all([
      api<{ projects: { slug: string; title: string }[] }>('/projects?limit=1'),
      api<{ posts: { slug: string; title: string }[] }>('/blogs?limit=1'),
    ])
    const site = await api<{ name: string; headline: string }>('/site')
    const pages: [string, string][] = [
      ['/', site.headline],
      ['/projects', projects[0]!.title],
      [`/projects/${projects[0]!.slug}`, projects[0]!.title],
      ['/blogs', posts[0]!.title],
      [`/blogs/${posts[0]!.slug}`, posts[0]!.title],
      ['/certificates', 'Certificates'],
      ['/contact', 'Send a message'],
    ]
    for (const [path, text] of pages) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      const html = await res.text()
      expect(html, path).toContain(text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'))
      expect(html, path).toMatch(new RegExp(`<title>[^<]*${site.name}</title>`))
      expect(html, path).toContain(`<link rel="canonical" href="${baseUrl()}${path}"/>`)
      for (const tag of ['og:title', 'og:description', 'og:image', 'og:url'])
        expect(html, `${path} ${tag}`).toContain(`property="${tag}"`)
      for (const tag of ['twitter:card', 'twitter:title', 'twitter:image'])
        expect(html, `${path} ${tag}`).toContain(`name="${tag}"`)
      expect(html, path).toContain('name="description"')
      expect(html, path).toContain('name="keywords"')
      expect(
        jsonLd(html).some((d) => d['@type'] === 'Person' && d.name === site.name),
        path,
      ).toBe(true)
    }
  })

  test('a post carries BlogPosting structured data', async () => {
    const { posts } = await api<{ posts: { slug: string; title: string }[] }>('/blogs?limit=1')
    const html = await (await get(`/blogs/${posts[0]!.slug}`)).text()
    const posting = jsonLd(html).find((d) => d['@type'] === 'BlogPosting')
    expect(posting).toMatchObject({ headline: posts[0]!.title, url: `${baseUrl()}/blogs/${posts[0]!.slug}` })
    expect(posting?.datePublished).toBeTruthy()
  })

  test('every inline script is allowed by the page CSP hashes; no unsafe-inline for scripts', async () => {
    for (const path of ['/', '/projects', '/blogs', '/nope']) {
      const res = await get(path)
      const html = await res.text()
      const csp = res.headers.get('content-security-policy') ?? ''
      const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src ')) ?? ''
      expect(scriptSrc, path).not.toContain('unsafe-inline')
      const scripts = inlineScripts(html)
      expect(scripts.length, path).toBeGreaterThan(0)
      for (const s of scripts) {
        const hash = `'sha256-${createHash('sha256').update(s, 'utf8').digest('base64')}'`
        expect(scriptSrc, `${path}: ${s.slice(0, 60)}`).toContain(hash)
      }
    }
  })

  test('pages are cached with an ETag and answer 304 when unchanged', async () => {
    const first = await get('/certificates')
    const etag = first.headers.get('etag')
    expect(etag).toBeTruthy()
    expect(first.headers.get('cache-control')).toContain('must-revalidate')
    const second = await get('/certificates')
    expect(second.headers.get('etag')).toBe(etag)
    const revalidated = await get('/certificates', { 'if-none-match': etag! })
    expect(revalidated.status).toBe(304)
    const compressed = await get('/certificates', { 'accept-encoding': 'br' })
    expect(['br', null]).toContain(compressed.headers.get('content-encoding'))
  })

  test('fingerprinted assets are immutable and precompressed', async () => {
    const html = await (await get('/')).text()
    const asset = html.match(/"(\/assets\/[^"]+\.js)"/)?.[1]
    expect(asset).toBeTruthy()
    const res = await get(asset!, { 'accept-encoding': 'br, gzip' })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect((await get('/assets/missing-file.js')).status).toBe(404)
  })

  test('robots.txt, sitemap.xml and the RSS feed list the content with absolute URLs', async () => {
    const robots = await (await get('/robots.txt')).text()
    expect(robots).toContain(`Sitemap: ${baseUrl()}/sitemap.xml`)

    const [{ projects }, { posts, total }] = await Promise.all([
      api<{ projects: { slug: string }[] }>('/projects?limit=100'),
      api<{ posts: { slug: string; title: string }[]; total: number }>('/blogs?limit=100'),
    ])
    const sitemap = await get('/sitemap.xml')
    expect(sitemap.headers.get('content-type')).toMatch(/xml/)
    const xml = await sitemap.text()
    for (const path of ['/', '/projects', '/blogs', '/certificates', '/contact'])
      expect(xml).toContain(`<loc>${baseUrl()}${path}</loc>`)
    for (const p of projects) expect(xml).toContain(`<loc>${baseUrl()}/projects/${p.slug}</loc>`)
    for (const p of posts) expect(xml).toContain(`<loc>${baseUrl()}/blogs/${p.slug}</loc>`)

    for (const path of ['/rss.xml', '/feed.xml']) {
      const rss = await get(path)
      expect(rss.headers.get('content-type')).toMatch(/rss\+xml/)
      const body = await rss.text()
      expect(body).toContain('<rss version="2.0"')
      expect(body.match(/<item>/g)?.length).toBe(total)
      expect(body).toContain('<content:encoded><![CDATA[')
      expect(body).toContain(`<link>${baseUrl()}/blogs/${posts[0]!.slug}</link>`)
    }
  })

  test('the resume and the share image are served', async () => {
    const pdf = await get('/resume.pdf')
    expect(pdf.status).toBe(200)
    expect(pdf.headers.get('content-type')).toMatch(/pdf/)
    const og = await get('/og-image.jpg')
    expect(og.status).toBe(200)
    expect(og.headers.get('content-type')).toMatch(/jpeg/)
  })

  test('a cached page changes the moment its content changes', async () => {
    const listPath = `/projects?technology=${encodeURIComponent(BATCH_TECHNOLOGY)}`
    const before = await (await get(listPath)).text()
    expect(before).toContain('Batch Sample Project 07')
    expect((await get(listPath)).headers.get('etag')).toBeTruthy() // now served from the cache

    const login = await fetch(`${baseUrl()}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    })
    const { access_token } = (await login.json()) as { access_token: string }
    const { projects } = await api<{ projects: Record<string, unknown>[] }>(
      `/projects?limit=100&technology=${encodeURIComponent(BATCH_TECHNOLOGY)}`,
    )
    const project = projects.find((p) => p.title === 'Batch Sample Project 07')!
    const { id, views: _v, likes: _l, created_at: _c, updated_at: _u, ...write } = project
    const res = await fetch(`${baseUrl()}/api/v1/admin/projects/${id as number}/update`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ ...write, title: 'Batch Sample Project 07 (revised)', slug: project.slug }),
    })
    expect(res.status).toBe(200)

    const after = await (await get(listPath)).text()
    expect(after).toContain('Batch Sample Project 07 (revised)')
    const detail = await (await get(`/projects/${project.slug as string}`)).text()
    expect(detail).toContain('Batch Sample Project 07 (revised)')
  })
})
