import { mkdirSync } from 'node:fs'

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { adminFetch, apiLogin, audit, expectUrl, gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

const SHOTS = process.env.FOLIO_SHOTS_DIR ?? 'docs/screenshots'
const SCREENS = [375, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
)
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

describe('pages and tags (docs/api/owners-site.md)', () => {
  const browser = useBrowser()

  test(
    'the owner writes an About page and puts it in the navigation; a visitor finds it there',
    { timeout: 180_000 },
    async () => {
      // The reserved slug's 422 is logged by the browser as a failed request: expected here.
      const { page, errors, close } = await openAdminPage(browser(), { allowErrors: [/status of 422/] })
      let id: number | undefined
      try {
        await gotoAdmin(page, '/admin/pages', 'Pages')
        await page.getByRole('link', { name: 'New page' }).first().click()
        await page.getByRole('heading', { level: 1, name: 'New page' }).waitFor()
        await page.getByRole('textbox', { name: 'Title', exact: true }).fill('About')
        await page.getByRole('textbox', { name: 'Content (Markdown)' }).fill('## Hello\n\nI build **calm** web apps.')
        // A slug the site uses itself: refused, said under the field, nothing saved.
        await page.getByRole('textbox', { name: 'Slug' }).fill('projects')
        await page.getByRole('button', { name: 'Save page' }).click()
        await page.getByText('This address is used by the site itself; choose another slug').first().waitFor()
        expect((await (await adminFetch('/admin/pages')).json()).length).toBe(0)

        await page.getByRole('textbox', { name: 'Slug' }).fill('')
        await page.getByRole('checkbox', { name: /^Show in the navigation/ }).check()
        // The post editor's publishing controls: "Publish now" saves the new page as published.
        await page.getByRole('button', { name: 'Publish now' }).click()
        await toast(page, '“About” published.')
        await page.getByRole('heading', { level: 1, name: 'About' }).waitFor()
        const [saved] = await (await adminFetch('/admin/pages')).json()
        id = saved.id
        expectUrl(page, `/admin/pages/${id}/edit`)
        expect(saved).toMatchObject({ title: 'About', slug: 'about', published: true, show_in_nav: true })

        const visitor = await openPage(browser())
        await goto(visitor.page, '/')
        const link = visitor.page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' })
        await link.click()
        await visitor.page.getByRole('heading', { level: 1, name: 'About' }).waitFor()
        expectUrl(visitor.page, '/about')
        await visitor.page.getByText('I build calm web apps.').waitFor()
        expect(await link.getAttribute('aria-current')).toBe('page')
        expect(await visitor.page.title()).toMatch(/^About \| /)
        await visitor.close()
        expectNoErrors(visitor.errors)
      } finally {
        if (id) await adminFetch(`/admin/pages/${id}`, { method: 'DELETE', body: '{}' })
        await close()
      }
      expectNoErrors(errors)
    },
  )

  test(
    'the owner schedules a page: not public before its time, then live by itself; History restores its words',
    { timeout: 180_000 },
    async () => {
      const { page, errors, close } = await openAdminPage(browser())
      const title = unique('Now page')
      let id: number | undefined
      try {
        await gotoAdmin(page, '/admin/pages/create', 'New page')
        await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
        await page.getByRole('textbox', { name: 'Content (Markdown)' }).fill('What I am doing now: writing.')
        await page.getByRole('checkbox', { name: /^Show in the navigation/ }).check()
        await page.getByRole('button', { name: 'Schedule…' }).click()
        // Far enough ahead for the checks below on a slow machine, near enough to wait for.
        const dueAt = Date.now() + 30_000
        const when = await page.evaluate((ms) => {
          const d = new Date(ms)
          const pad = (n: number) => String(n).padStart(2, '0')
          return {
            date: `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`,
            time: `${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`,
          }
        }, dueAt)
        await page.getByLabel('Date', { exact: true }).fill(when.date)
        await page.getByLabel('Time', { exact: true }).fill(when.time)
        await page.getByRole('button', { name: 'Schedule', exact: true }).click()
        await toast(page, new RegExp(`“${title}” scheduled for`))
        await page.waitForURL(/\/admin\/pages\/\d+\/edit$/)
        id = Number(/\/admin\/pages\/(\d+)\/edit$/.exec(page.url())![1])
        await page.getByTestId('post-status').getByText('Scheduled', { exact: true }).waitFor()
        const saved = await (await adminFetch(`/admin/pages/${id}`)).json()
        expect(saved).toMatchObject({ status: 'scheduled', published: true, show_in_nav: true })
        expect(Math.abs(Date.parse(saved.published_at) - dueAt)).toBeLessThan(1000)

        // Before its time: 404 at its address, not in the header, not in the sitemap.
        expect(Date.now()).toBeLessThan(dueAt)
        const fetchText = async (path: string) => {
          const res = await fetch(`${baseUrl()}${path}`)
          return { status: res.status, body: await res.text() }
        }
        expect((await fetchText(`/${saved.slug}`)).status).toBe(404)
        expect((await fetchText('/sitemap.xml')).body).not.toContain(`/${saved.slug}<`)
        expect((await fetchText('/')).body).not.toContain(`href="/${saved.slug}"`)

        // An edit, then History: restore the first version's words; the schedule stays.
        await page.getByRole('textbox', { name: 'Content (Markdown)' }).fill('Now: gardening.')
        await page.getByRole('button', { name: 'Save changes' }).click()
        await toast(page, new RegExp(`“${title}” saved \\(scheduled\\)`))
        await page.getByRole('button', { name: 'Open history' }).click()
        const drawer = page.getByRole('dialog', { name: 'History' })
        await drawer.getByText('2 saved versions').waitFor()
        await drawer.getByRole('navigation', { name: 'Saved versions' }).getByRole('button').last().click()
        const selected = drawer.getByRole('region', { name: 'Selected version' })
        await selected.getByRole('button', { name: 'Restore this version' }).click()
        const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' })
        await confirm.getByText(/The page stays scheduled for /).waitFor()
        await confirm.getByRole('button', { name: 'Restore' }).click()
        await toast(page, /^Restored the words of the version of /)
        await expect
          .poll(() => page.getByRole('textbox', { name: 'Content (Markdown)' }).inputValue())
          .toBe('What I am doing now: writing.')

        // At its time it is live by itself: served, in the header.
        await expect
          .poll(async () => (await fetchText(`/${saved.slug}`)).status, { timeout: 60_000, interval: 500 })
          .toBe(200)
        expect((await fetchText(`/${saved.slug}`)).body).toContain('What I am doing now: writing.')
        await expect
          .poll(async () => (await fetchText('/')).body, { timeout: 10_000, interval: 250 })
          .toContain(`href="/${saved.slug}"`)
      } finally {
        if (id) await adminFetch(`/admin/pages/${id}`, { method: 'DELETE', body: '{}' })
        await close()
      }
      expectNoErrors(errors)
    },
  )

  test('the owner merges one tag into another from the Tags screen', { timeout: 120_000 }, async () => {
    const tag = unique('Reactjs').replace(/\s+/g, '-')
    const into = unique('React').replace(/\s+/g, '-')
    const made: number[] = []
    for (const tags of [[tag, 'Frontend'], [tag, into], [into]]) {
      const res = await adminFetch('/blogs', {
        method: 'POST',
        body: JSON.stringify({ title: unique('Tagged post'), content_markdown: 'x', tags, published: false }),
      })
      made.push((await res.json()).id)
    }
    const { page, errors, close } = await openAdminPage(browser())
    try {
      await gotoAdmin(page, '/admin/tags', 'Tags')
      await page
        .getByRole('button', { name: `Rename ${tag}` })
        .first()
        .click()
      const input = page.getByRole('textbox', { name: `New name for ${tag}` }).first()
      await input.fill(into)
      await page.getByText(`Merges into “${into}” (2 posts).`).first().waitFor()
      await page.getByRole('button', { name: 'Merge' }).first().click()
      await toast(page, `“${tag}” was merged into “${into}”.`)
      const list = (await (await adminFetch('/admin/tags')).json()) as { name: string; count: number }[]
      expect(list.find((t) => t.name === tag)).toBeUndefined()
      expect(list.find((t) => t.name === into)).toEqual({ name: into, count: 3 })
      const tagsOf = async (id: number) => (await (await adminFetch(`/admin/blogs/${id}`)).json()).tags
      expect(await tagsOf(made[0]!)).toEqual([into, 'Frontend'])
      expect(await tagsOf(made[1]!)).toEqual([into])
    } finally {
      for (const id of made) await adminFetch(`/blogs/${id}`, { method: 'DELETE', body: '{}' })
      await close()
    }
    expectNoErrors(errors)
  })

  test('screenshots of the pages list, the page editor and the tags screen', { timeout: 240_000 }, async () => {
    mkdirSync(SHOTS, { recursive: true })
    const made: number[] = []
    const pages: number[] = []
    for (const [title, published, nav] of [
      ['About', true, true],
      ['Services', true, true],
      ['Uses', false, false],
    ] as const) {
      const res = await adminFetch('/admin/pages', {
        method: 'POST',
        body: JSON.stringify({
          title,
          content_markdown: `## ${title}\n\nWhat I offer, how I work and what it costs.\n\n- One\n- Two`,
          published,
          show_in_nav: nav,
          meta_description: `${title} — the owner's page.`,
        }),
      })
      pages.push((await res.json()).id)
    }
    for (const tags of [['APIs', 'TypeScript'], ['APIs'], ['Databases']]) {
      const res = await adminFetch('/blogs', {
        method: 'POST',
        body: JSON.stringify({ title: unique('Shot post'), content_markdown: 'x', tags, published: false }),
      })
      made.push((await res.json()).id)
    }
    try {
      for (const { width, colorScheme } of SCREENS) {
        const { page, errors, close } = await openAdminPage(browser(), { width, colorScheme })
        await gotoAdmin(page, '/admin/pages', 'Pages')
        await page.getByRole('link', { name: 'Services' }).first().waitFor()
        expect(await pageWidth(page), `/admin/pages at ${width}`).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${SHOTS}/admin-pages-${colorScheme}-${width}.png` })

        await gotoAdmin(page, `/admin/pages/${pages[0]}/edit`, 'About')
        // The preview beside the Markdown on wide screens, rendered by the server.
        if (width > 1000) await page.getByRole('heading', { level: 2, name: 'About', exact: true }).waitFor()
        expect(await pageWidth(page), `page editor at ${width}`).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${SHOTS}/admin-page-editor-${colorScheme}-${width}.png` })
        // Below the text: the address, search fields and the publishing and navigation switches.
        await page.getByRole('heading', { name: 'Address' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
        await page.evaluate(() => window.scrollBy(0, -80))
        await page.screenshot({ path: `${SHOTS}/admin-page-settings-${colorScheme}-${width}.png` })

        await gotoAdmin(page, '/admin/tags', 'Tags')
        await page.getByRole('button', { name: 'Rename APIs' }).click()
        await page.getByRole('textbox', { name: 'New name for APIs' }).fill('API Design')
        await page.getByText(/^Merges into “API Design”/).waitFor()
        expect(await pageWidth(page), `/admin/tags at ${width}`).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${SHOTS}/admin-tags-${colorScheme}-${width}.png` })
        await close()
        expectNoErrors(errors)
      }
    } finally {
      for (const id of made) await adminFetch(`/blogs/${id}`, { method: 'DELETE', body: '{}' })
      for (const id of pages) await adminFetch(`/admin/pages/${id}`, { method: 'DELETE', body: '{}' })
    }
  })

  test('the new screens pass axe-core (WCAG 2.2 AA) in both themes', { timeout: 180_000 }, async () => {
    const made = await (
      await adminFetch('/admin/pages', {
        method: 'POST',
        body: JSON.stringify({ title: unique('Audited page'), content_markdown: '## Hi', published: true }),
      })
    ).json()
    const post = await (
      await adminFetch('/blogs', {
        method: 'POST',
        body: JSON.stringify({ title: unique('Audited post'), content_markdown: 'x', tags: ['audited'] }),
      })
    ).json()
    const tokens = await apiLogin()
    const report: string[] = []
    try {
      for (const colorScheme of ['light', 'dark'] as const) {
        // axe is injected as an inline script, which the site's CSP rightly refuses: bypassCSP.
        const context = await browser().newContext({
          baseURL: baseUrl(),
          colorScheme,
          reducedMotion: 'reduce',
          bypassCSP: true,
        })
        await context.addInitScript((t) => {
          localStorage.setItem('auth_token', t.access_token)
          localStorage.setItem('auth_refresh_token', t.refresh_token)
        }, tokens)
        const page = await context.newPage()
        for (const [path, heading] of [
          ['/admin/pages', 'Pages'],
          ['/admin/pages/create', 'New page'],
          [`/admin/pages/${made.id}/edit`, made.title],
          ['/admin/tags', 'Tags'],
        ] as const) {
          await gotoAdmin(page, path, heading)
          for (const v of await audit(page)) report.push(`${path} (${colorScheme}): ${v}`)
        }
        // The rename form open, with its merge hint.
        await page.getByRole('button', { name: 'Rename audited' }).click()
        await page.getByRole('textbox', { name: 'New name for audited' }).fill('')
        await page.getByRole('button', { name: 'Rename', exact: true }).click()
        await page.getByText('Tag name is required').waitFor()
        for (const v of await audit(page)) report.push(`/admin/tags, rename form (${colorScheme}): ${v}`)
        await context.close()
      }
    } finally {
      await adminFetch(`/admin/pages/${made.id}`, { method: 'DELETE', body: '{}' })
      await adminFetch(`/blogs/${post.id}`, { method: 'DELETE', body: '{}' })
    }
    expect(report, report.join('\n\n')).toEqual([])
  })
})
