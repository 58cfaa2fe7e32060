import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'))

describe('theme', () => {
  const browser = useBrowser()

  test('the first paint follows the system preference (no flash of the wrong theme)', async () => {
    const { page, errors, close } = await openPage(browser(), { colorScheme: 'dark' })
    // Block every script file: only the inline theme script in <head> can set the class.
    await page.route('**/*.js', (route) => route.abort())
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    expect(await isDark(page)).toBe(true)
    await close()
    expect(errors.filter((e) => !/ERR_FAILED|Failed to load|Failed to fetch dynamically/.test(e))).toEqual([])
  })

  test('visitor can switch theme and the choice persists across reloads and pages', async () => {
    const { page, errors, close } = await openPage(browser(), { colorScheme: 'light' })
    await goto(page, '/')
    expect(await isDark(page)).toBe(false)

    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    expect(await isDark(page)).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')

    await page.reload()
    expect(await isDark(page)).toBe(true)
    await goto(page, '/projects')
    expect(await isDark(page)).toBe(true)

    await page.getByRole('button', { name: 'Switch to light theme' }).click()
    expect(await isDark(page)).toBe(false)
    await page.reload()
    expect(await isDark(page)).toBe(false)
    await close()
    expectNoErrors(errors)
  })

  test('a stored choice wins over the system preference', async () => {
    const { page, errors, close } = await openPage(browser(), { colorScheme: 'dark', storage: { theme: 'light' } })
    await goto(page, '/blogs')
    expect(await isDark(page)).toBe(false)
    await close()
    expectNoErrors(errors)
  })

  test('the theme script is allowed by the page CSP through its hash', async () => {
    const res = await fetch(`${baseUrl()}/`)
    const csp = res.headers.get('content-security-policy') ?? ''
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src ')) ?? ''
    expect(scriptSrc).toContain("'self'")
    expect(scriptSrc).not.toContain('unsafe-inline')
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]+'/)
  })
})
