import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { basename, join } from 'node:path'

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { baseUrl, goto, useBrowser } from './support/browser.ts'

const { resolve } = createRequire(import.meta.url)
const axePath = resolve('axe-core/axe.min.js')
const vnuPath = resolve('vnu-jar/build/dist/vnu.jar')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface NuMessage {
  type: 'error' | 'info' | 'non-document-error'
  subType?: string
  url?: string
  lastLine?: number
  message: string
  extract?: string
}

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] }[]
}

const audit = async (page: Page) => {
  await page.addScriptTag({ path: axePath })
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    TAGS,
  )
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.failureSummary}`).join('\n')}`,
  )
}

/** Scrolls through the page so lazy images and below-the-fold islands are in the DOM. */
const scrollThrough = (page: Page) =>
  page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 700) {
      window.scrollTo(0, y)
      await new Promise((r) => requestAnimationFrame(r))
    }
    window.scrollTo(0, 0)
  })

/** Every public page: the lists, one project, one post, a tag filter, the forms, the legal pages, a 404. */
const publicPaths = async () => {
  const [{ projects }, { posts }] = (await Promise.all([
    fetch(`${baseUrl()}/api/v1/projects?limit=1`).then((r) => r.json()),
    fetch(`${baseUrl()}/api/v1/blogs?limit=1`).then((r) => r.json()),
  ])) as [{ projects: { slug: string }[] }, { posts: { slug: string; tags: string[] }[] }]
  const post = posts[0]!
  return [
    '/',
    '/projects',
    `/projects/${projects[0]!.slug}`,
    '/blogs',
    `/blogs/${post.slug}`,
    `/blogs?tag=${encodeURIComponent(post.tags[0]!)}`,
    '/certificates',
    '/contact',
    '/terms',
    '/privacy',
    '/log-me-in',
    '/register-me',
    '/does-not-exist',
  ]
}

const WIDTHS = [375, 1280]

describe('accessibility (axe-core, WCAG 2.2 AA)', async () => {
  const pages = await publicPaths()
  const browser = useBrowser()

  for (const scheme of ['light', 'dark'] as const) {
    test(
      `every public page has no violations at ${WIDTHS.join(' and ')} px in the ${scheme} theme`,
      { timeout: 720_000 },
      async () => {
        // axe is injected as an inline script, which the site's CSP rightly refuses.
        const context = await browser().newContext({
          baseURL: baseUrl(),
          colorScheme: scheme,
          reducedMotion: 'reduce',
          bypassCSP: true,
        })
        const page = await context.newPage()
        const report: string[] = []
        for (const path of pages) {
          await page.setViewportSize({ width: WIDTHS[0]!, height: 900 })
          await goto(page, path)
          // One load per page: the other width is the same document resized.
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 900 })
            await scrollThrough(page)
            await page.waitForLoadState('networkidle')
            for (const v of await audit(page)) report.push(`${path} at ${width} px: ${v}`)
          }
        }
        await context.close()
        expect(report, report.join('\n\n')).toEqual([])
      },
    )
  }

  test(
    'the server-rendered HTML of every public page is valid (W3C Nu HTML Checker)',
    { timeout: 240_000 },
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'folio-vnu-'))
      try {
        const files = await Promise.all(
          pages.map(async (path, i) => {
            const file = join(dir, `${i}.html`)
            writeFileSync(file, await (await fetch(`${baseUrl()}${path}`)).text())
            return { file, path }
          }),
        )
        // One JVM for all the pages; it exits 1 when it finds errors, so the status is not the verdict.
        const run = spawnSync('java', ['-jar', vnuPath, '--format', 'json', '--stdout', ...files.map((f) => f.file)], {
          encoding: 'utf8',
          maxBuffer: 64 * 1024 * 1024,
        })
        if (run.error) throw run.error
        const { messages } = JSON.parse(run.stdout) as { messages: NuMessage[] }
        const pathOf = (url: string) => files.find((f) => url.endsWith(`/${basename(f.file)}`))?.path ?? url
        const show = (m: NuMessage) => `${pathOf(m.url ?? '')}:${m.lastLine ?? '?'}: ${m.message}\n  ${m.extract ?? ''}`
        // Warnings are listed, once per kind with a count (React writes <meta … /> on every page).
        const warnings = new Map<string, number>()
        for (const m of messages) if (m.type === 'info') warnings.set(m.message, (warnings.get(m.message) ?? 0) + 1)
        if (warnings.size > 0)
          console.info(`Nu checker warnings:\n${[...warnings].map(([text, n]) => `  ${n}× ${text}`).join('\n')}`)
        const errors = messages.filter((m) => m.type !== 'info').map(show)
        expect(errors, errors.join('\n\n')).toEqual([])
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    },
  )

  test("the hero's code is a named keyboard stop whose lines wrap at 375 px", async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: { width: 375, height: 800 } })
    const page = await context.newPage()
    await goto(page, '/')
    const code = page.getByRole('region', { name: 'developer.ts' })
    expect(await code.getAttribute('tabindex')).toBe('0')
    const box = await code.evaluate((el) => ({
      scroll: el.scrollWidth,
      client: el.clientWidth,
      text: el.textContent ?? '',
    }))
    expect(box.text).toContain('stack: [')
    expect(box.scroll, 'the code scrolls sideways at 375 px').toBeLessThanOrEqual(box.client)
    await context.close()
  })

  test('the open dialogs (certificate, gallery viewer) have no violations', { timeout: 120_000 }, async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), reducedMotion: 'reduce', bypassCSP: true })
    const page = await context.newPage()
    const report: string[] = []
    await goto(page, '/certificates')
    const card = page.getByRole('main').getByRole('article').first()
    await card.getByRole('button').first().click()
    await page.getByRole('dialog').waitFor()
    report.push(...(await audit(page)))

    const { projects } = (await (await fetch(`${baseUrl()}/api/v1/projects?limit=100`)).json()) as {
      projects: { slug: string; gallery: string[] }[]
    }
    const withGallery = projects.find((p) => p.gallery.length > 0)!
    await goto(page, `/projects/${withGallery.slug}`)
    await page.getByRole('button', { name: /^Open image 1 of/ }).click()
    await page.getByRole('dialog').waitFor()
    report.push(...(await audit(page)))
    await context.close()
    expect(report, report.join('\n\n')).toEqual([])
  })
})
