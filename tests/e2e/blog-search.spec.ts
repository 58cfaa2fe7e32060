import { describe, expect, test } from 'vitest'

import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('blog search', () => {
  const browser = useBrowser()

  test('a search shows each card with a snippet, the words marked, whatever the case and accents', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/blogs?search=docker')
    const cards = page.getByRole('main').getByRole('article')
    const count = await cards.count()
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const marks = await cards.nth(i).locator('mark').allTextContents()
      expect(marks.length, `card ${i}`).toBeGreaterThan(0)
      for (const m of marks) expect(m).toMatch(/^docker/i)
    }
    const titles = await cards.getByRole('heading').allTextContents()

    // Capitals and accents typed by the visitor find the same posts.
    await goto(page, `/blogs?search=${encodeURIComponent('DÖCKER')}`)
    expect(await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents()).toEqual(titles)

    // Without a search the card shows its excerpt, nothing marked.
    await goto(page, '/blogs')
    expect(await page.getByRole('main').getByRole('article').locator('mark').count()).toBe(0)
    await close()
    expectNoErrors(errors)
  })
})
