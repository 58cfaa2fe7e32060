import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

/** Records mail links instead of handing them to a mail app (there is none in CI). */
const interceptMailto = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { __mailto: string[] }
    w.__mailto = []
    const click = HTMLAnchorElement.prototype.click
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (this.href.startsWith('mailto:')) w.__mailto.push(this.href)
      else click.call(this)
    }
  })

const mailtos = (page: Page) => page.evaluate(() => (window as unknown as { __mailto: string[] }).__mailto)

const fill = async (page: Page, values: { name: string; email: string; subject: string; message: string }) => {
  await page.getByRole('textbox', { name: 'Name' }).fill(values.name)
  await page.getByRole('textbox', { name: 'Email' }).fill(values.email)
  await page.getByRole('textbox', { name: 'Subject' }).fill(values.subject)
  await page.getByRole('textbox', { name: 'Message' }).fill(values.message)
}

describe('contact', () => {
  const browser = useBrowser()

  test('the form validates on change with the spec messages and enables submit only when valid', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/contact')
    const submit = page.getByRole('button', { name: 'Send Message' })
    expect(await submit.isDisabled()).toBe(true)

    const name = page.getByRole('textbox', { name: 'Name' })
    await name.fill('A')
    await page.getByText('Name must be at least 2 characters').waitFor()
    expect(await name.getAttribute('aria-invalid')).toBe('true')
    await name.fill('')
    await page.getByText('Name is required').waitFor()
    await page.getByRole('textbox', { name: 'Email' }).fill('not-an-email')
    await page.getByText('Invalid email address').waitFor()
    await page.getByRole('textbox', { name: 'Subject' }).fill('x')
    await page.getByRole('textbox', { name: 'Subject' }).fill('')
    await page.getByText('Subject is required').waitFor()
    await page.getByRole('textbox', { name: 'Message' }).fill('too short')
    await page.getByText('Message must be at least 10 characters').waitFor()
    expect(await submit.isDisabled()).toBe(true)

    await fill(page, {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A message long enough.',
    })
    await expect.poll(() => submit.isDisabled()).toBe(false)
    expect(await page.getByText(/is required|must be at least|Invalid email/).count()).toBe(0)
    await close()
    expectNoErrors(errors)
  })

  test('visitor sends a message: modal, mail link after 2.5 s, toast, form reset, and the message is stored', async () => {
    const { page, errors, close } = await openPage(browser())
    await interceptMailto(page)
    await goto(page, '/contact')
    const values = {
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'Project inquiry',
      message: 'I would like to talk about a new web application.',
    }
    await fill(page, values)
    const submit = page.getByRole('button', { name: 'Send Message' })
    await expect.poll(() => submit.isDisabled()).toBe(false)

    const stored = page.waitForRequest((r) => r.url().endsWith('/api/v1/contact') && r.method() === 'POST')
    const started = Date.now()
    await submit.click()
    const dialog = page.getByRole('dialog', { name: 'Opening Your Email Client' })
    await dialog.waitFor()
    // The modal hides the rest of the page from assistive technology, hence includeHidden.
    expect(await page.getByRole('button', { name: /Opening your email/, includeHidden: true }).isDisabled()).toBe(true)
    expect((await stored).postDataJSON()).toMatchObject(values)

    await page.waitForFunction(() => (window as unknown as { __mailto: string[] }).__mailto.length > 0, undefined, {
      timeout: 6000,
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400)
    const [link] = await mailtos(page)
    const url = new URL(link!)
    expect(url.protocol).toBe('mailto:')
    expect(url.searchParams.get('subject')).toBe(values.subject)
    expect(url.searchParams.get('body')).toContain(values.message)

    await page.getByText('Email client opened! Please send your message.').waitFor({ timeout: 4000 })
    await dialog.waitFor({ state: 'detached' })
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('')
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe('')
    expect(await page.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true)
    await close()
    expectNoErrors(errors)
  })

  test('the home page form (loaded as it scrolls into view) works the same, and the CTA scrolls to it', async () => {
    const { page, errors, close } = await openPage(browser())
    await interceptMailto(page)
    await goto(page, '/')
    await page.getByRole('link', { name: 'Book a free consultation' }).click()
    await page.waitForURL('**/#contactForm')
    await expect
      .poll(() =>
        page.locator('#contactForm').evaluate((el) => {
          const r = el.getBoundingClientRect()
          return r.top < window.innerHeight && r.bottom > 0
        }),
      )
      .toBe(true)
    await fill(page, {
      name: 'Linus',
      email: 'linus@example.com',
      subject: 'Mentoring',
      message: 'Could you mentor me in React and Django?',
    })
    const submit = page.getByRole('button', { name: 'Send Message' })
    await expect.poll(() => submit.isDisabled()).toBe(false)
    await submit.click()
    await page.getByRole('dialog', { name: 'Opening Your Email Client' }).waitFor()
    await page.getByText('Email client opened! Please send your message.').waitFor({ timeout: 8000 })
    expect((await mailtos(page)).length).toBe(1)
    await close()
    expectNoErrors(errors)
  })
})
