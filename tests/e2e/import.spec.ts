import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { adminFetch, gotoAdmin, openAdminPage, toast } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, useBrowser } from './support/browser.ts'
import { widestWhileScrolling } from './support/layout.ts'

const SHOTS = 'docs/screenshots'
const WXR = join(import.meta.dirname, '../fixtures/import/wordpress/wxr-simple.xml')
const SCREENS = [
  { width: 375, colorScheme: 'light' },
  { width: 1280, colorScheme: 'light' },
  { width: 375, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'dark' },
] as const

describe('Settings: Import and export', () => {
  const browser = useBrowser()

  test('the owner uploads a WordPress export, reads the dry run, imports, opens the post and its old address', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const { page, errors, close } = await openAdminPage(browser(), { width: 1280, colorScheme: 'light' })
    try {
      await gotoAdmin(page, '/admin/settings', 'Settings')
      await page.getByLabel(/^Export file/).setInputFiles(WXR)
      await page.getByRole('button', { name: 'Dry run' }).click()
      await page.getByRole('heading', { name: /Dry run: what the import would do \(WordPress\)/ }).waitFor()
      await page.getByRole('button', { name: 'Import', exact: true }).click()
      await toast(page, 'Import done')
      await page.getByRole('heading', { name: /^Imported \(WordPress\)/ }).waitFor()
      // The post under its new address (a suffix if a post of this site already took the slug).
      const found = (await (await adminFetch('/blogs?limit=5&search=Robert%20Frost')).json()) as {
        posts: { slug: string }[]
      }
      const slug = found.posts[0]!.slug
      await page.goto(`${baseUrl()}/blogs/${slug}`)
      await page.getByRole('heading', { level: 1, name: '"The Road Not Taken" by Robert Frost' }).waitFor()
      // Its old WordPress address answers 301 to it.
      const old = await fetch(`${baseUrl()}/?p=10`, { redirect: 'manual' })
      expect(old.status).toBe(301)
      expect(old.headers.get('location')).toBe(`/blogs/${slug}`)
      expectNoErrors(errors)
    } finally {
      await close()
    }

    for (const { width, colorScheme } of SCREENS) {
      const shot = await openAdminPage(browser(), { width, colorScheme })
      try {
        await gotoAdmin(shot.page, '/admin/settings', 'Settings')
        await shot.page.getByLabel(/^Export file/).setInputFiles(WXR)
        await shot.page.getByRole('button', { name: 'Dry run' }).click()
        await shot.page.getByRole('heading', { name: /Dry run: what the import would do/ }).waitFor()
        expect(await widestWhileScrolling(shot.page), `/admin/settings at ${width} px`).toBeLessThanOrEqual(width)
        await shot.page
          .getByRole('heading', { name: 'Import and export' })
          .evaluate((el) => el.scrollIntoView({ block: 'start' }))
        await shot.page.screenshot({ path: `${SHOTS}/admin-import-${colorScheme}-${width}.png` })
        expectNoErrors(shot.errors)
      } finally {
        await shot.close()
      }
    }
  })
})
