import type { Page } from 'playwright-core'

/**
 * The document's width at the top, then at every screenful down to the bottom (each step waits
 * two frames, so deferred cards and bands coming into view are laid out): the widest seen.
 * A step waits at most a second for its frames: page.evaluate has no time limit of its own, and
 * a renderer that paints no frames (a starved or throttled one) would otherwise hold the journey
 * until the test's bound with no word of where (CI, 2026-11-28); reading scrollWidth lays the
 * page out in any case.
 */
export const widestWhileScrolling = (page: Page) =>
  page.evaluate(async () => {
    const frame = () =>
      Promise.race([
        new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
        new Promise((r) => setTimeout(r, 1000)),
      ])
    const root = document.documentElement
    let widest = root.scrollWidth
    for (let y = 0; y <= root.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo({ top: y, behavior: 'instant' })
      await frame()
      widest = Math.max(widest, root.scrollWidth)
    }
    window.scrollTo({ top: root.scrollHeight, behavior: 'instant' })
    await frame()
    return Math.max(widest, root.scrollWidth)
  })

/** The computed font size (px) of every text field a person can use on the page, named for the failure message. */
export const fieldFontSizes = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('input, textarea, select')]
      .filter(
        (el) =>
          !['checkbox', 'radio', 'hidden', 'file', 'range', 'submit', 'button'].includes(
            el.getAttribute('type') ?? '',
          ) &&
          // A honeypot nobody sees (contact form).
          !el.closest('[aria-hidden="true"]'),
      )
      .map((el) => ({
        field: el.id || el.getAttribute('name') || el.getAttribute('aria-label') || el.outerHTML.slice(0, 60),
        size: parseFloat(getComputedStyle(el).fontSize),
      })),
  )
