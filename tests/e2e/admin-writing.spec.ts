import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { beforeAll, describe, expect, test } from 'vitest'

import { adminFetch, audit, gotoAdmin, openAdminPage, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

// docs/api/writing.md: one post with every writing-desk feature (bench/fixtures/writing-sample.md).
const { resolve } = createRequire(import.meta.url)
const vnuPath = resolve('vnu-jar/build/dist/vnu.jar')
const SAMPLE = readFileSync('bench/fixtures/writing-sample.md', 'utf8')
const SHOTS = 'docs/screenshots'

let path = ''
beforeAll(async () => {
  const res = await adminFetch('/blogs', {
    method: 'POST',
    body: JSON.stringify({ title: unique('Writing desk sample'), content_markdown: SAMPLE, published: true }),
  })
  expect(res.status).toBe(201)
  path = `/blogs/${((await res.json()) as { slug: string }).slug}`
})

describe('writing desk: a post with math, diagrams, callouts, figures, embeds and cards', () => {
  const browser = useBrowser()

  test('its HTML is valid (W3C Nu HTML Checker, 0 errors)', { timeout: 120_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-vnu-writing-'))
    try {
      const file = join(dir, 'post.html')
      writeFileSync(file, await (await fetch(`${baseUrl()}${path}`)).text())
      const run = spawnSync('java', ['-jar', vnuPath, '--format', 'json', '--stdout', file], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      })
      if (run.error) throw run.error
      const { messages } = JSON.parse(run.stdout) as {
        messages: { type: string; message: string; lastLine?: number; extract?: string }[]
      }
      const errors = messages
        .filter((m) => m.type !== 'info')
        .map((m) => `${m.lastLine ?? '?'}: ${m.message}\n  ${m.extract ?? ''}`)
      expect(errors, errors.join('\n\n')).toEqual([])
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })

  test('axe finds no violation, light and dark, 375 and 1280 px (screenshots kept)', { timeout: 120_000 }, async () => {
    mkdirSync(SHOTS, { recursive: true })
    const report: string[] = []
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        // axe is injected as an inline script, which the site's CSP rightly refuses: bypassCSP.
        const context = await browser().newContext({
          baseURL: baseUrl(),
          viewport: { width, height: 900 },
          colorScheme,
          reducedMotion: 'reduce',
          bypassCSP: true,
        })
        const page = await context.newPage()
        await goto(page, path)
        await page.waitForLoadState('networkidle')
        for (const v of await audit(page)) report.push(`${colorScheme} ${width}px: ${v}`)
        // Nothing wider than the screen but the formulas' and diagrams' own scrolling boxes.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${SHOTS}/writing-${colorScheme}-${width}.png`, fullPage: true })
        await context.close()
      }
    }
    expect(report, report.join('\n\n')).toEqual([])
  })

  test('nothing is requested from another site; KaTeX and its fonts come from this one', async () => {
    const { page, errors, close } = await openPage(browser())
    const requests: string[] = []
    page.on('request', (r) => requests.push(r.url()))
    const response = await goto(page, path)
    await page.waitForLoadState('networkidle')
    const origin = new URL(baseUrl()).origin
    expect(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'))).toEqual([])
    expect(await page.locator('iframe').count()).toBe(0)

    // The stylesheet is linked by this page, and every font it names answers 200 with a font.
    const sheet = await page.locator('link[rel="stylesheet"][href*="katex"]').getAttribute('href')
    expect(sheet).toBeTruthy()
    const css = await (await fetch(new URL(sheet!, baseUrl()))).text()
    const fonts = [...css.matchAll(/url\(([^)]+\.(?:woff2|woff|ttf))\)/g)].map((m) => m[1]!.replace(/["']/g, ''))
    expect(fonts.length).toBeGreaterThan(10)
    for (const font of fonts) {
      const res = await fetch(new URL(font, new URL(sheet!, baseUrl())))
      expect(res.status, font).toBe(200)
      expect(res.headers.get('content-type') ?? '', font).toMatch(/font|octet-stream/)
    }
    // Only the players this post needs may be framed, and only on this page.
    const csp = response!.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/frame-src 'self' https:\/\/player\.vimeo\.com https:\/\/www\.youtube-nocookie\.com(;|$)/)
    await close()
    expectNoErrors(errors)
  })

  test('a video loads only on click, in place, without leaving the page', async () => {
    const { page, context, errors, close } = await openPage(browser())
    // No internet here: the player's request is answered locally, and counted.
    const players: string[] = []
    await context.route(/youtube-nocookie\.com|player\.vimeo\.com/, (route) => {
      players.push(route.request().url())
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<title>player</title>' })
    })
    await goto(page, path)
    expect(players).toEqual([])
    await page.getByRole('button', { name: 'Play the YouTube video here' }).click()
    const frame = page.locator('iframe[src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ"]')
    await frame.waitFor()
    expect(new URL(page.url()).pathname).toBe(path)
    await expect.poll(() => players.length).toBe(1)
    await close()
    expectNoErrors(errors)
  })

  test('a post without math does not load the KaTeX stylesheet, nor allow frames', async () => {
    const { page, errors, close } = await openPage(browser())
    const response = await goto(page, '/blogs/postgresql-indexing-practical-guide')
    expect(await page.locator('link[rel="stylesheet"][href*="katex"]').count()).toBe(0)
    expect(response!.headers()['content-security-policy']).not.toMatch(/frame-src/)
    await close()
    expectNoErrors(errors)
  })

  test('a post in a series says "Part N of M in <series>" and lists the parts in order', async () => {
    const name = unique('E2E series')
    const made: { slug: string; title: string }[] = []
    for (const part of [2, 1]) {
      const title = unique(`Series part ${part}`)
      const res = await adminFetch('/blogs', {
        method: 'POST',
        body: JSON.stringify({ title, content_markdown: 'Text.', published: true, series: { name, part } }),
      })
      expect(res.status).toBe(201)
      made.push({ slug: ((await res.json()) as { slug: string }).slug, title })
    }
    const [second, first] = made as [{ slug: string; title: string }, { slug: string; title: string }]
    const { page, errors, close } = await openPage(browser())
    await goto(page, `/blogs/${second.slug}`)
    const nav = page.getByRole('navigation', { name: `Part 2 of 2 in ${name}` })
    await nav.waitFor()
    expect(await nav.locator('ol > li').allTextContents()).toEqual([first.title, second.title])
    expect(await nav.getByRole('link', { name: first.title }).getAttribute('href')).toBe(`/blogs/${first.slug}`)
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe(second.title)
    await close()
    expectNoErrors(errors)
  })

  test("the editor's toolbar inserts the syntax, its help lists it, and the preview draws it", async () => {
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        const { page, errors, close } = await openAdminPage(browser(), { width, height: 1000, colorScheme })
        await gotoAdmin(page, '/admin/blog/create', 'New post')
        const toolbar = page.getByRole('toolbar', { name: 'Formatting' })
        for (const name of ['Callout', 'Formula', 'Diagram', 'Footnote', 'Figure with caption'])
          await toolbar.getByRole('button', { name }).waitFor()
        await toolbar.getByRole('button', { name: 'Formula' }).click()
        const editor = page.locator('textarea#b-content')
        await expect.poll(() => editor.inputValue()).toBe('$E = mc^2$')
        // Then a diagram on a line of its own, at the end.
        await editor.fill('$E = mc^2$\n\n')
        await editor.press('Control+End')
        await toolbar.getByRole('button', { name: 'Diagram' }).click()
        await expect.poll(() => editor.inputValue()).toMatch(/\n```mermaid\ngraph LR\n/)
        await page.getByText('Markdown help').click()
        await page.getByText('[!NOTE] (or TIP, IMPORTANT, WARNING, CAUTION)', { exact: false }).waitFor()
        await page.getByRole('button', { name: 'Preview', exact: true }).click()
        const preview = page.getByRole('region', { name: 'Preview' })
        await preview.locator('.katex').first().waitFor()
        await preview.locator('svg[role="img"]').waitFor()
        expect(await page.locator('link[rel="stylesheet"][href*="katex"]').count()).toBe(1)
        await page.screenshot({ path: `${SHOTS}/writing-editor-${colorScheme}-${width}.png` })
        await close()
        expectNoErrors(errors)
      }
    }
  })
})
