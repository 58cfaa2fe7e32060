import { mkdirSync } from 'node:fs'

import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { audit } from './admin-fixtures.ts'
import { expectNoErrors, goto, useBrowser } from './support/browser.ts'
import { ADMIN, type RunningServer, startServer } from './support/server.ts'

// Issue 13 item 2: a fresh install without the sample content, its first sign-in and setup,
// and item 3's contact confirmation. This file runs its own server with an empty database.
const INVENTED = ['Alex Morgan', 'alexmorgan', '50+', 'Happy Clients', 'Lisbon', 'Download Resume']
// Issue 23: words standing in for the owner's never reach the public site.
const PLACEHOLDERS = ['being set up', 'will appear here soon', 'Resume (PDF)']
const SHOTS = '/work/wt/shots/friction-admin'
const PUBLIC = ['/', '/projects', '/blogs', '/certificates', '/contact']

let server: RunningServer
beforeAll(async () => {
  // A third server beside the suite's two: on a loaded machine its first start may be slow.
  server = await startServer({ sampleContent: false }).catch(() => startServer({ sampleContent: false }))
}, 240_000)
afterAll(async () => {
  await server?.stop()
})

const login = async () => {
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  })
  expect(res.status).toBe(200)
  return (await res.json()) as { access_token: string; refresh_token: string }
}

/** A context on this file's server; `admin` puts the owner's session in localStorage first. */
const open = async (
  browser: Browser,
  opts: { width?: number; colorScheme?: 'light' | 'dark'; admin?: boolean; bypassCSP?: boolean } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> => {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width: opts.width ?? 1280, height: 900 },
    colorScheme: opts.colorScheme ?? 'light',
    reducedMotion: 'reduce',
    bypassCSP: opts.bypassCSP ?? false,
  })
  if (opts.admin) {
    const tokens = await login()
    await context.addInitScript((t) => {
      if (sessionStorage.getItem('__seeded')) return
      sessionStorage.setItem('__seeded', '1')
      localStorage.setItem('auth_token', t.access_token)
      localStorage.setItem('auth_refresh_token', t.refresh_token)
    }, tokens)
  }
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`))
  page.on('console', (m) => {
    if (m.type() === 'error' && !/429/.test(m.text())) errors.push(`console: ${m.text()}`)
  })
  return { page, context, errors }
}

const fillContact = async (page: Page, subject: string) => {
  await page.getByRole('textbox', { name: 'Name' }).fill('Grace Hopper')
  await page.getByRole('textbox', { name: 'Email' }).fill('grace@example.com')
  await page.getByRole('textbox', { name: 'Subject' }).fill(subject)
  await page.getByRole('textbox', { name: 'Message' }).fill('I would like to talk about a new web application.')
  const submit = page.getByRole('button', { name: 'Send Message' })
  await expect.poll(() => submit.isDisabled()).toBe(false)
  return submit
}

describe('a fresh site without sample content', () => {
  const browser = useBrowser()

  test(
    'its public pages show no stranger, empty lists say "yet", and axe finds nothing',
    { timeout: 480_000 },
    async () => {
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [375, 1280]) {
          const { page, context, errors } = await open(browser(), { width, colorScheme, bypassCSP: true })
          for (const path of PUBLIC) {
            await goto(page, path)
            const text = await page.locator('body').innerText()
            for (const invented of INVENTED) expect(text, `${path} shows ${invented}`).not.toContain(invented)
            // No placeholder bio, and no résumé link (there is no résumé to download yet).
            for (const words of PLACEHOLDERS) expect(text, `${path} shows ${words}`).not.toContain(words)
            expect(await page.locator('a[href="/resume.pdf"], a[download]').count(), `${path}: a résumé link`).toBe(0)
            expect(await page.content()).not.toContain('alexmorgan')
            expect(await audit(page), `${path} ${colorScheme} ${width}`).toEqual([])
          }
          // Nobody to make a résumé of yet.
          expect((await page.request.get('/resume.pdf')).status()).toBe(404)
          await goto(page, '/projects')
          await page.getByText('No projects yet', { exact: true }).waitFor()
          expect(await page.getByText('No project matches these filters', { exact: false }).count()).toBe(0)
          await goto(page, '/blogs')
          await page.getByText('No posts yet', { exact: true }).waitFor()
          await goto(page, '/certificates')
          await page.getByText('No certificates yet', { exact: true }).waitFor()
          // No statistics, skills or tutoring sections on the blank home page.
          await goto(page, '/')
          expect(await page.locator('.hero-bio').count()).toBe(0)
          expect(await page.getByText('Average response time').count()).toBe(0)
          expect(await page.getByRole('heading', { name: 'What I bring to your project' }).count()).toBe(0)
          mkdirSync('docs/screenshots', { recursive: true })
          await page.screenshot({ path: `docs/screenshots/empty-home-${colorScheme}-${width}.png` })
          await context.close()
          expectNoErrors(errors)
        }
      }
    },
  )

  test('the setup screen of a new site: axe and screenshots', { timeout: 480_000 }, async () => {
    mkdirSync('docs/screenshots', { recursive: true })
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        const { page, context, errors } = await open(browser(), { width, colorScheme, admin: true, bypassCSP: true })
        await goto(page, '/admin/setup')
        await page.getByRole('heading', { level: 1, name: 'Set up your site' }).waitFor()
        expect(await audit(page), `setup ${colorScheme} ${width}`).toEqual([])
        await page.screenshot({ path: `docs/screenshots/setup-${colorScheme}-${width}.png`, fullPage: true })
        mkdirSync(SHOTS, { recursive: true })
        await page.screenshot({ path: `${SHOTS}/setup-${colorScheme}-${width}.png`, fullPage: true })
        // Site profile before any is saved: "About you" is empty, not the blank profile's words.
        await goto(page, '/admin/site')
        await page.getByRole('heading', { level: 1, name: 'Site profile' }).waitFor()
        await expect.poll(() => page.getByRole('textbox', { name: 'About you' }).inputValue()).toBe('')
        await context.close()
        expectNoErrors(errors)
      }
    }
  })

  test('the first sign-in leads to the setup; saving it makes the site the owner’s', { timeout: 480_000 }, async () => {
    const { page, context, errors } = await open(browser())
    // Sign in through the form, as the owner does.
    await goto(page, '/log-me-in')
    await page.getByRole('textbox', { name: 'Email' }).fill(ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.waitForURL('**/admin/setup', { timeout: 15_000 })
    await page.getByRole('heading', { level: 1, name: 'Set up your site' }).waitFor()
    const name = page.getByRole('textbox', { name: 'Your name' })
    expect(await name.inputValue()).toBe('')

    // Saving without a name says what is missing.
    await page.getByRole('button', { name: 'Save and open the dashboard' }).click()
    await page.getByText('Name is required').waitFor()
    await page.getByText('Bio is required').waitFor()

    await name.fill('Robin Example')
    await page.getByRole('textbox', { name: 'Headline' }).fill('Backend developer for small businesses')
    await page
      .getByRole('textbox', { name: 'Short bio' })
      .fill('I build dependable APIs and back offices for shops and clinics.')
    await page.getByRole('textbox', { name: 'Contact email' }).fill('robin@example.test')
    await page.getByRole('textbox', { name: 'GitHub' }).fill('https://github.com/robin-example')
    await page.getByRole('checkbox', { name: 'Show statistics on the home page' }).check()
    await page.getByRole('textbox', { name: 'Projects Done' }).fill('12')
    await page.getByRole('button', { name: 'Save and open the dashboard' }).click()
    await page.waitForURL((u) => u.pathname === '/admin', { timeout: 15_000 })
    await page.getByRole('heading', { level: 1, name: /, Robin$/ }).waitFor()

    // The checklist: the profile is done; photo, project, post and email are left.
    await page.locator('[data-sonner-toast]', { hasText: 'Your site is set up' }).waitFor()
    await page.getByRole('heading', { name: 'Finish setting up your site' }).waitFor()
    await page.getByText('1 of 5 done').waitFor()
    await page.getByRole('link', { name: 'Add a project' }).waitFor()
    expect(await page.getByText('(done)').count()).toBe(1)

    // The public site now says who it belongs to, with only the figure given.
    await goto(page, '/')
    const text = await page.locator('body').innerText()
    expect(text).toContain("Hi, I'm Robin")
    expect(text).toContain('Backend developer for small businesses')
    expect(text).toContain('I build dependable APIs and back offices for shops and clinics.')
    for (const words of PLACEHOLDERS.slice(0, 2)) expect(text).not.toContain(words)
    // The footer's résumé link now leads to the résumé made from the profile.
    const footerResume = page.locator('footer').getByRole('link', { name: 'Resume (PDF)' })
    expect(await footerResume.getAttribute('href')).toBe('/resume.pdf')
    expect(text).toContain('Projects Done')
    expect(text).not.toContain('Happy Clients')
    expect(await page.locator('a[href="https://github.com/robin-example"]').count()).toBeGreaterThan(0)
    // The résumé made from the profile is offered, and it is the owner's.
    await page.getByRole('link', { name: 'Download Resume' }).waitFor()
    expect(await page.getByRole('link', { name: 'Download Resume' }).getAttribute('href')).toBe('/resume.pdf')
    const resume = await page.request.get('/resume.pdf')
    expect(resume.status()).toBe(200)
    expect(resume.headers()['content-disposition']).toContain('Robin Example')

    // Signing in again goes to the dashboard, not the setup; the checklist can be dismissed.
    await page.goto('/admin')
    await page.getByRole('heading', { name: 'Finish setting up your site' }).waitFor()
    await page.getByRole('button', { name: 'Dismiss' }).click()
    await expect.poll(() => page.getByRole('heading', { name: 'Finish setting up your site' }).count()).toBe(0)
    await context.close()
    expectNoErrors(errors)
  })

  test(
    "the site's first project is featured by default and on the home page, at 375 and 1280 px",
    { timeout: 480_000 },
    async () => {
      const title = 'Clinic Booking API'
      const { page, context, errors } = await open(browser(), { width: 375, admin: true })
      await goto(page, '/admin/projects/create')
      await page.getByRole('heading', { level: 1, name: 'New project' }).waitFor()
      // The form says so before saving: Featured starts ticked for the first project.
      const featured = page.getByRole('checkbox', { name: 'Featured' })
      await expect.poll(() => featured.isChecked()).toBe(true)
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      await page.getByRole('textbox', { name: 'Short description' }).fill('Appointments for a small clinic, online.')
      await page.getByRole('textbox', { name: 'Description', exact: true }).fill('<p>Booking, reminders, payments.</p>')
      await page.getByRole('button', { name: 'Create project' }).click()
      await page.waitForURL('**/admin/projects')
      mkdirSync(SHOTS, { recursive: true })
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [375, 1280]) {
          const visitor = await open(browser(), { width, colorScheme })
          await goto(visitor.page, '/')
          const card = visitor.page.getByRole('heading', { name: title })
          await card.waitFor()
          await card.evaluate((el) => el.scrollIntoView({ block: 'center' }))
          await visitor.page.screenshot({ path: `${SHOTS}/home-first-project-${colorScheme}-${width}.png` })
          // The footer's résumé link answers.
          const href = await visitor.page
            .locator('footer')
            .getByRole('link', { name: 'Resume (PDF)' })
            .getAttribute('href')
          expect((await visitor.page.request.get(href!)).status()).toBe(200)
          await visitor.page.evaluate(() => window.scrollTo(0, 0))
          await visitor.page.screenshot({ path: `${SHOTS}/home-after-setup-${colorScheme}-${width}.png` })
          await visitor.context.close()
          expectNoErrors(visitor.errors)
        }
      }
      // A second project is not featured unless the owner says so.
      await goto(page, '/admin/projects/create')
      await page.getByRole('heading', { level: 1, name: 'New project' }).waitFor()
      await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor()
      expect(await page.getByRole('checkbox', { name: 'Featured' }).isChecked()).toBe(false)
      await context.close()
      expectNoErrors(errors)
    },
  )

  test('the setup can be skipped: it goes to the dashboard', async () => {
    // Skipping goes to the dashboard too.
    const { page, context, errors } = await open(browser(), { admin: true })
    await goto(page, '/admin/setup')
    await page.getByRole('button', { name: 'Skip for now' }).click()
    await page.waitForURL((u) => u.pathname === '/admin')
    await context.close()
    expectNoErrors(errors)
  })

  test(
    'contact: the stored message is confirmed plainly; the rate limit (429) is shown with the input kept',
    { timeout: 480_000 },
    async () => {
      mkdirSync('docs/screenshots', { recursive: true })
      // Four messages for the screenshots; the limit is five per ten minutes per address.
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [375, 1280]) {
          const { page, context, errors } = await open(browser(), { width, colorScheme })
          await goto(page, '/contact')
          await (await fillContact(page, `Hello ${colorScheme} ${width}`)).click()
          const sent = page.getByRole('heading', { name: "Message sent — I'll reply within 24 hours" })
          await sent.waitFor()
          await page.getByRole('link', { name: 'Also send it from your mail app' }).waitFor()
          await sent.evaluate((el) => el.scrollIntoView({ block: 'center' }))
          await page.screenshot({ path: `docs/screenshots/contact-sent-${colorScheme}-${width}.png` })
          await context.close()
          expectNoErrors(errors)
        }
      }
      // The fifth from elsewhere; the sixth is refused by the server's limit.
      const fifth = await fetch(`${server.url}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: 'Ada', email: 'ada@example.com', subject: 'Five', message: 'The fifth message.' }),
      })
      expect(fifth.status).toBe(201)
      const { page, context, errors } = await open(browser())
      await goto(page, '/contact')
      await (await fillContact(page, 'Too many')).click()
      const alert = page.getByRole('alert').filter({ hasText: 'Your message was not sent' })
      await alert.waitFor()
      expect(await alert.textContent()).toMatch(/Too many requests\. Please try again in \d+ seconds?\./)
      expect(await page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Too many')
      await alert.getByRole('button', { name: 'Send it from your mail app instead' }).waitFor()
      await context.close()
      expectNoErrors(errors)
    },
  )
})
