import { describe, expect, test } from 'vitest'

import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('blog', () => {
  const browser = useBrowser()

  test('visitor pages through posts, three per page', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/blogs')
    const indicator = page.getByTestId('blog-page-indicator')
    expect(await indicator.textContent()).toBe('Page 1 of 2 · 5 posts')
    expect(await page.getByRole('main').getByRole('article').count()).toBe(3)
    const pages = page.getByRole('navigation', { name: 'Blog pages' })
    expect(await pages.locator('[aria-label="Previous page"]').getAttribute('aria-disabled')).toBe('true')

    await pages.getByRole('link', { name: 'Next page' }).click()
    await page.waitForURL('**/blogs?page=2')
    await expect.poll(() => indicator.textContent()).toBe('Page 2 of 2 · 5 posts')
    expect(await page.getByRole('main').getByRole('article').count()).toBe(2)
    expect(await pages.locator('[aria-label="Page 2"]').getAttribute('aria-current')).toBe('page')

    await pages.getByRole('link', { name: 'Page 1' }).click()
    await page.waitForURL(/\/blogs$/)
    await close()
    expectNoErrors(errors)
  })

  test('visitor searches and filters by tag; both reset to page 1 and stay in the URL', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/blogs?page=2')
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('docker')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL('**/blogs?search=docker')
    const indicator = page.getByTestId('blog-page-indicator')
    await expect.poll(() => indicator.textContent()).toMatch(/^Page 1 of 1 · \d+ posts?$/)
    const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()
    expect(titles.some((t) => /docker/i.test(t))).toBe(true)

    await page.getByRole('navigation', { name: 'Filter by tag' }).getByRole('link', { name: '#Django' }).click()
    await page.waitForURL('**/blogs?search=docker&tag=Django')
    expect(await page.getByRole('main').getByRole('article').count()).toBeGreaterThan(0)

    // Shared link: the same URL renders the same list.
    await goto(page, '/blogs?tag=TypeScript')
    for (const tags of await page
      .getByRole('main')
      .getByRole('article')
      .getByRole('list', { name: 'Tags' })
      .allTextContents()) {
      expect(tags).toBeTruthy()
    }
    await close()
    expectNoErrors(errors)
  })

  test('a search with no result offers to clear the filters', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/blogs?search=zzzz-nothing-matches')
    expect(await page.getByText('No posts found').isVisible()).toBe(true)
    expect(await page.getByTestId('blog-page-indicator').textContent()).toBe('Page 1 of 1 · 0 posts')
    await page.getByRole('link', { name: 'Clear filters' }).click()
    await page.waitForURL(/\/blogs$/)
    await expect.poll(() => page.getByRole('main').getByRole('article').count()).toBe(3)
    await close()
    expectNoErrors(errors)
  })

  test('a post shows its relative date, read time, views and shares its address', async () => {
    const { page, context, errors, close } = await openPage(browser())
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await goto(page, '/blogs')
    await page.getByRole('main').getByRole('article').first().getByRole('heading').getByRole('link').click()
    await page.waitForURL(/\/blogs\/[a-z0-9-]+$/)
    expect(await page.getByTestId('relative-date').textContent()).toMatch(
      /\((\d+ (minute|hour|day|week|month|year)s? ago|just now)\)/,
    )
    expect(
      await page
        .getByText(/\d+ min read/)
        .first()
        .isVisible(),
    ).toBe(true)
    expect(
      await page
        .getByText(/views$/)
        .first()
        .isVisible(),
    ).toBe(true)
    // Headless Chromium has no native share sheet: the address goes to the clipboard.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true })
    })
    await page.getByRole('button', { name: 'Share' }).first().click()
    await page.getByText('Link copied to clipboard').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    await close()
    expectNoErrors(errors)
  })

  test('an unknown post toasts and returns to the list', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/blogs/no-such-post')
    expect(new URL(page.url()).pathname).toBe('/blogs')
    await page.getByText('blog not found', { exact: true }).waitFor()
    await close()
    expectNoErrors(errors)
  })
})
