import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { audit } from './admin-fixtures.ts'
import { expectNoErrors, goto, launchBrowser, openPage } from './support/browser.ts'
import { ADMIN, type RunningServer, startServer } from './support/server.ts'

// These journeys change the administrator's own password, which every other admin journey signs
// in with: they run against a server of their own.
let server: RunningServer
let browser: Browser
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
}, 240_000)
afterAll(async () => {
  await browser?.close()
  await server?.stop()
})

const NEW_PASSWORD = 'Brand-New-Pass9!'

const login = async (email: string, password: string) =>
  fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  })

const open = async (opts: { password?: string; scheme?: 'light' | 'dark'; width?: number; axe?: boolean } = {}) => {
  const res = await login(ADMIN.email, opts.password ?? ADMIN.password)
  expect(res.status).toBe(200)
  const tokens = (await res.json()) as { access_token: string; refresh_token: string }
  return openPage(browser, {
    baseURL: server.url,
    width: opts.width,
    colorScheme: opts.scheme,
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    bypassCSP: !!opts.axe,
    storage: { auth_token: tokens.access_token, auth_refresh_token: tokens.refresh_token },
    // The refused current password is a 400 the browser logs as a failed resource.
    allowErrors: [/status of 400/],
  })
}

const gotoAccount = async (page: Page) => {
  await goto(page, '/admin/account')
  await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor({ timeout: 15_000 })
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout: 10_000 })

describe('the administrator manages their own account', () => {
  test('renaming shows the new name in the sidebar at once and after a reload', async () => {
    const { page, context, errors } = await open()
    await goto(page, '/admin')
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Account' }).click()
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor()

    const fullName = page.getByRole('textbox', { name: 'Full name' })
    await fullName.fill('A1')
    await page.getByText('Name can only contain letters and spaces').waitFor()
    await fullName.fill('Grace Brewster Hopper')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await toast(page, 'Profile updated')
    await page.locator('aside').getByText('Grace Brewster Hopper').waitFor()
    const stored = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth_user') ?? '{}') as { full_name?: string },
    )
    expect(stored.full_name).toBe('Grace Brewster Hopper')

    await gotoAccount(page)
    await page.locator('aside').getByText('Grace Brewster Hopper').waitFor()
    expect(await fullName.inputValue()).toBe('Grace Brewster Hopper')
    expectNoErrors(errors)
    await context.close()
  })

  test('a username that another account has is refused under its field', async () => {
    const other = `taken_${Date.now().toString(36)}`.slice(0, 20)
    const reg = await fetch(`${server.url}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: `${other}@example.com`,
        password: 'Other-Pass1!',
        username: other,
        full_name: 'Other Person',
      }),
    })
    expect(reg.status).toBe(201)
    const { page, context } = await open()
    await gotoAccount(page)
    await page.getByRole('textbox', { name: 'Username' }).fill(other)
    await page.getByRole('button', { name: 'Save profile' }).click()
    const error = page.locator('#account-username-error')
    await error.waitFor()
    expect(await error.textContent()).toBe('This username is already taken')
    expect(await page.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBe('true')
    await context.close()
  })

  test('a new sign-in email asks for the current password; a wrong one changes nothing', async () => {
    const { page, context, errors } = await open()
    await gotoAccount(page)
    const profile = page.getByRole('form', { name: 'Profile' })
    const current = profile.getByLabel('Current password')
    // The name alone needs no password: the field is not there.
    expect(await current.count()).toBe(0)
    const email = `owner.${Date.now().toString(36)}@example.com`
    await profile.getByRole('textbox', { name: 'Email' }).fill(email)
    await current.waitFor()

    await profile.getByRole('button', { name: 'Save profile' }).click()
    await page.locator('#account-email-current-password-error').getByText('Current password is required').waitFor()

    await current.fill('Not-The-Password1!')
    await profile.getByRole('button', { name: 'Save profile' }).click()
    await page.locator('#account-email-current-password-error').getByText('Current password is incorrect').waitFor()
    expect(await current.getAttribute('aria-invalid')).toBe('true')
    // Nothing changed: the old email still signs in, the new one does not.
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200)
    expect((await login(email, ADMIN.password)).status).toBe(401)

    await current.fill(ADMIN.password)
    await profile.getByRole('button', { name: 'Save profile' }).click()
    await toast(page, 'Profile updated')
    // Saved: the field goes away again, and the new email signs in.
    await current.waitFor({ state: 'detached' })
    expect((await login(email, ADMIN.password)).status).toBe(200)

    // Back to the address the other journeys sign in with (through the API, with the password).
    const token = await page.evaluate(() => localStorage.getItem('auth_token'))
    const back = await fetch(`${server.url}/api/v1/auth/me`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ email: ADMIN.email, current_password: ADMIN.password }),
    })
    expect(back.status).toBe(200)
    expectNoErrors(errors)
    await context.close()
  })

  test('a wrong current password is shown under its field', async () => {
    const { page, context } = await open()
    await gotoAccount(page)
    await page.getByLabel('Current password').fill('Not-The-Password1!')
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Change password' }).click()
    const error = page.locator('#account-current-password-error')
    await error.waitFor()
    expect(await error.textContent()).toBe('Current password is incorrect')
    expect(await page.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true')
    // Nothing changed: the old password still opens the account.
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(200)
    await context.close()
  })

  test('after a password change the session goes on; then the new password signs in, the old does not', async () => {
    const { page, context, errors } = await open()
    await gotoAccount(page)
    const meter = page.locator('#account-new-password-strength')
    await page.getByLabel('New password', { exact: true }).fill('abc')
    await meter.getByText('Very Weak').waitFor()
    await page.getByLabel('Current password').fill(ADMIN.password)
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD)
    await meter.getByText('Strong').waitFor()
    await page.getByLabel('Confirm new password').fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Change password' }).click()
    await toast(page, 'Password changed')

    // The server revoked every refresh token; the page holds a fresh pair that works.
    const refresh = await page.evaluate(() => localStorage.getItem('auth_refresh_token'))
    const refreshed = await fetch(`${server.url}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: refresh }),
    })
    expect(refreshed.status).toBe(200)
    const next = (await refreshed.json()) as { access_token: string; refresh_token: string }
    await page.evaluate((t) => {
      localStorage.setItem('auth_token', t.access_token)
      localStorage.setItem('auth_refresh_token', t.refresh_token)
    }, next)
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Projects' }).click()
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor()

    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((u) => u.pathname === '/')
    expect((await login(ADMIN.email, ADMIN.password)).status).toBe(401)

    await goto(page, '/log-me-in')
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { level: 1, name: /^Good / }).waitFor({ timeout: 15_000 })
    expectNoErrors(errors)
    await context.close()
  })

  for (const scheme of ['light', 'dark'] as const) {
    test(`the account screen meets WCAG 2.2 AA in the ${scheme} theme, with and without errors`, async () => {
      const report: string[] = []
      for (const width of [375, 1280]) {
        const { page, context } = await open({ password: NEW_PASSWORD, scheme, width, axe: true })
        await gotoAccount(page)
        for (const v of await audit(page)) report.push(`${width}px: ${v}`)
        await page.getByRole('textbox', { name: 'Full name' }).fill('A1')
        // A new email shows the profile's current-password field.
        const profile = page.getByRole('form', { name: 'Profile' })
        await profile.getByRole('textbox', { name: 'Email' }).fill('someone.else@example.com')
        await profile.getByLabel('Current password').waitFor()
        await page.getByLabel('New password', { exact: true }).fill('abc')
        await page.getByLabel('Confirm new password').fill('abd')
        await page.getByText('Passwords do not match').waitFor()
        for (const v of await audit(page)) report.push(`${width}px with errors: ${v}`)
        await context.close()
      }
      expect(report, report.join('\n\n')).toEqual([])
    })
  }
})

// Last: it leaves the account throttled for 15 minutes.
describe('too many wrong passwords', () => {
  test('after 5 wrong current passwords the form says to wait, the right one included', async () => {
    const { page, context } = await open({ password: NEW_PASSWORD })
    await gotoAccount(page)
    const form = page.getByRole('form', { name: 'Password' })
    const current = form.getByLabel('Current password')
    await form.getByLabel('New password', { exact: true }).fill('Another-Pass9!')
    await form.getByLabel('Confirm new password').fill('Another-Pass9!')
    const putMe = () =>
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/me') && r.request().method() === 'PUT')
    for (let i = 0; i < 5; i++) {
      await current.fill(`Not-The-Password${i}!`)
      const [res] = await Promise.all([putMe(), form.getByRole('button', { name: 'Change password' }).click()])
      expect(res.status()).toBe(400)
      await page.locator('#account-current-password-error').getByText('Current password is incorrect').waitFor()
    }
    await current.fill(NEW_PASSWORD)
    const [blocked] = await Promise.all([putMe(), form.getByRole('button', { name: 'Change password' }).click()])
    expect(blocked.status()).toBe(429)
    const alert = form.getByRole('alert')
    await alert.getByText(/Too many wrong passwords\. For your security, please try again in 1[45] minutes\./).waitFor()
    await alert.getByText('Could not change the password').waitFor()
    // Still signed in: a 429 is not a reason to sign the owner out.
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor()
    expect(page.url()).toContain('/admin/account')
    await context.close()
  })
})
