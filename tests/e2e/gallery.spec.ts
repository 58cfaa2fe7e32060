import { mkdirSync } from 'node:fs'

import type { Locator, Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

const SHOTS = process.env.FOLIO_SHOTS_DIR ?? 'docs/screenshots'

const findProjectWithGallery = async () => {
  const res = await fetch(`${baseUrl()}/api/v1/projects?limit=100`)
  const { projects } = (await res.json()) as { projects: { slug: string; title: string; gallery: string[] }[] }
  const p = projects.filter((x) => x.gallery.length >= 2).sort((a, b) => b.gallery.length - a.gallery.length)[0]
  if (!p) throw new Error('no sample project has a gallery of 2 or more images')
  return p
}

type Point = { x: number; y: number }

/**
 * Real touches through Chromium's input pipeline (CDP), which the page receives as touch and
 * pointer events: one finger swipes, two pinch. Each step is one touchMove of every finger.
 */
const touchGesture = async (page: Page, from: Point[], to: Point[], steps = 8) => {
  const cdp = await page.context().newCDPSession(page)
  const at = (t: number) =>
    from.map((p, id) => ({ id, x: p.x + (to[id]!.x - p.x) * t, y: p.y + (to[id]!.y - p.y) * t }))
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) })
  for (let i = 1; i <= steps; i++)
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(i / steps) })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await cdp.detach()
}

/** The viewer's counter ("3 / 12"): whole on screen, never clipped by the title beside it. */
const counterBox = (dialog: Locator, n: number) =>
  dialog.getByText(new RegExp(`^\\d+ / ${n}$`)).evaluate((el) => {
    const line = el.parentElement!
    const r = line.getBoundingClientRect()
    return {
      text: el.textContent,
      clipped: line.scrollWidth > line.clientWidth,
      inside: r.left >= 0 && r.right <= innerWidth && r.width > 0,
    }
  })

/** The viewer's background: opaque, and it covers the whole screen, so the page never shows through. */
const backdrop = (dialog: Locator) =>
  dialog.evaluate((el) => {
    const style = getComputedStyle(el)
    const r = el.getBoundingClientRect()
    return {
      color: style.backgroundColor,
      opacity: style.opacity,
      covers: r.left <= 0 && r.top <= 0 && r.right >= innerWidth && r.bottom >= innerHeight,
    }
  })

/** A computed colour without transparency: rgb(…) or oklch(… ) with no alpha part. */
const OPAQUE = /^(rgb\([^,]+,[^,]+,[^,]+\)|oklch\([^/]+\))$/

describe('gallery viewer', () => {
  const browser = useBrowser()

  // Every read after a key press or click polls (expect.poll): the viewer updates on React's
  // next render, which a slow machine may not have reached when the next line runs.
  test('visitor views the gallery full screen: arrows wrap, zoom in steps of 25 %, Escape closes', async () => {
    const project = await findProjectWithGallery()
    const n = project.gallery.length
    const { page, errors, close } = await openPage(browser())
    await goto(page, `/projects/${project.slug}`)
    await page.getByRole('button', { name: `Open image 1 of ${n} of ${project.title} in the viewer` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const counter = dialog.getByText(/Image \d+ of \d+/)
    await expect.poll(() => counter.textContent()).toBe(`Image 1 of ${n}`)

    await page.keyboard.press('ArrowRight')
    await expect.poll(() => counter.textContent()).toBe(`Image 2 of ${n}`)
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => counter.textContent()).toBe(`Image ${n} of ${n}`) // wrapped to the end
    await page.keyboard.press('ArrowRight')
    await expect.poll(() => counter.textContent()).toBe(`Image 1 of ${n}`) // and back to the start

    const zoom = dialog.getByLabel('Zoom level')
    await expect.poll(() => zoom.textContent()).toBe('100%')
    await dialog.getByRole('button', { name: 'Zoom in' }).click()
    await expect.poll(() => zoom.textContent()).toBe('125%')
    for (let i = 0; i < 10; i++) await page.keyboard.press('+')
    await expect.poll(() => zoom.textContent()).toBe('300%')
    await expect.poll(() => dialog.getByRole('button', { name: 'Zoom in' }).isDisabled()).toBe(true)

    // Drag to pan while zoomed: the picture moves.
    const img = dialog.getByRole('img')
    const before = await img.evaluate((el) => (el as HTMLElement).style.transform)
    const box = (await img.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 + 80, box.y + box.height / 2 + 40, { steps: 5 })
    await page.mouse.up()
    await expect.poll(() => img.evaluate((el) => (el as HTMLElement).style.transform)).not.toBe(before)

    await dialog.getByRole('button', { name: 'Reset zoom' }).click()
    await expect.poll(() => zoom.textContent()).toBe('100%')
    // The wheel zooms too.
    await img.hover()
    await page.mouse.wheel(0, -100)
    await expect.poll(() => zoom.textContent()).toBe('125%')
    await page.mouse.wheel(0, 100)
    await expect.poll(() => zoom.textContent()).toBe('100%')
    await expect.poll(() => dialog.getByRole('button', { name: 'Zoom out' }).isDisabled()).toBe(true)

    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    await close()
    expectNoErrors(errors)
  })

  test('on a phone a swipe changes the picture and a pinch zooms; the counter is whole, the backdrop opaque', async () => {
    const project = await findProjectWithGallery()
    const n = project.gallery.length
    const { page, errors, close } = await openPage(browser(), { width: 375, height: 667, touch: true })
    await goto(page, `/projects/${project.slug}`)
    await page.getByRole('button', { name: `Open image 1 of ${n} of ${project.title} in the viewer` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const counter = dialog.getByText(/Image \d+ of \d+/)
    await expect.poll(() => counter.textContent()).toBe(`Image 1 of ${n}`)
    const scrolled = await page.evaluate(() => scrollY)

    // The title gives way (truncated) to the counter, which is whole and on screen.
    expect(await counterBox(dialog, n)).toEqual({ text: `1 / ${n}`, clipped: false, inside: true })
    await expect.poll(async () => (await backdrop(dialog)).opacity).toBe('1')
    const bg = await backdrop(dialog)
    expect(bg.color).toMatch(OPAQUE)
    expect(bg.covers).toBe(true)

    // A swipe to the left shows the next picture, to the right the previous one (wrapping).
    const stage = (await dialog.getByRole('img').boundingBox())!
    const mid = { x: stage.x + stage.width / 2, y: stage.y + stage.height / 2 }
    await touchGesture(page, [{ x: mid.x + 100, y: mid.y }], [{ x: mid.x - 100, y: mid.y + 10 }])
    await expect.poll(() => counter.textContent()).toBe(`Image 2 of ${n}`)
    expect((await counterBox(dialog, n)).text).toBe(`2 / ${n}`)
    await touchGesture(page, [{ x: mid.x - 100, y: mid.y }], [{ x: mid.x + 100, y: mid.y }])
    await expect.poll(() => counter.textContent()).toBe(`Image 1 of ${n}`)
    await touchGesture(page, [{ x: mid.x - 100, y: mid.y }], [{ x: mid.x + 100, y: mid.y }])
    await expect.poll(() => counter.textContent()).toBe(`Image ${n} of ${n}`)
    // A short or mostly vertical move is no swipe.
    await touchGesture(page, [{ x: mid.x, y: mid.y - 80 }], [{ x: mid.x - 40, y: mid.y + 80 }])
    await touchGesture(page, [{ x: mid.x + 20, y: mid.y }], [{ x: mid.x - 20, y: mid.y }])

    // Two fingers moving apart zoom in (three times the distance: 300 %), together zoom out.
    const zoom = dialog.getByLabel('Zoom level')
    await expect.poll(() => zoom.textContent()).toBe('100%')
    await touchGesture(
      page,
      [
        { x: mid.x - 30, y: mid.y },
        { x: mid.x + 30, y: mid.y },
      ],
      [
        { x: mid.x - 90, y: mid.y },
        { x: mid.x + 90, y: mid.y },
      ],
    )
    await expect.poll(() => zoom.textContent()).toBe('300%')
    await touchGesture(
      page,
      [
        { x: mid.x - 90, y: mid.y },
        { x: mid.x + 90, y: mid.y },
      ],
      [
        { x: mid.x - 45, y: mid.y },
        { x: mid.x + 45, y: mid.y },
      ],
    )
    await expect.poll(() => zoom.textContent()).toBe('150%')
    expect(await counter.textContent()).toBe(`Image ${n} of ${n}`)
    // The page under the viewer never moved.
    expect(await page.evaluate(() => scrollY)).toBe(scrolled)

    await dialog.getByRole('button', { name: 'Close viewer' }).click()
    await dialog.waitFor({ state: 'detached' })
    await close()
    expectNoErrors(errors)
  })

  test('with a mouse, dragging the picture sideways at 100 % changes it too (1280 px)', async () => {
    const project = await findProjectWithGallery()
    const n = project.gallery.length
    const { page, errors, close } = await openPage(browser())
    await goto(page, `/projects/${project.slug}`)
    await page.getByRole('button', { name: `Open image 1 of ${n} of ${project.title} in the viewer` }).click()
    const dialog = page.getByRole('dialog')
    await dialog.waitFor()
    const counter = dialog.getByText(/Image \d+ of \d+/)
    expect(await counterBox(dialog, n)).toEqual({ text: `1 / ${n}`, clipped: false, inside: true })
    await expect.poll(async () => (await backdrop(dialog)).opacity).toBe('1')
    expect((await backdrop(dialog)).color).toMatch(OPAQUE)
    const box = (await dialog.getByRole('img').boundingBox())!
    await page.mouse.move(box.x + box.width / 2 + 120, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width / 2 - 120, box.y + box.height / 2, { steps: 6 })
    await page.mouse.up()
    await expect.poll(() => counter.textContent()).toBe(`Image 2 of ${n}`)
    await close()
    expectNoErrors(errors)
  })

  test('screenshots of the viewer, light and dark, 375 and 1280 px', { timeout: 120_000 }, async () => {
    const project = await findProjectWithGallery()
    const n = project.gallery.length
    mkdirSync(SHOTS, { recursive: true })
    for (const colorScheme of ['light', 'dark'] as const) {
      for (const width of [375, 1280]) {
        const { page, errors, close } = await openPage(browser(), {
          width,
          height: width < 400 ? 667 : 900,
          colorScheme,
          touch: width < 400,
        })
        await goto(page, `/projects/${project.slug}`)
        await page.getByRole('button', { name: `Open image 2 of ${n} of ${project.title} in the viewer` }).click()
        const dialog = page.getByRole('dialog')
        await dialog.waitFor()
        await dialog.getByRole('img').evaluate((img: HTMLImageElement) => img.decode())
        await expect.poll(async () => (await backdrop(dialog)).opacity).toBe('1')
        await page.screenshot({ path: `${SHOTS}/gallery-viewer-${colorScheme}-${width}.png` })
        await close()
        expectNoErrors(errors)
      }
    }
  })
})
