// How an image is offered to the browser: one place for the React <Picture> and for the
// <img> tags of post bodies rendered on the server, so both give the same markup.
import type { ImageInfo } from './schemas/upload.ts'

export const PICTURE_FORMATS = ['avif', 'webp'] as const
export type PictureFormat = (typeof PICTURE_FORMATS)[number]

/** Where an image's variant is: `/uploads/abc.jpg` → `/uploads/abc-480w.avif` (uploads and sample images alike). */
export const variantUrl = (src: string, width: number, format: PictureFormat) =>
  src.replace(/\.[^./]+$/, `-${width}w.${format}`)

/**
 * The widths WebP is offered in. Every browser that shows AVIF takes the AVIF source with every
 * width; WebP is for the few without it (old Safari), so a coarser ladder serves them, and each
 * candidate left out is ~50 bytes less HTML per picture (issue 9). An image without these
 * widths (a small one) offers all it has.
 */
export const WEBP_FALLBACK_WIDTHS: readonly number[] = [480, 960]

const widthsFor = (info: ImageInfo, format: PictureFormat) => {
  const all = [...info.widths].sort((a, b) => a - b)
  if (format === 'avif') return all
  const fallback = all.filter((w) => WEBP_FALLBACK_WIDTHS.includes(w))
  return fallback.length ? fallback : all
}

/** `url 480w, url 960w…` for one format, narrowest first; only variants that exist. */
export const srcsetOf = (src: string, info: ImageInfo, format: PictureFormat): string =>
  widthsFor(info, format)
    .map((w) => `${variantUrl(src, w, format)} ${w}w`)
    .join(', ')

/** The `<source>` elements a `<picture>` gets: AVIF, then WebP; none for an image without variants. */
export const pictureSources = (src: string, info: ImageInfo) =>
  info.widths.length === 0
    ? []
    : PICTURE_FORMATS.map((format) => ({ type: `image/${format}`, srcSet: srcsetOf(src, info, format) }))

/** The blurred stand-in painted under the image until it arrives (CSS declarations). */
export const placeholderStyle = (info: ImageInfo): { backgroundImage: string; backgroundSize: string } | undefined =>
  info.placeholder ? { backgroundImage: `url(${info.placeholder})`, backgroundSize: 'cover' } : undefined
