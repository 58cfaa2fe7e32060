import { mkdirSync } from 'node:fs'

import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

const SHOTS = process.env.FOLIO_SHOTS_DIR ?? 'docs/screenshots'

describe('navigation', () => {
  const browser = useBrowser()

  test('visitor moves through the header and the active link follows the path', async () => {
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect.poll(() => nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page')

    await nav.getByRole('link', { name: 'Projects' }).click()
    await page.waitForURL('**/projects')
    await expect.poll(() => nav.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page')
    expect(await nav.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull()

    // A detail page keeps its section active (path starts with the link).
    await page.getByRole('heading', { level: 2 }).getByRole('link').first().click()
    await page.waitForURL(/\/projects\/[a-z0-9-]+$/)
    await page.getByRole('link', { name: 'All projects' }).waitFor()
    expect(await nav.getByRole('link', { name: 'Projects' }).getAttribute('aria-current')).toBe('page')

    await nav.getByRole('link', { name: 'Blog' }).click()
    await page.waitForURL('**/blogs')
    await expect.poll(() => nav.getByRole('link', { name: 'Blog' }).getAttribute('aria-current')).toBe('page')
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBeTruthy()
    await close()
    expectNoErrors(errors)
  })

  test('the mobile menu opens, and closes when a link is chosen', async () => {
    const { page, errors, close } = await openPage(browser(), { width: 375, height: 800 })
    await goto(page, '/')
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false)
    const toggle = page.getByRole('button', { name: 'Open menu' })
    await toggle.click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    expect(await menu.isVisible()).toBe(true)
    expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')

    await menu.getByRole('link', { name: 'Certificates' }).click()
    await page.waitForURL('**/certificates')
    await menu.waitFor({ state: 'hidden' })
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
    await close()
    expectNoErrors(errors)
  })

  test('the Dashboard link shows only to signed-in visitors, with a placeholder in the server HTML', async () => {
    const html = await (await fetch(`${baseUrl()}/`)).text()
    expect(html).toContain('data-testid="auth-placeholder"')
    expect(html).not.toContain('>Dashboard<')

    const anonymous = await openPage(browser())
    await goto(anonymous.page, '/')
    await anonymous.page.getByTestId('auth-placeholder').first().waitFor({ state: 'detached' })
    expect(await anonymous.page.getByRole('link', { name: 'Dashboard', exact: true }).count()).toBe(0)
    await anonymous.close()

    const signedIn = await openPage(browser(), {
      storage: { auth_token: 'token', auth_user: JSON.stringify({ id: 1, email: 'a@b.c' }) },
    })
    await goto(signedIn.page, '/')
    const dashboard = signedIn.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Dashboard', exact: true })
    await dashboard.waitFor()
    expect(await dashboard.getAttribute('href')).toBe('/admin')
    await signedIn.close()
    expectNoErrors([...anonymous.errors, ...signedIn.errors])
  })

  test('the footer links to /blog, which redirects to /blogs', async () => {
    const res = await fetch(`${baseUrl()}/blog?tag=React`, { redirect: 'manual' })
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe('/blogs?tag=React')
    const { page, errors, close } = await openPage(browser())
    await goto(page, '/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Latest Posts' }).click()
    await page.waitForURL('**/blogs')
    await close()
    expectNoErrors(errors)
  })

  test(
    "the home page's first screen offers Let's Connect, which leads to the contact form (375×667 and 1280×900, light and dark)",
    {
      timeout: 120_000,
    },
    async () => {
      mkdirSync(SHOTS, { recursive: true })
      for (const colorScheme of ['light', 'dark'] as const) {
        for (const [width, height] of [
          [375, 667],
          [1280, 900],
        ] as const) {
          const { page, errors, close } = await openPage(browser(), { width, height, colorScheme })
          await goto(page, '/')
          const cta = page.getByRole('main').getByRole('link', { name: "Let's Connect" })
          expect(await cta.getAttribute('href')).toBe('#contactForm')
          // Whole on the first screen, and nothing covers it.
          const box = (await cta.boundingBox())!
          expect(box.y).toBeGreaterThanOrEqual(0)
          expect(box.y + box.height, `${width}×${height}`).toBeLessThanOrEqual(height)
          expect(
            await page.evaluate(
              ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent,
              [box.x + box.width / 2, box.y + box.height / 2],
            ),
          ).toBe("Let's Connect")
          // The professional network profile is still a tap away, among the hero's social links.
          await page.getByRole('main').getByRole('link', { name: 'LinkedIn' }).first().waitFor()
          await page.screenshot({ path: `${SHOTS}/home-first-screen-${colorScheme}-${width}.png` })

          await cta.click()
          await page.waitForURL('**/#contactForm')
          await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('name')
          await expect
            .poll(() =>
              page.locator('#contactForm').evaluate((el) => {
                const r = el.getBoundingClientRect()
                return r.top < innerHeight && r.bottom > 0
              }),
            )
            .toBe(true)
          await close()
          expectNoErrors(errors)
        }
      }
    },
  )

  test('on a phone the home page shows fewer cards per band, each band linking to all of them', async () => {
    const cards = async (width: number) => {
      const { page, errors, close } = await openPage(browser(), { width, height: width < 400 ? 667 : 900 })
      await goto(page, '/')
      const shown = await page.evaluate(() =>
        Object.fromEntries(
          ['projects', 'blog', 'certificates'].map((id) => [
            id,
            [...document.querySelectorAll(`section#${id} > .wrap > ul > li`)].filter(
              (li) => li.getClientRects().length > 0,
            ).length,
          ]),
        ),
      )
      for (const name of ['View all projects', 'Read the blog', 'View all certificates'])
        await page.getByRole('link', { name }).waitFor({ state: 'attached' })
      await close()
      expectNoErrors(errors)
      return shown
    }
    expect(await cards(375)).toEqual({ projects: 3, blog: 2, certificates: 2 })
    expect(await cards(1280)).toEqual({ projects: 6, blog: 3, certificates: 3 })
  })
})
