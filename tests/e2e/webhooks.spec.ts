import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import type { Browser, Page } from 'playwright-core'
import { Webhook } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { startReceiver } from '../../server/test/webhook-receiver.ts'
import { audit, toast } from './admin-fixtures.ts'
import { expectNoErrors, goto, launchBrowser, openPage } from './support/browser.ts'
import { widestWhileScrolling } from './support/layout.ts'
import { ADMIN, type RunningServer, startServer } from './support/server.ts'

const SHOTS = join(new URL('../..', import.meta.url).pathname, 'docs/screenshots')
const SCREENS = [
  { width: 1280, colorScheme: 'light' },
  { width: 375, colorScheme: 'dark' },
] as const

/**
 * The owner adds a webhook in Settings, pings it, publishes a post, and reads the delivery log;
 * a real endpoint on this machine checks every signature with the secret the admin showed. The
 * server runs outside production so that ALLOW_PRIVATE_NETWORK lets it reach 127.0.0.1.
 */
describe('Settings: webhooks', () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>
  let server: RunningServer
  let browser: Browser
  let token = ''

  beforeAll(async () => {
    receiver = await startReceiver()
    ;[server, browser] = await Promise.all([
      startServer({
        env: {
          NODE_ENV: 'development',
          ALLOW_PRIVATE_NETWORK: 'true',
          WEBHOOK_RETRY_BASE_MS: '200',
          WEBHOOK_MAX_ATTEMPTS: '3',
        },
      }),
      launchBrowser(),
    ])
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    })
    token = ((await login.json()) as { access_token: string; refresh_token: string }).access_token
    mkdirSync(SHOTS, { recursive: true })
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    await receiver?.close()
  })

  const adminPage = async (width: number, colorScheme: 'light' | 'dark') => {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    })
    const tokens = (await login.json()) as { access_token: string; refresh_token: string }
    return openPage(browser, {
      baseURL: server.url,
      width,
      colorScheme,
      // axe is added to the page as a script of the test's own.
      bypassCSP: true,
      storage: { auth_token: tokens.access_token, auth_refresh_token: tokens.refresh_token },
    })
  }

  const signatureChecks = (secret: string) => {
    const wh = new Webhook(secret)
    for (const r of receiver.received) wh.verify(r.body, r.headers as Record<string, string>)
  }
  const logOf = (page: Page, url: string) =>
    page.getByRole('list', { name: 'Webhooks' }).getByRole('listitem', { name: url }).first()

  test('add a webhook, ping it, publish a post, read the deliveries, turn it off and on, delete it', async () => {
    for (const { width, colorScheme } of SCREENS) {
      const { page, errors, close } = await adminPage(width, colorScheme)
      receiver.received.length = 0
      receiver.answer = () => 200
      try {
        const url = `${receiver.url}?screen=${width}`
        await goto(page, '/admin/settings')
        await page.getByRole('heading', { level: 2, name: 'Webhooks' }).waitFor({ timeout: 30_000 })
        await page.getByRole('textbox', { name: 'Endpoint URL' }).fill(url)
        await page.getByRole('textbox', { name: 'Description (optional)' }).fill('Rebuild the static site')
        await page.getByRole('checkbox', { name: 'post.updated' }).check()
        await page.getByRole('button', { name: 'Add webhook' }).click()
        const secret = await page.getByRole('textbox', { name: 'Signing secret' }).inputValue()
        expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)
        const item = logOf(page, 'Rebuild the static site')
        await item.getByText(url).waitFor()

        // Ping: delivered, signed with the secret the admin showed.
        await item.getByRole('button', { name: 'Send ping' }).click()
        await toast(page, 'Ping sent: see the deliveries for the answer.')
        const log = item.getByRole('list', { name: 'Deliveries' })
        await log.getByText('Delivered').first().waitFor({ timeout: 20_000 })
        expect(receiver.types()).toEqual(['ping'])
        signatureChecks(secret)

        // A post goes live: the endpoint hears of it, the log shows it.
        const made = await fetch(`${server.url}/api/v1/blogs`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ title: `Hooked ${width}`, excerpt: 'Announced.', published: true }),
        })
        expect(made.status).toBe(201)
        await expect.poll(() => receiver.types(), { timeout: 20_000 }).toEqual(['ping', 'post.published'])
        signatureChecks(secret)

        // The endpoint breaks: the next ping is retried, then logged as failed with the reason.
        receiver.answer = () => 500
        await item.getByRole('button', { name: 'Send ping' }).click()
        await log.getByText('Failed').first().waitFor({ timeout: 20_000 })
        await log.getByText('The endpoint answered 500').first().waitFor()
        await log.getByText('post.published').waitFor()

        expect(await audit(page)).toEqual([])
        expect(await widestWhileScrolling(page), `/admin/settings at ${width} px`).toBeLessThanOrEqual(width)
        await item.evaluate((el) => el.scrollIntoView({ block: 'start' }))
        await page.screenshot({ path: join(SHOTS, `webhooks-${colorScheme}-${width}.png`) })

        await item.getByRole('button', { name: 'Turn off' }).click()
        await toast(page, 'Webhook turned off: no events are queued for it.')
        await item.getByText('Off', { exact: true }).waitFor()
        await item.getByRole('button', { name: 'Turn on' }).click()
        await item.getByText('On', { exact: true }).waitFor()

        await item.getByRole('button', { name: 'Delete' }).click()
        await page.getByRole('alertdialog').getByRole('button', { name: 'Delete webhook' }).click()
        await toast(page, 'Webhook deleted.')
        expect(await page.getByText(url).count()).toBe(0)
        expectNoErrors(errors)
      } finally {
        await close()
      }
    }
  })
})
