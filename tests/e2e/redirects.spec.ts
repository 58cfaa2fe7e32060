import { mkdirSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { adminFetch, gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, useBrowser } from './support/browser.ts'
import { widestWhileScrolling } from './support/layout.ts'

const SHOTS = 'docs/screenshots'
const SCREENS = [
  { width: 375, colorScheme: 'light' },
  { width: 1280, colorScheme: 'light' },
  { width: 375, colorScheme: 'dark' },
  { width: 1280, colorScheme: 'dark' },
] as const

describe('Settings: Redirects', () => {
  const browser = useBrowser()

  test('the owner sends an old address to a post, follows it, and removes it', async () => {
    mkdirSync(SHOTS, { recursive: true })
    const posts = (await (await adminFetch('/blogs?limit=1')).json()) as { posts: { slug: string }[] }
    const slug = posts.posts[0]!.slug
    for (const { width, colorScheme } of SCREENS) {
      const { page, errors, close } = await openAdminPage(browser(), { width, colorScheme })
      try {
        const old = `/${unique('old').replace(' ', '-')}/my-first-post/`
        await gotoAdmin(page, '/admin/settings', 'Settings')
        await page.getByRole('textbox', { name: 'Old address' }).fill(old)
        await page.getByRole('textbox', { name: 'Leads to' }).fill(`/blogs/${slug}`)
        await page.getByRole('button', { name: 'Add redirect' }).click()
        await toast(page, `${old.slice(0, -1)} now leads to /blogs/${slug}`)
        const row = page.getByRole('listitem').filter({ hasText: old.slice(0, -1) })
        await row.getByText('added by hand').waitFor()
        expect(await widestWhileScrolling(page), `/admin/settings at ${width} px`).toBeLessThanOrEqual(width)
        await page.getByRole('heading', { name: 'Redirects' }).evaluate((el) => el.scrollIntoView({ block: 'start' }))
        await page.screenshot({ path: `${SHOTS}/admin-redirects-${colorScheme}-${width}.png` })

        // A visitor with the old link lands on the post.
        await page.goto(`${baseUrl()}${old}`)
        expect(new URL(page.url()).pathname).toBe(`/blogs/${slug}`)

        await gotoAdmin(page, '/admin/settings', 'Settings')
        await page.getByRole('button', { name: `Delete the redirect from ${old.slice(0, -1)}` }).click()
        await toast(page, `${old.slice(0, -1)} no longer redirects`)
        const gone = await fetch(`${baseUrl()}${old}`, { redirect: 'manual' })
        expect(gone.status).toBe(404)
        expectNoErrors(errors)
      } finally {
        await close()
      }
    }
  })
})
