import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

// The home page's static parts and a post's body (app/components/ui/static-part.tsx, issue 9):
// rendered by the server, kept as they are when the page hydrates, their data left out of the
// page's hydration data; rendered by the browser from the route's data on a client navigation.

const PARTS = [
  'home-hero',
  'home-skills',
  'home-projects',
  'home-tutoring',
  'home-stats',
  'home-blog',
  'home-certificates',
]

const api = async <T>(path: string) => (await (await fetch(`${baseUrl()}/api/v1${path}`)).json()) as T

/** The text React Router streams into the page for hydration (its enqueued chunks). */
const hydrationData = (html: string) =>
  [...html.matchAll(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/g)]
    .map((m) => JSON.parse(m[1]!) as string)
    .join('')

const partTexts = (page: Page) =>
  page.evaluate((ids) => ids.map((id) => document.getElementById(id)?.textContent ?? null), PARTS)

describe('data sent once: static parts and withheld HTML', () => {
  const browser = useBrowser()

  /** Each part's text as the server renders it: the page without JavaScript. */
  const serverTexts = async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    const texts = await partTexts(page)
    await context.close()
    return texts
  }

  test('the home page’s parts are in the HTML, and their data is not in the hydration data; the interactive parts’ data is', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    const data = hydrationData(html)
    expect(data.length).toBeGreaterThan(0)
    const projects = await api<{ projects: { title: string; featured: boolean }[] }>('/projects?limit=50')
    const featured = projects.projects.find((p) => p.featured)!
    const { posts } = await api<{ posts: { title: string }[] }>('/blogs?limit=1')
    const testimonials = await api<{ name: string }[]>('/testimonials')
    for (const title of [featured.title, posts[0]!.title]) {
      expect(html).toContain(title.replaceAll('&', '&amp;'))
      expect(data).not.toContain(title)
    }
    for (const id of PARTS) expect(html).toContain(`<div id="${id}">`)
    // The carousel hydrates (it is interactive): its testimonials are in the data.
    expect(data).toContain(testimonials[0]!.name)
  })

  test('the parts keep the server’s HTML when the page hydrates, and their links navigate without loading a page', async () => {
    const { page, errors, close } = await openPage(browser())
    const documents: string[] = []
    page.on('request', (r) => r.resourceType() === 'document' && documents.push(r.url()))
    await goto(page, '/')
    const before = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)!.innerHTML), PARTS)
    for (const part of before) expect(part.length).toBeGreaterThan(100)
    await page.mouse.wheel(0, 20_000) // the deferred parts below hydrate on the way
    const after = await page.evaluate((ids) => ids.map((id) => document.getElementById(id)!.innerHTML), PARTS)
    expect(after).toEqual(before)

    const card = page.locator('#home-projects a.card-link').first()
    const title = (await card.textContent())!
    await card.click()
    await page.getByRole('heading', { level: 1, name: title }).waitFor()
    expect(documents).toHaveLength(1)

    // Back on the home page, rendered by the browser from the route's data this time.
    await page.goBack()
    await page.locator('#home-projects a.card-link').first().waitFor()
    expect(await partTexts(page)).toEqual(await serverTexts())
    expect(documents).toHaveLength(1)
    await close()
    expectNoErrors(errors)
  })

  test('a client-side navigation to the home page renders every part as the server does', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/projects')
    await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click()
    await page.locator('#home-certificates article').first().waitFor()
    expect(await partTexts(page)).toEqual(await serverTexts())
    await close()
    expectNoErrors(errors)
  })

  test('the tutoring call to action scrolls to the contact form and puts the cursor in it', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/')
    await page.getByRole('link', { name: 'Book a free consultation' }).click()
    await page.waitForURL('**/#contactForm')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
    await close()
    expectNoErrors(errors)
  })

  test('a post’s body is sent once (not in the hydration data), is kept when the page hydrates, and renders on a client-side navigation', async () => {
    const { posts } = await api<{ posts: { slug: string; title: string }[] }>('/blogs?limit=10')
    const post = await api<{ slug: string; content: string }>(`/blogs/${posts[0]!.slug}`)
    const html = await (await fetch(`${baseUrl()}/blogs/${post.slug}`)).text()
    const sentence = /<p>([^<]{40,})<\/p>/.exec(post.content)![1]!
    expect(html).toContain(sentence)
    expect(hydrationData(html)).not.toContain(sentence.slice(0, 40))

    const { page, errors, close } = await openPage(browser())
    await goto(page, `/blogs/${post.slug}`)
    const body = page.locator('.prose-content')
    await expect.poll(() => body.textContent()).toContain(sentence.replaceAll('&#x27;', "'").slice(0, 30))
    // Hydrated around the server's HTML: the code blocks got their Copy buttons.
    if (post.content.includes('<pre')) await body.getByRole('button', { name: 'Copy' }).first().waitFor()

    await goto(page, '/blogs')
    await page.getByRole('link', { name: posts[0]!.title, exact: true }).first().click()
    await page.waitForURL(`**/blogs/${post.slug}`)
    await expect.poll(() => body.textContent()).toContain(sentence.replaceAll('&#x27;', "'").slice(0, 30))
    await close()
    expectNoErrors(errors)
  })
})
