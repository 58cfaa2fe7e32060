import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, test } from 'vitest'

import { baseUrl, expectNoErrors, goto, openPage, useBrowser } from './support/browser.ts'

interface Shown {
  src: string
  inPicture: boolean
  sources: { type: string; srcset: string; sizes: string }[]
  width: number
  height: number
  loading: string | null
  fetchPriority: string | null
  placeholder: string
  currentSrc: string
  naturalWidth: number
  naturalHeight: number
  slotWidth: number
}

/** Every content image in <main> or in an open dialog, once the browser has loaded each one shown. */
const shownImages = async (page: Page, selector = 'main img, [role="dialog"] img'): Promise<Shown[]> => {
  const images = page.locator(selector)
  const count = await images.count()
  expect(count).toBeGreaterThan(0)
  for (let i = 0; i < count; i++) {
    const img = images.nth(i)
    // Lazy images load as they near the screen.
    if (await img.isVisible()) await img.scrollIntoViewIfNeeded()
  }
  await page.waitForFunction(
    (sel) =>
      [...document.querySelectorAll<HTMLImageElement>(sel)].every(
        (img) => img.getClientRects().length === 0 || (img.complete && img.naturalWidth > 0),
      ),
    selector,
  )
  return page.evaluate(
    (sel) =>
      [...document.querySelectorAll<HTMLImageElement>(sel)].map((img) => ({
        src: img.getAttribute('src') ?? '',
        inPicture: img.parentElement?.tagName === 'PICTURE',
        sources: [...(img.parentElement?.querySelectorAll('source') ?? [])].map((s) => ({
          type: s.type,
          srcset: s.srcset,
          sizes: s.sizes,
        })),
        width: Number(img.getAttribute('width')),
        height: Number(img.getAttribute('height')),
        loading: img.getAttribute('loading'),
        fetchPriority: img.getAttribute('fetchpriority'),
        placeholder: img.style.backgroundImage,
        currentSrc: img.currentSrc,
        naturalWidth: img.naturalWidth,
        naturalHeight: img.naturalHeight,
        slotWidth: img.getClientRects().length ? img.getBoundingClientRect().width : 0,
      })),
    selector,
  )
}

const candidates = (srcset: string) =>
  srcset.split(', ').map((c) => {
    const [url, w] = c.split(' ')
    return { url: url!, width: Number(w!.replace('w', '')) }
  })

/** The bytes behind each chosen variant are the format and width the srcset promises. */
const checkedUrls = new Set<string>()
const checkBytes = async (url: string, width: number) => {
  if (checkedUrls.has(url)) return
  checkedUrls.add(url)
  const res = await fetch(new URL(url, baseUrl()))
  expect(res.status, url).toBe(200)
  const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata()
  expect([meta.format, meta.width], url).toEqual(['heif', width])
}

/**
 * Each image: a <picture> with AVIF then WebP srcset (only files that exist) and sizes, the
 * intrinsic width/height of the picture, the blurred stand-in, and a variant no wider than the
 * slot needs (never the original). `priority` names the one image that loads first, if any.
 */
const expectResponsive = async (shown: Shown[], priority?: (img: Shown) => boolean) => {
  for (const img of shown) {
    const where = `${img.src} (${img.currentSrc})`
    expect(img.inPicture, where).toBe(true)
    expect(
      img.sources.map((s) => s.type),
      where,
    ).toEqual(['image/avif', 'image/webp'])
    for (const s of img.sources) expect(s.sizes, where).not.toBe('')
    expect(img.width, where).toBeGreaterThan(0)
    expect(img.height, where).toBeGreaterThan(0)
    expect(img.placeholder, where).toMatch(/^url\("?data:image\/webp;base64,/)
    const isPriority = priority?.(img) ?? false
    expect([img.loading, img.fetchPriority], where).toEqual(isPriority ? ['eager', 'high'] : ['lazy', null])
    if (img.slotWidth === 0) continue // not shown at this width (another carousel slide)
    expect(img.width / img.height, where).toBeCloseTo(img.naturalWidth / img.naturalHeight, 1)
    const avif = candidates(img.sources[0]!.srcset)
    const chosen = avif.find((c) => new URL(c.url, baseUrl()).href === img.currentSrc)
    expect(chosen, `${where} is one of the AVIF variants`).toBeDefined()
    const fits = avif.find((c) => c.width >= img.slotWidth) ?? avif.at(-1)!
    expect(chosen!.width, where).toBeLessThanOrEqual(Math.max(fits.width, 2 * img.slotWidth))
    await checkBytes(chosen!.url, chosen!.width)
  }
}

const api = async <T>(path: string): Promise<T> => (await fetch(`${baseUrl()}/api/v1${path}`)).json() as Promise<T>

describe('responsive images', () => {
  const browser = useBrowser()

  for (const width of [375, 1280]) {
    test(`home, projects, posts and certificates lists show every image as <picture> at ${width} px`, async () => {
      const { page, errors, close } = await openPage(browser(), { width })
      for (const path of ['/', '/projects', '/blogs', '/certificates']) {
        await goto(page, path)
        const shown = await shownImages(page)
        // On /projects the first card's cover is the largest thing in the first view (its LCP):
        // it loads at once, with high priority. Every other card image loads lazily.
        await expectResponsive(shown, path === '/projects' ? (img) => img === shown[0] : undefined)
      }
      await close()
      expectNoErrors(errors)
    })

    test(`a project page (screenshot first, then the gallery) and a post page (cover first) at ${width} px`, async () => {
      const { projects } = await api<{ projects: { slug: string; featured_image: string; gallery: string[] }[] }>(
        '/projects?limit=100',
      )
      const project = projects.find((p) => p.gallery.length > 0)!
      const { posts } = await api<{ posts: { slug: string; featured_image: string }[] }>('/blogs?limit=1')
      const { page, errors, close } = await openPage(browser(), { width })

      await goto(page, `/projects/${project.slug}`)
      const onProject = await shownImages(page)
      expect(onProject.map((i) => i.src)).toEqual([project.featured_image, ...project.gallery])
      await expectResponsive(onProject, (img) => img === onProject[0])

      await goto(page, `/blogs/${posts[0]!.slug}`)
      const onPost = await shownImages(page)
      expect(onPost[0]!.src).toBe(posts[0]!.featured_image)
      await expectResponsive(onPost, (img) => img === onPost[0])
      await close()
      expectNoErrors(errors)
    })
  }

  test('the certificate modal and the gallery viewer show the picture at once, sized for the screen', async () => {
    const { page, errors, close } = await openPage(browser(), { width: 375 })
    await goto(page, '/certificates')
    const card = page.getByRole('main').getByRole('article').first()
    await card.getByRole('button', { name: (await card.getByRole('heading').textContent())!.trim() }).click()
    await page.getByRole('dialog').waitFor()
    const inModal = await shownImages(page, '[role="dialog"] img')
    expect(inModal).toHaveLength(1)
    await expectResponsive(inModal, () => true)

    const { projects } = await api<{ projects: { slug: string; gallery: string[] }[] }>('/projects?limit=100')
    const project = projects.find((p) => p.gallery.length > 0)!
    await goto(page, `/projects/${project.slug}`)
    await page.getByRole('button', { name: /^Open image 1 of/ }).click()
    await page.getByRole('dialog').waitFor()
    const inViewer = await shownImages(page, '[role="dialog"] img')
    expect(inViewer.map((i) => i.src)).toEqual([project.gallery[0]])
    // Letterboxed in the viewer: no stand-in around the picture.
    expect(inViewer[0]!.placeholder).toBe('none')
    await expectResponsive(
      inViewer.map((i) => ({ ...i, placeholder: 'url(data:image/webp;base64,)' })),
      () => true,
    )
    await close()
    expectNoErrors(errors)
  })

  test('nothing shifts: every content image reserves its box before it loads', async () => {
    const { page, errors, close } = await openPage(browser(), { width: 375 })
    // Image requests never answer: the layout must already be final without them.
    await page.route(/\.(avif|webp|jpg|png)$/, () => {})
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const boxes = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('main img')]
        .filter((img) => img.getClientRects().length)
        .map((img) => img.getBoundingClientRect().height),
    )
    expect(boxes.length).toBeGreaterThan(0)
    for (const h of boxes) expect(h).toBeGreaterThan(20)
    await close()
    expectNoErrors(errors.filter((e) => !/Failed to load resource/.test(e)))
  })
})
