import type { Browser } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { adminFetch, apiLogin, audit, gotoAdmin } from './admin-fixtures.ts'
import { baseUrl, goto, launchBrowser } from './support/browser.ts'

type Scheme = 'light' | 'dark'

const ids = async () => {
  const get = async <T>(path: string) => (await (await adminFetch(path)).json()) as T
  const [projects, certificates, testimonials, posts] = await Promise.all([
    get<{ projects: { id: number }[] }>('/admin/projects?limit=1'),
    get<{ certificates: { id: number }[] }>('/admin/certificates?limit=1'),
    get<{ id: number }[]>('/admin/testimonials'),
    get<{ posts: { id: number }[] }>('/admin/blogs?limit=1'),
  ])
  return {
    project: projects.projects[0]!.id,
    certificate: certificates.certificates[0]!.id,
    testimonial: testimonials[0]!.id,
    post: posts.posts[0]!.id,
  }
}

// axe is injected as an inline script, which the site's CSP rightly refuses: bypassCSP.
const newPage = async (browser: Browser, scheme: Scheme, width: number, storage?: Record<string, string>) => {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    colorScheme: scheme,
    reducedMotion: 'reduce',
    bypassCSP: true,
    viewport: { width, height: 900 },
  })
  if (storage) {
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem('__seeded')) return
      sessionStorage.setItem('__seeded', '1')
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v)
    }, storage)
  }
  return context.newPage()
}

describe('accessibility of the sign-in pages and the admin area (axe-core, WCAG 2.2 AA)', () => {
  for (const scheme of ['light', 'dark'] as const) {
    test(`sign-in pages, with and without error messages, in the ${scheme} theme`, { timeout: 180_000 }, async () => {
      const browser = await launchBrowser()
      const page = await newPage(browser, scheme, 1280)
      const report: string[] = []
      for (const path of ['/log-me-in', '/register-me', '/terms', '/privacy']) {
        await goto(page, path)
        for (const v of await audit(page)) report.push(`${path}: ${v}`)
      }
      await goto(page, '/register-me')
      await page.getByRole('textbox', { name: 'Full name' }).fill('A1')
      await page.getByRole('textbox', { name: 'Username' }).fill('a')
      await page.getByLabel('Password', { exact: true }).fill('abc')
      await page.getByRole('checkbox', { name: /I accept/ }).check()
      await page.getByRole('checkbox', { name: /I accept/ }).uncheck()
      await page.getByText('You must accept the terms and conditions').waitFor()
      for (const v of await audit(page)) report.push(`/register-me with errors: ${v}`)
      await browser.close()
      expect(report, report.join('\n\n')).toEqual([])
    })

    test(`every admin screen in the ${scheme} theme`, { timeout: 720_000 }, async () => {
      const id = await ids()
      const screens: [string, string | RegExp][] = [
        ['/admin', /^Good /],
        ['/admin/projects', 'Projects'],
        ['/admin/projects/create', 'New project'],
        [`/admin/projects/${id.project}/edit`, /./],
        ['/admin/certificates', 'Certificates'],
        ['/admin/certificates/create', 'New certificate'],
        [`/admin/certificates/${id.certificate}/edit`, /./],
        ['/admin/testimonials', 'Testimonials'],
        ['/admin/testimonials/create', 'New testimonial'],
        [`/admin/testimonials/${id.testimonial}/edit`, /^Testimonial from/],
        ['/admin/blog', 'Blog'],
        ['/admin/blog/create', 'New post'],
        [`/admin/blog/${id.post}/edit`, /./],
        ['/admin/messages', 'Messages'],
        ['/admin/analytics', 'Analytics'],
        ['/admin/site', 'Site profile'],
        ['/admin/settings', 'Settings'],
        ['/admin/no-such-screen', 'Not found'],
      ]
      const tokens = await apiLogin()
      const browser = await launchBrowser()
      const page = await newPage(browser, scheme, 1280, {
        auth_token: tokens.access_token,
        auth_refresh_token: tokens.refresh_token,
      })
      const report: string[] = []
      for (const [path, heading] of screens) {
        await gotoAdmin(page, path, heading)
        await page.waitForLoadState('networkidle')
        for (const v of await audit(page)) report.push(`${path}: ${v}`)
      }
      // The blog editor's preview, a confirmation dialog, and the phone layout's drawer.
      await gotoAdmin(page, `/admin/blog/${id.post}/edit`, /./)
      await page.getByRole('button', { name: 'Preview' }).click()
      await page.getByRole('region', { name: 'Preview' }).locator('.prose-content').waitFor({ timeout: 20_000 })
      for (const v of await audit(page)) report.push(`blog preview: ${v}`)
      await gotoAdmin(page, '/admin/projects', 'Projects')
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click()
      await page.getByRole('alertdialog').waitFor()
      for (const v of await audit(page)) report.push(`confirm dialog: ${v}`)
      await page.keyboard.press('Escape')
      await page.setViewportSize({ width: 375, height: 800 })
      // The dashboard on a phone: its panels (link health's long addresses) fit the screen's width.
      await gotoAdmin(page, '/admin', /^Good /)
      await page.waitForLoadState('networkidle')
      const width = await page.evaluate(() => document.documentElement.scrollWidth)
      if (width > 375) report.push(`/admin at 375 px: the page is ${width} px wide`)
      for (const v of await audit(page)) report.push(`/admin at 375 px: ${v}`)
      await gotoAdmin(page, '/admin/messages', 'Messages')
      for (const v of await audit(page)) report.push(`/admin/messages at 375 px: ${v}`)
      await page.getByRole('button', { name: 'Open menu' }).click()
      await page.getByRole('dialog', { name: 'Admin menu' }).waitFor()
      for (const v of await audit(page)) report.push(`admin drawer: ${v}`)
      await browser.close()
      expect(report, report.join('\n\n')).toEqual([])
    })
  }

  test('the not-authorized page, in both themes', { timeout: 120_000 }, async () => {
    const name = `a11y_${Date.now().toString(36)}`
    const account = { email: `${name}@example.com`, password: 'Visitor-Pass1!' }
    const res = await fetch(`${baseUrl()}/api/v1/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...account, username: name, full_name: 'Plain Visitor' }),
    })
    expect(res.status).toBe(201)
    const tokens = await apiLogin(account.email, account.password)
    const browser = await launchBrowser()
    const report: string[] = []
    for (const scheme of ['light', 'dark'] as const) {
      const page = await newPage(browser, scheme, 1280, {
        auth_token: tokens.access_token,
        auth_refresh_token: tokens.refresh_token,
      })
      await gotoAdmin(page, '/admin', 'You are not authorized to use the admin area')
      for (const v of await audit(page)) report.push(`not authorized (${scheme}): ${v}`)
    }
    await browser.close()
    expect(report, report.join('\n\n')).toEqual([])
  })
})
