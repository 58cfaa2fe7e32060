import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('likes', () => {
  const browser = useBrowser()

  test('visitor can like a project and the count updates at once', async () => {
    const { projects } = (await (await fetch(`${baseUrl()}/api/v1/projects?limit=1`)).json()) as {
      projects: { slug: string; likes: number }[]
    }
    const project = projects[0]!
    const { page, errors, close } = await openPage(browser())
    await goto(page, `/projects/${project.slug}`)
    const button = page.getByRole('button', { name: /^Like this project/ })
    const count = page.getByTestId('like-count')
    const before = Number(await count.textContent())
    expect(await button.getAttribute('aria-pressed')).toBe('false')

    const response = page.waitForResponse((r) => r.url().endsWith('/like') && r.request().method() === 'POST')
    await button.click()
    expect(Number(await count.textContent())).toBe(before + 1) // before the server answers
    expect((await response).status()).toBe(200)
    expect(await button.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(async () => Number(await count.textContent())).toBe(before + 1)

    // A second like from the same visitor leaves the count unchanged.
    const second = page.waitForResponse((r) => r.url().endsWith('/like'))
    await button.click()
    await second
    expect(Number(await count.textContent())).toBe(before + 1)

    // The browser remembers the like after a reload, and the count it saw: the cached page
    // (rendered before the like, counters lagging) never shows fewer likes.
    await page.reload()
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
    expect(Number(await count.textContent())).toBeGreaterThanOrEqual(before + 1)
    await close()
    expectNoErrors(errors)
  })
})
