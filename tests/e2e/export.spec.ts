import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize } from 'node:path'

import { PNG } from 'pngjs'
import sharp from 'sharp'
import { extractText, getDocumentProxy } from 'unpdf'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { UploadResponse } from '../../core/schemas/upload.ts'
import { SAMPLE_POSTS } from '../../server/db/sample-content/posts.ts'
import { SAMPLE_PROJECTS } from '../../server/db/sample-content/projects.ts'
import { createUploadsService } from '../../server/modules/uploads/uploads.service.ts'
import { createDiskStore } from '../../server/lib/upload-store.ts'
import { variantsOf } from '../../server/modules/uploads/uploads.variants.ts'
import { launchBrowser } from './support/browser.ts'

// `npm run export` as an operator runs it, into a temporary folder from a temporary SQLite
// database with the sample content, then served by the plainest static file server (no
// rewrites beyond `/x/` → `x/index.html` and 404.html) and crawled.
const dir = mkdtempSync(join(tmpdir(), 'folio-export-'))
const out = join(dir, 'site')
const SITE_URL = 'https://folio.example'
const env = {
  ...process.env,
  LOG_LEVEL: 'silent',
  DATABASE_URL: `file:${join(dir, 'site.db')}`,
  UPLOADS_DIR: join(dir, 'uploads'),
  SITE_URL,
}
const run = (script: string, args: string[] = []) => {
  const res = spawnSync(process.execPath, [script, ...args], { env, encoding: 'utf8', timeout: 180_000 })
  return { code: res.status, out: `${res.stdout}${res.stderr}`.trim() }
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain',
  '.pdf': 'application/pdf',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.woff2': 'font/woff2',
}

/** What any static host does: a file, a folder's index.html, else 404.html with status 404. */
const serveStatic = (root: string): Server =>
  createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname))
    let file = join(root, path)
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html')
    const found = file.startsWith(root) && existsSync(file) && statSync(file).isFile()
    if (!found) file = join(root, '404.html')
    res.writeHead(found ? 200 : 404, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    res.end(readFileSync(file))
  })

/** Same-origin URLs a page links to or loads: a[href], link[href], script[src], img/source src and srcset. */
const references = (html: string) => {
  const urls = new Set<string>()
  for (const [tag] of html.matchAll(/<(a|link|script|img|source)\b[^>]*>/g)) {
    for (const [, attr, value] of tag.matchAll(/\s(href|src|srcset)="([^"]*)"/g)) {
      const list = attr === 'srcset' ? value!.split(',').map((c) => c.trim().split(/\s+/)[0]!) : [value!]
      for (let url of list) {
        url = url.replace(/&amp;/g, '&')
        if (url.startsWith(SITE_URL)) url = url.slice(SITE_URL.length) || '/'
        if (url.startsWith('/') && !url.startsWith('//')) urls.add(url.split('#')[0]!)
      }
    }
  }
  return urls
}

const h1Of = (html: string) =>
  /<h1\b[^>]*>([\s\S]*?)<\/h1>/
    .exec(html)?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .trim()

describe('npm run export', () => {
  let server: Server
  let base = ''
  let written = ''
  let upload: UploadResponse

  beforeAll(async () => {
    const reset = run('scripts/db-reset.ts')
    expect(reset.code, reset.out).toBe(0)
    // One upload, as the admin's upload screen stores it: the image, its variants, its description.
    const image = await sharp({ create: { width: 800, height: 500, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer()
    const uploads = createUploadsService({ store: createDiskStore(env.UPLOADS_DIR) })
    const saved = await uploads.save(image)
    // The variants are made after the answer (issue 23): the export runs once they are stored.
    await uploads.idle()
    upload = { ...saved, variants: variantsOf(saved.url, (await uploads.describe([saved.url]))[saved.url]!) }
    const res = run('scripts/export.ts', ['--out', out])
    expect(res.code, res.out).toBe(0)
    written = res.out
    server = serveStatic(out)
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  }, 240_000)
  afterAll(async () => {
    await new Promise((done) => server?.close(done))
    rmSync(dir, { recursive: true, force: true })
  })

  it('crawls from /: every internal link and asset answers 200, every page has its content without JavaScript', async () => {
    expect(written).toMatch(/^Static site written: .+ \(\d+ pages, \d+ files rendered, assets copied\)$/m)
    const seen = new Map<string, number>()
    const pages: { path: string; html: string }[] = []
    // From /, plus the pages of SPEC.md §2 no page links to (/terms, /privacy, the sign-in pages).
    const queue = ['/', '/terms', '/privacy', '/log-me-in', '/register-me']
    queue.push('/rss.xml', '/sitemap.xml', '/robots.txt', '/resume.pdf', '/og-image.jpg')
    while (queue.length) {
      const url = queue.shift()!
      if (seen.has(url)) continue
      const res = await fetch(base + url)
      seen.set(url, res.status)
      if (!res.headers.get('content-type')?.startsWith('text/html')) {
        await res.arrayBuffer()
        continue
      }
      const html = await res.text()
      pages.push({ path: url, html })
      for (const ref of references(html)) if (!seen.has(ref)) queue.push(ref)
    }
    const failed = [...seen].filter(([, status]) => status !== 200)
    expect(failed, failed.map(([u, s]) => `${s} ${u}`).join('\n')).toEqual([])
    expect(seen.size).toBeGreaterThan(60)

    const byPath = new Map(pages.map((p) => [p.path.split('?')[0]!, p.html]))
    for (const path of ['/', '/projects', '/blogs', '/certificates', '/contact', '/terms', '/privacy']) {
      expect(byPath.has(path), `${path} was not linked from the site`).toBe(true)
    }
    // Every page: its h1 in the HTML itself; detail pages carry their item's title.
    for (const { path, html } of pages) {
      // /blog is the server's redirect to /blogs, exported as a refresh page.
      if (path === '/blog') expect(html).toContain('<meta http-equiv="refresh" content="0; url=/blogs">')
      else expect(h1Of(html), path).toBeTruthy()
    }
    const projects = [...byPath.keys()].filter((p) => p.startsWith('/projects/'))
    const posts = [...byPath.keys()].filter((p) => p.startsWith('/blogs/'))
    expect(projects.length).toBeGreaterThan(0)
    expect(posts.length).toBeGreaterThan(0)
    for (const path of projects) {
      expect(h1Of(byPath.get(path)!)).toBe(SAMPLE_PROJECTS.find((p) => `/projects/${p.slug}` === path)?.title)
    }
    for (const path of posts) {
      expect(h1Of(byPath.get(path)!)).toBe(SAMPLE_POSTS.find((p) => `/blogs/${p.slug}` === path)?.title)
    }
    expect(byPath.get('/projects')).toContain(SAMPLE_PROJECTS[0]!.title)

    // Static mode: the like count without a button, the sign-in pages say they need the API.
    const detail = byPath.get(projects[0]!)!
    expect(detail).toContain('data-testid="like-count"')
    expect(detail).not.toContain('aria-pressed')
    const login = await (await fetch(`${base}/log-me-in`)).text()
    expect(login).toContain('signing in and registering require the API')
    expect(login).not.toContain('type="password"')
    expect(await (await fetch(`${base}/admin/`)).text()).toContain(
      '<meta http-equiv="refresh" content="0; url=/log-me-in">',
    )

    // Every upload and its variants are files of the site; the image's description is not.
    expect(upload.variants.length).toBeGreaterThan(0)
    for (const url of [upload.url, ...upload.variants.map((v) => v.url)]) {
      const res = await fetch(base + url)
      expect(res.status, url).toBe(200)
      expect(res.headers.get('content-type'), url).toMatch(/^image\//)
    }
    expect((await fetch(base + upload.url.replace(/\.\w+$/, '.json'))).status).toBe(404)

    // A path that is not a page is the not-found page, and each page's navigation data exists.
    const missing = await fetch(`${base}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toMatch(/<h1\b/)
    for (const data of ['/_.data', '/projects.data', `${projects[0]}.data`, '/blogs.data', `${posts[0]}.data`]) {
      expect((await fetch(base + data)).status, data).toBe(200)
    }
  })

  it('writes every project and post its share card, and the generated résumé', async () => {
    const cards = [
      ...SAMPLE_PROJECTS.map((p) => [`/projects/${p.slug}`, `/og/projects/${p.slug}.png`]),
      ...SAMPLE_POSTS.map((p) => [`/blogs/${p.slug}`, `/og/blogs/${p.slug}.png`]),
    ]
    for (const [page, card] of cards) {
      const html = readFileSync(join(out, page!, 'index.html'), 'utf8')
      // The page names the card at the site's address; the file is beside the pages.
      expect(html, page).toContain(`<meta property="og:image" content="${SITE_URL}${card}"/>`)
      expect(html, page).toContain(`<meta name="twitter:image" content="${SITE_URL}${card}"/>`)
      const png = PNG.sync.read(readFileSync(join(out, card!)))
      expect([png.width, png.height], card).toEqual([1200, 630])
    }
    const resume = await getDocumentProxy(new Uint8Array(readFileSync(join(out, 'resume.pdf'))))
    const { text } = await extractText(resume, { mergePages: true })
    expect(text).toContain(SAMPLE_PROJECTS.find((p) => p.featured)!.title)
  })

  it('navigates client-side from the exported data, without a reload', { timeout: 120_000 }, async () => {
    const browser = await launchBrowser()
    try {
      const page = await browser.newPage()
      const errors: string[] = []
      const bad: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      const apiCalls: string[] = []
      page.on('response', (r) => {
        if (r.status() >= 400) bad.push(`${r.status()} ${r.url()}`)
      })
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url())
      })
      // Records mail links instead of handing them to a mail app (as contact.spec.ts does).
      await page.addInitScript(() => {
        const w = window as unknown as { __mailto: string[] }
        w.__mailto = []
        const click = HTMLAnchorElement.prototype.click
        HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
          if (this.href.startsWith('mailto:')) w.__mailto.push(this.href)
          else click.call(this)
        }
      })
      await page.goto(`${base}/`)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      await page.evaluate(() => {
        ;(window as unknown as { exportMarker: number }).exportMarker = 42
      })
      const marker = () => page.evaluate(() => (window as unknown as { exportMarker?: number }).exportMarker)

      await page.locator('header a[href="/projects"]').first().click()
      await page.waitForURL(`${base}/projects`)
      const first = page.locator('main a[href^="/projects/"]').first()
      await first.waitFor()
      expect(await marker()).toBe(42)

      const href = (await first.getAttribute('href'))!
      const title = SAMPLE_PROJECTS.find((p) => `/projects/${p.slug}` === href)!.title
      await first.click()
      await page.waitForURL(base + href)
      await expect.poll(() => page.locator('h1').first().textContent()).toBe(title)
      // Likes show their count only: there is no API to like through.
      await expect.poll(() => page.getByTestId('like-count').count()).toBeGreaterThan(0)
      expect(await page.locator('button[aria-pressed]').count()).toBe(0)
      expect(await marker()).toBe(42)

      await page.locator('header a[href="/blogs"]').first().click()
      await page.waitForURL(`${base}/blogs`)
      const post = page.locator('main a[href^="/blogs/"]').first()
      await post.waitFor()
      const postHref = (await post.getAttribute('href'))!
      await post.click()
      await page.waitForURL(base + postHref)
      await expect
        .poll(() => page.locator('h1').first().textContent())
        .toBe(SAMPLE_POSTS.find((p) => `/blogs/${p.slug}` === postHref)!.title)
      expect(await marker()).toBe(42)

      // The contact form opens the prefilled mail link (SPEC.md §4) and calls no API.
      await page.locator('header a[href="/contact"]').first().click()
      await page.waitForURL(`${base}/contact`)
      await page.getByRole('textbox', { name: 'Name' }).fill('Jamie Static')
      await page.getByRole('textbox', { name: 'Email' }).fill('jamie@example.com')
      await page.getByRole('textbox', { name: 'Subject' }).fill('A static question')
      await page.getByRole('textbox', { name: 'Message' }).fill('Does the exported site still reach you by mail?')
      const submit = page.getByRole('button', { name: 'Send Message' })
      await expect.poll(() => submit.isEnabled()).toBe(true)
      await submit.click()
      await page.getByText('Email client opened! Please send your message.').waitFor({ timeout: 10_000 })
      const [mailto] = await page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto)
      expect(mailto).toMatch(/^mailto:[^?]+@[^?]+\?subject=A%20static%20question&body=/)
      expect(await marker()).toBe(42)
      expect(apiCalls).toEqual([])
      expect(bad).toEqual([])

      // 404.html hydrates at any path the host does not have.
      await page.goto(`${base}/no-such-page`)
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      expect(await page.locator('h1').first().textContent()).toBeTruthy()
      expect(errors).toEqual([])
    } finally {
      await browser.close()
    }
  })
})
