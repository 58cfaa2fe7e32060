import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('navigation', () => {
  const browser = useBrowser()

  test('visitor moves through the header and the active link follows the path', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect.poll(() => nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')

    await nav.getByRole('link', { name: 'Projects' }).click()
    await page.waitForURL('**/projects')
    await expect.poll(() => nav.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page')
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()

    // A detail page keeps its section active (path starts with the link).
    await page.getByRole('heading', { level: 2 }).getByRole('link').first().click()
    await page.waitForURL(/\/projects\/[a-z0-9-]+$/)
    await page.getByRole('link', { name: 'All projects' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page')

    await nav.getByRole('link', { name: 'Blog' }).click()
    await page.waitForURL('**/blogs')
    await expect.poll(() => nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy()
    await close()
    expectNoErrors(errors)
  })

  test('the mobile menu opens, and closes when a link is chosen', async () => {
    const { page, errors, close } = await openPage(browser(), { width: 375, height: 800 })
    await goto(page, '/')
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    expect(await menu.isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')

    await menu.getByRole('link', { name: 'Certificates' }).click()
    await page.waitForURL('**/certificates')
    await menu.waitFor({ state: 'hidden' })
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
    await close()
    expectNoErrors(errors)
  })

  test('the Dashboard link shows only to signed-in visitors, with a placeholder in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    expect(html).toContain('data-testid="auth-placeholder"')
    expect(html).not.toContain('>Dashboard<')

    const anonymous = await openPage(browser())
    await goto(anonymous.page, '/')
    await anonymous.page.getByTestId('auth-placeholder').first().waitFor({ state: 'detached' })
    expect(await anonymous.page.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0)
    await anonymous.close()

    const signedIn = await openPage(browser(), {
      storage: { auth_token: 'token', auth_user: JSON.stringify({ id: 1, email: 'a@b.c' }) },
    })
    await goto(signedIn.page, '/')
    const dashboard = signedIn.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true })
    await dashboard.waitFor()
    expect(await dashboard.getAttribute('href')).toBe('/admin')
    await signedIn.close()
    expectNoErrors([...anonymous.errors, ...signedIn.errors])
  })

  test('the footer links to /blog, which redirects to /blogs', async () => {
    const res = await fetch(`${baseUrl()}/blog?tag=React`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/blogs?tag=React')
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Latest Posts' }).click()
    await page.waitForURL('**/blogs')
    await close()
    expectNoErrors(errors)
  })
})
