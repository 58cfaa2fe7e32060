import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

const api = async <T>(path: string) => (await (await fetch(`${baseUrl()}/api/v1${path}`)).json()) as T

// Issue 13, "the things users trip over": blog filters, contact hint, project links, small ones.
describe('what users trip over', () => {
  const browser = useBrowser()

  test('an emptied search box stops filtering; an empty search never reaches the URL', async () => {
    const tags = await api<string[]>('/blogs/tags')
    const { page, errors, close } = await openPage(browser())
    await goto(page, `/blogs?tag=${encodeURIComponent(tags[0]!)}&search=docker`)
    await page.getByRole('heading', { name: /Search results/ }).waitFor()
    await page.getByRole('searchbox', { name: 'Search posts' }).fill('')
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(null)
    expect(new URL(page.url()).searchParams.get('tag')).toBe(tags[0])
    await expect.poll(() => page.getByRole('heading', { level: 2, name: /for “docker”/ }).count()).toBe(0)

    await goto(page, '/blogs')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await page.waitForLoadState('networkidle')
    expect(new URL(page.url()).search).toBe('')
    await close()
    expectNoErrors(errors)
  })

  test('phones see 6 tag chips and a More tags toggle before the first post', async () => {
    const tags = await api<string[]>('/blogs/tags')
    expect(tags.length).toBeGreaterThan(6)
    const { page, errors, close } = await openPage(browser(), { width: 375, height: 800 })
    await goto(page, '/blogs')
    const nav = page.getByRole('navigation', { name: 'Filter by tag' })
    const chips = nav.getByRole('link', { name: /^#/ })
    expect(await chips.count()).toBe(6)
    const more = nav.getByRole('button', { name: `More tags (${tags.length - 6})` })
    expect(await more.getAttribute('aria-expanded')).toBe('false')
    // The first post starts within the first screen.
    const firstPost = page.getByRole('main').getByRole('article').first()
    expect((await firstPost.boundingBox())!.y).toBeLessThan(800)
    await more.click()
    await expect.poll(() => chips.count()).toBe(tags.length)
    expect(await nav.getByRole('button', { name: 'Fewer tags' }).getAttribute('aria-expanded')).toBe('true')

    // Wide screens show every chip and no toggle.
    await page.setViewportSize({ width: 1280, height: 900 })
    await goto(page, '/blogs')
    expect(await chips.count()).toBe(tags.length)
    expect(await nav.getByRole('button').count()).toBe(0)
    await close()
    expectNoErrors(errors)
  })

  test('"Send Message" says which fields are missing while it is disabled', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/contact')
    const form = page.getByRole('form', { name: 'Contact form' })
    const send = form.getByRole('button', { name: 'Send Message' })
    const hint = form.locator('#contact-send-hint')
    expect(await send.isDisabled()).toBe(true)
    expect(await hint.textContent()).toBe('To send, fill in: Name, Email, Subject, Message.')
    expect(await send.getAttribute('aria-describedby')).toBe('contact-send-hint')
    await form.getByLabel('Name').fill('Ada Lovelace')
    await form.getByLabel('Email').fill('ada@example.com')
    await expect.poll(() => hint.textContent()).toBe('To send, fill in: Subject, Message.')
    await form.getByLabel('Subject').fill('A project')
    await form.getByLabel('Message').fill('Hello, I would like to talk about a project.')
    await expect.poll(() => hint.count()).toBe(0)
    // The form's validity settles after the hint (the resolver validates asynchronously).
    await expect.poll(() => send.isDisabled()).toBe(false)
    await close()
    expectNoErrors(errors)
  })

  test('on phones a project’s Live Demo/Code buttons sit under the title; wide screens keep the side panel', async () => {
    const { projects } = await api<{
      projects: { slug: string; live_url: string | null; github_url: string | null }[]
    }>('/projects?limit=50')
    const project = projects.find((p) => p.live_url && p.github_url)!
    const { page, errors, close } = await openPage(browser(), { width: 375, height: 800 })
    await goto(page, `/projects/${project.slug}`)
    const demo = page.getByRole('link', { name: /Live Demo/ })
    expect(await demo.count()).toBe(1)
    const about = page.getByRole('heading', { level: 2, name: /about/i }).first()
    expect((await demo.boundingBox())!.y).toBeLessThan((await about.boundingBox())!.y)
    expect((await demo.boundingBox())!.y).toBeLessThan(800)
    expect(await page.getByRole('link', { name: /View Code/ }).count()).toBe(1)

    await page.setViewportSize({ width: 1280, height: 900 })
    expect(await demo.count()).toBe(1)
    const aside = page.getByRole('complementary', { name: 'Project facts' })
    expect(await aside.getByRole('link', { name: /Live Demo/ }).count()).toBe(1)
    await close()
    expectNoErrors(errors)
  })

  test('a home certificate card opens that certificate', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/')
    const card = page.locator('section#certificates article').first()
    const title = (await card.getByRole('heading').textContent())!
    await card.getByRole('link', { name: title }).click()
    await page.waitForURL(/\/certificates\?open=\d+$/)
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    expect(await dialog.getByRole('heading', { name: title }).count()).toBeGreaterThan(0)
    await close()
    expectNoErrors(errors)
  })

  test('the email address never breaks mid-word at 375 px; no availability badge alone on a line at 1280 px', async () => {
    const { page, errors, close } = await openPage(browser(), { width: 375, height: 800 })
    await goto(page, '/contact')
    const email = page.getByRole('link', { name: /@/ }).first()
    // Every piece between the break points (before "@" and dots) stays on one line.
    const pieces = await email.evaluate((a) =>
      [...a.childNodes]
        .filter((n) => n.nodeType === Node.TEXT_NODE)
        .map((n) => {
          const r = document.createRange()
          r.selectNodeContents(n)
          return new Set([...r.getClientRects()].map((rect) => Math.round(rect.top))).size
        }),
    )
    expect(pieces.length).toBeGreaterThan(1)
    expect(pieces.every((lines) => lines === 1)).toBe(true)

    await page.setViewportSize({ width: 1280, height: 900 })
    await goto(page, '/')
    const tops = await page
      .getByRole('list', { name: 'Availability' })
      .getByRole('listitem')
      .evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)))
    const rows = new Map<number, number>()
    for (const top of tops.slice(1)) rows.set(top, (rows.get(top) ?? 0) + 1)
    expect(
      [...rows.values()].every((n) => n > 1),
      JSON.stringify(tops),
    ).toBe(true)
    await close()
    expectNoErrors(errors)
  })
})
