import { mkdirSync } from 'node:fs'

import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { adminFetch, apiLogin, gotoAdmin, openAdminPage, toast, unique } from './admin-fixtures.ts'
import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

// docs/api/owners-site.md, Media library: images in the post editor (paste, drop, "Insert
// image") and the library screen.
const SHOTS = 'docs/screenshots'
const SCREENS = [375, 1280].flatMap((width) =>
  (['light', 'dark'] as const).map((colorScheme) => ({ width, colorScheme })),
)

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth)

const pngOf = (colour: string, width = 900, height = 500) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer()

/** A draft post's write body. */
const draftPost = (title: string, markdown: string) => ({
  title,
  excerpt: 'A draft.',
  content_markdown: markdown,
  featured_image: null,
  tags: [],
  meta_title: null,
  meta_description: null,
  published: false,
  featured: false,
})

/** POST /admin/uploads of a PNG under a file name, as the admin. */
const uploadPng = async (png: Buffer, name: string) => {
  const form = new FormData()
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), name)
  const { access_token } = await apiLogin()
  const res = await fetch(`${baseUrl()}/api/v1/admin/uploads`, {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${access_token}` },
  })
  expect(res.status).toBe(201)
  return (await res.json()) as { id: string; url: string }
}

/** Pastes a PNG file into the focused Markdown text, as a browser does with an image on the clipboard. */
const pasteImage = async (page: Page, name: string, png: Buffer) => {
  const textarea = page.getByRole('textbox', { name: 'Content (Markdown)' })
  await textarea.evaluate(
    (el, { name, base64 }) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))
      const data = new DataTransfer()
      data.items.add(new File([bytes], name, { type: 'image/png' }))
      el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    },
    { name, base64: png.toString('base64') },
  )
}

describe('media in the post editor and the library', () => {
  const browser = useBrowser()

  test(
    'the owner pastes an image into a post, describes it and publishes: the post shows it with its variants',
    { timeout: 180_000 },
    async () => {
      const { page, errors, close } = await openAdminPage(browser())
      const title = unique('Post With Picture')
      await gotoAdmin(page, '/admin/blog/create', 'New post')
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title)
      const text = page.getByRole('textbox', { name: 'Content (Markdown)' })
      await text.fill('Before the picture.\n\nAfter the picture.')
      // The cursor on the empty line between the two paragraphs.
      await text.evaluate((el: HTMLTextAreaElement) => {
        el.focus()
        el.setSelectionRange('Before the picture.\n'.length, 'Before the picture.\n'.length)
      })
      await pasteImage(page, 'harbour-at-dawn.png', await pngOf('#2563eb'))

      const dialog = page.getByRole('dialog', { name: 'Insert image' })
      const alt = dialog.getByRole('textbox', { name: 'Alt text' })
      await alt.waitFor()
      // The default: the file name without its extension, never empty.
      expect(await alt.inputValue()).toBe('harbour-at-dawn')
      await alt.fill('')
      await dialog.getByRole('button', { name: 'Insert' }).click()
      await dialog.getByText('Describe the image for people who cannot see it').waitFor()
      await alt.fill('Boats in the harbour at dawn')
      await dialog.getByRole('button', { name: 'Insert' }).click()
      await dialog.waitFor({ state: 'detached' })
      const markdown = await text.inputValue()
      const url = /!\[Boats in the harbour at dawn\]\((\/uploads\/[0-9a-f]{32}\.png)\)/.exec(markdown)?.[1]
      expect(url, markdown).toBeTruthy()
      expect(markdown).toBe(`Before the picture.\n![Boats in the harbour at dawn](${url})\nAfter the picture.`)

      await page.getByRole('textbox', { name: 'Excerpt' }).fill('A post with a pasted picture.')
      await page.getByRole('button', { name: 'Publish now' }).click()
      await toast(page, `“${title}” published.`)
      await page.waitForURL(/\/admin\/blog\/\d+\/edit$/)
      const slug = (await page.getByRole('textbox', { name: 'Slug' }).inputValue()).trim()

      // The library has it, with its name, the alt typed in the editor, and the post using it.
      const listed = await (await adminFetch(`/admin/uploads?search=harbour-at-dawn`)).json()
      expect(listed.uploads[0]).toMatchObject({
        url,
        name: 'harbour-at-dawn.png',
        alt: 'Boats in the harbour at dawn',
        used_in: [{ kind: 'post', title }],
      })

      // The public post: the image in a <picture> with its AVIF and WebP variants (made after the
      // upload's answer; the page shows them once all are stored).
      const visitor = await openPage(browser())
      await goto(visitor.page, `/blogs/${slug}`)
      const img = visitor.page.getByRole('img', { name: 'Boats in the harbour at dawn' })
      await img.waitFor()
      // An upper bound: AVIF variants of a pasted image take a few seconds on an idle machine and
      // much longer while the suite's other journeys load both cores.
      await expect
        .poll(
          async () => {
            await visitor.page.reload()
            return visitor.page
              .locator('picture:has(img[alt="Boats in the harbour at dawn"]) source[type="image/avif"]')
              .getAttribute('srcset')
          },
          { timeout: 120_000 },
        )
        .toMatch(new RegExp(`^${url!.replace('.png', '')}-160w\\.avif 160w, `))
      expect(await img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true)
      expectNoErrors(visitor.errors)
      await visitor.close()
      expectNoErrors(errors)
      await close()
    },
  )

  test(
    'the insert dialog and the library screen, on a phone and a desktop, light and dark',
    { timeout: 180_000 },
    async () => {
      mkdirSync(SHOTS, { recursive: true })
      // A few images with names, an alt text and a use to show.
      const shown: Record<string, { id: string; url: string }> = {}
      for (const [colour, name] of [
        ['#f97316', 'team-offsite.png'],
        ['#10b981', 'dashboard-screenshot.png'],
        ['#8b5cf6', 'conference-talk.png'],
      ] as const)
        shown[name] = await uploadPng(await pngOf(colour, 640, 400), name)
      await adminFetch(`/admin/uploads/${shown['conference-talk.png']!.id}`, {
        method: 'PATCH',
        body: JSON.stringify({ alt: 'Speaking at a conference' }),
      })
      const post = await adminFetch('/blogs', {
        method: 'POST',
        body: JSON.stringify(
          draftPost('Shipping a dashboard', `![Dashboard](${shown['dashboard-screenshot.png']!.url})`),
        ),
      })
      expect(post.status).toBe(201)
      for (const { width, colorScheme } of SCREENS) {
        const { page, errors, close } = await openAdminPage(browser(), { width, colorScheme })
        await gotoAdmin(page, '/admin/media', 'Media')
        await page.getByRole('heading', { level: 2, name: 'conference-talk.png' }).first().waitFor()
        expect(await pageWidth(page), `/admin/media at ${width} px`).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${SHOTS}/media-library-${colorScheme}-${width}.png` })

        await gotoAdmin(page, '/admin/blog/create', 'New post')
        await page.getByRole('button', { name: 'Insert image' }).click()
        const dialog = page.getByRole('dialog', { name: 'Insert image' })
        await dialog.getByRole('button', { name: 'Library' }).click()
        // The library has loaded (its first page, or a message saying why not) before the search.
        await dialog.locator('[aria-busy="false"]').waitFor()
        await dialog.getByRole('searchbox', { name: 'Search the library' }).fill('conference')
        // Searched as typed: only the matching image is left (the library's text says why if not).
        await expect
          .poll(async () => {
            const picks = await dialog.getByRole('button', { name: /^Pick / }).count()
            return picks === 1 ? 1 : `${picks} picks: ${await dialog.locator('[aria-busy]').innerText()}`
          })
          .toBe(1)
        await dialog.getByRole('button', { name: 'Pick Speaking at a conference' }).waitFor()
        expect(await pageWidth(page)).toBeLessThanOrEqual(width)
        await page.screenshot({ path: `${SHOTS}/media-insert-dialog-${colorScheme}-${width}.png` })
        expectNoErrors(errors)
        await close()
      }
    },
  )

  test('the library searches, saves alt text, and deletes a file only with a second confirmation while it is used', async () => {
    const { page, errors, close } = await openAdminPage(browser())
    const name = `${unique('in-use')}.png`
    const uploaded = await uploadPng(await pngOf('#dc2626', 320, 200), name)
    const postTitle = unique('Uses The Image')
    const created = await adminFetch('/blogs', {
      method: 'POST',
      body: JSON.stringify(draftPost(postTitle, `![x](${uploaded.url})`)),
    })
    expect(created.status).toBe(201)

    await gotoAdmin(page, `/admin/media?q=${encodeURIComponent(name)}`, 'Media')
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })
    await card.getByRole('link', { name: new RegExp(postTitle) }).waitFor()
    await card.getByRole('textbox', { name: /Alt text/ }).fill('A red square')
    await card.getByRole('button', { name: /^Save/ }).click()
    await toast(page, 'Alt text saved')
    expect((await (await adminFetch(`/admin/uploads/${uploaded.id}`)).json()).alt).toBe('A red square')

    await card.getByRole('button', { name: /^Delete/ }).click()
    const confirm = page.getByRole('alertdialog', { name: 'Delete a file in use?' })
    await confirm.getByText(postTitle, { exact: false }).waitFor()
    await confirm.getByRole('button', { name: 'Delete anyway' }).click()
    await toast(page, 'File deleted')
    await page.getByText(`No files match “${name}”`).waitFor()
    expect((await fetch(new URL(uploaded.url, page.url()))).status).toBe(404)
    expectNoErrors(errors)
    await close()
  })
})
