import { mkdirSync } from 'node:fs'

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import type { LinkCheckState } from '../../core/schemas/link-health.ts'
import { adminFetch, gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, useBrowser } from './support/browser.ts'

// Issue 23's admin frictions: the dashboard's broken links, the inbox's Reply, approving a
// testimonial. Each screen at 375 and 1280 px, light and dark, with a screenshot.
const SHOTS = '/work/wt/shots/friction-admin'
const SCREENS = [375, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
)

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

/** A finished check with many broken links (the link check itself has API tests; no network here). */
const brokenState = (): LinkCheckState => ({
  running: false,
  checked_at: new Date(Date.now() - 3_600_000).toISOString(),
  progress: { done: 14, total: 14 },
  links: [
    ...Array.from({ length: 11 }, (_, i) => ({
      kind: 'project' as const,
      id: 100 + i,
      title: `Inventory Dashboard ${String(i + 1).padStart(2, '0')}`,
      field: 'github_url',
      url: `https://github.com/someone/a-repository-with-a-rather-long-name-that-does-not-wrap-${i}`,
      ok: false,
      status: 404,
      error: 'Not found (404)',
      checked_at: new Date().toISOString(),
    })),
    {
      kind: 'certificate' as const,
      id: 7,
      title: 'Professional Cloud Architect Certification With An Unusually Long Official Title',
      field: 'credential_url',
      url: 'https://credentials.example.com/verify/0000000000000000000000000000000000000000',
      ok: false,
      status: null,
      error: 'Host not found',
      checked_at: new Date().toISOString(),
    },
    {
      kind: 'project' as const,
      id: 999,
      title: null,
      field: 'live_url',
      url: 'https://gone.example.com',
      ok: false,
      status: 410,
      error: 'Gone (410)',
      checked_at: new Date().toISOString(),
    },
  ],
})

describe('issue 23: admin frictions', () => {
  const browser = useBrowser()

  test('the dashboard names broken links by title, lists five until asked, and fits the screen', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const state = brokenState()
    for (const { width, colorScheme } of SCREENS) {
      const { page, errors, close } = await openAdminPage(browser(), { width, colorScheme })
      await page.route('**/api/v1/admin/link-check', (route) =>
        route.request().method() === 'GET' ? route.fulfill({ json: state }) : route.continue(),
      )
      await gotoAdmin(page, '/admin', /^Good /)
      const panel = page.locator('section, div').filter({ has: page.getByRole('heading', { name: 'Link health' }) })
      const list = page.locator('#broken-links')
      await list.getByText('Inventory Dashboard 01', { exact: true }).waitFor()
      await page.getByText('13 broken links', { exact: true }).waitFor()
      expect(await list.getByRole('listitem').count()).toBe(5)
      expect(
        await panel
          .last()
          .getByText(/Project #\d+/)
          .count(),
      ).toBe(0)
      expect(await list.getByText('Project · code link', { exact: true }).count()).toBe(5)
      expect(await pageWidth(page), `/admin at ${width} px`).toBeLessThanOrEqual(width)
      const collapsed = await page.evaluate(() => document.documentElement.scrollHeight)

      await page.getByRole('heading', { name: 'Link health' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await page.screenshot({ path: `${SHOTS}/dashboard-links-${colorScheme}-${width}.png` })

      const more = page.getByRole('button', { name: 'Show all 13 broken links' })
      expect(await more.getAttribute('aria-expanded')).toBe('false')
      await more.click()
      await expect.poll(() => list.getByRole('listitem').count()).toBe(13)
      // The certificate by its title; an item deleted since the check by its number.
      await list.getByText(/^Professional Cloud Architect Certification/).waitFor()
      await list.getByText('Project #999', { exact: true }).waitFor()
      expect(await pageWidth(page), `/admin at ${width} px, all shown`).toBeLessThanOrEqual(width)
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(collapsed)
      await page.getByRole('button', { name: 'Show fewer' }).click()
      await expect.poll(() => list.getByRole('listitem').count()).toBe(5)
      await close()
      expectNoErrors(errors)
    }
  })

  test('Reply marks nothing until the owner says it was sent; then one click marks it replied', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const subject = unique('Quote for a booking site')
    const sent = await fetch(`${baseUrl()}/api/v1/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Katherine Johnson',
        email: 'katherine@example.com',
        subject,
        message: 'Could you send me a quote for a booking site for our practice?',
      }),
    })
    expect(sent.status).toBe(201)
    const statusOf = async () => {
      const res = await adminFetch(`/admin/messages?search=${encodeURIComponent(subject)}`)
      const body = (await res.json()) as { messages: { subject: string; status: string }[] }
      return body.messages.find((m) => m.subject === subject)?.status
    }
    for (const [i, { width, colorScheme }] of SCREENS.entries()) {
      const { page, errors, close } = await openAdminPage(browser(), { width, colorScheme })
      await gotoAdmin(page, '/admin/messages', 'Messages')
      await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject)
      const card = page.getByRole('article', { name: subject })
      const reply = card.getByRole('link', { name: /^Reply/ })
      expect(new URL((await reply.getAttribute('href'))!).protocol).toBe('mailto:')
      // No mail app here: the click is kept from leaving the page.
      await reply.evaluate((a: HTMLAnchorElement) => {
        a.addEventListener('click', (e) => e.preventDefault(), { once: true })
      })
      await reply.click()
      const mark = card.getByRole('button', { name: /^Mark as replied/ })
      await mark.waitFor()
      await card.getByText('Once you have sent it', { exact: false }).waitFor()
      expect(await card.getByText('Replied', { exact: true }).count()).toBe(0)
      expect(await statusOf()).not.toBe('replied')
      expect(await pageWidth(page)).toBeLessThanOrEqual(width)
      await card.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${SHOTS}/messages-reply-${colorScheme}-${width}.png` })
      if (i === SCREENS.length - 1) {
        await mark.click()
        await toast(page, 'Message from Katherine Johnson marked as replied.')
        await card.getByText('Replied', { exact: true }).waitFor()
        await mark.waitFor({ state: 'detached' })
        expect(await statusOf()).toBe('replied')
      }
      await close()
      expectNoErrors(errors)
    }
  })

  test('a testimonial awaiting approval is approved in one click from the list', async () => {
    mkdirSync(SHOTS, { recursive: true })
    for (const { width, colorScheme } of SCREENS) {
      const name = unique('Grace Client')
      const created = await adminFetch('/admin/testimonials', {
        method: 'POST',
        body: JSON.stringify({
          name,
          position: 'Owner',
          company: 'Harbour Bakery',
          content: 'Our orders doubled after the new site went live.',
          rating: 5,
          approved: false,
          featured: false,
          is_active: true,
        }),
      })
      expect(created.status).toBe(201)
      const { id } = (await created.json()) as { id: number }
      const { page, errors, close } = await openAdminPage(browser(), { width, colorScheme })
      await gotoAdmin(page, `/admin/testimonials?q=${encodeURIComponent(name)}`, 'Testimonials')
      const approve = page.getByRole('button', { name: `Approve the testimonial from ${name}` })
      await approve.waitFor()
      const approved = async () =>
        ((await (await adminFetch(`/admin/testimonials/${id}`)).json()) as { approved: boolean }).approved
      expect(await approved()).toBe(false)
      expect(await pageWidth(page)).toBeLessThanOrEqual(width)
      await page.screenshot({ path: `${SHOTS}/testimonials-approve-${colorScheme}-${width}.png` })
      await approve.click()
      await toast(page, `The testimonial from ${name} was approved. It now shows on the home page.`)
      await approve.waitFor({ state: 'detached' })
      expect(await approved()).toBe(true)
      expect(await page.locator('text=Awaiting approval >> visible=true').count()).toBe(0)
      const pub = (await (await fetch(`${baseUrl()}/api/v1/testimonials`)).json()) as { id: number }[]
      expect(pub.map((t) => t.id)).toContain(id)
      await close()
      expectNoErrors(errors)
    }
  })
})
