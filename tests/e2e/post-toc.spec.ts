import { mkdirSync } from 'node:fs'

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { audit } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

// Issue 13 item 7: heading anchors, a table of contents and copy buttons in posts.
const POST = '/blogs/postgresql-indexing-practical-guide'

/** The post's h2/h3 with their ids, in order. */
const headings = (page: Page) =>
  page
    .locator('.prose-content :is(h2, h3)[id]')
    .evaluateAll((els) => els.map((el) => ({ id: el.id, text: (el.textContent ?? '').trim() })))

const inView = (page: Page, id: string) =>
  page.evaluate((id) => {
    const r = document.getElementById(id)!.getBoundingClientRect()
    return r.top >= 0 && r.top < window.innerHeight / 2
  }, id)

describe('posts: heading anchors, table of contents, copy buttons', () => {
  const browser = useBrowser()

  test('wide screens: a sticky "On this page" sidebar whose links jump to the headings', async () => {
    const { page, errors, close } = await openPage(browser(), { width: 1280, height: 900 })
    await goto(page, POST)
    const list = await headings(page)
    expect(list.length).toBeGreaterThanOrEqual(2)
    // Unique ids.
    expect(new Set(list.map((h) => h.id)).size).toBe(list.length)
    const toc = page.getByRole('navigation', { name: 'On this page' })
    const links = toc.getByRole('link')
    expect(await links.allTextContents()).toEqual(list.map((h) => h.text))
    // The phone's collapsible copy is not shown at this width.
    expect(await page.locator('details', { hasText: 'On this page' }).isVisible()).toBe(false)

    const target = list.at(-2)!
    await toc.getByRole('link', { name: target.text, exact: true }).click()
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${target.id}`)
    await expect.poll(() => inView(page, target.id)).toBe(true)
    // Still in view after scrolling: sticky.
    expect(await toc.isVisible()).toBe(true)
    const box = (await toc.boundingBox())!
    expect(box.y).toBeGreaterThanOrEqual(0)
    expect(box.y).toBeLessThan(200)
    await close()
    expectNoErrors(errors)
  })

  test('each heading has a "#" link named "Link to section: …", shown on keyboard focus', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, POST)
    const list = await headings(page)
    for (const h of list) {
      const anchor = page.getByRole('link', { name: `Link to section: ${h.text}`, exact: true })
      expect(await anchor.getAttribute('href')).toBe(`#${h.id}`)
    }
    const first = page.getByRole('link', { name: `Link to section: ${list[0]!.text}`, exact: true })
    expect(await first.evaluate((el) => getComputedStyle(el).opacity)).toBe('0')
    await first.focus()
    await expect.poll(() => first.evaluate((el) => getComputedStyle(el).opacity)).toBe('1')
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${list[0]!.id}`)
    // The heading's own name is its text alone.
    expect(await page.getByRole('heading', { name: list[0]!.text, exact: true }).count()).toBe(1)
    await close()
    expectNoErrors(errors)
  })

  test('phones: a collapsed "On this page" above the text', async () => {
    const { page, errors, close } = await openPage(browser(), { width: 375, height: 800 })
    await goto(page, POST)
    const details = page.locator('details', { hasText: 'On this page' })
    expect(await details.isVisible()).toBe(true)
    expect(await details.evaluate((el) => (el as HTMLDetailsElement).open)).toBe(false)
    // Above the post's text.
    const body = page.locator('.prose-content')
    expect((await details.boundingBox())!.y).toBeLessThan((await body.boundingBox())!.y)
    await details.locator('summary').click()
    const list = await headings(page)
    const target = list[2]!
    await details.getByRole('link', { name: target.text, exact: true }).click()
    await expect.poll(() => new URL(page.url()).hash).toBe(`#${target.id}`)
    await expect.poll(() => inView(page, target.id)).toBe(true)
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    await close()
    expectNoErrors(errors)
  })

  test('every code block has a Copy button that copies its code and announces "Copied"', async () => {
    const { page, context, errors, close } = await openPage(browser())
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() })
    await goto(page, POST)
    const blocks = page.locator('.prose-content pre')
    const buttons = page.locator('.prose-content').getByRole('button', { name: 'Copy', exact: true })
    await expect.poll(() => buttons.count()).toBe(await blocks.count())

    await buttons.first().click()
    const code = (await blocks.first().textContent())!.replace(/\n$/, '')
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(code)
    await page.locator('[aria-live="polite"]', { hasText: 'Copied' }).waitFor()
    await page.locator('.prose-content').getByRole('button', { name: 'Copied' }).waitFor()

    // With the keyboard: focus the second button, press Enter.
    // (The first button is named "Copied" for a moment: address the second by position.)
    const second = page.locator('.prose-content .copy-code').nth(1)
    await second.focus()
    await page.keyboard.press('Enter')
    const secondCode = (await blocks.nth(1).textContent())!.replace(/\n$/, '')
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(secondCode)
    await close()
    expectNoErrors(errors)
  })

  test('a post with fewer than two headings has no table of contents', async () => {
    const { page, errors, close } = await openPage(browser())
    const res = await fetch(`${baseUrl()}/api/v1/blogs?limit=50`)
    const { posts } = (await res.json()) as { posts: { slug: string }[] }
    // The sample posts all have several headings; the rule is the server's (core/toc.ts), so
    // check the page of every post agrees with its own heading count.
    for (const { slug } of posts.slice(0, 3)) {
      await goto(page, `/blogs/${slug}`)
      const n = (await headings(page)).length
      expect(await page.getByRole('navigation', { name: 'On this page' }).count()).toBe(n >= 2 ? 1 : 0)
    }
    await close()
    expectNoErrors(errors)
  })

  test('axe finds nothing on the post with its table of contents; screenshots', { timeout: 240_000 }, async () => {
    mkdirSync('docs/screenshots', { recursive: true })
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        const context = await browser().newContext({
          baseURL: baseUrl(),
          viewport: { width, height: 900 },
          colorScheme,
          reducedMotion: 'reduce',
          bypassCSP: true,
        })
        const page = await context.newPage()
        await goto(page, POST)
        if (width === 375) await page.locator('details summary', { hasText: 'On this page' }).click()
        expect(await audit(page), `${colorScheme} ${width}`).toEqual([])
        // The table of contents and the first code block in one picture.
        const list = await headings(page)
        await page.evaluate(
          (id) => {
            document.getElementById(id)!.scrollIntoView({ block: 'start' })
            window.scrollBy(0, -100)
          },
          width === 375 ? list[0]!.id : list[1]!.id,
        )
        if (width === 375) await page.locator('details').evaluate((el) => el.scrollIntoView({ block: 'start' }))
        await page.screenshot({ path: `docs/screenshots/post-toc-${colorScheme}-${width}.png` })
        await context.close()
      }
    }
  })
})
