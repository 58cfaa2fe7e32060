import { createRequire } from 'node:module'

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { baseUrl, goto, launchBrowser } from './support/browser.ts'

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

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

const detailPaths = async () => {
  const [{ projects }, { posts }] = (await Promise.all([
    fetch(`${baseUrl()}/api/v1/projects?limit=1`).then((r) => r.json()),
    fetch(`${baseUrl()}/api/v1/blogs?limit=1`).then((r) => r.json()),
  ])) as [{ projects: { slug: string }[] }, { posts: { slug: string }[] }]
  return [`/projects/${projects[0]!.slug}`, `/blogs/${posts[0]!.slug}`]
}

describe('accessibility (axe-core, WCAG 2.2 AA)', async () => {
  const pages = ['/', '/projects', '/blogs', '/certificates', '/contact', '/does-not-exist', ...(await detailPaths())]

  for (const scheme of ['light', 'dark'] as const) {
    test(`every public page has no violations in the ${scheme} theme`, { timeout: 120_000 }, async () => {
      const browser = await launchBrowser()
      // axe is injected as an inline script, which the site's CSP rightly refuses.
      const context = await browser.newContext({
        baseURL: baseUrl(),
        colorScheme: scheme,
        reducedMotion: 'reduce',
        bypassCSP: true,
      })
      const page = await context.newPage()
      const report: string[] = []
      for (const path of pages) {
        await goto(page, path)
        await scrollThrough(page)
        await page.waitForLoadState('networkidle')
        for (const v of await audit(page)) report.push(`${path}: ${v}`)
      }
      await browser.close()
      expect(report, report.join('\n\n')).toEqual([])
    })
  }

  test('the open dialogs (certificate, gallery viewer) have no violations', { timeout: 60_000 }, async () => {
    const browser = await launchBrowser()
    const context = await browser.newContext({ baseURL: baseUrl(), reducedMotion: 'reduce', bypassCSP: true })
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
    await browser.close()
    expect(report, report.join('\n\n')).toEqual([])
  })
})
