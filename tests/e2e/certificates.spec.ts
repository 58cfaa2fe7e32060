import { describe, expect, test } from 'vitest'

import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('certificates', () => {
  const browser = useBrowser()

  test('visitor sees the summary counts, pages through and filters certificates', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/certificates')
    const summary = page.getByRole('main').locator('dl').first()
    expect(await summary.textContent()).toMatch(/Certificates\s*8/)
    expect(await summary.textContent()).toMatch(/Categories\s*5/)
    expect(await summary.textContent()).toMatch(/Issuers\s*5/)
    expect(await page.getByText('Page 1 of 3 · 8 certificates').isVisible()).toBe(true)
    expect(await page.getByRole('main').getByRole('article').count()).toBe(3)

    await page.getByRole('navigation', { name: 'Certificate pages' }).getByRole('link', { name: 'Page 3' }).click()
    await page.getByText('Page 3 of 3 · 8 certificates').waitFor()
    expect(await page.getByRole('main').getByRole('article').count()).toBe(2)

    await page.getByRole('navigation', { name: 'Filter by issuer' }).getByRole('link', { name: 'IBM' }).click()
    await page.waitForURL('**/certificates?issuer=IBM')
    // The URL can change a render before the list does: poll until only IBM cards are shown.
    const issuers = page
      .getByRole('main')
      .getByRole('article')
      .locator('p', { hasText: /·|^IBM/ })
    await expect
      .poll(async () => {
        const texts = await issuers.allTextContents()
        return texts.length > 0 && texts.every((text) => /^IBM/.test(text))
      })
      .toBe(true)
    await close()
    expectNoErrors(errors)
  })

  test('visitor opens a certificate in the detail modal and closes it', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/certificates')
    const card = page.getByRole('main').getByRole('article').first()
    const title = (await card.getByRole('heading').textContent())!.trim()
    await card.getByRole('button', { name: title }).click()
    const dialog = page.getByRole('dialog', { name: title })
    await dialog.waitFor()
    expect(await dialog.getByText('Credential ID').isVisible()).toBe(true)
    expect(await dialog.getByRole('link', { name: /Verify credential/ }).getAttribute('target')).toBe('_blank')

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Focus returns to the card's control.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(title)

    await card.getByRole('button', { name: title }).click()
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Close' }).first().click()
    await dialog.waitFor({ state: 'detached' })
    await close()
    expectNoErrors(errors)
  })
})
