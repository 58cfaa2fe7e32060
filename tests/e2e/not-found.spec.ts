import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('not found', () => {
  const browser = useBrowser()

  test('an unknown page answers 404 with the 404 page; Go Back and Go Home work', async () => {
    const { page, errors, close } = await openPage(browser(), { allowErrors: [/404 \(Not Found\)/] })
    await goto(page, '/certificates')
    const response = await goto(page, '/this/page/does-not-exist')
    expect(response?.status()).toBe(404)
    expect(await page.getByRole('heading', { level: 1, name: 'Page not found' }).isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Go Back' }).click()
    await page.waitForURL('**/certificates')

    await goto(page, '/nope')
    await page.getByRole('link', { name: 'Go Home' }).click()
    await page.waitForURL((u) => u.pathname === '/')
    await close()
    expectNoErrors(errors)
  })

  test('the server sends the 404 page as HTML, and unknown API routes stay JSON', async () => {
    const page = await fetch(`${baseUrl()}/no/such/page`)
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    expect(await page.text()).toContain('Page not found')

    const api = await fetch(`${baseUrl()}/api/v1/no-such-route`)
    expect(api.status).toBe(404)
    expect(api.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await api.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})
