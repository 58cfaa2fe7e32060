import { describe, expect, test } from 'vitest'

import { gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('the messages inbox', () => {
  const browser = useBrowser()

  test(
    'a message sent from /contact arrives unread in the inbox; the owner reads, replies and deletes it',
    { timeout: 60_000 },
    async () => {
      const visitor = await openPage(browser())
      // No mail app in CI: record the mail link instead of following it.
      await visitor.page.addInitScript(() => {
        HTMLAnchorElement.prototype.click = function () {}
      })
      const subject = unique('Inbox check')
      await goto(visitor.page, '/contact')
      await visitor.page.getByRole('textbox', { name: 'Name' }).fill('Margaret Hamilton')
      await visitor.page.getByRole('textbox', { name: 'Email' }).fill('margaret@example.com')
      await visitor.page.getByRole('textbox', { name: 'Subject' }).fill(subject)
      await visitor.page
        .getByRole('textbox', { name: 'Message' })
        .fill('We need a flight-ready web dashboard by spring.')
      const stored = visitor.page.waitForResponse((r) => r.url().endsWith('/api/v1/contact') && r.status() === 201)
      await visitor.page.getByRole('button', { name: 'Send Message' }).click()
      await stored
      await visitor.close()
      expectNoErrors(visitor.errors)

      const { page, errors, close } = await openAdminPage(browser())
      await gotoAdmin(page, '/admin', /^Good /)
      await page
        .getByRole('complementary')
        .getByRole('link', { name: /^Messages/ })
        .click()
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor()
      const unread = page.getByRole('region', { name: /^Unread/ })
      const card = unread.getByRole('article', { name: subject })
      await card.waitFor()
      await card.getByRole('link', { name: 'margaret@example.com' }).waitFor()

      const reply = card.getByRole('link', { name: /^Reply/ })
      const href = new URL((await reply.getAttribute('href'))!)
      expect(href.protocol).toBe('mailto:')
      expect(href.pathname).toBe('margaret@example.com')
      expect(href.searchParams.get('subject')).toBe(`Re: ${subject}`)

      await card.getByRole('button', { name: /^Mark as read/ }).click()
      await toast(page, 'Message from Margaret Hamilton marked as read.')
      const read = page.getByRole('region', { name: 'Read', exact: true }).getByRole('article', { name: subject })
      await read.waitFor()

      await read.getByRole('button', { name: /^Delete/ }).click()
      await page
        .getByRole('alertdialog', { name: 'Delete this message?' })
        .getByRole('button', { name: 'Delete message' })
        .click()
      await toast(page, 'Message from Margaret Hamilton deleted.')
      await read.waitFor({ state: 'detached' })
      await close()
      expectNoErrors(errors)
    },
  )
})
