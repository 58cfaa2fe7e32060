import { mkdirSync } from 'node:fs'

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { adminFetch, gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

// API.md, Publishing. The server runs with PUBLISH_TICK_MS=500 (support/server.ts): the real
// clock, shortened by configuration, never faked.
const ZONE = 'Europe/Berlin'

/** Local date and time inputs (as the browser in ZONE shows them) for an instant. */
const localInputs = (page: Page, at: number) =>
  page.evaluate((ms) => {
    const d = new Date(ms)
    const pad = (n: number) => String(n).padStart(2, '0')
    return {
      date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
      time: `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
    }
  }, at)

const SHOTS = process.env.FOLIO_SHOTS_DIR ?? 'docs/screenshots'

const publicText = async (path: string) => (await fetch(`${baseUrl()}${path}`)).text()

describe('publishing', () => {
  const browser = useBrowser()

  test(
    'the owner schedules a post a few seconds ahead in the editor and it appears on /blogs by itself',
    { timeout: 240_000 },
    async () => {
      const { page, errors, close } = await openAdminPage(browser(), { timezoneId: ZONE })
      const title = unique('Scheduled launch')
      await gotoAdmin(page, '/admin/blog/create', 'New post')
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      await page.getByRole('textbox', { name: 'Content (Markdown)' }).fill('It is time.')
      await page.getByRole('textbox', { name: 'Excerpt' }).fill('Goes live by itself.')

      // A visitor's /blogs, seen (and cached by the server) before the post exists.
      const visitor = await openPage(browser())
      await goto(visitor.page, '/blogs')

      await page.getByRole('button', { name: 'Schedule…' }).click()
      await page.getByText(`Your time zone: ${ZONE}`).waitFor()
      // Far enough ahead for the checks below on a slow machine (they take a few seconds on an idle
      // one; the margin left is printed), near enough to wait for.
      const dueAt = Date.now() + 40_000
      const when = await localInputs(page, dueAt)
      await page.getByLabel('Date', { exact: true }).fill(when.date)
      await page.getByLabel('Time', { exact: true }).fill(when.time)
      await page.getByRole('button', { name: 'Schedule', exact: true }).click()
      await toast(page, new RegExp(`“${title}” scheduled for`))
      await page.waitForURL(/\/admin\/blog\/\d+\/edit$/)
      const status = page.getByTestId('post-status')
      await status.getByText('Scheduled', { exact: true }).waitFor()
      await status.getByText(/^Goes live /).waitFor()
      const slug = (await page.getByRole('textbox', { name: 'Slug' }).inputValue()).trim()
      const id = Number(/\/admin\/blog\/(\d+)\/edit$/.exec(page.url())![1])
      // Stored as UTC: the local time the owner chose, in their zone.
      const stored = (await (await adminFetch(`/admin/blogs/${id}`)).json()) as { published_at: string; status: string }
      expect(stored.status).toBe('scheduled')
      expect(Math.abs(Date.parse(stored.published_at) - dueAt)).toBeLessThan(1000)

      // The admin table says when.
      await gotoAdmin(page, '/admin/blog?status=scheduled', 'Blog')
      const row = page.getByRole('row').filter({ hasText: title })
      await row.getByText('Scheduled', { exact: true }).waitFor()

      // Not public yet, anywhere.
      expect(Date.now()).toBeLessThan(dueAt)
      await goto(visitor.page, '/blogs')
      expect(await visitor.page.getByRole('heading', { name: title }).count()).toBe(0)
      for (const path of ['/rss.xml', '/sitemap.xml', '/api/v1/blogs?sort=newest']) {
        expect(await publicText(path), path).not.toContain(slug)
      }
      const direct = await visitor.page.goto(`/blogs/${slug}`)
      await visitor.page.waitForURL(/\/blogs\?notice=post-not-found$/)
      expect(direct?.ok()).toBe(true)
      // Every check above ran before the post's time.
      expect(Date.now()).toBeLessThan(dueAt)
      console.info(`[publishing] the checks before its time left ${dueAt - Date.now()} ms to spare`)

      // Nobody touches anything: the visitor reloads /blogs until the post is there.
      await goto(visitor.page, '/blogs')
      await expect
        .poll(
          async () => {
            await visitor.page.reload()
            return visitor.page.getByRole('heading', { name: title }).count()
          },
          { timeout: dueAt - Date.now() + 30_000, interval: 1000 },
        )
        .toBe(1)
      console.info(`[publishing] on /blogs ${Date.now() - dueAt} ms after its time`)
      await goto(visitor.page, `/blogs/${slug}`)
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor()
      await goto(visitor.page, '/')
      await visitor.page.locator('section#blog').getByRole('heading', { name: title }).waitFor()
      for (const path of ['/rss.xml', '/sitemap.xml']) expect(await publicText(path), path).toContain(slug)

      // The editor shows it as published, with "Unpublish".
      await gotoAdmin(page, `/admin/blog/${id}/edit`, title)
      await status.getByText('Published', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Unpublish' }).click()
      await toast(page, `“${title}” unpublished: it is a draft again.`)
      await status.getByText('Draft', { exact: true }).waitFor()
      await page.getByRole('button', { name: 'Publish now' }).waitFor()
      expect((await adminFetch(`/blogs/${id}`, { method: 'DELETE', body: '{}' })).status).toBe(204)

      await visitor.close()
      await close()
      expectNoErrors(visitor.errors)
      expectNoErrors(errors)
    },
  )

  test('a preview link shows a draft to someone without a session, noindex and never cached; Revoke ends it', async () => {
    const title = unique('Draft for a client')
    const res = await adminFetch('/blogs', {
      method: 'POST',
      body: JSON.stringify({
        title,
        excerpt: 'Shared before it is live.',
        content_markdown: '## What we built\n\nA first look.',
        tags: ['Preview'],
        published: false,
      }),
    })
    const post = (await res.json()) as { id: number; slug: string }
    const { page, errors, close } = await openAdminPage(browser())
    await gotoAdmin(page, `/admin/blog/${post.id}/edit`, title)
    await page.getByRole('button', { name: 'Share preview' }).click()
    const input = page.getByRole('textbox', { name: 'Preview link' })
    await input.waitFor()
    const link = await input.inputValue()
    expect(link).toMatch(/\/preview\/[A-Za-z0-9_-]{43}$/)
    await page.getByText(/^Works until /).waitFor()
    await page.getByRole('button', { name: 'Copy', exact: true }).waitFor()

    // A fresh browser context: no session, no storage.
    const reader = await openPage(browser())
    const response = await reader.page.goto(link)
    expect(response?.status()).toBe(200)
    expect(response?.headers()['cache-control']).toBe('private, no-store')
    await reader.page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
    await reader.page.getByRole('heading', { level: 1, name: title }).waitFor()
    await reader.page.getByRole('heading', { level: 2, name: 'What we built' }).waitFor()
    // Issue 23: the page says it is a preview of a draft, in a status region.
    const notice = reader.page.getByRole('status').filter({ hasText: 'Preview — not published yet.' })
    expect(await notice.textContent()).toContain('A draft: only people with this link can see it')
    expect(await reader.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')
    // Still a draft for everyone else.
    expect((await fetch(`${baseUrl()}/api/v1/blogs/${post.slug}`)).status).toBe(404)

    await page.getByRole('button', { name: 'Revoke' }).click()
    await toast(page, 'Preview links revoked: they no longer open the post.')
    const gone = await reader.page.goto(link)
    expect(gone?.status()).toBe(404)
    await reader.page.getByRole('heading', { level: 1, name: 'This preview link does not work' }).waitFor()
    expect(await reader.page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex')

    await reader.close()
    await close()
    expectNoErrors(reader.errors.filter((e) => !/404 \(Not Found\)/.test(e)))
    expectNoErrors(errors)
  })

  test(
    'a preview link of a scheduled post says so, with the time it goes live in the reader’s zone, at 375 and 1280 px',
    { timeout: 180_000 },
    async () => {
      const goesLive = new Date(Date.now() + 3 * 24 * 3600_000)
      goesLive.setUTCHours(14, 30, 0, 0)
      const res = await adminFetch('/blogs', {
        method: 'POST',
        body: JSON.stringify({
          title: unique('Launch notes'),
          excerpt: 'What changes on launch day.',
          content_markdown: '## Launch day\n\nEverything we ship.',
          tags: ['Preview'],
          published: true,
          published_at: goesLive.toISOString(),
        }),
      })
      const post = (await res.json()) as { id: number; title: string; status: string; published_at: string }
      expect(post.status).toBe('scheduled')
      const link = (await (
        await adminFetch(`/admin/blogs/${post.id}/preview-link`, { method: 'POST', body: '{}' })
      ).json()) as { url: string }
      // What a reader in Berlin reads: their own date, time and zone.
      const format = (at: Date, timeZone: string) =>
        new Intl.DateTimeFormat('en-US', {
          weekday: 'short',
          month: 'short',
          day: 'numeric',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hourCycle: 'h23',
          timeZoneName: 'short',
          timeZone,
        }).format(at)
      const local = format(goesLive, ZONE)
      mkdirSync(SHOTS, { recursive: true })
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [375, 1280]) {
          const height = width < 400 ? 667 : 900
          const { page, errors, close } = await openPage(browser(), { width, height, colorScheme, timezoneId: ZONE })
          await goto(page, link.url)
          await page.getByRole('heading', { level: 1, name: post.title }).waitFor()
          // A status region (announced), on the first screen, with the scheduled time.
          const notice = page.getByRole('status').filter({ hasText: 'Preview — not published yet.' })
          await expect
            .poll(() => notice.textContent())
            .toBe(`Preview — not published yet. Scheduled to go live on ${local}.`)
          expect(await notice.locator('time').getAttribute('datetime')).toBe(goesLive.toISOString())
          const box = (await notice.boundingBox())!
          expect(box.y + box.height).toBeLessThanOrEqual(height)
          expect(box.width).toBeGreaterThan(0)
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
          await page.screenshot({ path: `${SHOTS}/preview-notice-${colorScheme}-${width}.png` })
          await close()
          expectNoErrors(errors)
        }
      }
      // Before the page is interactive (the server's HTML), the time is given in UTC.
      const html = await publicText(link.url)
      const shown = /Scheduled to go live on(?:<!-- -->)? <time dateTime="[^"]+"[^>]*>([^<]*)<\/time>/.exec(html)?.[1]
      expect(shown).toBe(format(goesLive, 'UTC'))
      expect((await adminFetch(`/blogs/${post.id}`, { method: 'DELETE', body: '{}' })).status).toBe(204)
    },
  )

  test(
    'screenshots of the editor’s schedule control, light and dark, 375 and 1280 px',
    { timeout: 180_000 },
    async () => {
      const res = await adminFetch('/blogs', {
        method: 'POST',
        body: JSON.stringify({
          title: 'Shipping a design system in six weeks',
          excerpt: 'What we kept, what we cut, and the one decision that saved the project.',
          content_markdown:
            'Six weeks is not long for a design system. We started with the ten components every screen used.\n\n## Start with tokens\n\nColours, spacing and type first.',
          tags: ['Design systems', 'Frontend'],
          published: false,
        }),
      })
      const post = (await res.json()) as { id: number; title: string }
      mkdirSync('docs/screenshots', { recursive: true })
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [375, 1280]) {
          const { page, errors, close } = await openAdminPage(browser(), {
            width,
            height: width < 400 ? 812 : 900,
            colorScheme,
            timezoneId: ZONE,
          })
          await gotoAdmin(page, `/admin/blog/${post.id}/edit`, post.title)
          await page.getByRole('button', { name: 'Schedule…' }).click()
          const panel = page.getByRole('group', { name: 'Schedule publication' })
          await panel.waitFor()
          await panel.scrollIntoViewIfNeeded()
          await page.evaluate(() =>
            document
              .querySelector('fieldset[id$="-schedule"]')
              ?.closest('section')
              ?.scrollIntoView({ block: 'center' }),
          )
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
          await page.screenshot({ path: `docs/screenshots/editor-schedule-${colorScheme}-${width}.png` })
          await close()
          expectNoErrors(errors)
        }
      }
    },
  )
})
