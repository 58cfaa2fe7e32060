import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { startSmtp, type TestSmtp } from '../../server/test/smtp.ts'
import { launchBrowser } from './support/browser.ts'
import { ADMIN, type RunningServer, startServer } from './support/server.ts'

const SHOTS = join(new URL('../..', import.meta.url).pathname, 'docs/screenshots')

describe('newsletter journeys (own server with a real SMTP server)', () => {
  let smtp: TestSmtp
  let server: RunningServer
  let browser: Browser
  let token = ''
  let post = { slug: '', title: '' }

  const api = async (path: string, init: RequestInit = {}) =>
    fetch(`${server.url}/api/v1${path}`, {
      ...init,
      headers: { 'content-type': 'application/json', ...init.headers, authorization: `Bearer ${token}` },
    })
  const context = (opts: { js?: boolean; width?: number; dark?: boolean; admin?: boolean } = {}) =>
    browser.newContext({
      baseURL: server.url,
      viewport: { width: opts.width ?? 1280, height: 900 },
      colorScheme: opts.dark ? 'dark' : 'light',
      javaScriptEnabled: opts.js ?? true,
      reducedMotion: 'reduce',
    })
  const mailsTo = (address: string) => smtp.received.filter((m) => m.rcpt[0]?.toLowerCase() === address)
  const waitMail = async (address: string, subject?: RegExp) => {
    await expect
      .poll(() => mailsTo(address).filter((m) => !subject || subject.test(m.mail.subject ?? '')).length)
      .toBeGreaterThan(0)
    return mailsTo(address)
      .filter((m) => !subject || subject.test(m.mail.subject ?? ''))
      .at(-1)!.mail
  }
  const linkIn = (text: string, path: string) => {
    const m = new RegExp(`${server.url}/${path}/[A-Za-z0-9_-]+`).exec(text)
    if (!m) throw new Error(`no ${path} link`)
    return m[0]
  }
  const shot = async (page: Page, name: string) =>
    page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage: false })

  beforeAll(async () => {
    smtp = await startSmtp()
    ;[server, browser] = await Promise.all([
      startServer({ env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, NEWSLETTER_RATE_PER_MINUTE: '10000' } }),
      launchBrowser(),
    ])
    mkdirSync(SHOTS, { recursive: true })
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    })
    token = ((await login.json()) as { access_token: string }).access_token
    const list = (await (await fetch(`${server.url}/api/v1/blogs?limit=1`)).json()) as {
      posts: { slug: string; title: string }[]
    }
    post = list.posts[0]!
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await smtp?.close()
  })

  const subscribeOnPost = async (ctx: BrowserContext, email: string, js: boolean) => {
    const page = await ctx.newPage()
    await page.goto(`/blogs/${post.slug}`)
    if (js) await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    const form = page.locator('form[action="/subscribe"]')
    await form.getByRole('textbox', { name: 'Email' }).fill(email)
    await form.getByRole('button', { name: 'Subscribe' }).click()
    return page
  }

  test('without JavaScript: subscribe on a post page, confirm from the email, unsubscribe from a post email', async () => {
    const ctx = await context({ js: false })
    const email = 'nojs-reader@example.test'
    const page = await subscribeOnPost(ctx, email, false)
    await page.getByRole('heading', { name: 'Check your inbox' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/subscribe')
    const confirmation = await waitMail(email, /Confirm your subscription/)
    await page.goto(linkIn(confirmation.text!, 'subscribe/confirm'))
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor()

    // A post published now reaches the new subscriber; its unsubscribe link works without a session.
    const res = await api('/blogs', {
      method: 'POST',
      body: JSON.stringify({ title: 'Newsletter journey post', excerpt: 'Fresh words.', published: true }),
    })
    expect(res.status).toBe(201)
    const mail = await waitMail(email, /^Newsletter journey post$/)
    await page.goto(linkIn(mail.text!, 'unsubscribe'))
    await page.getByRole('heading', { name: 'Unsubscribe' }).waitFor()
    await page.getByRole('button', { name: 'Unsubscribe' }).click()
    await page.getByRole('heading', { name: 'You are unsubscribed' }).waitFor()
    await ctx.close()
  })

  test('with JavaScript: the form answers in place; the confirmation link activates', async () => {
    const ctx = await context()
    const email = 'js-reader@example.test'
    const page = await subscribeOnPost(ctx, email, true)
    await page
      .getByRole('status')
      .filter({ hasText: /check your inbox/i })
      .waitFor()
    expect(new URL(page.url()).pathname).toBe(`/blogs/${post.slug}`)
    const confirmation = await waitMail(email, /Confirm your subscription/)
    await page.goto(linkIn(confirmation.text!, 'subscribe/confirm'))
    await page.getByRole('heading', { name: 'Subscription confirmed' }).waitFor()
    const list = await api(`/admin/subscribers?search=${encodeURIComponent(email)}`)
    expect(((await list.json()) as { subscribers: { status: string }[] }).subscribers[0]!.status).toBe('active')
    await ctx.close()
  })

  test('screenshots: form, pages, the email in Chromium, admin screens (light/dark, 375/1280)', async () => {
    const mail = mailsTo('nojs-reader@example.test').find((m) => m.mail.subject === 'Newsletter journey post')!.mail
    const confirm = linkIn(mailsTo('js-reader@example.test')[0]!.mail.text!, 'subscribe/confirm')
    for (const dark of [false, true])
      for (const width of [375, 1280]) {
        const tag = `${dark ? 'dark' : 'light'}-${width}`
        const ctx = await context({ dark, width })
        const page = await ctx.newPage()
        await page.goto(`/blogs/${post.slug}`)
        await page.locator('form[action="/subscribe"]').scrollIntoViewIfNeeded()
        await page.locator('form[action="/subscribe"]').evaluate((f) => f.closest('section')!.scrollIntoView())
        await shot(page, `newsletter-form-${tag}`)
        await page.goto(confirm)
        await shot(page, `newsletter-confirmed-${tag}`)
        await page.goto(linkIn(mail.text!, 'unsubscribe'))
        await shot(page, `newsletter-unsubscribe-${tag}`)
        await page.setContent(mail.html as string)
        await shot(page, `newsletter-email-${tag}`)
        await ctx.addInitScript(
          ([access, refresh]) => {
            localStorage.setItem('auth_token', access!)
            localStorage.setItem('auth_refresh_token', refresh!)
          },
          [token, ''],
        )
        const admin = await ctx.newPage()
        await admin.goto('/admin/subscribers')
        await admin.getByRole('heading', { level: 1, name: 'Subscribers' }).waitFor({ timeout: 30_000 })
        await admin.getByText('js-reader@example.test').first().waitFor()
        await shot(admin, `newsletter-admin-${tag}`)
        await ctx.close()
      }
  })
})
