import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

const findProjectWithGallery = async () => {
  const res = await fetch(`${baseUrl()}/api/v1/projects?limit=100`)
  const { projects } = (await res.json()) as { projects: { slug: string; title: string; gallery: string[] }[] }
  const p = projects.filter((x) => x.gallery.length >= 2).sort((a, b) => b.gallery.length - a.gallery.length)[0]
  if (!p) throw new Error('no sample project has a gallery of 2 or more images')
  return p
}

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
})
