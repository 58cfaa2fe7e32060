import { cpSync, createWriteStream, existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { pipeline } from 'node:stream/promises'

import type { FastifyInstance } from 'fastify'

import { STATIC_MODE_META } from '../../../app/lib/static-mode.ts'
import { UPLOADS_URL_PREFIX } from '../../modules/uploads/uploads.service.ts'

/** The pages of SPEC.md §2 that exist once; items come from the sitemap (every visible one). */
const FIXED_PAGES = [
  '/',
  '/projects',
  '/blogs',
  '/certificates',
  '/contact',
  '/terms',
  '/privacy',
  '/log-me-in',
  '/register-me',
]
const FIXED_FILES = ['/rss.xml', '/feed.json', '/sitemap.xml', '/robots.txt', '/og-image.jpg']
/** Written when the site has one (a site nobody has set up has no résumé). */
const OPTIONAL_FILES = ['/resume.pdf']
/** Never asked by a visitor: any path no route serves renders the not-found page. */
const NOT_FOUND_PROBE = '/__folio-export-not-found__'
// A crawler's User-Agent: rendering a detail page for the export counts no view.
const HEADERS = { 'user-agent': 'folio-export/1.0 (static export; bot)' }

export interface ExportResult {
  pages: number
  files: number
}

/**
 * Write the public site as static files (API.md "Backup, restore and export"): the built client
 * (assets and public files), every page as `<path>/index.html` plus the `<path>.data` answer
 * React Router's client navigation fetches, the route manifest its lazy route discovery asks
 * for (`/__manifest`), the feeds, `404.html`, and every same-origin file the pages reference
 * (uploads and their variants, the résumé, Open Graph images). Pages are rendered with
 * `app.inject` (no socket) in static mode: likes show counts, the contact form only opens the
 * mail link, and the sign-in pages say their action needs the API.
 */
export const exportSite = async (
  app: FastifyInstance,
  opts: { outDir: string; buildDir?: string },
): Promise<ExportResult> => {
  const out = resolve(opts.outDir)
  const buildDir = resolve(opts.buildDir ?? 'build')
  rmSync(out, { recursive: true, force: true })
  mkdirSync(out, { recursive: true })
  // Built assets and public/ files; precompressed twins are for the live server only.
  cpSync(join(buildDir, 'client'), out, {
    recursive: true,
    filter: (src) => !/\.(gz|br)$/.test(src),
  })

  // Every upload and its variants, from the uploads store (a folder or a bucket); each image's
  // `<id>.json` description is for pages only.
  const { store } = app.services.uploads
  mkdirSync(join(out, UPLOADS_URL_PREFIX), { recursive: true })
  for (const file of await store.list()) {
    if (file.name.endsWith('.json')) continue
    const body = await store.stream(file.name)
    if (body) await pipeline(body, createWriteStream(join(out, UPLOADS_URL_PREFIX, file.name)))
  }

  const siteUrl = app.config.siteUrl
  let files = 0
  const write = (path: string, body: Buffer | string) => {
    const file = join(out, path)
    if (!file.startsWith(out + '/')) throw new Error(`refusing to write outside ${out}: ${path}`)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, body)
    files++
  }
  const get = async (url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: HEADERS })
    return res
  }
  const must = async (url: string) => {
    const res = await get(url)
    if (res.statusCode !== 200) throw new Error(`GET ${url} answered ${res.statusCode}`)
    return res
  }

  const sitemap = (await must('/sitemap.xml')).body
  const pages = new Set(FIXED_PAGES)
  for (const [, loc] of sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const path = decodeXml(loc!).replace(siteUrl, '') || '/'
    if (path.startsWith('/')) pages.add(path)
  }

  const referenced = new Set<string>()
  for (const page of pages) {
    const res = await must(page)
    const html = withStaticMode(res.body)
    write(page === '/' ? 'index.html' : `${page}/index.html`, html)
    for (const url of sameOriginUrls(html, siteUrl)) referenced.add(url)
    // React Router single fetch: `/` → `/_.data`, `/x` → `/x.data`.
    const dataUrl = page === '/' ? '/_.data' : `${page}.data`
    write(dataUrl, (await must(dataUrl)).rawPayload)
  }

  const notFound = await get(NOT_FOUND_PROBE)
  if (notFound.statusCode !== 404) throw new Error(`the not-found page answered ${notFound.statusCode}`)
  // A canonical URL for the probe's path would be a link to nowhere.
  write('404.html', withStaticMode(notFound.body).replace(/<link rel="canonical"[^>]*>/, ''))
  // The server's redirects, as pages any static host serves (spec §2: the footer links /blog).
  for (const [from, to] of REDIRECTS) write(`${from}/index.html`, redirectPage(to))

  // Lazy route discovery asks `/__manifest?paths=…&version=…`; a static host ignores the query,
  // so one file answers for every route of the exported pages.
  const version = /"version":\s*"([^"]+)"/.exec((await must('/')).body)?.[1]
  if (version) {
    const manifest = await must(`/__manifest?version=${version}&paths=${[...pages, NOT_FOUND_PROBE].join(',')}`)
    write('__manifest', manifest.rawPayload)
  }

  for (const path of FIXED_FILES) write(path, (await must(path)).rawPayload)
  for (const path of OPTIONAL_FILES) {
    const res = await get(path)
    if (res.statusCode === 200) write(path, res.rawPayload)
  }
  for (const url of referenced) {
    if (pages.has(url) || FIXED_FILES.includes(url) || OPTIONAL_FILES.includes(url) || existsSync(join(out, url)))
      continue
    const res = await get(url)
    if (res.statusCode === 200) write(url, res.rawPayload)
  }
  return { pages: pages.size, files }
}

// /admin needs the API: a static copy sends it to the sign-in page, which says so.
const REDIRECTS = [
  ['/blog', '/blogs'],
  ['/admin', '/log-me-in'],
] as const

const redirectPage = (to: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=${to}"><link rel="canonical" href="${to}"><title>Moved</title></head><body><p>This page is at <a href="${to}">${to}</a>.</p></body></html>`

const decodeXml = (s: string) =>
  s
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")

/** Marks the page for the browser, so hydration draws what the server drew (app/lib/static-mode.ts). */
const withStaticMode = (html: string) => html.replace('<head>', `<head>${STATIC_MODE_META}`)

/** Same-origin paths of files a page points at (links, scripts, styles, images, srcsets). */
export const sameOriginUrls = (html: string, siteUrl: string): string[] => {
  const urls: string[] = []
  for (const [, attr, value] of html.matchAll(/\s(href|src|srcset|content)="([^"]*)"/g)) {
    const candidates = attr === 'srcset' ? value!.split(',').map((c) => c.trim().split(/\s+/)[0]!) : [value!]
    for (let url of candidates) {
      url = url.replace(/&amp;/g, '&')
      if (url.startsWith(siteUrl + '/')) url = url.slice(siteUrl.length)
      if (!url.startsWith('/') || url.startsWith('//')) continue
      const path = url.split(/[?#]/)[0]!
      // Files only (an extension): pages are rendered from the sitemap and the fixed list.
      if (/\.[a-z0-9]+$/i.test(path)) urls.push(decodeURI(path))
    }
  }
  return urls
}
