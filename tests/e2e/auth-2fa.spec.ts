import { readFileSync } from 'node:fs'

import { Secret, TOTP } from 'otpauth'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { audit } from './admin-fixtures.ts'
import { expectNoErrors, goto, launchBrowser } from './support/browser.ts'
import { ADMIN, type RunningServer, startServer } from './support/server.ts'

// Two-factor sign-in and the sessions list, as the owner uses them. Turning 2FA on changes how
// the administrator signs in, which every other admin journey relies on: a server of its own.
let server: RunningServer
let browser: Browser
let context: BrowserContext
let page: Page
const errors: string[] = []
beforeAll(async () => {
  ;[server, browser] = await Promise.all([startServer(), launchBrowser()])
  context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 1280, height: 900 },
    reducedMotion: 'reduce',
    acceptDownloads: true,
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url })
  page = await context.newPage()
  page.on('pageerror', (e) => errors.push(`pageerror at ${page.url()}: ${e.message}`))
  page.on('console', (m) => {
    // A refused code (401/422) or password (400) is one the browser logs as a failed resource.
    if (m.type() === 'error' && !/status of (400|401|422)/.test(m.text())) errors.push(`console: ${m.text()}`)
  })
}, 240_000)
afterAll(async () => {
  await context?.close()
  await browser?.close()
  await server?.stop()
})

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'

/** What an authenticator app shows for this secret, `steps` periods from now. */
const totp = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + steps * 30_000,
  })

const api = (path: string, init: RequestInit = {}) => fetch(`${server.url}/api/v1${path}`, init)
const passwordStep = (userAgent: string) =>
  api('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  })

const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor()

const gotoAccount = async () => {
  await goto(page, '/admin/account')
  await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor({ timeout: 15_000 })
}

let recoveryCodes: string[] = []

/** Another device signs in through the API, finishing with a recovery code; its tokens. */
const signInElsewhere = async (userAgent: string) => {
  const { challenge } = (await (await passwordStep(userAgent)).json()) as { challenge: string }
  const res = await api('/auth/2fa/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ challenge, code: recoveryCodes.pop() }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { access_token: string; refresh_token: string }
}
const refresh = (refresh_token: string) =>
  api('/auth/refresh', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refresh_token }),
  })

describe('two-factor sign-in', () => {
  test('enable by reading the key from the page, sign out, sign in again with a code', async () => {
    // Sign in with the password alone (2FA is off), through the form.
    await goto(page, '/log-me-in')
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('heading', { level: 1, name: /^Good / }).waitFor({ timeout: 15_000 })

    // Another device signed in with the password alone, before 2FA is on.
    const before = (await (await passwordStep(IPHONE)).json()) as { refresh_token: string }

    await gotoAccount()
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Two-factor sign-in' }) })
    await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
    // The password first: a signed-in browser alone cannot add an authenticator. A wrong one is
    // refused under the field, and no key is shown.
    const password = panel.getByLabel('Password', { exact: true })
    await password.fill('Not-The-Password1!')
    await panel.getByRole('button', { name: 'Continue' }).click()
    await page.locator('#totp-setup-password-error').getByText('Password is incorrect').waitFor()
    expect(await panel.getByTestId('totp-secret').count()).toBe(0)
    await password.fill(ADMIN.password)
    await panel.getByRole('button', { name: 'Continue' }).click()
    const qr = panel.getByRole('img', { name: /QR code/ })
    await qr.waitFor()
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/)
    const secret = (await panel.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '')
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)

    // A wrong code first: refused under the field, 2FA stays off.
    const good = totp(secret)
    await panel.getByLabel('6-digit code').fill(String((Number(good) + 1) % 1_000_000).padStart(6, '0'))
    await panel.getByRole('button', { name: 'Turn on' }).click()
    await page.locator('#totp-enable-code-error').getByText('Invalid code').waitFor()

    await panel.getByLabel('6-digit code').fill(totp(secret))
    await panel.getByRole('button', { name: 'Turn on' }).click()
    await toast('Two-factor sign-in is on')
    const list = panel.getByRole('list', { name: 'Recovery codes' })
    await list.waitFor()
    recoveryCodes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim())
    expect(recoveryCodes).toHaveLength(10)

    // Download .txt gives a file with every code; Copy puts them on the clipboard.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Download .txt' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('folio-recovery-codes.txt')
    const text = readFileSync((await download.path())!, 'utf8')
    for (const code of recoveryCodes) expect(text).toContain(code)
    await panel.getByRole('button', { name: 'Copy' }).click()
    await toast('Recovery codes copied')
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join('\n'))

    await panel.getByRole('button', { name: 'I have saved them' }).click()
    await panel.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor()
    // Turning it on signed the other device out; this page's session goes on (a reload works).
    expect((await refresh(before.refresh_token)).status).toBe(401)
    await gotoAccount()
    await panel.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor()
    // The server now wants the second step: the password alone gives no tokens.
    const step = (await (await passwordStep(FIREFOX)).json()) as Record<string, unknown>
    expect(step).toEqual({ two_factor_required: true, challenge: expect.any(String) })

    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((u) => u.pathname === '/')

    await goto(page, '/log-me-in')
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    const code = page.getByRole('textbox', { name: 'Authentication code' })
    await code.waitFor()
    await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor()
    // The recovery code link switches the field, and back.
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.getByRole('textbox', { name: 'Recovery code' }).waitFor()
    await page.getByRole('button', { name: 'Use the authenticator app' }).click()
    // The code enable used is spent; the app's next code (within the ±30 s window) works.
    await code.fill(totp(secret, 1))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByRole('heading', { level: 1, name: /^Good / }).waitFor({ timeout: 15_000 })
    await toast('Login successful!')
    expectNoErrors(errors)
  })

  test('a wrong code is refused on the code step; a recovery code signs in', async () => {
    await page.getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((u) => u.pathname === '/')
    await goto(page, '/log-me-in')
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    const field = page.getByRole('textbox', { name: 'Recovery code' })
    await field.fill('wrong-codes')
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.locator('#login-recovery-code-error').getByText('Invalid authentication code').waitFor()
    await field.fill(recoveryCodes.pop()!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.getByRole('heading', { level: 1, name: /^Good / }).waitFor({ timeout: 15_000 })
  })
})

describe('sessions', () => {
  test('the list shows each device; Sign out ends another session at once; Sign out everywhere else', async () => {
    const phone = await signInElsewhere(IPHONE)
    const laptop = await signInElsewhere(FIREFOX)
    await gotoAccount()
    const sessions = page.getByRole('list', { name: 'Signed-in sessions' })
    const phoneRow = sessions.getByRole('listitem').filter({ hasText: 'Safari 18 on iOS' })
    await phoneRow.waitFor()
    await sessions.getByRole('listitem').filter({ hasText: 'Firefox 133 on Linux' }).waitFor()
    const mine = sessions.getByRole('listitem').filter({ hasText: 'This device' })
    expect(await mine.count()).toBe(1)
    // This device has no Sign out button of its own (Log out is in the sidebar).
    expect(await mine.getByRole('button').count()).toBe(0)

    await phoneRow.getByRole('button', { name: /^Sign out/ }).click()
    await toast('Session signed out')
    await phoneRow.waitFor({ state: 'detached' })
    expect((await refresh(phone.refresh_token)).status).toBe(401)
    expect((await refresh(laptop.refresh_token)).status).toBe(200)

    await page.getByRole('button', { name: 'Sign out everywhere else' }).click()
    await toast('Signed out everywhere else')
    await page.getByText('No other sessions.').waitFor()
    expect(await sessions.getByRole('listitem').count()).toBe(1)
    // This page's own session still works: a reload loads the account screen.
    await gotoAccount()
    expectNoErrors(errors)
  })

  test('turning two-factor sign-in off takes the password and a code', async () => {
    await gotoAccount()
    const panel = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Two-factor sign-in' }) })
    await panel.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await panel.getByLabel('Code', { exact: true }).fill(recoveryCodes.pop()!)
    await panel.getByRole('button', { name: 'Turn off two-factor sign-in' }).click()
    await toast('Two-factor sign-in is off')
    await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).waitFor()
    const res = await passwordStep(FIREFOX)
    expect(((await res.json()) as Record<string, unknown>).access_token).toEqual(expect.any(String))
    expectNoErrors(errors)
  })
})

describe('accessibility', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(
      `setup, recovery codes, 2FA on, sessions and the code step meet WCAG 2.2 AA (${scheme})`,
      { timeout: 180_000 },
      async () => {
        const tokens = (await (await passwordStep(FIREFOX)).json()) as { access_token: string; refresh_token: string }
        const open = async (width: number) => {
          // axe is injected as an inline script, which the site's CSP rightly refuses.
          const ctx = await browser.newContext({
            baseURL: server.url,
            viewport: { width, height: 900 },
            colorScheme: scheme,
            reducedMotion: 'reduce',
            bypassCSP: true,
          })
          return { ctx, p: await ctx.newPage() }
        }
        const report: string[] = []
        const check = async (p: Page, what: string) => {
          // The screen itself, after the toasts have gone (their colours are the toast library's).
          await p.locator('[data-sonner-toast]').first().waitFor({ state: 'detached', timeout: 15_000 })
          for (const v of await audit(p)) report.push(`${what}: ${v}`)
        }

        const { ctx, p } = await open(375)
        await ctx.addInitScript((t) => {
          if (sessionStorage.getItem('__seeded')) return
          sessionStorage.setItem('__seeded', '1')
          localStorage.setItem('auth_token', t.access_token)
          localStorage.setItem('auth_refresh_token', t.refresh_token)
        }, tokens)
        await goto(p, '/admin/account')
        const panel = p.locator('section').filter({ has: p.getByRole('heading', { name: 'Two-factor sign-in' }) })
        await panel.getByRole('button', { name: 'Set up two-factor sign-in' }).click()
        await panel.getByRole('button', { name: 'Continue' }).click()
        await p.locator('#totp-setup-password-error').getByText('Password is required').waitFor()
        await check(p, 'setup password step with an error')
        await panel.getByLabel('Password', { exact: true }).fill(ADMIN.password)
        await panel.getByRole('button', { name: 'Continue' }).click()
        const secret = (await panel.getByTestId('totp-secret').textContent())!.replace(/\s+/g, '')
        await panel.getByLabel('6-digit code').fill('12')
        await panel.getByRole('button', { name: 'Turn on' }).click()
        await p.locator('#totp-enable-code-error').waitFor()
        await check(p, 'setup with an error')
        await panel.getByLabel('6-digit code').fill(totp(secret))
        await panel.getByRole('button', { name: 'Turn on' }).click()
        const list = panel.getByRole('list', { name: 'Recovery codes' })
        await list.waitFor()
        const codes = (await list.getByRole('listitem').allTextContents()).map((c) => c.trim())
        await check(p, 'recovery codes')
        await panel.getByRole('button', { name: 'I have saved them' }).click()
        await panel.getByRole('button', { name: 'Turn off two-factor sign-in' }).waitFor()
        await check(p, '2FA on and sessions')
        await ctx.close()

        const login = await open(1280)
        await goto(login.p, '/log-me-in')
        await login.p.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
        await login.p.getByLabel('Password', { exact: true }).fill(ADMIN.password)
        await login.p.getByRole('button', { name: 'Sign in' }).click()
        await login.p.getByRole('textbox', { name: 'Authentication code' }).waitFor()
        await check(login.p, 'code step')
        await login.p.getByRole('button', { name: 'Use a recovery code' }).click()
        await login.p.getByRole('textbox', { name: 'Recovery code' }).fill('nope')
        await login.p.getByRole('button', { name: 'Verify' }).click()
        await login.p.locator('#login-recovery-code-error').waitFor()
        await check(login.p, 'recovery code step with an error')
        await login.ctx.close()

        const off = await api('/auth/2fa/disable', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` },
          body: JSON.stringify({ password: ADMIN.password, code: codes[0] }),
        })
        expect(off.status).toBe(204)
        expect(report, report.join('\n\n')).toEqual([])
      },
    )
  }
})
