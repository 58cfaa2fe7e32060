import { describe, expect, test } from 'vitest'

import { gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

describe('the lead inbox', () => {
  const browser = useBrowser()

  test(
    'a message sent from /contact arrives new in the inbox; the owner reads, replies, archives in bulk, exports and deletes',
    { timeout: 180_000 },
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
      // A person takes longer than the spam defence's minimum fill time (3 s) to write a message.
      await visitor.page.waitForTimeout(3200)
      const stored = visitor.page.waitForResponse((r) => r.url().endsWith('/api/v1/contact') && r.status() === 201)
      await visitor.page.getByRole('button', { name: 'Send Message' }).click()
      await stored
      await visitor.close()
      expectNoErrors(visitor.errors)

      // A bot's message (the honeypot filled) is answered 201 and lands in Spam.
      const spamSubject = unique('Cheap pills')
      const bot = await fetch(`${baseUrl()}/api/v1/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Bot',
          email: 'bot@example.com',
          subject: spamSubject,
          message: 'Buy now, buy now, buy now.',
          website: 'http://spam.example',
        }),
      })
      expect(bot.status).toBe(201)

      const { page, errors, close } = await openAdminPage(browser())
      await gotoAdmin(page, '/admin', /^Good /)
      await page
        .getByRole('complementary')
        .getByRole('link', { name: /^Messages/ })
        .click()
      await page.getByRole('heading', { level: 1, name: 'Messages' }).waitFor()
      const tabs = page.getByRole('navigation', { name: 'Filter' })
      await expect.poll(() => tabs.getByRole('link', { name: /^Inbox/ }).getAttribute('aria-current')).toBe('page')
      const card = page.getByRole('article', { name: subject })
      await card.getByText('New', { exact: true }).waitFor()
      await card.getByRole('link', { name: 'margaret@example.com' }).waitFor()
      expect(await page.getByRole('article', { name: spamSubject }).count()).toBe(0)
      // The inbox says when a message was last filed as spam (spam is never emailed).
      await page.getByText(/^Last message filed as spam: just now\. Spam is not emailed to you;/).waitFor()

      await card.getByRole('button', { name: /^Mark as read/ }).click()
      await toast(page, 'Message from Margaret Hamilton marked as read.')
      await card.getByText('New', { exact: true }).waitFor({ state: 'detached' })

      const reply = card.getByRole('link', { name: /^Reply/ })
      const href = new URL((await reply.getAttribute('href'))!)
      expect(href.protocol).toBe('mailto:')
      expect(href.pathname).toBe('margaret@example.com')
      expect(href.searchParams.get('subject')).toBe(`Re: ${subject}`)
      expect(href.searchParams.get('body')).toContain('> We need a flight-ready web dashboard by spring.')
      await reply.evaluate((a: HTMLAnchorElement) => {
        a.addEventListener('click', (e) => e.preventDefault(), { once: true })
      })
      await reply.click()
      // Opening the mail app is not a reply sent (issue 23): the owner says so.
      await card.getByRole('button', { name: /^Mark as replied/ }).click()
      await toast(page, 'Message from Margaret Hamilton marked as replied.')
      await card.getByText('Replied', { exact: true }).waitFor()

      // Search, then the CSV of what is shown.
      await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject)
      await expect.poll(() => page.getByRole('article').count()).toBe(1)
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Export CSV' }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/)
      const csv = await (await file.createReadStream()).toArray()
      const text = Buffer.concat(csv).toString('utf8')
      expect(text.split('\r\n')[0]).toBe('id,created_at,status,name,email,subject,message')
      // Every field of a row quoted (a ';' list separator cannot split a value into formula cells).
      expect(text).toContain(`,"replied","Margaret Hamilton","margaret@example.com","${subject}",`)

      // Bulk: select it and archive it; it leaves the inbox for the Archived tab.
      await card.getByRole('checkbox', { name: /^Select the message from Margaret Hamilton/ }).check()
      const bar = page.getByRole('toolbar', { name: 'Selected messages' })
      await bar.getByText('1 message selected').waitFor()
      await bar.getByRole('button', { name: 'Archive' }).click()
      await toast(page, '1 message archived.')
      await card.waitFor({ state: 'detached' })
      await tabs.getByRole('link', { name: /^Archived/ }).click()
      const archived = page.getByRole('article', { name: subject })
      await archived.getByText('Archived', { exact: true }).waitFor()

      await page.getByRole('searchbox', { name: 'Search messages' }).fill(spamSubject)
      await tabs.getByRole('link', { name: /^Spam/ }).click()
      await page.getByRole('article', { name: spamSubject }).getByText('Spam', { exact: true }).waitFor()
      await page.getByText(/^Messages land here when the contact form's hidden field was filled in/).waitFor()

      await page.getByRole('searchbox', { name: 'Search messages' }).fill(subject)
      await tabs.getByRole('link', { name: /^Archived/ }).click()
      await archived.getByRole('button', { name: /^Delete/ }).click()
      await page
        .getByRole('alertdialog', { name: 'Delete this message?' })
        .getByRole('button', { name: 'Delete message' })
        .click()
      await toast(page, 'Message from Margaret Hamilton deleted.')
      await archived.waitFor({ state: 'detached' })
      await close()
      expectNoErrors(errors)
    },
  )
})
