import { gzipSync } from 'node:zlib'

import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

// Issue 9, first view. Sizes and counts only: no timings in tests (bench:lighthouse measures).
// The browser runs Preact (preact/compat) instead of React: React 19 and React Router alone were
// ~108 KB of gzip, Preact and React Router are ~53 KB (docs/decisions/006).
const BUDGET_BYTES = 100_000 // gzip, everything the home page runs on first load
const BUDGET_REQUESTS = 15

const html = async (path: string) => {
  const res = await fetch(`${baseUrl()}${path}`)
  expect(res.status, path).toBe(200)
  return res.text()
}

describe('JavaScript budget', () => {
  const browser = useBrowser()

  test('the home page loads at most 100 KB of gzipped JavaScript in at most 15 files, and no admin code', async () => {
    const { page, errors, close } = await openPage(browser())
    const scripts: Promise<{ url: string; gzip: number; text: string }>[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') {
        scripts.push(
          r.body().then((b) => ({ url: r.url(), gzip: gzipSync(b, { level: 9 }).length, text: b.toString('utf8') })),
        )
      }
    })
    await goto(page, '/')
    await page.waitForLoadState('networkidle')
    const loaded = await Promise.all(scripts)
    await close()
    expectNoErrors(errors)

    const total = loaded.reduce((n, s) => n + s.gzip, 0)
    const table = loaded.map((s) => `${String(s.gzip).padStart(7)}  ${new URL(s.url).pathname}`).join('\n')
    console.info(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${loaded.length} files\n${table}`)
    expect(total, table).toBeLessThanOrEqual(BUDGET_BYTES)
    expect(loaded.length, table).toBeGreaterThan(0)
    expect(loaded.length, table).toBeLessThanOrEqual(BUDGET_REQUESTS)

    for (const s of loaded) {
      expect(new URL(s.url).pathname).not.toMatch(/admin/i)
      expect(s.text).not.toMatch(/routes\/admin/)
      // No form library or schema validator before the visitor opens a form.
      expect(s.text, s.url).not.toMatch(/ZodError|useFormContext/)
    }
  })

  test('the home page’s HTML is at most 80 KB', async () => {
    const page = await html('/')
    console.info(`home page HTML: ${(Buffer.byteLength(page) / 1024).toFixed(1)} KB`)
    expect(Buffer.byteLength(page)).toBeLessThanOrEqual(80 * 1024)
  })

  test('the page paints before its JavaScript is fetched: no module preloads in the HTML', async () => {
    const page = await html('/')
    expect(page).not.toMatch(/<link rel="modulepreload"/)
    expect(page).toMatch(/PerformanceObserver/)
    expect(page).toMatch(/<link rel="stylesheet"/)
    // No font is preloaded: text paints at once in the size-adjusted fallback.
    expect(page).not.toMatch(/<link rel="preload"[^>]*as="font"/)
    // Sections that hydrate later, and the lazily loaded contact form, are in place in the HTML:
    // none is a hidden copy that a script moves in (React's outlined Suspense boundaries), so
    // they read without JavaScript and paint with the rest.
    expect(page).not.toMatch(/<div hidden id="S:/)
    expect(page).not.toContain('$RC(')
    expect(page).toMatch(/<div id="home-projects"><section id="projects"/)
    expect(page).toMatch(/<div id="testimonials-later"><!--\$--><section id="testimonials"/)
    expect(page).toMatch(/<div id="contact-island"><!--\$-->[\s\S]*?<form/)
  })

  test('Inter never swaps in under a reader: a first visit stays in the fallback and caches the font, later pages use it from their first paint', async () => {
    const page = await html('/')
    // Its faces are in their own stylesheet, off (media="print"); the main stylesheet has none,
    // and a visitor without JavaScript gets the font the usual way.
    const link = /<link rel="stylesheet" href="(\/assets\/fonts-[\w-]+\.css)" media="print" id="fonts"\/>/.exec(page)
    expect(link, 'fonts link').not.toBeNull()
    expect(page).toContain(`<noscript><link rel="stylesheet" href="${link![1]}"></noscript>`)
    const main = /<link rel="stylesheet" href="(\/assets\/app-[\w-]+\.css)"/.exec(page)![1]!
    expect(await (await fetch(`${baseUrl()}${main}`)).text()).not.toMatch(/font-family:\s*['"]?Inter Variable/)
    expect(await (await fetch(`${baseUrl()}${link![1]}`)).text()).toMatch(/font-family:\s*['"]?Inter Variable/)

    const { page: tab, errors, close } = await openPage(browser())
    const fonts = () =>
      tab.evaluate(() => ({
        media: (document.getElementById('fonts') as HTMLLinkElement).media,
        mark: localStorage.getItem('fonts_loaded'),
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        files: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.endsWith('.woff2'))
          .map((r) => ({
            file: new URL(r.name).pathname,
            start: r.startTime,
            by: (r as PerformanceResourceTiming).initiatorType,
          })),
        // Inter is in use once one of its faces has loaded (only a switched-on face loads).
        inter: [...document.fonts].some((f) => f.family.includes('Inter Variable') && f.status === 'loaded'),
      }))

    // First visit: the page keeps the fallback; once interactive it fetches the Basic Latin file
    // (the page's own fetch, not a face) and keeps the mark.
    await goto(tab, '/')
    await expect.poll(async () => (await fonts()).mark).toBe('1')
    const first = await fonts()
    expect(first.media).toBe('print')
    expect(first.inter).toBe(false)
    expect(first.files).toEqual([
      {
        file: expect.stringMatching(/^\/assets\/inter-basic-wght-normal-[\w-]+\.woff2$/),
        start: expect.any(Number),
        by: 'fetch',
      },
    ])
    expect(first.files[0]!.start).toBeGreaterThan(first.paint!)

    // A client-side navigation switches the faces on: the new page is laid out anyway.
    await tab.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).click()
    await tab.waitForURL('**/projects')
    await expect.poll(async () => (await fonts()).media).toBe('all')
    await expect.poll(async () => (await fonts()).inter).toBe(true)

    // The next page load switches them on before its first paint, from the browser's cache.
    await goto(tab, '/certificates')
    const next = await fonts()
    expect(next.media).toBe('all')
    const basic = next.files.find((f) => f.file.includes('inter-basic'))
    expect(basic, JSON.stringify(next.files)).toBeDefined()
    expect(basic!.by).toBe('css')
    expect(basic!.start).toBeLessThan(next.paint!)
    await close()
    expectNoErrors(errors)
  })
})

describe('icons come from one cached SVG sprite', () => {
  const browser = useBrowser()

  const pages = async () => {
    const api = async <T>(path: string) => (await (await fetch(`${baseUrl()}/api/v1${path}`)).json()) as T
    const { posts } = await api<{ posts: { slug: string }[] }>('/blogs?limit=1')
    const projects = await api<{ slug: string }[] | { projects: { slug: string }[] }>('/projects?limit=1')
    const project = Array.isArray(projects) ? projects[0] : projects.projects[0]
    return [
      '/',
      '/projects',
      `/projects/${project?.slug}`,
      '/blogs',
      `/blogs/${posts[0]?.slug}`,
      '/certificates',
      '/contact',
      '/privacy',
      '/terms',
    ]
  }

  test('every public page uses <use href="…/i-….svg#id"> and repeats no inline icon drawing', async () => {
    const sprites = new Set<string>()
    const ids = new Set<string>()
    for (const path of await pages()) {
      const page = await html(path)
      const uses = [...page.matchAll(/<use href="([^"#]+)#([\w-]+)"/g)]
      expect(uses.length, path).toBeGreaterThan(0)
      for (const [, url, id] of uses) {
        sprites.add(url!)
        ids.add(id!)
      }
      // Every <svg> on the page is a sprite reference: no path data inline.
      const svgs = page.match(/<svg\b[\s\S]*?<\/svg>/g) ?? []
      for (const svg of svgs)
        expect(svg, `${path}: ${svg.slice(0, 200)}`).toMatch(/^<svg[^>]*>(<title>[^<]*<\/title>)?<use href=/)
      expect(page, path).not.toMatch(/<path\b/)
    }
    // Two sprites: line icons with the social logos (every page), and the technology logos.
    expect([...sprites].sort()).toEqual([
      expect.stringMatching(/^\/assets\/i-[\w-]+\.svg$/),
      expect.stringMatching(/^\/assets\/ib-[\w-]+\.svg$/),
    ])
    let svg = ''
    for (const sprite of sprites) {
      const res = await fetch(`${baseUrl()}${sprite}`)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
      expect(res.headers.get('cache-control')).toMatch(/immutable|max-age=\d{6,}/)
      svg += await res.text()
    }
    for (const id of ids) expect(svg, id).toContain(`<symbol id="${id}"`)
    expect(svg).toContain('<symbol id="github"')
    expect(svg).toContain('<symbol id="menu"')
    expect(svg).toContain('<symbol id="python"')
  })

  test('pages without technology logos do not fetch their sprite', async () => {
    for (const path of ['/certificates', '/blogs', '/contact']) {
      const page = await html(path)
      expect(page, path).toMatch(/<use href="\/assets\/i-/)
      expect(page, path).not.toMatch(/\/assets\/ib-/)
    }
    expect(await html('/')).toMatch(/<use href="\/assets\/ib-[\w-]+\.svg#python"/)
  })

  test('line icons keep their stroke and size from CSS', async () => {
    const { page, errors, close } = await openPage(browser(), { width: 375, height: 800 })
    await goto(page, '/')
    const icon = page.locator('header svg.i').filter({ visible: true }).first()
    const style = await icon.evaluate((el) => {
      const s = getComputedStyle(el)
      const box = el.getBoundingClientRect()
      return { fill: s.fill, stroke: s.stroke, strokeWidth: s.strokeWidth, width: box.width, height: box.height }
    })
    expect(style.fill).toBe('none')
    expect(style.stroke).not.toBe('none')
    expect(style.strokeWidth).toBe('2px')
    expect(style.width).toBeGreaterThan(0)
    expect(style.height).toBe(style.width)
    await close()
    expectNoErrors(errors)
  })
})

describe('highlighted code in posts', () => {
  const browser = useBrowser()

  test('code tokens are coloured by classes from the stylesheet, light and dark, with no inline styles', async () => {
    const { posts } = (await (await fetch(`${baseUrl()}/api/v1/blogs?limit=20`)).json()) as {
      posts: { slug: string }[]
    }
    let slug: string | undefined
    for (const p of posts) {
      if ((await html(`/blogs/${p.slug}`)).includes('<pre class="shiki"')) {
        slug = p.slug
        break
      }
    }
    expect(slug, 'a sample post with a code block').toBeDefined()
    const body = await html(`/blogs/${slug}`)
    const pres = body.match(/<pre class="shiki"[\s\S]*?<\/pre>/g) ?? []
    expect(pres.length).toBeGreaterThan(0)
    for (const pre of pres) {
      expect(pre).not.toMatch(/style=/)
      expect(pre).toMatch(/<span class="l-[0-9a-f]{6}/)
    }

    const colours = async (scheme: 'light' | 'dark') => {
      const { page, errors, close } = await openPage(browser(), { colorScheme: scheme, width: 375, height: 800 })
      await goto(page, `/blogs/${slug}`)
      const result = await page.evaluate(() => {
        const token = document.querySelector('pre.shiki span[class^="l-"]')!
        const pre = document.querySelector('pre.shiki')!
        return { token: getComputedStyle(token).color, pre: getComputedStyle(pre).backgroundColor }
      })
      await close()
      expectNoErrors(errors)
      return result
    }
    const light = await colours('light')
    const dark = await colours('dark')
    expect(light.token).not.toBe(dark.token)
    expect(light.pre).toBe('rgb(255, 255, 255)')
    expect(dark.pre).toBe('rgb(36, 41, 46)')
  })
})
