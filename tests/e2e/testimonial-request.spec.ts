import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { gotoAdmin, openAdminPage, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('testimonial requests', () => {
  const browser = useBrowser()

  test(
    'the owner creates a link; a client answers it with a photo, once; it waits for approval with a badge',
    { timeout: 180_000 },
    async () => {
      const client = unique('Dora')
      const owner = await openAdminPage(browser())
      await gotoAdmin(owner.page, '/admin/testimonials', 'Testimonials')
      await owner.page.getByRole('link', { name: 'Request a testimonial' }).click()
      await owner.page.getByRole('heading', { level: 1, name: 'Testimonial requests' }).waitFor()
      const form = owner.page.getByRole('form', { name: 'New testimonial request' })
      await form.getByRole('textbox', { name: "Client's name" }).fill(client)
      await form.getByRole('textbox', { name: 'Company' }).fill('Acme')
      await form
        .getByRole('textbox', { name: 'Personal note' })
        .fill('Thanks for the launch! Would you say a few words?')
      await form.getByRole('button', { name: 'Create link' }).click()
      const linkBox = owner.page.getByRole('textbox', { name: 'Request link' })
      await linkBox.waitFor()
      const link = new URL(await linkBox.inputValue())
      expect(link.pathname).toMatch(/^\/testimonials\/new\/[A-Za-z0-9_-]{43}$/)
      const row = owner.page.getByRole('row').filter({ hasText: client })
      await row.getByText('Open', { exact: true }).waitFor()

      // The client: no account, the note, the form, a photo.
      // The used link answers 410, which the browser reports in the console.
      const visitor = await openPage(browser(), { width: 375, allowErrors: [/status of 410/] })
      await goto(visitor.page, link.pathname)
      await visitor.page
        .getByRole('heading', { level: 1, name: `Hello ${client}, how was it working together?` })
        .waitFor()
      await visitor.page.getByText('Thanks for the launch! Would you say a few words?').waitFor()
      expect(await visitor.page.getByRole('textbox', { name: 'Company' }).inputValue()).toBe('Acme')
      await visitor.page.getByRole('textbox', { name: 'Position' }).fill('CTO')
      await visitor.page.getByRole('combobox', { name: 'Rating' }).selectOption('4')
      const content = visitor.page.getByRole('textbox', { name: 'Your testimonial' })
      await content.fill('Too short.')
      await visitor.page.getByRole('button', { name: 'Send testimonial' }).click()
      await visitor.page.getByText('Testimonial must be at least 20 characters').waitFor()
      await content.fill('Clear estimates, steady progress and a launch without surprises.')
      const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#0EA5E9' } })
        .png()
        .toBuffer()
      const uploaded = visitor.page.waitForResponse((r) => r.url().endsWith('/photo'))
      await visitor.page
        .getByLabel('Photo (optional)')
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png })
      expect((await uploaded).status()).toBe(201)
      await visitor.page.getByRole('img', { name: 'Your photo' }).waitFor()
      await visitor.page.getByRole('button', { name: 'Send testimonial' }).click()
      await visitor.page.getByRole('heading', { name: 'Thank you!' }).waitFor()

      // A link works once.
      const again = await visitor.page.goto(link.pathname)
      expect(again?.status()).toBe(410)
      await visitor.page.getByRole('heading', { level: 1, name: 'This link has already been used' }).waitFor()
      await visitor.close()
      expectNoErrors(visitor.errors)

      // Not public until approved.
      const publicList = (await (await fetch(`${baseUrl()}/api/v1/testimonials`)).json()) as { name: string }[]
      expect(publicList.map((t) => t.name)).not.toContain(client)

      // The owner sees it answered, and the testimonial waiting with its badge.
      await owner.page.reload()
      await owner.page.getByRole('row').filter({ hasText: client }).getByText('Answered', { exact: true }).waitFor()
      await gotoAdmin(owner.page, '/admin/testimonials', 'Testimonials')
      const item = owner.page.getByRole('row').filter({ hasText: client })
      await item.getByText('from a request').waitFor()
      await item.getByText('Awaiting approval').waitFor()
      await owner.close()
      expectNoErrors(owner.errors)
    },
  )
})
