import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'

/** The admin, sign-in, revision and publishing journeys change content, so they get a server of their own. */
const changesContent = () =>
  /[\\/]((admin|auth)-[^\\/]*|revisions|publishing)\.spec\.ts$/.test(expect.getState().testPath ?? '')
export const baseUrl = () => inject(changesContent() ? 'adminBaseUrl' : 'baseUrl')

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

export const launchBrowser = () =>
  chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS })

/** One Chromium per test file, closed after it. */
export const useBrowser = () => {
  let browser: Browser | undefined
  beforeAll(async () => {
    browser = await launchBrowser()
  })
  afterAll(async () => {
    await browser?.close()
  })
  return () => {
    if (!browser) throw new Error('browser not launched yet')
    return browser
  }
}

export interface PageOptions {
  /** The server the page's relative URLs go to; default the suite's shared server (`baseUrl`). */
  baseURL?: string
  width?: number
  height?: number
  colorScheme?: 'light' | 'dark'
  /** The browser's time zone (IANA name); default the machine's. */
  timezoneId?: string
  /** A touch screen (a phone): touches reach the page as touch and pointer events. */
  touch?: boolean
  /** localStorage entries present before the first page script runs (first load only). */
  storage?: Record<string, string>
  /** Console errors that are expected in this test. */
  allowErrors?: RegExp[]
  /** Lets a test inject its own scripts (axe-core) past the site's CSP. */
  bypassCSP?: boolean
}

export interface OpenPage {
  page: Page
  context: BrowserContext
  /** Page errors and console errors seen so far (minus the allowed ones). */
  errors: string[]
  close: () => Promise<void>
}

/** A fresh context (own storage) and page; collects errors so a test can assert there were none. */
export const openPage = async (browser: Browser, opts: PageOptions = {}): Promise<OpenPage> => {
  const context = await browser.newContext({
    baseURL: opts.baseURL ?? baseUrl(),
    viewport: { width: opts.width ?? 1280, height: opts.height ?? 900 },
    colorScheme: opts.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    ...(opts.timezoneId ? { timezoneId: opts.timezoneId } : {}),
    ...(opts.touch ? { hasTouch: true } : {}),
    ...(opts.bypassCSP ? { bypassCSP: true } : {}),
  })
  if (opts.storage) {
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem('__seeded')) return
      sessionStorage.setItem('__seeded', '1')
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
    }, opts.storage)
  }
  const page = await context.newPage()
  const errors: string[] = []
  const allowed = (text: string) => (opts.allowErrors ?? []).some((re) => re.test(text))
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' && !allowed(m.text())) errors.push(`console: ${m.text()}`)
  })
  return { page, context, errors, close: () => context.close() }
}

/** Navigates and waits until React has hydrated the page (root sets html[data-hydrated]). */
export const goto = async (page: Page, path: string) => {
  const response = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return response
}

export const expectNoErrors = (errors: string[]) => expect(errors, errors.join('\n')).toEqual([])
