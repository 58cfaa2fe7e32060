import type { Locator } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

const MARKDOWN = `## Why types help

Types catch mistakes **before** they ship.

\`\`\`ts
const answer: number = 42
export function double(n: number): number {
  return n * 2
}
\`\`\`

| Feature | Status |
| --- | --- |
| Highlighting | done |
`

/** How many different text colours the elements show, as the browser computes them. */
const colourCount = (elements: Locator) =>
  elements.evaluateAll((els) => new Set(els.map((el) => getComputedStyle(el).color)).size)

describe('managing the blog', () => {
  const browser = useBrowser()

  test(
    'the owner writes a Markdown post with a code block; the preview and the published page highlight it',
    { timeout: 180_000 },
    async () => {
      const { page, errors, close } = await openAdminPage(browser())
      const title = unique('Typed Post')
      await gotoAdmin(page, '/admin/blog', 'Blog')
      await page.getByRole('link', { name: 'New post' }).first().click()
      await page.getByRole('heading', { level: 1, name: 'New post' }).waitFor()
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      await page.getByRole('textbox', { name: 'Content (Markdown)' }).fill(MARKDOWN)
      await page.getByRole('button', { name: 'Preview' }).click()
      const preview = page.getByRole('region', { name: 'Preview' })
      await preview.locator('pre.shiki').waitFor({ timeout: 20_000 })
      await preview.getByRole('heading', { level: 2, name: 'Why types help' }).waitFor()
      await preview.getByRole('table').waitFor()
      // Shiki colours each token (classes from app/code-theme.css): the keyword and the number get
      // their own spans and colours.
      expect(await colourCount(preview.locator('pre.shiki span'))).toBeGreaterThan(2)

      await page.getByRole('textbox', { name: 'Excerpt' }).fill('Why a type checker pays for itself.')
      await page.getByLabel('Tags', { exact: true }).fill('TypeScript')
      await page.keyboard.press('Enter')
      await page.getByRole('textbox', { name: 'Meta title' }).fill(`${title} | meta`)
      await page.getByRole('textbox', { name: 'Meta description' }).fill('A post about types, written in the e2e test.')
      // Publishing controls (issue 11): "Publish now" saves the new post as published.
      await page.getByRole('button', { name: 'Publish now' }).click()
      await toast(page, `“${title}” published.`)
      await page.waitForURL(/\/admin\/blog\/\d+\/edit$/)
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      const slug = (await page.getByRole('textbox', { name: 'Slug' }).inputValue()).trim()
      expect(slug).toMatch(/^typed-post-/)

      const visitor = await openPage(browser())
      await goto(visitor.page, `/blogs/${slug}`)
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor()
      const code = visitor.page.locator('pre.shiki')
      await code.waitFor()
      expect(await code.innerText()).toContain('const answer: number = 42')
      expect(await colourCount(code.locator('span'))).toBeGreaterThan(2)
      expect(await visitor.page.title()).toContain(`${title} | meta`)

      // Deleted with confirmation: the page is gone.
      await gotoAdmin(page, '/admin/blog', 'Blog')
      await page.getByRole('button', { name: `Delete ${title}` }).click()
      await page
        .getByRole('alertdialog', { name: 'Delete this post?' })
        .getByRole('button', { name: 'Delete post' })
        .click()
      await toast(page, `“${title}” was deleted.`)
      await visitor.page.goto(`/blogs/${slug}`)
      await visitor.page.waitForURL(/\/blogs(\?|$)/)
      await visitor.close()
      await close()
      expectNoErrors(visitor.errors)
      expectNoErrors(errors)
    },
  )
})
