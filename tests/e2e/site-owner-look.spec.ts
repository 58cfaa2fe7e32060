import { mkdirSync } from 'node:fs'

import type { Browser, Page } from 'playwright-core'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { ADMIN, audit } from './admin-fixtures.ts'
import { expectNoErrors, useBrowser } from './support/browser.ts'
import { type RunningServer, startServer } from './support/server.ts'

/**
 * docs/api/owners-site.md: the owner's texts, sections and colour, through the admin screens,
 * seen by a visitor. A server of its own: the colour and hidden sections would surprise the
 * journeys that share the admin server.
 */
const SHOTS = new URL('../../docs/screenshots/', import.meta.url).pathname

let server: RunningServer
let token = ''
beforeAll(async () => {
  server = await startServer()
  const res = await fetch(`${server.url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
  })
  token = ((await res.json()) as { access_token: string }).access_token
  mkdirSync(SHOTS, { recursive: true })
})
afterAll(async () => {
  await server?.stop()
})

const api = async (path: string, init: RequestInit = {}) =>
  fetch(`${server.url}/api/v1${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  })

const open = async (
  browser: Browser,
  {
    admin = false,
    scheme = 'light',
    width = 1280,
  }: { admin?: boolean; scheme?: 'light' | 'dark'; width?: number } = {},
) => {
  const context = await browser.newContext({
    baseURL: server.url,
    viewport: { width, height: 900 },
    colorScheme: scheme,
    reducedMotion: 'reduce',
    // axe is injected as an inline script, which the site's CSP rightly refuses.
    bypassCSP: true,
  })
  if (admin) {
    const login = await fetch(`${server.url}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username: ADMIN.email, password: ADMIN.password }),
    })
    const tokens = (await login.json()) as { access_token: string; refresh_token: string }
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
    if (m.type() === 'error') errors.push(`console: ${m.text()}`)
  })
  return { page, errors, close: () => context.close() }
}

const visit = async (page: Page, path: string) => {
  const res = await page.goto(path)
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
  return res
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor({ timeout: 20_000 })

describe('the owner makes the site their own', () => {
  const browser = useBrowser()

  test('edits a section intro beside its preview, sees it live, then resets it', { timeout: 180_000 }, async () => {
    const intro = 'Databases, APIs & <interfaces> — built to last.'
    const { page, errors, close } = await open(browser(), { admin: true })
    await visit(page, '/admin/site/texts')
    await page.getByRole('heading', { level: 1, name: 'Site texts' }).waitFor({ timeout: 30_000 })
    const panel = page.locator('section', { has: page.getByRole('heading', { name: 'Home: skills', exact: true }) })
    const field = panel.getByRole('textbox', { name: /^Intro/ })
    await field.fill(intro)
    const preview = page.getByTestId('copy-preview')
    await preview.getByText(intro, { exact: true }).waitFor()
    await page.getByRole('heading', { name: 'Preview: Home: skills' }).waitFor()
    await page.screenshot({ path: `${SHOTS}site-texts-light-1280.png` })
    await page.emulateMedia({ colorScheme: 'dark' })
    await page.evaluate(() => document.documentElement.classList.add('dark'))
    await page.screenshot({ path: `${SHOTS}site-texts-dark-1280.png` })
    await page.setViewportSize({ width: 375, height: 800 })
    await page.screenshot({ path: `${SHOTS}site-texts-dark-375.png` })
    await page.emulateMedia({ colorScheme: 'light' })
    await page.evaluate(() => document.documentElement.classList.remove('dark'))
    await page.screenshot({ path: `${SHOTS}site-texts-light-375.png` })
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Save texts' }).click()
    await toast(page, 'Site texts saved.')

    const visitor = await open(browser())
    await visit(visitor.page, '/')
    // Shown as written (escaped), in the skills section.
    await visitor.page.locator('#skills').getByText(intro, { exact: true }).waitFor()
    await visitor.close()

    await panel.getByRole('button', { name: /Reset to default/ }).click()
    await toast(page, 'Default text restored.')
    expect(await field.inputValue()).toMatch(/^Across the stack/)
    const again = await fetch(`${server.url}/`)
    expect(await again.text()).not.toContain('built to last')
    await close()
    expectNoErrors([...errors, ...visitor.errors])
  })

  test('hides tutoring: the home page no longer carries it', { timeout: 180_000 }, async () => {
    const before = await (await fetch(`${server.url}/`)).text()
    expect(before).toContain('Frameworks &amp; tools I teach')
    const { page, errors, close } = await open(browser(), { admin: true })
    await visit(page, '/admin/site/design')
    await page.getByRole('heading', { level: 1, name: 'Sections & design' }).waitFor({ timeout: 30_000 })
    await page.getByRole('checkbox', { name: 'Show Tutoring' }).uncheck()
    await page.getByRole('button', { name: 'Move the Contact section up' }).click()
    await page.getByRole('button', { name: 'Save sections' }).click()
    await toast(page, 'Home sections saved.')
    await close()

    const html = await (await fetch(`${server.url}/`)).text()
    const site = (await (await api('/admin/site')).json()) as { tutoring: { title: string; cta: string } }
    for (const gone of ['Frameworks &amp; tools I teach', 'Online &amp; in person', 'id="tutoring"', site.tutoring.cta])
      expect(html).not.toContain(gone)
    // Contact moved up one place: now before the testimonials.
    expect(html.indexOf('id="contact"')).toBeLessThan(html.indexOf('id="testimonials"'))
    expectNoErrors(errors)
    await api('/admin/site', {
      method: 'PUT',
      body: JSON.stringify({ ...(await (await api('/admin/site')).json()), home_sections: null }),
    })
  })

  test(
    'the home bands alternate in the visible order, however sections are ordered or hidden',
    { timeout: 240_000 },
    async () => {
      const shots = process.env.FOLIO_BANDS_SHOTS_DIR
      /** Each band's background below the hero, top to bottom (the newsletter belongs to the posts' band). */
      const bands = (page: Page) =>
        page.evaluate(() =>
          [...document.querySelectorAll('main section.section, main #newsletter')].map((el) => ({
            id: el.id || el.getAttribute('aria-labelledby') || '',
            background: getComputedStyle(el).backgroundColor,
          })),
        )
      const layouts = [
        // The default: skills, projects, tutoring, stats, posts, certificates, testimonials, contact.
        null,
        // Tutoring and stats hidden, contact moved before the testimonials, projects after the posts.
        ['hero', 'skills', 'posts', 'projects', 'certificates', 'contact', 'testimonials', 'tutoring', 'stats'].map(
          (id) => ({ id, visible: id !== 'tutoring' && id !== 'stats' }),
        ),
        // Skills hidden: every band below moves one place.
        ['hero', 'skills', 'projects', 'tutoring', 'stats', 'posts', 'certificates', 'testimonials', 'contact'].map(
          (id) => ({ id, visible: id !== 'skills' }),
        ),
      ]
      try {
        for (const [n, home_sections] of layouts.entries()) {
          const put = await api('/admin/site', {
            method: 'PUT',
            body: JSON.stringify({ ...(await (await api('/admin/site')).json()), home_sections }),
          })
          expect(put.status).toBe(200)
          for (const scheme of ['light', 'dark'] as const) {
            const { page, errors, close } = await open(browser(), { scheme })
            await visit(page, '/')
            const seen = await bands(page)
            if (shots) {
              mkdirSync(shots, { recursive: true })
              // Every band painted (the page defers offscreen ones), for the one full-page picture.
              await page.addStyleTag({ content: '.section, .band-deferred { content-visibility: visible !important }' })
              await page.screenshot({ path: `${shots}/home-bands-${n}-${scheme}-1280.png`, fullPage: true })
            }
            const label = `layout ${n} (${scheme}): ${seen.map((b) => `${b.id} ${b.background}`).join(', ')}`
            const newsletter = seen.findIndex((b) => b.id === 'newsletter')
            if (newsletter > 0) expect.soft(seen[newsletter]!.background, label).toBe(seen[newsletter - 1]!.background)
            const units = seen.filter((b) => b.id !== 'newsletter')
            expect(units.length, label).toBeGreaterThan(4)
            for (let i = 1; i < units.length; i++)
              expect.soft(units[i]!.background, label).not.toBe(units[i - 1]!.background)
            await close()
            expectNoErrors(errors)
          }
        }
      } finally {
        await api('/admin/site', {
          method: 'PUT',
          body: JSON.stringify({ ...(await (await api('/admin/site')).json()), home_sections: null }),
        })
      }
    },
  )

  test(
    'picks the logo from the media library and uploads a favicon in Design; the site shows both',
    { timeout: 180_000 },
    async () => {
      const png = (colour: string) =>
        sharp({ create: { width: 64, height: 64, channels: 4, background: colour } })
          .png()
          .toBuffer()
      // An image already in the library (uploaded through the API, named so a search finds it).
      const form = new FormData()
      form.append('file', new Blob([new Uint8Array(await png('#0ea5e9'))], { type: 'image/png' }), 'brand-mark.png')
      const uploaded = await fetch(`${server.url}/api/v1/admin/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      expect(uploaded.status).toBe(201)
      const logoUrl = ((await uploaded.json()) as { url: string }).url

      const shots = process.env.FOLIO_BANDS_SHOTS_DIR
      const { page, errors, close } = await open(browser(), { admin: true })
      await visit(page, '/admin/site/design')
      await page.getByRole('heading', { level: 1, name: 'Sections & design' }).waitFor({ timeout: 30_000 })
      await page.getByRole('button', { name: 'Choose logo…' }).click()
      const dialog = page.getByRole('dialog', { name: 'Choose the logo' })
      await dialog.getByRole('button', { name: 'Library' }).click()
      await dialog.getByRole('searchbox', { name: 'Search the library' }).fill('brand-mark')
      await dialog.getByRole('button', { name: 'Pick brand-mark' }).click()
      await dialog.waitFor({ state: 'detached' })
      expect(await page.getByRole('textbox', { name: 'Logo' }).inputValue()).toBe(logoUrl)
      await page.getByRole('img', { name: 'Logo preview' }).waitFor()

      await page.getByRole('button', { name: 'Choose favicon…' }).click()
      const favicon = page.getByRole('dialog', { name: 'Choose the favicon' })
      await favicon.getByLabel('Image file').setInputFiles({
        name: 'tab-icon.png',
        mimeType: 'image/png',
        buffer: await png('#f97316'),
      })
      await favicon.waitFor({ state: 'detached' })
      const faviconUrl = await page.getByRole('textbox', { name: 'Favicon' }).inputValue()
      expect(faviconUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.png$/)
      if (shots) {
        mkdirSync(shots, { recursive: true })
        for (const scheme of ['light', 'dark'] as const) {
          await page.emulateMedia({ colorScheme: scheme })
          await page.evaluate((dark) => document.documentElement.classList.toggle('dark', dark), scheme === 'dark')
          await page.getByRole('heading', { name: 'Design', exact: true }).scrollIntoViewIfNeeded()
          await page.screenshot({ path: `${shots}/design-images-${scheme}-1280.png` })
          await page.setViewportSize({ width: 375, height: 800 })
          await page.getByRole('button', { name: 'Choose favicon…' }).scrollIntoViewIfNeeded()
          await page.screenshot({ path: `${shots}/design-images-${scheme}-375.png` })
          await page.setViewportSize({ width: 1280, height: 900 })
        }
      }
      await page.getByRole('button', { name: 'Save design' }).click()
      await toast(page, 'Design saved. The site shows it now.')
      await close()
      expectNoErrors(errors)

      const html = await (await fetch(`${server.url}/`)).text()
      expect(html).toContain(`<link rel="icon" href="${faviconUrl}"/>`)
      expect(html).toMatch(new RegExp(`<a[^>]*class="group brand-link"[^>]*><img src="${logoUrl}"`))
      const site = await (await api('/admin/site')).json()
      await api('/admin/site', { method: 'PUT', body: JSON.stringify({ ...site, logo_url: null, favicon_url: null }) })
    },
  )

  test(
    'changes the accent colour: both themes keep 0 axe violations; screenshots of the restyled site',
    { timeout: 600_000 },
    async () => {
      const { page, errors, close } = await open(browser(), { admin: true })
      await visit(page, '/admin/site/design')
      await page.getByRole('heading', { level: 1, name: 'Sections & design' }).waitFor({ timeout: 30_000 })
      await page.getByRole('textbox', { name: 'Accent colour', exact: true }).fill('#F59E0B')
      await page.getByTestId('accent-swatches').waitFor()
      await page.getByRole('button', { name: 'Save design' }).click()
      await toast(page, 'Design saved.')
      for (const scheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme: scheme })
        await page.evaluate((s) => document.documentElement.classList.toggle('dark', s === 'dark'), scheme)
        for (const width of [1280, 375]) {
          await page.setViewportSize({ width, height: 900 })
          await page.screenshot({ path: `${SHOTS}site-design-${scheme}-${width}.png`, fullPage: width === 1280 })
        }
      }
      await close()

      // A logo in place of the initials, and the owner's favicon instead of the default icons.
      const site = await (await api('/admin/site')).json()
      const saved = await api('/admin/site', {
        method: 'PUT',
        body: JSON.stringify({ ...site, logo_url: '/apple-touch-icon.png', favicon_url: '/apple-touch-icon.png' }),
      })
      expect(saved.status).toBe(200)
      const withLogo = await (await fetch(`${server.url}/projects`)).text()
      expect(withLogo).toContain('<link rel="icon" href="/apple-touch-icon.png"/>')
      expect(withLogo).not.toContain('/favicon.svg')
      expect(withLogo).toMatch(/<a[^>]*class="group brand-link"[^>]*><img src="\/apple-touch-icon.png"/)

      const html = await (await fetch(`${server.url}/`)).text()
      expect(html).toMatch(/<style>:root\{--accent:#F59E0B;--accent-text:#[0-9a-f]{6};/)
      for (const scheme of ['light', 'dark'] as const) {
        for (const width of [375, 1280]) {
          const visitor = await open(browser(), { scheme, width })
          await visit(visitor.page, '/')
          await visitor.page.screenshot({ path: `${SHOTS}site-accent-${scheme}-${width}.png` })
          expect(await audit(visitor.page), `${scheme} ${width}`).toEqual([])
          await visitor.close()
          expectNoErrors(visitor.errors)
        }
      }
      expectNoErrors(errors)
    },
  )
})
