import { join } from 'node:path'

import { describe, expect, test } from 'vitest'

import { gotoAdmin, openAdminPage, toast, toastGone, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

const root = new URL('../..', import.meta.url).pathname
const AVATAR = join(root, 'public/images/testimonials/sofia-almeida.webp')

describe('managing certificates and testimonials', () => {
  const browser = useBrowser()

  test(
    'the owner adds a certificate, it shows on /certificates; deleted it is gone, restored it is back',
    { timeout: 180_000 },
    async () => {
      const { page, errors, close } = await openAdminPage(browser())
      const title = unique('Journey Certificate')
      await gotoAdmin(page, '/admin/certificates/create', 'New certificate')
      await page.getByRole('button', { name: 'Create certificate' }).click()
      await page.getByText('Title is required').waitFor()
      await page.getByText('Issuer is required').waitFor()
      await page.getByText('Category is required').waitFor()

      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      await page.getByRole('combobox', { name: 'Issuer' }).fill('Journey Academy')
      await page.getByRole('combobox', { name: 'Category' }).fill('Web Development')
      await page.getByRole('textbox', { name: 'Platform' }).fill('Coursera')
      await page.getByLabel('Issued on').fill(new Date().toISOString().slice(0, 10))
      await page.getByRole('textbox', { name: 'Credential URL' }).fill('https://example.com/verify/123')
      await page.getByLabel('Skills', { exact: true }).fill('Testing, Playwright')
      await page.keyboard.press('Enter')
      await page.getByRole('checkbox', { name: 'Featured' }).check()
      await page.getByRole('button', { name: 'Create certificate' }).click()
      await page.waitForURL('**/admin/certificates')
      await toast(page, `Certificate “${title}” created.`)

      const visitor = await openPage(browser())
      await goto(visitor.page, '/certificates')
      await visitor.page.getByRole('heading', { name: title }).waitFor()

      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: title, exact: true }) })
      await row.getByRole('button', { name: `Delete ${title}` }).click()
      await page
        .getByRole('alertdialog', { name: 'Delete this certificate?' })
        .getByRole('button', { name: 'Delete certificate' })
        .click()
      await toast(page, `“${title}” was deleted.`)
      await goto(visitor.page, '/certificates')
      await visitor.page.getByRole('main').getByRole('article').first().waitFor()
      expect(await visitor.page.getByRole('heading', { name: title }).count()).toBe(0)

      await page.getByRole('link', { name: /^Deleted/ }).click()
      await page.waitForURL(/status=deleted/)
      await page.getByRole('button', { name: `Restore ${title}` }).click()
      await page
        .getByRole('alertdialog', { name: 'Restore this certificate?' })
        .getByRole('button', { name: 'Restore certificate' })
        .click()
      await toast(page, `“${title}” was restored`)
      await goto(visitor.page, '/certificates')
      await visitor.page.getByRole('heading', { name: title }).waitFor()
      await visitor.close()
      await close()
      expectNoErrors(visitor.errors)
      expectNoErrors(errors)
    },
  )

  test(
    'the owner adds an approved testimonial with a photo; once unapproved, the site leaves it out',
    { timeout: 180_000 },
    async () => {
      const { page, errors, close } = await openAdminPage(browser())
      const name = unique('Journey Client')
      const published = async () =>
        ((await (await fetch(`${baseUrl()}/api/v1/testimonials`)).json()) as { name: string }[]).some(
          (t) => t.name === name,
        )

      await gotoAdmin(page, '/admin/testimonials/create', 'New testimonial')
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
      await page.getByRole('textbox', { name: 'Position' }).fill('Head of Product')
      await page.getByRole('textbox', { name: 'Company' }).fill('Journey Ltd')
      await page
        .getByRole('textbox', { name: 'What they said' })
        .fill('Delivered on time and explained every trade-off.')
      await page.getByRole('radio', { name: '4 stars' }).check({ force: true })
      await page.getByLabel('Upload photo').setInputFiles(AVATAR)
      await page.getByRole('img', { name: 'Photo preview' }).waitFor()
      await page.getByRole('textbox', { name: 'Image URL' }).first().waitFor()
      await expect
        .poll(() => page.getByRole('textbox', { name: 'Image URL' }).first().inputValue(), { timeout: 60_000 })
        .toMatch(/^\/uploads\//)
      // The upload's toast sits over the form's bottom-right corner: the owner waits for it too.
      await toastGone(page, 'Image uploaded')
      await page.getByRole('button', { name: 'Create testimonial' }).click()
      await page.waitForURL('**/admin/testimonials')
      await toast(page, `Testimonial from ${name} created.`)
      expect(await published()).toBe(true)

      // Unapproved: kept here, left out of the site.
      await page
        .getByRole('link', { name: `Edit ${name}` })
        .first()
        .click()
      await page.getByRole('heading', { level: 1, name: `Testimonial from ${name}` }).waitFor()
      expect(await page.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
      await page.getByRole('checkbox', { name: 'Approved' }).uncheck()
      await page.getByRole('button', { name: 'Save changes' }).click()
      await toast(page, `Changes to the testimonial from ${name} saved.`)
      expect(await published()).toBe(false)
      await page.getByText('Awaiting approval').first().waitFor()

      const visitor = await openPage(browser())
      await goto(visitor.page, '/')
      expect(await visitor.page.getByText(name).count()).toBe(0)
      await visitor.close()
      await close()
      expectNoErrors(visitor.errors)
      expectNoErrors(errors)
    },
  )
})
