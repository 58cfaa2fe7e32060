// How an image is offered to the browser: one place for the React <Picture> and for the
// <img> tags of post bodies rendered on the server, so both give the same markup.
import type { ImageInfo } from './schemas/upload.ts'

export const PICTURE_FORMATS = ['avif', 'webp'] as const

/** `url 480w, url 960w…` for one format, narrowest first; only variants that exist. */
export const srcsetOf = (info: ImageInfo, format: (typeof PICTURE_FORMATS)[number]): string =>
  info.variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${v.url} ${v.width}w`)
    .join(', ')

/** The `<source>` elements a `<picture>` gets (formats without variants are left out). */
export const pictureSources = (info: ImageInfo) =>
  PICTURE_FORMATS.map((format) => ({ type: `image/${format}`, srcSet: srcsetOf(info, format) })).filter(
    (s) => s.srcSet !== '',
  )

/** The blurred stand-in painted under the image until it arrives (CSS declarations). */
export const placeholderStyle = (info: ImageInfo): { backgroundImage: string; backgroundSize: string } | undefined =>
  info.placeholder ? { backgroundImage: `url(${info.placeholder})`, backgroundSize: 'cover' } : undefined
