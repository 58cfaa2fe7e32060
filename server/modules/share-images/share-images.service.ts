import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { join, normalize, resolve, sep } from 'node:path'

import { variantUrl } from '../../../core/images.ts'
import { DEFAULT_ACCENT_COLOR } from '../../../core/site-defaults.ts'
import type { ImageMap } from '../../../core/schemas/upload.ts'
import type { ResponseCache } from '../../lib/response-cache.ts'
import { loadSharp } from '../../lib/sharp.ts'
import { UPLOADS_URL_PREFIX } from '../uploads/uploads.service.ts'
import type { ShareCard } from './share-images.render.ts'

/** The featured image's panel on a card, in pixels. */
export const IMAGE_PANEL = { width: 500, height: 340 } as const

/** satori and resvg (~35 MB resident) are loaded when a card is first drawn, not at start. */
const loadRenderer = () => import('./share-images.render.ts')

/** Bump when the card's design changes: every cached image is then drawn again. */
const DESIGN_VERSION = 1
export type ShareKind = 'projects' | 'blogs'

interface Item {
  title: string
  featured_image: string | null
}

export interface ShareImage {
  png: Buffer
  etag: string
}

export interface ShareImagesDeps {
  /** Public lookups: they throw the API's 404 for an item the public cannot see. */
  getProject: (slug: string) => Promise<Item>
  getPost: (slug: string) => Promise<Item>
  getOwnerName: () => Promise<string>
  /** The owner's accent colour and logo URL ('' when none): cards take them (docs/api/owners-site.md). */
  getLook?: () => Promise<{ accent: string; logo: string }>
  describeImages: (urls: string[]) => Promise<ImageMap>
  /** An upload's validator (changes with its bytes) and its bytes, from the uploads store. */
  headUpload: (url: string) => Promise<{ etag: string } | undefined>
  readUpload: (url: string) => Promise<Buffer | undefined>
  siteUrl: string
  /**
   * The answers cache (CACHE_MAX_MB) the cards are kept in (about 60–150 KB each) beside pages
   * and API answers, least recently used first out; keyed by what they show, so a content
   * change does not drop them (`lasting`).
   */
  cache: ResponseCache
  /** Where images outside /uploads/ (the bundled sample images) are: the client build, then public/. */
  publicDirs: string[]
}

/** A file under `root` for a site path, never outside it. */
const fileUnder = (root: string, path: string) => {
  const file = normalize(join(root, decodeURIComponent(path)))
  return file.startsWith(root + sep) ? file : undefined
}

/**
 * The generated share image of each public project and post (API.md "Open Graph images"):
 * title, owner's name, site address and featured image drawn into a 1200×630 PNG. Cards are
 * kept by a hash of exactly what they show (and the image file's size and date), so a new
 * title, name, address or image draws a new one and anything else reuses the cached bytes.
 */
export const createShareImagesService = (deps: ShareImagesDeps) => {
  const publicDirs = deps.publicDirs.map((d) => resolve(d))
  const host = new URL(deps.siteUrl).host
  const { cache } = deps
  const rendering = new Map<string, Promise<ShareImage>>()

  const remember = (key: string, image: ShareImage) => {
    const entry = { status: 200, headers: {}, body: image.png, etag: image.etag, renderedAt: Date.now(), lasting: true }
    // The generation is read here: a lasting entry is right whatever changed while it was drawn.
    cache.set(`og:${key}`, entry, cache.generation)
  }

  /** A site file behind an image URL, if it is one of ours (remote images are never fetched). */
  const imageFile = async (url: string): Promise<{ stamp: string; read: () => Promise<Buffer> } | undefined> => {
    if (!url.startsWith('/') || url.startsWith('//')) return undefined
    const path = url.split(/[?#]/)[0]!
    if (path.startsWith(UPLOADS_URL_PREFIX)) {
      // The store away (or a broken name): the card goes without the image, under a key of its own.
      const head = await deps.headUpload(path).catch(() => undefined)
      if (!head) return undefined
      return { stamp: head.etag, read: async () => (await deps.readUpload(path)) ?? Buffer.alloc(0) }
    }
    for (const dir of publicDirs) {
      const file = fileUnder(dir, path)
      const s = file ? await stat(file).catch(() => undefined) : undefined
      if (file && s?.isFile()) return { stamp: `${s.size}-${Math.floor(s.mtimeMs)}`, read: () => readFile(file) }
    }
    return undefined
  }

  /** The smallest responsive copy that still fills the panel, else the original. */
  const imageSource = async (url: string) => {
    const original = await imageFile(url)
    if (!original) return undefined
    const info = (await deps.describeImages([url]))[url]
    const width = info?.widths
      .filter((w) => w >= IMAGE_PANEL.width)
      .sort((a, b) => a - b)
      .at(0)
    const variant = width ? await imageFile(variantUrl(url, width, 'webp')) : undefined
    return { read: (variant ?? original).read, stamp: original.stamp }
  }

  const imageDataUri = async (data: Buffer) => {
    const sharp = await loadSharp()
    const jpeg = await sharp(data)
      .resize(IMAGE_PANEL.width, IMAGE_PANEL.height, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#111827' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
    return `data:image/jpeg;base64,${jpeg.toString('base64')}`
  }

  const logoDataUri = async (data: Buffer) => {
    const sharp = await loadSharp()
    const png = await sharp(data)
      .resize(128, 128, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer()
    return `data:image/png;base64,${png.toString('base64')}`
  }

  return {
    /** The card of a public project (`projects`) or post (`blogs`); the lookup's 404 otherwise. */
    get: async (kind: ShareKind, slug: string): Promise<ShareImage> => {
      const [item, owner, look] = await Promise.all([
        kind === 'projects' ? deps.getProject(slug) : deps.getPost(slug),
        deps.getOwnerName(),
        deps.getLook?.(),
      ])
      const source = item.featured_image ? await imageSource(item.featured_image) : undefined
      const logo = look?.logo ? await imageFile(look.logo) : undefined
      // The default accent draws today's card (and keeps its key).
      const accent = look && look.accent.toLowerCase() !== DEFAULT_ACCENT_COLOR.toLowerCase() ? look.accent : undefined
      const card: Omit<ShareCard, 'image' | 'logo'> = {
        kind: kind === 'projects' ? 'project' : 'post',
        title: item.title,
        owner,
        host,
        ...(accent ? { accent } : {}),
      }
      const key = createHash('sha256')
        .update(
          JSON.stringify([
            DESIGN_VERSION,
            card,
            item.featured_image && source ? [item.featured_image, source.stamp] : null,
            ...(logo && look ? [[look.logo, logo.stamp]] : []),
          ]),
        )
        .digest('base64url')
      const hit = cache.get(`og:${key}`)
      if (hit) return { png: hit.body, etag: hit.etag }
      let pending = rendering.get(key)
      if (!pending) {
        pending = (async () => {
          // An image that cannot be decoded is left out rather than failing the card.
          const image = source
            ? await source
                .read()
                .then(imageDataUri, () => undefined)
                .catch(() => undefined)
            : undefined
          const logoUri = logo
            ? await logo
                .read()
                .then(logoDataUri, () => undefined)
                .catch(() => undefined)
            : undefined
          const png = await (
            await loadRenderer()
          ).renderShareImage({
            ...card,
            image,
            ...(logoUri ? { logo: logoUri } : {}),
          })
          const result = { png, etag: `"og-${key.slice(0, 27)}"` }
          remember(key, result)
          return result
        })().finally(() => rendering.delete(key))
        rendering.set(key, pending)
      }
      return pending
    },
  }
}
