import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { TESTIMONIAL_AUTO_ADVANCE_MS } from '../../core/constants.ts'
import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

// SPEC.md §2, §4: previous/next wrap, dot navigation, auto-advance every 5 s only with more
// than one testimonial on a viewport at least 1024 px wide. The page's clock is driven by the
// test, so the 5 s are exact and instant.
const slide = (page: Page) =>
  page.getByRole('region', { name: 'Client testimonials' }).locator('[aria-roledescription="slide"]')
const shown = async (page: Page) => slide(page).getAttribute('aria-label')

const openHome = async (browser: ReturnType<ReturnType<typeof useBrowser>>, width: number) => {
  const opened = await openPage(browser, { width })
  // The page's time stands still from the start and only moves when the test says so.
  const start = new Date('2026-01-05T10:00:00Z')
  await opened.page.clock.install({ time: start })
  // (a minute on: the installed clock runs until paused, and pausing must not go back in time)
  await opened.page.clock.pauseAt(new Date(start.getTime() + 60_000))
  await goto(opened.page, '/')
  await slide(opened.page).scrollIntoViewIfNeeded()
  // The section hydrates as it comes near (deferredHydration): its timer starts then.
  await opened.page.locator('#testimonials-later[data-hydrated]').waitFor()
  // Nothing hovers the carousel (hovering pauses it).
  await opened.page.mouse.move(0, 0)
  return opened
}

describe('testimonials carousel', () => {
  const browser = useBrowser()

  test('visitor steps through testimonials with next, previous (both wrap) and the dots', async () => {
    const { page, errors, close } = await openHome(browser(), 1280)
    const carousel = page.getByRole('region', { name: 'Client testimonials' })
    expect(await shown(page)).toBe('1 of 3')
    await carousel.getByRole('button', { name: 'Previous testimonial' }).click()
    expect(await shown(page)).toBe('3 of 3')
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    expect(await shown(page)).toBe('1 of 3')
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    await carousel.getByRole('button', { name: 'Next testimonial' }).click()
    expect(await shown(page)).toBe('3 of 3')
    const dot = carousel.getByRole('button', { name: 'Show testimonial 2 of 3' })
    await dot.click()
    expect(await shown(page)).toBe('2 of 3')
    expect(await dot.getAttribute('aria-current')).toBe('true')
    // Every testimonial shows 5 stars' worth of rating and a name.
    expect(
      await slide(page)
        .getByRole('img', { name: /out of 5/ })
        .count(),
    ).toBe(1)
    await close()
    expectNoErrors(errors)
  })

  test('it advances by one every 5 seconds on a wide screen, wrapping at the end', async () => {
    const { page, errors, close } = await openHome(browser(), 1280)
    expect(await shown(page)).toBe('1 of 3')
    for (const next of ['2 of 3', '3 of 3', '1 of 3']) {
      await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS)
      expect(await shown(page)).toBe(next)
    }
    await close()
    expectNoErrors(errors)
  })

  test('the pause button stops the rotation', async () => {
    const { page, errors, close } = await openHome(browser(), 1280)
    await page.getByRole('button', { name: 'Pause automatic rotation' }).click()
    await page.mouse.move(0, 0)
    await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS * 3)
    expect(await shown(page)).toBe('1 of 3')
    await close()
    expectNoErrors(errors)
  })

  test('it does not advance on a screen narrower than 1024 px', async () => {
    const { page, errors, close } = await openHome(browser(), 1000)
    await page.clock.runFor(TESTIMONIAL_AUTO_ADVANCE_MS * 4)
    expect(await shown(page)).toBe('1 of 3')
    await close()
    expectNoErrors(errors)
  })
})
