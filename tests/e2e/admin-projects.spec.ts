import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { adminFetch, expectUrl, gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

const root = new URL('../..', import.meta.url).pathname
const IMAGE = join(root, 'public/images/projects/fittrack/cover.webp')
const GALLERY = [
  join(root, 'public/images/projects/fittrack/coach.webp'),
  join(root, 'public/images/projects/fittrack/workout.webp'),
]
// Uploads make WebP and AVIF copies on the server: seconds each on a busy machine.
const UPLOAD_TIMEOUT = 60_000

describe('managing projects', () => {
  const browser = useBrowser()

  test(
    'the owner creates a project with an uploaded image, edits it, deletes it and restores it; the site follows',
    { timeout: 480_000 },
    async () => {
      const { page, errors, close } = await openAdminPage(browser())
      const title = unique('Journey Project')
      await gotoAdmin(page, '/admin/projects', 'Projects')
      await page.getByRole('link', { name: 'New project' }).first().click()
      await page.getByRole('heading', { level: 1, name: 'New project' }).waitFor()

      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      await page.getByRole('textbox', { name: 'Short description' }).fill('Built end to end by the journey test.')
      await page
        .getByRole('textbox', { name: 'Description', exact: true })
        .fill('<p>A <strong>real</strong> description.</p>')
      await page.getByRole('combobox', { name: 'Category' }).selectOption('backend')
      await page.getByLabel('Technologies', { exact: true }).fill('Fastify')
      await page.keyboard.press('Enter')
      await page.getByLabel('Technologies', { exact: true }).fill('SQLite')
      await page.keyboard.press('Enter')
      await page.getByRole('textbox', { name: 'Live demo URL' }).fill('https://example.com/demo')

      await page.getByLabel('Upload featured image').setInputFiles(IMAGE)
      await page.getByRole('progressbar').first().waitFor()
      await page.getByRole('img', { name: 'Featured image preview' }).waitFor()
      await page.getByRole('button', { name: 'Replace image' }).waitFor({ timeout: UPLOAD_TIMEOUT })
      await toast(page, 'Image uploaded')
      const imageUrl = await page.getByRole('textbox', { name: 'Image URL' }).inputValue()
      expect(imageUrl).toMatch(/^\/uploads\/[\w-]+\.webp$/)

      await page.getByLabel('Upload gallery images').setInputFiles(GALLERY)
      await page.getByRole('img', { name: 'Gallery image 2' }).waitFor({ timeout: UPLOAD_TIMEOUT * 2 })
      const galleryBefore = await page
        .getByRole('list', { name: 'Gallery, in order' })
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')))
      await page.getByRole('button', { name: 'Move image 2 earlier' }).click()
      const galleryAfter = await page
        .getByRole('list', { name: 'Gallery, in order' })
        .getByRole('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).getAttribute('src')))
      expect(galleryAfter).toEqual([galleryBefore[1], galleryBefore[0]])

      await page.getByRole('button', { name: 'Create project' }).click()
      await page.waitForURL('**/admin/projects')
      await toast(page, `Project “${title}” created.`)
      // Newest first: the project just created heads the table.
      const firstRow = page.getByRole('table', { name: 'Projects' }).getByRole('row').nth(1)
      await firstRow.getByRole('link', { name: title, exact: true }).waitFor()

      // On the public site: in the list and on its own page, with the image and the gallery order.
      const visitor = await openPage(browser())
      await goto(visitor.page, '/projects')
      await visitor.page.getByRole('heading', { name: title }).first().waitFor()
      const { projects } = (await (await adminFetch('/admin/projects?limit=100&include_inactive=true')).json()) as {
        projects: { id: number; title: string; slug: string; gallery: string[]; featured_image: string }[]
      }
      const created = projects.find((p) => p.title === title)!
      expect(created.featured_image).toBe(imageUrl)
      expect(created.gallery).toEqual(galleryAfter)
      await goto(visitor.page, `/projects/${created.slug}`)
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor()
      const hash = imageUrl.replace(/^\/uploads\/|\.webp$/g, '')
      expect(await visitor.page.locator(`img[src*="${hash}"]`).count()).toBeGreaterThan(0)

      // Edit: the form holds what was saved; the change reaches the site.
      await firstRow.getByRole('link', { name: `Edit ${title}` }).click()
      await page.getByRole('heading', { level: 1, name: title }).waitFor()
      expect(await page.getByRole('textbox', { name: 'Short description' }).inputValue()).toBe(
        'Built end to end by the journey test.',
      )
      await page.getByRole('textbox', { name: 'Short description' }).fill('Edited by the journey test.')
      await page.getByRole('checkbox', { name: 'Featured' }).check()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await page.waitForURL('**/admin/projects')
      await toast(page, `Changes to “${title}” saved.`)
      await goto(visitor.page, `/projects/${created.slug}`)
      await visitor.page.getByText('Edited by the journey test.').first().waitFor()

      // Soft-delete with confirmation: gone from the site, listed under Deleted.
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) })
      await row.getByRole('button', { name: `Delete ${title}` }).click()
      const confirm = page.getByRole('alertdialog', { name: 'Delete this project?' })
      await confirm.getByRole('button', { name: 'Delete project' }).click()
      await toast(page, `“${title}” was deleted.`)
      await confirm.waitFor({ state: 'detached' })
      await expect.poll(() => page.getByRole('link', { name: title, exact: true }).count()).toBe(0)
      await visitor.page.goto(`/projects/${created.slug}`)
      await visitor.page.waitForURL(/\/projects(\?|$)/)
      await goto(visitor.page, '/projects')
      expect(await visitor.page.getByRole('heading', { name: title }).count()).toBe(0)

      await page.getByRole('link', { name: /^Deleted/ }).click()
      await page.waitForURL(/status=deleted/)
      const deletedRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) })
      await deletedRow.getByText('Deleted', { exact: true }).waitFor()

      // Restore with confirmation: back on the site.
      await deletedRow.getByRole('button', { name: `Restore ${title}` }).click()
      await page
        .getByRole('alertdialog', { name: 'Restore this project?' })
        .getByRole('button', { name: 'Restore project' })
        .click()
      await toast(page, `“${title}” was restored`)
      await goto(visitor.page, `/projects/${created.slug}`)
      await visitor.page.getByRole('heading', { level: 1, name: title }).waitFor()

      await visitor.close()
      await close()
      expectNoErrors(visitor.errors)
      expectNoErrors(errors)
    },
  )

  test('a duplicate title gets the 409 message; the form keeps what was typed', async () => {
    const { page, errors, close } = await openAdminPage(browser(), { allowErrors: [/409/] })
    const { projects } = (await (await adminFetch('/admin/projects?limit=1')).json()) as {
      projects: { title: string }[]
    }
    const existing = projects[0]!.title
    await gotoAdmin(page, '/admin/projects/create', 'New project')
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill(existing)
    await page.getByRole('textbox', { name: 'Short description' }).fill('Kept after the refusal')
    await page.getByRole('button', { name: 'Create project' }).click()
    await page.getByRole('alert').filter({ hasText: 'A project with this title/slug already exists' }).first().waitFor()
    await toast(page, 'A project with this title/slug already exists')
    expectUrl(page, '/admin/projects/create')
    expect(await page.getByRole('textbox', { name: 'Short description' }).inputValue()).toBe('Kept after the refusal')
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).getAttribute('aria-invalid')).toBe('true')
    await close()
    expectNoErrors(errors)
  })

  test('field messages show under their fields, and unsaved changes ask before leaving', async () => {
    const { page, errors, close } = await openAdminPage(browser())
    await gotoAdmin(page, '/admin/projects/create', 'New project')
    await page.getByRole('button', { name: 'Create project' }).click()
    await page.getByText('Title is required').waitFor()
    await toast(page, 'Please correct the highlighted fields.')
    await page.getByRole('textbox', { name: 'Live demo URL' }).fill('not a url')
    await page.getByRole('textbox', { name: 'Title', exact: true }).fill('Something')
    await page.getByRole('textbox', { name: 'Live demo URL' }).blur()
    await page.getByText('Must be an http(s) URL or a path starting with /').waitFor()

    await page.getByRole('complementary').getByRole('link', { name: 'Projects' }).click()
    const dialog = page.getByRole('alertdialog', { name: 'Leave without saving?' })
    await dialog.waitFor()
    await dialog.getByRole('button', { name: 'Stay on this page' }).click()
    await dialog.waitFor({ state: 'detached' })
    expectUrl(page, '/admin/projects/create')
    expect(await page.getByRole('textbox', { name: 'Title', exact: true }).inputValue()).toBe('Something')

    await page.getByRole('complementary').getByRole('link', { name: 'Projects' }).click()
    await page
      .getByRole('alertdialog', { name: 'Leave without saving?' })
      .getByRole('button', { name: 'Leave without saving' })
      .click()
    await page.waitForURL('**/admin/projects')
    await close()
    expectNoErrors(errors)
  })

  test('search and the active/deleted filter live in the URL', async () => {
    const { page, errors, close } = await openAdminPage(browser())
    await gotoAdmin(page, '/admin/projects', 'Projects')
    await page.getByRole('searchbox', { name: 'Search projects' }).fill('Batch Sample Project 03')
    await page.waitForURL(/q=Batch/)
    await page.getByText('1 project matching').waitFor()
    expect(await page.getByRole('table', { name: 'Projects' }).getByRole('row').count()).toBe(2)
    await page.getByRole('link', { name: 'Clear search' }).click()
    await page.waitForURL((u) => !u.search.includes('q='))
    await close()
    expectNoErrors(errors)
  })
})
