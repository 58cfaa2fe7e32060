import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { startSmtp, type TestSmtp } from '../../server/test/smtp.ts'
import { launchBrowser } from './support/browser.ts'
import { ADMIN, type RunningServer, startServer } from './support/server.ts'

const SHOTS = join(new URL('../..', import.meta.url).pathname, 'docs/screenshots')
const TAGS = [false, true].flatMap((dark) => [375, 1280].map((width) => ({ dark, width })))
const tagOf = (t: { dark: boolean; width: number }) => `${t.dark ? 'dark' : 'light'}-${t.width}`

const signIn = async (server: RunningServer) => {
  const login = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  })
  return ((await login.json()) as { access_token: string }).access_token
}

describe('newsletter pages in the site look, the post editor and the admin notice (screenshots)', () => {
  let smtp: TestSmtp
  let server: RunningServer
  let bare: RunningServer
  let browser: Browser
  let token = ''
  let bareToken = ''

  const api = async (srv: RunningServer, auth: string, path: string, init: RequestInit = {}) =>
    fetch(`${srv.url}/api/v1${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers, authorization: `Bearer ${auth}` },
    })
  const mailsTo = (address: string) => smtp.received.filter((m) => m.rcpt[0]?.toLowerCase() === address)
  const waitMail = async (address: string, subject: RegExp) => {
    await expect
      .poll(() => mailsTo(address).filter((m) => subject.test(m.mail.subject ?? '')).length)
      .toBeGreaterThan(0)
    return mailsTo(address)
      .filter((m) => subject.test(m.mail.subject ?? ''))
      .at(-1)!.mail
  }
  const linkIn = (text: string, path: string) => {
    const m = new RegExp(`${server.url}/${path}/[A-Za-z0-9_-]+`).exec(text)
    if (!m) throw new Error(`no ${path} link`)
    return m[0]
  }
  const shot = async (page: Page, name: string) =>
    page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false })
  const context = (srv: RunningServer, t: { dark: boolean; width: number }, js = true) =>
    browser.newContext({
      baseURL: srv.url,
      viewport: { width: t.width, height: 900 },
      colorScheme: t.dark ? 'dark' : 'light',
      javaScriptEnabled: js,
      reducedMotion: 'reduce',
    })
  /** The page is in the site's look: its built stylesheet applied, its header and footer. */
  const expectSiteLook = async (page: Page) => {
    const sheet = await page.evaluate(() => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"][href^="/assets/app-"]')
      const loaded = [...document.styleSheets].find((s) => s.href === link?.href)
      return { href: link?.getAttribute('href') ?? '', rules: loaded ? loaded.cssRules.length : 0 }
    })
    expect(sheet.href).toMatch(/^\/assets\/app-[\w-]+\.css$/)
    expect(sheet.rules).toBeGreaterThan(0)
    await page.locator('header.site a.brand').waitFor()
    await page.locator('footer.site').waitFor()
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
  }

  beforeAll(async () => {
    smtp = await startSmtp()
    ;[server, bare, browser] = await Promise.all([
      startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NEWSLETTER_RATE_PER_MINUTE: '10000' } }),
      startServer(),
      launchBrowser(),
    ])
    mkdirSync(SHOTS, { recursive: true })
    ;[token, bareToken] = await Promise.all([signIn(server), signIn(bare)])
  })
  afterAll(async () => {
    await browser?.close()
    await Promise.all([server?.stop(), bare?.stop()])
    await smtp?.close()
  })

  test('the pages: check your inbox, confirmed, unsubscribe, unsubscribed, rate limited, the test email link', async () => {
    const email = 'pages-reader@example.test'
    const sub = await fetch(`${server.url}/api/v1/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    })
    expect(sub.status).toBe(202)
    const confirm = linkIn((await waitMail(email, /Confirm your subscription/)).text!, 'subscribe/confirm')
    const confirmed = await fetch(confirm)
    expect(confirmed.status).toBe(200)
    const res = await api(server, token, '/blogs', {
      method: 'POST',
      body: JSON.stringify({ title: 'Pages journey post', excerpt: 'Words for the pages.', published: true }),
    })
    expect(res.status).toBe(201)
    const unsubscribe = linkIn((await waitMail(email, /^Pages journey post$/)).text!, 'unsubscribe')

    // Four form posts without JavaScript (with the API call above: the client's 5 in 10 minutes).
    for (const t of TAGS) {
      const ctx = await context(server, t, false)
      const page = await ctx.newPage()
      await page.goto('/')
      const form = page.locator('form[action="/subscribe"]').first()
      await form.getByRole('textbox', { name: 'Email' }).fill(`pages-${tagOf(t)}@example.test`)
      await form.getByRole('button', { name: 'Subscribe' }).click()
      await page.getByRole('heading', { name: 'Check your inbox' }).waitFor()
      await expectSiteLook(page)
      await shot(page, `newsletter-check-inbox-${tagOf(t)}`)
      await ctx.close()
    }

    for (const t of TAGS) {
      const ctx = await context(server, t, false)
      const page = await ctx.newPage()
      await page.goto(confirm)
      await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor()
      await expectSiteLook(page)
      await shot(page, `newsletter-confirmed-${tagOf(t)}`)
      await page.goto(unsubscribe)
      await page.getByRole('button', { name: 'Unsubscribe' }).waitFor()
      await expectSiteLook(page)
      await shot(page, `newsletter-unsubscribe-${tagOf(t)}`)
      await ctx.close()
    }

    // Unsubscribed (again: the same page), then the pages that follow it.
    for (const t of TAGS) {
      const ctx = await context(server, t, false)
      const page = await ctx.newPage()
      await page.goto(unsubscribe)
      await page.getByRole('button', { name: 'Unsubscribe' }).click()
      await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor()
      await expectSiteLook(page)
      await shot(page, `newsletter-unsubscribed-${tagOf(t)}`)
      await page.goto('/unsubscribe/test')
      await page.getByRole('heading', { name: 'This was a test email' }).waitFor()
      await expectSiteLook(page)
      await shot(page, `newsletter-test-link-${tagOf(t)}`)
      // The client has used its 5 subscribe requests: the form answers a page, not JSON.
      await page.goto('/')
      const form = page.locator('form[action="/subscribe"]').first()
      await form.getByRole('textbox', { name: 'Email' }).fill('one-too-many@example.test')
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/subscribe') && r.request().method() === 'POST'),
        form.getByRole('button', { name: 'Subscribe' }).click(),
      ])
      expect(answer.status()).toBe(429)
      await page.getByRole('heading', { name: 'Too many attempts' }).waitFor()
      await expectSiteLook(page)
      await shot(page, `newsletter-rate-limited-${tagOf(t)}`)
      await ctx.close()
    }
  }, 240_000) // 24 page loads and screenshots: 37 s on an idle machine, over 120 s in a loaded CI run

  const adminPage = async (srv: RunningServer, auth: string, t: { dark: boolean; width: number }) => {
    const ctx = await context(srv, t)
    await ctx.addInitScript(
      ([access]) => {
        localStorage.setItem('auth_token', access!)
        localStorage.setItem('auth_refresh_token', '')
      },
      [auth],
    )
    return { ctx, page: await ctx.newPage() }
  }

  test('the post editor: the "Send to subscribers" switch and its Newsletter panel', async () => {
    const res = await api(server, token, '/blogs', {
      method: 'POST',
      body: JSON.stringify({ title: 'A draft for subscribers', excerpt: 'Soon.', published: false }),
    })
    const { id } = (await res.json()) as { id: number }
    for (const t of TAGS) {
      const { ctx, page } = await adminPage(server, token, t)
      await page.goto(`/admin/blog/${id}/edit`)
      const toggle = page.getByRole('checkbox', { name: 'Send to subscribers' })
      await toggle.waitFor({ timeout: 30_000 })
      expect(await toggle.isChecked()).toBe(true)
      const panel = page.getByRole('heading', { name: 'Newsletter' })
      await page.getByRole('button', { name: 'Send test' }).waitFor()
      await panel.scrollIntoViewIfNeeded()
      await shot(page, `newsletter-editor-${tagOf(t)}`)
      await ctx.close()
    }
  })

  test('without SMTP_URL the admin says email is not configured (subscribers screen, post editor)', async () => {
    const res = await api(bare, bareToken, '/blogs', {
      method: 'POST',
      body: JSON.stringify({ title: 'No email here', excerpt: 'Quiet.', published: false }),
    })
    const { id } = (await res.json()) as { id: number }
    for (const t of TAGS) {
      const { ctx, page } = await adminPage(bare, bareToken, t)
      await page.goto('/admin/subscribers')
      await page.getByText('Email is not configured: set SMTP_URL').waitFor({ timeout: 30_000 })
      await shot(page, `newsletter-not-configured-${tagOf(t)}`)
      await page.goto(`/admin/blog/${id}/edit`)
      const notice = page.getByText('Email is not configured (SMTP_URL)')
      await notice.waitFor({ timeout: 30_000 })
      await notice.scrollIntoViewIfNeeded()
      await shot(page, `newsletter-editor-not-configured-${tagOf(t)}`)
      await ctx.close()
    }
  })
})
