import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { adminFetch, gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

interface Post {
  id: number
  slug: string
  title: string
}

const createPost = async (body: Record<string, unknown>): Promise<Post> => {
  const res = await adminFetch('/blogs', { method: 'POST', body: JSON.stringify({ published: true, ...body }) })
  expect(res.status).toBe(201)
  return (await res.json()) as Post
}

const content = (page: Page) => page.getByRole('textbox', { name: 'Content (Markdown)' })
const titleBox = (page: Page) => page.getByRole('textbox', { name: 'Title', exact: true })

/** Changes the title and body in the editor and saves; waits for the saved toast. */
const saveVersion = async (page: Page, title: string, body: string) => {
  await titleBox(page).fill(title)
  await content(page).fill(body)
  // By keyboard: the previous save's toast may sit over the save bar.
  await page.getByRole('button', { name: 'Save changes' }).press('Enter')
  await toast(page, `“${title}” saved`)
}

const draftKey = (id: number | string) => `folio:draft:post:${id}`

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * axe-core's WCAG 2.2 AA rules on the open page, one line per violation. Evaluated through the
 * DevTools protocol, which the site's strict CSP (no inline scripts) does not apply to.
 */
const axeViolations = async (page: Page) => {
  await page.evaluate(AXE)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
  })
}

describe('post and project history, post autosave', () => {
  const browser = useBrowser()

  test(
    'the owner edits a post three times, sees what changed in History, and restores the first version',
    { timeout: 240_000 },
    async () => {
      const first = {
        title: unique('History first'),
        content_markdown: 'The first version says hello to the garden.\n',
      }
      const post = await createPost({ ...first, excerpt: 'History journey.' })
      const { page, errors, close } = await openAdminPage(browser())
      await gotoAdmin(page, `/admin/blog/${post.id}/edit`, first.title)

      const versions = [2, 3, 4].map((n) => ({
        title: `${first.title} v${n}`,
        body: `Version ${n} says goodbye to the orchard.\n`,
      }))
      for (const v of versions) await saveVersion(page, v.title, v.body)

      await page.getByRole('button', { name: 'Open history' }).click()
      const drawer = page.getByRole('dialog', { name: 'History' })
      await drawer.getByText('4 saved versions').waitFor()
      const entries = drawer.getByRole('navigation', { name: 'Saved versions' }).getByRole('button')
      expect(await entries.count()).toBe(4)
      // Newest first: the last save on top, the first version at the bottom, each with who and when.
      await expect.poll(() => entries.first().innerText()).toContain(versions[2]!.title)
      expect(await entries.last().innerText()).toContain(first.title)
      expect(await entries.last().innerText()).toMatch(/by .+/)

      await entries.last().click()
      const selected = drawer.getByRole('region', { name: 'Selected version' })
      await selected.getByRole('heading', { name: /^Version of / }).waitFor()
      await selected.locator('del').first().waitFor()
      // The words changed in the Markdown: the first version's words struck, the current ones inserted.
      const removed = await selected.locator('del').allInnerTexts()
      const added = await selected.locator('ins').allInnerTexts()
      expect(removed.join(' ')).toContain('hello')
      expect(removed.join(' ')).toContain('garden')
      expect(added.join(' ')).toContain('goodbye')
      expect(added.join(' ')).toContain('orchard')
      await selected.getByText('Content', { exact: true }).waitFor()

      await selected.getByRole('button', { name: 'Restore this version' }).click()
      await page
        .getByRole('alertdialog', { name: 'Restore this version?' })
        .getByRole('button', { name: 'Restore' })
        .click()
      await toast(page, /^Restored the words of the version of /)
      await expect.poll(() => titleBox(page).inputValue()).toBe(first.title)
      expect(await content(page).inputValue()).toBe(first.content_markdown)
      await page.getByRole('heading', { level: 1, name: first.title }).waitFor()

      // The restore is a new version on top of the history.
      await page.getByRole('button', { name: 'Open history' }).click()
      await drawer.getByText('5 saved versions').waitFor()
      expect(await entries.first().innerText()).toContain(first.title)
      // Reopened, it shows the version before the restore (the last edit) against the restored one.
      await selected.locator('ins').first().waitFor()
      expect((await selected.locator('ins').allInnerTexts()).join(' ')).toContain('garden')
      await page.keyboard.press('Escape')

      const visitor = await openPage(browser())
      await goto(visitor.page, `/blogs/${post.slug}`)
      await visitor.page.getByRole('heading', { level: 1, name: first.title }).waitFor()
      await visitor.page.getByText('The first version says hello to the garden.').waitFor()
      await visitor.close()
      await close()
      expectNoErrors(visitor.errors)
      expectNoErrors(errors)
    },
  )

  test(
    'restoring the draft first version of a live post keeps it public with its date, and History says so',
    { timeout: 180_000 },
    async () => {
      const draft = { title: unique('Draft words'), content_markdown: 'The draft words.\n', excerpt: 'Draft.' }
      const post = await createPost({ ...draft, published: false })
      const live = await adminFetch(`/blogs/${post.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          ...draft,
          slug: post.slug,
          title: unique('Live words'),
          content_markdown: 'The live words.\n',
          published: true,
        }),
      })
      expect(live.status).toBe(200)
      const { title: liveTitle, published_at: liveSince } = (await live.json()) as Post & { published_at: string }

      const { page, errors, close } = await openAdminPage(browser())
      await gotoAdmin(page, `/admin/blog/${post.id}/edit`, liveTitle)
      await page.getByRole('button', { name: 'Open history' }).click()
      const drawer = page.getByRole('dialog', { name: 'History' })
      const selected = drawer.getByRole('region', { name: 'Selected version' })
      // The draft version differs in Published too: marked as a field a restore leaves alone.
      await selected.locator('del').first().waitFor()
      const label = (name: RegExp) => selected.locator('dl > div > dt').filter({ hasText: name })
      expect(await label(/^Published/).innerText()).toMatch(/not restored, stays as it is now/i)
      expect(await label(/^Title/).innerText()).not.toMatch(/not restored/i)

      await selected.getByRole('button', { name: 'Restore this version' }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' })
      expect(await confirm.innerText()).toMatch(
        /Restores the words of the version of .+\. The post stays published, dated /,
      )
      await confirm.getByRole('button', { name: 'Restore' }).click()
      await toast(page, /^Restored the words of the version of .+\. The post stays published, dated /)
      await expect.poll(() => titleBox(page).inputValue()).toBe(draft.title)
      // Still live, with its first publication date.
      const saved = (await (await adminFetch(`/admin/blogs/${post.id}`)).json()) as Record<string, unknown>
      expect(saved).toMatchObject({ title: draft.title, status: 'published', published_at: liveSince })
      await close()
      expectNoErrors(errors)

      const visitor = await openPage(browser())
      const res = await goto(visitor.page, `/blogs/${post.slug}`)
      expect(res?.status()).toBe(200)
      await visitor.page.getByRole('heading', { level: 1, name: draft.title }).waitFor()
      await visitor.close()
      expectNoErrors(visitor.errors)
    },
  )

  test(
    'a project shows its changed fields as before → after and restores an earlier version',
    { timeout: 180_000 },
    async () => {
      const base = {
        title: unique('History project'),
        description: '<p>Built for a bakery.</p>',
        short_description: 'A bakery site',
        technologies: ['TypeScript'],
        category: 'frontend',
        project_type: 'client',
        complexity_score: 4,
        is_active: true,
      }
      const created = await adminFetch('/admin/projects', { method: 'POST', body: JSON.stringify(base) })
      expect(created.status).toBe(201)
      const project = (await created.json()) as { id: number; slug: string }
      const changed = { ...base, slug: project.slug, category: 'backend', complexity_score: 8, technologies: ['Go'] }
      const res = await adminFetch(`/admin/projects/${project.id}/update`, {
        method: 'PUT',
        body: JSON.stringify(changed),
      })
      expect(res.status).toBe(200)

      const { page, errors, close } = await openAdminPage(browser())
      await gotoAdmin(page, `/admin/projects/${project.id}/edit`, base.title)
      await page.getByRole('button', { name: 'Open history' }).click()
      const drawer = page.getByRole('dialog', { name: 'History' })
      const selected = drawer.getByRole('region', { name: 'Selected version' })
      // Wide screens open on the version before the latest save.
      await selected.locator('del').first().waitFor()
      const field = (label: string) =>
        selected.locator('dl > div').filter({ has: page.getByText(label, { exact: true }) })
      expect(await field('Category').innerText()).toMatch(/Frontend[\s\S]*Backend/)
      expect(await field('Complexity').locator('del').innerText()).toContain('4')
      expect(await field('Complexity').locator('ins').innerText()).toContain('8')
      expect(await field('Technologies').innerText()).toMatch(/TypeScript[\s\S]*Go/)
      expect(await selected.locator('dl > div').count()).toBe(3)

      await selected.getByRole('button', { name: 'Restore this version' }).click()
      await page
        .getByRole('alertdialog', { name: 'Restore this version?' })
        .getByRole('button', { name: 'Restore' })
        .click()
      await toast(page, /^Restored the words of the version of /)
      await expect.poll(() => page.getByRole('combobox', { name: 'Category' }).inputValue()).toBe('frontend')
      const saved = (await (await adminFetch(`/admin/projects/${project.id}`)).json()) as Record<string, unknown>
      expect(saved).toMatchObject({ category: 'frontend', complexity_score: 4, technologies: ['TypeScript'] })
      await close()
      expectNoErrors(errors)
    },
  )

  test(
    'typing is saved in the browser; after a reload without saving the owner recovers it',
    { timeout: 180_000 },
    async () => {
      const post = await createPost({ title: unique('Autosave'), content_markdown: 'Saved on the server.\n' })
      const { page, errors, close } = await openAdminPage(browser())
      await gotoAdmin(page, `/admin/blog/${post.id}/edit`, post.title)
      const typed = 'Saved on the server.\n\nA paragraph typed but never saved.\n'
      await content(page).fill(typed)
      await page.getByRole('textbox', { name: 'Excerpt' }).fill('An excerpt typed too.')
      await page.waitForFunction((key) => localStorage.getItem(key)?.includes('never saved'), draftKey(post.id))

      // Leaving inside the app asks first.
      await page.getByRole('link', { name: 'Blog', exact: true }).first().click()
      const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' })
      await leave.waitFor()
      await leave.getByRole('button', { name: 'Stay on this page' }).click()

      // Closing or reloading the tab asks the browser's own question (beforeunload).
      const asked: string[] = []
      page.on('dialog', (d) => {
        asked.push(d.type())
        void d.accept()
      })
      await page.reload()
      expect(asked).toEqual(['beforeunload'])
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
      const offer = page.getByRole('region', { name: 'Unsaved changes' })
      await offer.getByText(/^Recover unsaved changes from .+\?$/).waitFor({ timeout: 15_000 })
      expect(await content(page).inputValue()).toBe('Saved on the server.\n')
      await offer.getByRole('button', { name: 'Recover' }).click()
      await expect.poll(() => content(page).inputValue()).toBe(typed)
      expect(await page.getByRole('textbox', { name: 'Excerpt' }).inputValue()).toBe('An excerpt typed too.')

      // A successful save forgets the draft: a reload offers nothing.
      await page.getByRole('button', { name: 'Save changes' }).click()
      await toast(page, `“${post.title}” saved`)
      await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), draftKey(post.id))).toBeNull()
      await goto(page, `/admin/blog/${post.id}/edit`)
      await page.getByRole('heading', { level: 1, name: post.title }).waitFor()
      expect(await content(page).inputValue()).toBe(typed)
      expect(await page.getByRole('region', { name: 'Unsaved changes' }).count()).toBe(0)

      // Discard forgets a draft too.
      await content(page).fill(`${typed}\nOne more line.\n`)
      await page.waitForFunction((key) => localStorage.getItem(key)?.includes('One more'), draftKey(post.id))
      await page.reload()
      await offer.getByRole('button', { name: 'Discard' }).click()
      expect(await page.evaluate((key) => localStorage.getItem(key), draftKey(post.id))).toBeNull()
      expect(await content(page).inputValue()).toBe(typed)
      await close()
      expectNoErrors(errors)
    },
  )

  test(
    'screenshots of the history panel with a diff open, light and dark, 375 and 1280 px',
    { timeout: 240_000 },
    async () => {
      const title = 'Designing a calm onboarding flow'
      const v1 = `Most onboarding flows ask for too much, too early. A new user wants to see the product work before they hand over their details.

## Start with one task

Pick the single task that shows the value of the product and let people finish it in under a minute. Everything else can wait.

## Ask later

Settings, invitations and profile photos belong after the first success, not before it.
`
      const v2 = `Most onboarding flows ask for too much, too soon. A new user wants to see the product work before they share anything about themselves.

## Start with one task

Pick the one task that shows what the product is for and let people finish it in under two minutes. Everything else can wait until they come back.

## Ask later

Settings, invitations and profile photos belong after the first success.
`
      const slug = `calm-onboarding-${Date.now().toString(36)}`
      const post = await createPost({ title: 'Calm onboarding', slug, content_markdown: v1, excerpt: 'Less is more.' })
      const res = await adminFetch(`/blogs/${post.id}`, {
        method: 'PUT',
        body: JSON.stringify({
          title,
          slug: post.slug,
          content_markdown: v2,
          excerpt: 'Less, later.',
          published: true,
          tags: ['UX'],
        }),
      })
      expect(res.status).toBe(200)
      mkdirSync('docs/screenshots', { recursive: true })
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const width of [375, 1280]) {
          const { page, errors, close } = await openAdminPage(browser(), {
            width,
            height: width < 400 ? 812 : 900,
            colorScheme,
          })
          await gotoAdmin(page, `/admin/blog/${post.id}/edit`, title)
          await page.getByRole('button', { name: 'Open history' }).click()
          const drawer = page.getByRole('dialog', { name: 'History' })
          await drawer.getByText('2 saved versions').waitFor()
          // Phones show the list first: open the older version.
          if (width < 768)
            await drawer.getByRole('navigation', { name: 'Saved versions' }).getByRole('button').last().click()
          const selected = drawer.getByRole('region', { name: 'Selected version' })
          await selected.locator('ins').first().waitFor()
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
          await page.screenshot({ path: `docs/screenshots/editor-history-${colorScheme}-${width}.png` })
          // The open panel passes axe-core's WCAG 2.2 AA rules (contrast of the marks included).
          expect(await axeViolations(page)).toEqual([])
          await close()
          expectNoErrors(errors)
        }
      }
    },
  )
})
