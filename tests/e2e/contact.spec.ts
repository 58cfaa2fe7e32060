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

// Inside the contact form: the home page also has the newsletter's Email and Name fields.
const fill = async (page: Page, values: { name: string; email: string; subject: string; message: string }) => {
  const form = page.locator('#contactForm')
  await form.getByRole('textbox', { name: 'Name' }).fill(values.name)
  await form.getByRole('textbox', { name: 'Email' }).fill(values.email)
  await form.getByRole('textbox', { name: 'Subject' }).fill(values.subject)
  await form.getByRole('textbox', { name: 'Message' }).fill(values.message)
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

  test('visitor sends a message: it is stored, the form says so plainly and offers the mail app as an option', async () => {
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

    const stored = page.waitForResponse((r) => r.url().endsWith('/api/v1/contact') && r.request().method() === 'POST')
    await submit.click()
    const response = await stored
    expect(response.status()).toBe(201)
    expect(response.request().postDataJSON()).toMatchObject(values)

    const sent = page.getByRole('heading', { name: "Message sent — I'll reply within 24 hours" })
    await sent.waitFor()
    // The confirmation takes the focus, so it is read out; the mail app is an option, not a step.
    expect(await sent.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await mailtos(page)).toEqual([])
    const mailLink = page.getByRole('link', { name: 'Also send it from your mail app' })
    const url = new URL((await mailLink.getAttribute('href'))!)
    expect(url.protocol).toBe('mailto:')
    expect(url.searchParams.get('subject')).toBe(values.subject)
    expect(url.searchParams.get('body')).toContain(values.message)

    // "Send another message" brings back an empty form.
    await page.getByRole('button', { name: 'Send another message' }).click()
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('')
    expect(await page.getByRole('button', { name: 'Send Message' }).isDisabled()).toBe(true)
    await close()
    expectNoErrors(errors)
  })

  test("a refused message (422) shows the server's words, keeps the input, and offers SPEC §4's mail flow", async () => {
    const { page, errors, close } = await openPage(browser(), { allowErrors: [/422/] })
    await interceptMailto(page)
    // The server's validation answer for a message it will not take (API error shape).
    await page.route('**/api/v1/contact', (route) =>
      route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({
          detail: 'Validation error',
          code: 'VALIDATION_ERROR',
          errors: [{ loc: ['body', 'message'], msg: 'Message must be at most 5000 characters', type: 'too_big' }],
        }),
      }),
    )
    await goto(page, '/contact')
    const values = {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      subject: 'Engines',
      message: 'About the analytical engine and its programs.',
    }
    await fill(page, values)
    const submit = page.getByRole('button', { name: 'Send Message' })
    await expect.poll(() => submit.isDisabled()).toBe(false)
    await submit.click()
    const alert = page.getByRole('alert').filter({ hasText: 'Your message was not sent' })
    await alert.waitFor()
    expect(await alert.textContent()).toContain('Validation error')
    await page.getByText('Message must be at most 5000 characters').waitFor()
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe(values.name)
    expect(await page.getByRole('textbox', { name: 'Message' }).inputValue()).toBe(values.message)

    // The mail app instead: SPEC.md §4's modal, the link after 2.5 s, toast, form reset.
    const started = Date.now()
    await alert.getByRole('button', { name: 'Send it from your mail app instead' }).click()
    await page.getByRole('dialog', { name: 'Opening Your Email Client' }).waitFor()
    await page.waitForFunction(() => (window as unknown as { __mailto: string[] }).__mailto.length > 0, undefined, {
      timeout: 6000,
    })
    expect(Date.now() - started).toBeGreaterThanOrEqual(2400)
    const [link] = await mailtos(page)
    expect(new URL(link!).searchParams.get('subject')).toBe(values.subject)
    await page.getByText('Email client opened! Please send your message.').waitFor({ timeout: 4000 })
    expect(await page.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('')
    await close()
    expectNoErrors(errors)
  })

  test('a message lost on the way (network down) is said so, with the input kept', async () => {
    const { page, errors, close } = await openPage(browser(), { allowErrors: [/ERR_FAILED|Failed to load/] })
    await page.route('**/api/v1/contact', (route) => route.abort('failed'))
    await goto(page, '/contact')
    await fill(page, {
      name: 'Linus',
      email: 'linus@example.com',
      subject: 'Kernels',
      message: 'Just a hobby, nothing big and professional.',
    })
    const submit = page.getByRole('button', { name: 'Send Message' })
    await expect.poll(() => submit.isDisabled()).toBe(false)
    await submit.click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your message could not be sent. Check your connection and try again.' })
      .waitFor()
    expect(await page.getByRole('textbox', { name: 'Subject' }).inputValue()).toBe('Kernels')
    expect(await page.getByRole('heading', { name: /Message sent/ }).count()).toBe(0)
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
    await page.getByRole('heading', { name: "Message sent — I'll reply within 24 hours" }).waitFor()
    expect(await mailtos(page)).toEqual([])
    await close()
    expectNoErrors(errors)
  })
})
