import { describe, expect, test } from 'vitest'

import { adminFetch } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'
import { fieldFontSizes, widestWhileScrolling } from './support/layout.ts'

/** Every public page of app/routes.ts, with a real item for the ones that take one. */
const publicPages = async () => {
  const api = async <T>(path: string) => (await (await fetch(`${baseUrl()}/api/v1${path}`)).json()) as T
  const { projects } = await api<{ projects: { slug: string }[] }>('/projects?limit=1')
  const { posts } = await api<{ posts: { id: number; slug: string }[] }>('/blogs?limit=1')
  const preview = await adminFetch(`/admin/blogs/${posts[0]!.id}/preview-link`, { method: 'POST', body: '{}' })
  expect(preview.status).toBe(201)
  const request = await adminFetch('/admin/testimonial-requests', {
    method: 'POST',
    body: JSON.stringify({ name: 'Layout Check' }),
  })
  expect(request.status).toBe(201)
  return [
    '/',
    '/projects',
    `/projects/${projects[0]!.slug}`,
    '/blogs',
    `/blogs/${posts[0]!.slug}`,
    ((await preview.json()) as { url: string }).url,
    '/certificates',
    '/contact',
    '/log-me-in',
    '/register-me',
    '/terms',
    '/privacy',
    ((await request.json()) as { url: string }).url,
    '/no-such-page-here',
  ]
}

describe('public pages on a phone and a desktop', () => {
  const browser = useBrowser()

  for (const width of [375, 1280]) {
    test(
      `no public page is wider than a ${width} px screen, before or after scrolling to the bottom`,
      { timeout: 240_000 },
      async () => {
        const { page, errors, close } = await openPage(browser(), {
          width,
          height: width < 400 ? 812 : 900,
          // A used or unknown token's page reports its 404/410 in the console.
          allowErrors: [/status of 404/],
        })
        const report: string[] = []
        for (const path of await publicPages()) {
          await goto(page, path)
          const atTop = await page.evaluate(() => document.documentElement.scrollWidth)
          if (atTop > width) report.push(`${path}: ${atTop} px wide at the top`)
          const scrolled = await widestWhileScrolling(page)
          if (scrolled > width) report.push(`${path}: ${scrolled} px wide while scrolling to the bottom`)
        }
        expect(report, report.join('\n')).toEqual([])
        await close()
        expectNoErrors(errors)
      },
    )
  }

  test('text fields are 16 px at least on a phone (iOS does not zoom in), 14 px on a desktop', async () => {
    const request = await adminFetch('/admin/testimonial-requests', { method: 'POST', body: '{}' })
    const requestPath = ((await request.json()) as { url: string }).url
    const pages = ['/contact', '/blogs', '/log-me-in', '/register-me', requestPath]
    const phone = await openPage(browser(), { width: 375, height: 812 })
    const small: string[] = []
    let fields = 0
    for (const path of pages) {
      await goto(phone.page, path)
      await phone.page.locator('input, textarea').first().waitFor({ state: 'attached' })
      for (const { field, size } of await fieldFontSizes(phone.page)) {
        fields++
        if (size < 16) small.push(`${path} ${field}: ${size} px`)
      }
    }
    expect(fields).toBeGreaterThanOrEqual(12)
    expect(small, small.join('\n')).toEqual([])
    await phone.close()
    expectNoErrors(phone.errors)

    // The desktop keeps its look.
    const desktop = await openPage(browser(), { width: 1280 })
    await goto(desktop.page, '/contact')
    const sizes = await fieldFontSizes(desktop.page)
    expect(sizes.length).toBeGreaterThanOrEqual(4)
    for (const { size } of sizes) expect(size).toBe(14)
    await desktop.close()
    expectNoErrors(desktop.errors)
  })

  test('a client-side page change starts at the top at once, and Back returns to where the reader was', async () => {
    // Smooth scrolling is on for readers who allow motion (openPage reduces it): this one does.
    const context = await browser().newContext({
      baseURL: baseUrl(),
      viewport: { width: 375, height: 812 },
      reducedMotion: 'no-preference',
    })
    const page = await context.newPage()
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    await goto(page, '/projects')
    await page.getByRole('heading', { level: 1, name: 'Projects' }).waitFor()
    // The fourth card, brought to the middle of a phone's screen (well above the next batch).
    const card = page.getByRole('main').getByRole('heading', { level: 2 }).getByRole('link').nth(3)
    const title = await card.innerText()
    const y = await card.evaluate((el) => {
      el.scrollIntoView({ block: 'center', behavior: 'instant' })
      return Math.round(window.scrollY)
    })
    expect(y).toBeGreaterThan(500)

    /** window.scrollY in the first frame that shows the page at `path` (its h1 no longer `notHeading`). */
    const scrollYWhenShown = (path: string, notHeading: string) =>
      page.evaluate(
        ([path, notHeading]) =>
          new Promise<number>((resolve) => {
            const check = () => {
              const h1 = document.querySelector('h1')?.textContent?.trim()
              if (location.pathname === path && h1 && h1 !== notHeading) resolve(Math.round(window.scrollY))
              else requestAnimationFrame(check)
            }
            check()
          }),
        [path, notHeading] as const,
      )

    const href = (await card.getAttribute('href'))!
    const onProject = scrollYWhenShown(href, 'Projects')
    await card.click()
    expect(await onProject).toBe(0)
    await page.getByRole('heading', { level: 1, name: title }).waitFor()

    // Back: the list's position comes back in one jump (every frame shows it at the top, where
    // the project page was, or at the reader's place; never a glide in between).
    const backFrames = page.evaluate(
      (y) =>
        new Promise<number[]>((resolve) => {
          const seen: number[] = []
          const start = performance.now()
          const tick = () => {
            if (location.pathname === '/projects') {
              const now = Math.round(window.scrollY)
              if (seen.at(-1) !== now) seen.push(now)
              if (now === y) return resolve(seen)
            }
            // A bound, not a wait: a position never reached fails below with what was seen.
            if (performance.now() - start > 15_000) return resolve(seen)
            requestAnimationFrame(tick)
          }
          tick()
        }),
      y,
    )
    await page.goBack()
    const seen = await backFrames
    expect(seen.at(-1), `positions seen: ${seen.join(', ')}`).toBe(y)
    expect(
      seen.filter((v) => v !== 0 && v !== y),
      `positions seen: ${seen.join(', ')}`,
    ).toEqual([])
    // And the card is where the reader left it.
    await expect.poll(() => card.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThan(0)
    expect(await card.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true)
    await context.close()
    expect(errors).toEqual([])
  })
})
