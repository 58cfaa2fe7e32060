import { rename, rm, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

import type { Sharp } from 'sharp'

import { variantUrl } from '../../../core/images.ts'
import { UPLOAD_VARIANT_WIDTHS, type ImageInfo, type UploadVariant } from '../../../core/schemas/upload.ts'
import { loadSharp } from '../../lib/sharp.ts'
import type { UploadStore } from '../../lib/upload-store.ts'

// AVIF at sharp's default effort (4) took ~4 s per 1600 px image on one core; effort 2 takes
// ~0.4 s for files ~13% larger: the owner waits for every upload, visitors barely notice.
export const AVIF_EFFORT = 2

/**
 * The variants' AVIF keeps colour at half resolution (4:2:0), as their WebP and any JPEG do, not
 * sharp's default full-resolution colour (4:4:4): the AV1 encoder's frames are half the size, so
 * encoding a picture's 1200 px variant takes ~25 MB instead of ~35.5 MB and its 1600 px one ~41 MB
 * instead of ~59 MB, for files ~5% smaller that look the same in a photo (README, Performance:
 * issue 26).
 */
const AVIF_VARIANT = { quality: 55, effort: AVIF_EFFORT, chromaSubsampling: '4:2:0' } as const

/** A 10 MB file may not decode into a gigapixel bomb: ~50 megapixels is plenty for a portfolio. */
export const MAX_PIXELS = 50_000_000
export const SHARP_INPUT = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const }

/** Width of the blurred stand-in: ~150 bytes of WebP that the browser scales up softly. */
const PLACEHOLDER_WIDTH = 16

/** The widths an image this wide gets: the standard ones below it, plus its own when it is not wider than them all. */
export const variantWidths = (width: number): number[] => {
  const widths: number[] = UPLOAD_VARIANT_WIDTHS.filter((w) => w < width)
  if (width <= UPLOAD_VARIANT_WIDTHS[UPLOAD_VARIANT_WIDTHS.length - 1]!) widths.push(width)
  return widths
}

/**
 * Whether a stored description lists every variant an image of its width gets now. No
 * variants at all is an animated image's description (it keeps its original only).
 */
export const isComplete = (info: ImageInfo): boolean => {
  const want = variantWidths(info.width)
  return info.widths.length === 0 || (want.length === info.widths.length && want.every((w, i) => info.widths[i] === w))
}

/** Where the variants of one image go: `<base>-<w>w.<format>` in `store` (served as core/images.ts's variantUrl says). */
export interface VariantTarget {
  store: UploadStore
  base: string
}

/**
 * Describes an image (already upright, as stored) and makes its missing WebP/AVIF variants.
 * A variant already stored is kept, so this is idempotent; two processes making the same one
 * at once each store the same whole file. `made` lists the files written.
 */
export const makeImageInfo = async (
  source: Buffer,
  target: VariantTarget,
  { animated = false }: { animated?: boolean } = {},
): Promise<{ info: ImageInfo; made: string[] }> => {
  const sharp = await loadSharp()
  const img = sharp(source, SHARP_INPUT)
  const meta = await img.metadata()
  const width = meta.width
  const height = animated ? (meta.pageHeight ?? meta.height) : meta.height
  const made: string[] = []
  // Animated images keep their one animated original: a still variant would lose the motion.
  const widths = animated ? [] : variantWidths(width)
  for (const w of widths) {
    const resized = img.clone().resize({ width: w, withoutEnlargement: true })
    for (const format of ['webp', 'avif'] as const) {
      const name = `${target.base}-${w}w.${format}`
      if (await target.store.head(name)) continue
      const data = await (
        format === 'webp' ? resized.clone().webp({ quality: 80 }) : resized.clone().avif(AVIF_VARIANT)
      ).toBuffer()
      // Stored whole or not at all: a full disk never leaves a partial variant that a later run
      // would take for a whole one.
      await target.store.put(name, data)
      made.push(name)
    }
  }
  return { info: { width, height, widths, placeholder: await placeholderOf(img, meta.hasAlpha) }, made }
}

/** The variants of a described image, as the upload answer lists them. */
export const variantsOf = (url: string, info: ImageInfo): UploadVariant[] =>
  info.widths.flatMap((w) =>
    (['webp', 'avif'] as const).map((format) => ({
      url: variantUrl(url, w, format),
      width: w,
      height: Math.round((info.height * w) / info.width),
      format,
    })),
  )

/** A tiny WebP as a data: URI, or null when the image has see-through pixels. */
export const placeholderOf = async (img: Sharp, hasAlpha: boolean): Promise<string | null> => {
  if (hasAlpha && !(await img.clone().stats()).isOpaque) return null
  const tiny = await img
    .clone()
    .resize({ width: PLACEHOLDER_WIDTH, height: PLACEHOLDER_WIDTH, fit: 'inside' })
    .flatten()
    .webp({ quality: 50 })
    .toBuffer()
  return `data:image/webp;base64,${tiny.toString('base64')}`
}

/** Writes a JSON file whole or not at all (readers never see half of it). */
export const writeJsonAtomic = async (path: string, value: unknown) => {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`)
  try {
    await writeFile(tmp, `${JSON.stringify(value, null, 2)}\n`, { mode: 0o644 })
    await rename(tmp, path)
  } catch (err) {
    await rm(tmp, { force: true })
    throw err
  }
}
