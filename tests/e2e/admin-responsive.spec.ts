import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { adminFetch, gotoAdmin, openAdminPage, toast, toastGone, unique } from './admin-fixtures.ts'
import { expectNoErrors, useBrowser } from './support/browser.ts'
import { fieldFontSizes } from './support/layout.ts'

const box = async (locator: ReturnType<Page['locator']>) => {
  const b = await locator.boundingBox()
  if (!b) throw new Error('not on screen')
  return b
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

describe('admin forms on a phone and a desktop', () => {
  const browser = useBrowser()

  for (const width of [375, 1280]) {
    test(`at ${width} px a save's toast stays clear of the save bar's button and leaves on time`, async () => {
      const created = await adminFetch('/blogs', {
        method: 'POST',
        body: JSON.stringify({ title: unique('Toast place'), content_markdown: 'Body.\n', published: false }),
      })
      expect(created.status).toBe(201)
      const post = (await created.json()) as { id: number; title: string }
      const { page, errors, close } = await openAdminPage(browser(), { width, height: width < 400 ? 812 : 900 })
      await gotoAdmin(page, `/admin/blog/${post.id}/edit`, post.title)
      const save = page.getByRole('button', { name: 'Save changes' })
      await page.getByRole('textbox', { name: 'Excerpt' }).fill('Changed.')
      // A mouse click: the pointer stays on the button afterwards.
      await save.click()
      const message = `“${post.title}” saved`
      await toast(page, message)
      const shown = page.locator('[data-sonner-toast]').filter({ hasText: message }).first()
      // Once it has slid in (sonner marks it mounted), it does not cover the button.
      await page.waitForFunction((el) => el?.getAttribute('data-mounted') === 'true', await shown.elementHandle())
      const [t, b] = [await box(shown), await box(save)]
      expect(overlaps(t, b), `toast ${JSON.stringify(t)} over the button ${JSON.stringify(b)}`).toBe(false)
      expect(t.y + t.height).toBeLessThanOrEqual(b.y)
      // The pointer is on the button, not on the toast: its timer runs and it goes.
      await toastGone(page, message)
      await close()
      expectNoErrors(errors)
    })
  }

  test('admin text fields are 16 px at least on a phone', async () => {
    const created = await adminFetch('/blogs', {
      method: 'POST',
      body: JSON.stringify({ title: unique('Field size'), content_markdown: 'Body.\n', tags: ['One'] }),
    })
    const post = (await created.json()) as { id: number; title: string }
    const { page, errors, close } = await openAdminPage(browser(), { width: 375, height: 812 })
    const small: string[] = []
    let fields = 0
    for (const [path, heading] of [
      [`/admin/blog/${post.id}/edit`, post.title],
      ['/admin/blog/create', /./],
      ['/admin/projects/create', /./],
      ['/admin/projects', 'Projects'],
      ['/admin/site', /./],
      ['/admin/testimonials/requests', 'Testimonial requests'],
    ] as const) {
      await gotoAdmin(page, path, heading)
      for (const { field, size } of await fieldFontSizes(page)) {
        fields++
        if (size < 16) small.push(`${path} ${field}: ${size} px`)
      }
    }
    expect(fields).toBeGreaterThanOrEqual(25)
    expect(small, small.join('\n')).toEqual([])
    await close()
    expectNoErrors(errors)
  })
})
