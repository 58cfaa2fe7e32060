import { describe, expect, test } from 'vitest'

import { gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, useBrowser } from './support/browser.ts'
import { widestWhileScrolling } from './support/layout.ts'

// Looked at while building, kept out of the repository (docs/screenshots holds the shipped ones).
const SHOTS = process.env.FOLIO_SHOTS_DIR
const SCREENS = [
  { width: 1280, colorScheme: 'light' },
  { width: 375, colorScheme: 'dark' },
] as const

describe('Settings: API keys', () => {
  const browser = useBrowser()

  test('the owner creates a content key, sees it once, reads with it, and revokes it', async () => {
    for (const { width, colorScheme } of SCREENS) {
      const { page, errors, close } = await openAdminPage(browser(), { width, colorScheme })
      try {
        const name = unique('Static build')
        await gotoAdmin(page, '/admin/settings', 'Settings')
        await page.getByRole('textbox', { name: 'Name' }).fill(name)
        await page.getByRole('radio', { name: /Content/ }).check()
        await page.getByRole('button', { name: 'Create key' }).click()
        await page.getByText(`Copy “${name}” now: you won’t see this key again.`).waitFor()
        const key = await page.getByRole('textbox', { name: 'New API key' }).inputValue()
        expect(key).toMatch(/^[A-Za-z0-9_-]{32,}$/)
        const row = page.getByRole('list', { name: 'API keys' }).getByRole('listitem').filter({ hasText: name })
        await row.getByText('never used').waitFor()
        expect(await widestWhileScrolling(page), `/admin/settings at ${width} px`).toBeLessThanOrEqual(width)
        if (SHOTS) {
          await page.getByRole('heading', { name: 'API keys' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
          await page.screenshot({ path: `${SHOTS}/api-keys-${colorScheme}-${width}.png` })
        }

        // Another site reads the public API with it.
        const read = await fetch(`${baseUrl()}/api/v1/projects`, {
          headers: { authorization: `Bearer ${key}`, origin: 'https://elsewhere.example' },
        })
        expect(read.status).toBe(200)
        expect(read.headers.get('access-control-allow-origin')).toBe('*')

        // Shown once: after a reload only its last 4 characters are left.
        await gotoAdmin(page, '/admin/settings', 'Settings')
        await row.getByText(`…${key.slice(-4)}`).waitFor()
        expect(await page.getByText(key).count()).toBe(0)
        expect(await page.getByRole('textbox', { name: 'New API key' }).count()).toBe(0)

        await row.getByRole('button', { name: `Revoke ${name}` }).click()
        await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click()
        await toast(page, `“${name}” is revoked: it no longer works.`)
        expect(await row.count()).toBe(0)
        const refused = await fetch(`${baseUrl()}/api/v1/projects?key=${key}`)
        expect(refused.status).toBe(401)
        expectNoErrors(errors)
      } finally {
        await close()
      }
    }
  })
})
