import { describe, expect, test } from 'vitest'

import { ADMIN, apiLogin, expectUrl, gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('sign-in pages and the client session', () => {
  const browser = useBrowser()

  test('registration shows each rule with its own message on change and enables submit only when valid', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/register-me')
    const submit = page.getByRole('button', { name: 'Create account' })
    expect(await submit.isDisabled()).toBe(true)

    const fullName = page.getByRole('textbox', { name: 'Full name' })
    const username = page.getByRole('textbox', { name: 'Username' })
    const email = page.getByRole('textbox', { name: 'Email' })
    const password = page.getByLabel('Password', { exact: true })
    const confirm = page.getByLabel('Confirm password')
    const message = (text: string) => page.getByText(text, { exact: true }).waitFor()

    await fullName.fill('A')
    await message('Name must be at least 2 characters')
    await fullName.fill('Ada 2')
    await message('Name can only contain letters and spaces')
    await username.fill('ab')
    await message('Username must be at least 3 characters')
    await username.fill('a'.repeat(21))
    await message('Username must be less than 20 characters')
    await username.fill('ada lovelace!')
    await message('Username can only contain letters, numbers, and underscores')
    await email.fill('ada@')
    await message('Invalid email address')

    const strength = (label: string) => page.getByText(`Password strength: ${label}`, { exact: true }).waitFor()
    await password.fill('abc')
    await message('Password must be at least 8 characters')
    await strength('Very Weak')
    await password.fill('abcdefgh')
    await message('Password must contain at least one uppercase letter')
    await strength('Weak')
    await password.fill('ABCDEFGH')
    await message('Password must contain at least one lowercase letter')
    await password.fill('Abcdefgh')
    await message('Password must contain at least one number')
    await strength('Fair')
    await password.fill('Abcdefg1')
    await message('Password must contain at least one special character')
    await strength('Good')
    await password.fill('Abcdefg1!')
    await strength('Strong')

    await confirm.fill('Abcdefg1?')
    await message('Passwords do not match')
    const terms = page.getByRole('checkbox', { name: /I accept the terms and conditions/ })
    await terms.check()
    await terms.uncheck()
    await message('You must accept the terms and conditions')
    expect(await submit.isDisabled()).toBe(true)

    await fullName.fill('Ada Lovelace')
    await username.fill('ada_lovelace')
    await email.fill('ada@example.com')
    await confirm.fill('Abcdefg1!')
    await terms.check()
    await expect.poll(() => submit.isDisabled()).toBe(false)
    expect(await page.getByRole('main').locator('[id$="-error"]').count()).toBe(0)

    // The terms and privacy links lead to real pages.
    await page.getByRole('link', { name: 'terms and conditions' }).click()
    await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).waitFor()
    await goto(page, '/privacy')
    await page.getByRole('heading', { level: 1, name: 'Privacy policy' }).waitFor()
    await close()
    expectNoErrors(errors)
  })

  test('a visitor registers, logs in with the toast, lands on /admin, and is refused as not an administrator', async () => {
    const { page, errors, close } = await openPage(browser())
    const name = unique('user').replace(/\W/g, '_').slice(0, 18)
    const account = { email: `${name}@example.com`, password: 'Visitor-Pass1!' }
    await goto(page, '/register-me')
    await page.getByRole('textbox', { name: 'Full name' }).fill('Grace Hopper')
    await page.getByRole('textbox', { name: 'Username' }).fill(name)
    await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByLabel('Confirm password').fill(account.password)
    await page.getByRole('checkbox', { name: /I accept/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await toast(page, 'Registration successful! Please log in with your credentials.')
    await page.waitForURL('**/log-me-in')

    await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
    await page.getByLabel('Password', { exact: true }).fill(account.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/admin')
    await toast(page, 'Login successful!')
    await page.getByRole('heading', { level: 1, name: 'You are not authorized to use the admin area' }).waitFor()
    await page.getByText(account.email).first().waitFor()
    // Signed in all the same: the header of the public site shows the Dashboard link.
    await page.getByRole('link', { name: 'Back to the site' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).waitFor()
    await close()
    expectNoErrors(errors)
  })

  test('a duplicate registration shows the server message in a toast and a red box', async () => {
    const { page, errors, close } = await openPage(browser(), { allowErrors: [/409/] })
    await goto(page, '/register-me')
    await page.getByRole('textbox', { name: 'Full name' }).fill('Site Owner')
    await page.getByRole('textbox', { name: 'Username' }).fill(unique('owner').replace(/\W/g, '_').slice(0, 18))
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill('Another-Pass1!')
    await page.getByLabel('Confirm password').fill('Another-Pass1!')
    await page.getByRole('checkbox', { name: /I accept/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    const box = page.getByRole('alert').filter({ hasText: 'Could not create the account' })
    await box.waitFor()
    const detail = (await box.innerText()).split('\n').pop()!
    await toast(page, detail)
    expectUrl(page, '/register-me')
    expect(await page.getByRole('textbox', { name: 'Email' }).inputValue()).toBe(ADMIN.email)
    await close()
    expectNoErrors(errors)
  })

  test('a wrong password: the server message in a toast and a red box, what was typed is kept', async () => {
    const { page, errors, close } = await openPage(browser(), { allowErrors: [/401/] })
    await goto(page, '/log-me-in')
    const submit = page.getByRole('button', { name: 'Sign in' })
    const email = page.getByRole('textbox', { name: 'Email' })
    await email.fill('nobody@')
    await page.getByText('Invalid email address').waitFor()
    await page.getByLabel('Password', { exact: true }).fill('short')
    await page.getByText('Password must be at least 8 characters').waitFor()
    expect(await submit.isDisabled()).toBe(true)

    await email.fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill('Wrong-Password-1')
    await submit.click()
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password' }).waitFor()
    await toast(page, 'Incorrect email or password')
    expect(await email.inputValue()).toBe(ADMIN.email)
    expectUrl(page, '/log-me-in')
    await close()
    expectNoErrors(errors)
  })

  test('the administrator logs in with the form: toast, full load of /admin, Dashboard link in the header', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/')
    // Signed out: no Dashboard link.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).count()).toBe(
      0,
    )
    await goto(page, '/log-me-in')
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    const navigation = page.waitForEvent('framenavigated')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await navigation
    await page.waitForURL('**/admin')
    await toast(page, 'Login successful!')
    await page.getByRole('heading', { level: 1, name: /^Good (morning|afternoon|evening)/ }).waitFor()
    expect(await page.evaluate(() => !!localStorage.getItem('auth_token') && !!localStorage.getItem('auth_user'))).toBe(
      true,
    )
    await page.getByRole('link', { name: 'View site' }).click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click()
    await page.getByRole('heading', { level: 1, name: /^Good / }).waitFor()
    await close()
    expectNoErrors(errors)
  })

  test('signed out, /admin and its screens send the visitor to /log-me-in', async () => {
    const { page, errors, close } = await openPage(browser())
    await page.goto('/admin/projects')
    await page.waitForURL('**/log-me-in')
    await page.getByRole('heading', { level: 1, name: 'Welcome back' }).waitFor()
    await close()
    expectNoErrors(errors)
  })

  test('an expired access token is refreshed silently in the middle of the session', async () => {
    const { page, errors, close } = await openAdminPage(browser(), { allowErrors: [/401/] })
    await gotoAdmin(page, '/admin/projects', 'Projects')
    // The access token expires (here: becomes invalid) while the page is open.
    await page.evaluate(() => localStorage.setItem('auth_token', 'expired.access.token'))
    const refreshes: number[] = []
    page.on('response', (r) => {
      if (r.url().endsWith('/api/v1/auth/refresh')) refreshes.push(r.status())
    })
    await page.getByRole('link', { name: /^Deleted/ }).click()
    await page.waitForURL(/status=deleted/)
    await page.getByRole('link', { name: /^Active/ }).click()
    await page.waitForURL(/status=active/)
    await page.getByRole('table', { name: 'Projects' }).waitFor()
    expectUrl(page, '/admin/projects')
    expect(refreshes).toEqual([200])
    const token = await page.evaluate(() => localStorage.getItem('auth_token'))
    expect(token).not.toBe('expired.access.token')
    expect(token?.split('.').length).toBe(3)
    expect(await page.locator('[data-sonner-toast][data-type="error"]').count()).toBe(0)
    await close()
    expectNoErrors(errors)
  })

  test('when the refresh fails too, the session is cleared and the user goes to /log-me-in', async () => {
    const { page, close } = await openAdminPage(browser())
    await gotoAdmin(page, '/admin/projects', 'Projects')
    await page.evaluate(() => {
      localStorage.setItem('auth_token', 'expired.access.token')
      localStorage.setItem('auth_refresh_token', 'revoked-refresh-token')
    })
    await page.getByRole('link', { name: /^Deleted/ }).click()
    // The client navigation is abandoned for a full load of /log-me-in: follow the address, not
    // one navigation (waitForURL fails with ERR_ABORTED when the abandoned one is the one it saw).
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/log-me-in')
    await page.waitForLoadState()
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull()
    await close()
  })

  test('logout revokes the session on the server and goes to the home page', async () => {
    const { page, errors, close, tokens } = await openAdminPage(browser(), { allowErrors: [/401/] })
    // A dashboard request still in flight when the session ends is answered 401 (its access token
    // was revoked with the session): it must not send the user to /log-me-in. Held until then.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/api/v1/admin/link-check', async (route) => {
      if (route.request().method() === 'GET') await held
      await route.continue()
    })
    const pages: string[] = []
    page.on('request', (r) => {
      if (r.isNavigationRequest()) pages.push(new URL(r.url()).pathname)
    })
    await gotoAdmin(page, '/admin', /^Good /)
    await page.getByRole('complementary').getByRole('button', { name: 'Log out' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    const late = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/admin/link-check')
    release()
    expect((await late).status()).toBe(401)
    // Time for the page to act on that answer; the old client went to /log-me-in within milliseconds.
    await page.waitForTimeout(500)
    expect(pages).not.toContain('/log-me-in')
    expect(new URL(page.url()).pathname).toBe('/')
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Projects' }).waitFor()
    expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).count()).toBe(
      0,
    )
    expect(await page.evaluate(() => [localStorage.getItem('auth_token'), localStorage.getItem('auth_user')])).toEqual([
      null,
      null,
    ])
    // The refresh token the page held no longer works.
    const stored = await apiLogin()
    expect(stored.access_token).toBeTruthy()
    const res = await fetch(`${baseUrl()}/api/v1/auth/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token: tokens.refresh_token }),
    })
    expect(res.status).toBe(401)
    await close()
    expectNoErrors(errors)
  })
})
