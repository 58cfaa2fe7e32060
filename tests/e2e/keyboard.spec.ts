import { mkdirSync } from 'node:fs'
import { join } from 'node:path'

import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

/** Set E2E_SCREENS=<dir> to keep a screenshot of each focused card. */
const SCREENS = process.env.E2E_SCREENS

interface Focused {
  tag: string
  href: string | null
  name: string
  inCard: boolean
  /** The computed focus indicators found on the element or the card it covers (none is invisible). */
  indicators: string[]
}

const focused = (page: Page) =>
  page.evaluate(async (): Promise<Focused> => {
    // Reduced motion still transitions every property for 0.01 ms: read the styles a frame later.
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r))
    const el = document.activeElement as HTMLElement
    const indicators: string[] = []
    const style = getComputedStyle(el)
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0)
      indicators.push(`outline ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`)
    if (style.boxShadow !== 'none') indicators.push(`box-shadow ${style.boxShadow}`)
    // The card links stretch a ::after over the whole card; their ring is drawn there.
    const after = getComputedStyle(el, '::after')
    if (after.boxShadow !== 'none') indicators.push(`::after box-shadow ${after.boxShadow}`)
    return {
      tag: el.tagName.toLowerCase(),
      href: el.getAttribute('href'),
      name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
      inCard: el.closest('article') !== null,
      indicators,
    }
  })

/** Presses Tab until the focused element matches, as a keyboard user would (at most `max` times). */
const tabTo = async (page: Page, matches: (f: Focused) => boolean, what: string, max = 80) => {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    const f = await focused(page)
    if (matches(f)) return f
  }
  throw new Error(`${what} not reached in ${max} Tab presses`)
}

const expectVisibleFocus = (f: Focused) => {
  expect(f.indicators, `no visible focus indicator on ${f.tag} "${f.name}"`).not.toEqual([])
  // Drawn with a real width: a box-shadow spread or an outline of at least 1 px.
  expect(f.indicators.join(' ')).toMatch(/[1-9]\d*(\.\d+)?px/)
}

const screenshot = async (page: Page, name: string) => {
  if (!SCREENS) return
  mkdirSync(SCREENS, { recursive: true })
  await page.screenshot({ path: join(SCREENS, `${name}.png`) })
}

const isCardLink = (prefix: string) => (f: Focused) => f.tag === 'a' && f.inCard && (f.href ?? '').startsWith(prefix)

describe('keyboard only', () => {
  const browser = useBrowser()

  test(
    'home → a project (like it) → a post, with a visible focus ring on every card',
    { timeout: 120_000 },
    async () => {
      // like.spec likes the first project from a fresh visitor; this journey likes another one.
      const { projects } = (await (await fetch(`${baseUrl()}/api/v1/projects?limit=1`)).json()) as {
        projects: { slug: string }[]
      }
      const { page, errors, close } = await openPage(browser())
      await goto(page, '/')

      const card = await tabTo(
        page,
        (f) => isCardLink('/projects/')(f) && f.href !== `/projects/${projects[0]!.slug}`,
        'a project card link',
      )
      expectVisibleFocus(card)
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === card.href)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(card.name)

      const like = await tabTo(page, (f) => f.tag === 'button' && /^Like this project/.test(f.name), 'the like button')
      expectVisibleFocus(like)
      const button = page.getByRole('button', { name: /^Like this project/ })
      expect(await button.getAttribute('aria-pressed')).toBe('false')
      const answered = page.waitForResponse((r) => r.url().endsWith('/like') && r.request().method() === 'POST')
      await page.keyboard.press('Space')
      expect((await answered).status()).toBe(200)
      await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')

      await goto(page, '/blogs')
      const post = await tabTo(page, isCardLink('/blogs/'), 'a post card link')
      expectVisibleFocus(post)
      await page.keyboard.press('Enter')
      await page.waitForURL((url) => url.pathname === post.href)
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(post.name)
      await close()
      expectNoErrors(errors)
    },
  )

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`project, post and certificate cards show their focus ring in the ${colorScheme} theme`, async () => {
      const { page, errors, close } = await openPage(browser(), { width: 1280, colorScheme })
      await goto(page, '/')
      const unfocused = await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('main article a[href^="/projects/"]')!
        return getComputedStyle(link, '::after').boxShadow
      })
      expect(unfocused).toBe('none')
      expectVisibleFocus(await tabTo(page, isCardLink('/projects/'), 'a project card link'))
      await screenshot(page, `focused-project-card-1280-${colorScheme}`)
      expectVisibleFocus(await tabTo(page, isCardLink('/blogs/'), 'a post card link'))

      await goto(page, '/certificates')
      // The certificate card's title is a button that opens the certificate.
      const certificate = await tabTo(page, (f) => f.tag === 'button' && f.inCard, 'a certificate card')
      expectVisibleFocus(certificate)
      await screenshot(page, `focused-certificate-card-1280-${colorScheme}`)
      await close()
      expectNoErrors(errors)
    })
  }
})
