import { describe, expect, test } from 'vitest'

import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('error screen', () => {
  const browser = useBrowser()

  test('a server failure while navigating shows Something went wrong, and Refresh Page recovers', async () => {
    const { page, errors, close } = await openPage(browser(), { allowErrors: [/500/, /Internal Server Error/i] })
    await goto(page, '/')
    // The server fails the data request of the next client-side navigation, once.
    let failed = false
    await page.route(
      (url) => url.pathname.startsWith('/projects') && url.pathname.endsWith('.data'),
      async (route) => {
        if (failed) return route.continue()
        failed = true
        await route.fulfill({ status: 500, contentType: 'text/plain', body: 'Unexpected Server Error' })
      },
    )
    await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Projects' }).click()
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor()
    expect(failed).toBe(true)

    await page.getByRole('button', { name: 'Refresh Page' }).click()
    await page.waitForURL('**/projects')
    await page.getByRole('heading', { level: 1, name: /projects/i }).waitFor()
    expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0)
    await close()
    expectNoErrors(errors)
  })
})
