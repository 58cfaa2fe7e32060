import { describe, expect, test } from 'vitest'

import { adminFetch, gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

// The names components/ui/named-icon.tsx draws, in its order: the pickers offer exactly these.
const ICONS = [
  'server',
  'layout',
  'smartphone',
  'users',
  'globe',
  'user-check',
  'layers',
  'folder-kanban',
  'code',
  'database',
  'cloud',
  'brain',
  'palette',
  'graduation-cap',
]

describe('site profile', () => {
  const browser = useBrowser()

  test(
    'the owner edits the profile section by section; a cleared required field is stopped, a new figure reaches the home page',
    { timeout: 180_000 },
    async () => {
      const before = await (await adminFetch('/admin/site')).json()
      const { page, errors, close } = await openAdminPage(browser())
      try {
        await gotoAdmin(page, '/admin/site', 'Site profile')
        // One section per entry of the side navigation.
        const nav = page.getByRole('navigation', { name: 'Sections' })
        for (const href of await nav.getByRole('link').evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
          expect(await page.locator(href!).count()).toBe(1)
        expect(await page.locator('#tf-0-icon option').allTextContents()).toEqual(ICONS)

        // A required field left empty: its message under it, a toast, nothing saved.
        const response = page.getByRole('textbox', { name: 'Response time' })
        await response.fill('')
        await page.getByRole('button', { name: 'Save profile' }).click()
        await page.getByText('Response time is required').waitFor()
        await toast(page, 'Please correct the highlighted fields.')
        expect((await (await adminFetch('/admin/site')).json()).response_time).toBe(before.response_time)

        // A new figure and a new response time, saved: the page reloads with the flash toast.
        const label = unique('Coffees')
        await response.fill('within 2 hours')
        const figures = before.stats.length
        await page.getByRole('button', { name: 'Add a figure' }).click()
        await page.getByRole('textbox', { name: `Figure ${figures + 1}` }).fill('42')
        await page.locator(`#st-${figures}-label`).fill(label)
        await page.getByRole('button', { name: 'Save profile' }).click()
        await toast(page, 'Site profile saved. The site shows the changes now.')
        const saved = await (await adminFetch('/admin/site')).json()
        expect(saved.stats.at(-1)).toEqual({ value: '42', label })
        expect(saved.response_time).toBe('within 2 hours')

        const visitor = await openPage(browser())
        await goto(visitor.page, '/')
        await visitor.page.getByText(label, { exact: true }).waitFor()
        expect(await visitor.page.getByText('Average response time: within 2 hours').count()).toBe(1)
        await visitor.close()
        expectNoErrors(visitor.errors)
      } finally {
        await adminFetch('/admin/site', { method: 'PUT', body: JSON.stringify(before) })
        await close()
      }
      expectNoErrors(errors)
    },
  )
})
