import { createRequire } from 'node:module'

import type { Browser, Page } from 'playwright-core'
import { expect } from 'vitest'

import { baseUrl, goto, openPage, type PageOptions } from './support/browser.ts'
import { ADMIN } from './support/server.ts'

export { ADMIN }

interface Tokens {
  access_token: string
  refresh_token: string
}

/** POST /auth/login through the API (the login form has its own journey). */
export const apiLogin = async (email = ADMIN.email, password = ADMIN.password): Promise<Tokens> => {
  const res = await fetch(`${baseUrl()}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: email, password }),
  })
  if (!res.ok) throw new Error(`login failed: ${res.status} ${await res.text()}`)
  return (await res.json()) as Tokens
}

let cached: { token: string; at: number } | undefined

/** Calls the API as the administrator (test setup and checks); one login per file and 10 minutes. */
export const adminFetch = async (path: string, init: RequestInit = {}) => {
  if (!cached || Date.now() - cached.at > 10 * 60_000)
    cached = { token: (await apiLogin()).access_token, at: Date.now() }
  const access_token = cached.token
  return fetch(`${baseUrl()}/api/v1${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers, authorization: `Bearer ${access_token}` },
  })
}

/** A page whose browser already holds the administrator's session (tokens in localStorage). */
export const openAdminPage = async (browser: Browser, opts: PageOptions = {}) => {
  const tokens = await apiLogin()
  const open = await openPage(browser, {
    ...opts,
    storage: { ...opts.storage, auth_token: tokens.access_token, auth_refresh_token: tokens.refresh_token },
  })
  return { ...open, tokens }
}

/** Opens an admin screen and waits for its h1 (the guard and loaders run in the browser). */
export const gotoAdmin = async (page: Page, path: string, heading: string | RegExp) => {
  await goto(page, path)
  await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 30_000 })
}

/** Waits for a toast with this text (sonner, bottom-right). */
export const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout: 20_000 })

/**
 * Waits until a toast with this text is gone (it shows when the action it reports ends). A toast over the button a test clicks next
 * takes the click, and the pointer resting on it pauses its timer (sonner), so it never leaves.
 */
export const toastGone = async (page: Page, text: string | RegExp) => {
  const t = page.locator('[data-sonner-toast]').filter({ hasText: text }).first()
  // It may have come and gone already while the test waited for something else.
  await t.waitFor({ timeout: 2_000 }).catch(() => undefined)
  await t.waitFor({ state: 'detached', timeout: 15_000 })
}

export const unique = (prefix: string) =>
  `${prefix} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

export const expectUrl = (page: Page, path: string) => expect(new URL(page.url()).pathname).toBe(path)

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js')
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

interface AxeResult {
  violations: { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] }[]
}

/** axe-core's WCAG 2.2 AA rules on the page as it is now; one line per violation. */
export const audit = async (page: Page) => {
  await page.addScriptTag({ path: axePath })
  const result = await page.evaluate(
    (tags) =>
      (window as unknown as { axe: { run: (c: Document, o: object) => Promise<AxeResult> } }).axe.run(document, {
        runOnly: { type: 'tag', values: tags },
      }),
    TAGS,
  )
  return result.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes.map((n) => `  ${n.target.join(' ')} — ${n.failureSummary}`).join('\n')}`,
  )
}
