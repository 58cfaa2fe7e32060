import type { ImgHTMLAttributes } from 'react'
import { useMatches } from 'react-router'

import { pictureSources, placeholderStyle } from '../../../core/images.ts'
import type { ImageInfo, ImageMap } from '../../../core/schemas/upload.ts'
import { useWithheld } from './static-part.tsx'

type WithImages = { images?: ImageMap } | undefined

/**
 * What the page's loaders said about this image: any route loader may return
 * `images: ImageMap` (from `services.uploads.describe`), also inside the data of its static
 * parts (`parts`, see static-part.tsx), and every picture on the page finds its own entry there,
 * so cards need no extra props.
 */
export const useImageInfo = (src: string | null | undefined): ImageInfo | undefined => {
  const matches = useMatches()
  const withheld = useWithheld<WithImages>(undefined)
  if (!src) return undefined
  const maps = matches.flatMap((m) => {
    const data = m.loaderData as (WithImages & { parts?: WithImages }) | undefined
    return [data?.images, data?.parts?.images]
  })
  for (const images of [...maps, withheld?.images]) {
    if (images && Object.hasOwn(images, src)) return images[src]
  }
  return undefined
}

/** `sizes` without the optional spaces after its colons and commas (it is written twice per picture). */
const compactSizes = (sizes: string) => sizes.replace(/([:,])\s+/g, '$1')

/**
 * A responsive image: AVIF and WebP `srcset` from the variants that exist, `sizes` for the slot,
 * the intrinsic `width`/`height` (no layout shift) and a blurred stand-in underneath. The one
 * `priority` image of a page (its LCP) loads first; every other waits until it nears the screen.
 * Without a description (an outside URL), a plain `<img>` with `fallbackSize` as its ratio.
 */
export const Picture = ({
  src,
  alt,
  info,
  sizes,
  priority = false,
  className,
  fallbackSize = [1200, 750],
  imgProps,
}: {
  src: string
  alt: string
  info: ImageInfo | undefined
  /** The slot's width at each breakpoint, e.g. `(min-width: 1024px) 22rem, 100vw`. */
  sizes: string
  priority?: boolean
  className?: string
  fallbackSize?: readonly [number, number]
  /** More attributes for the `<img>` (its `style` is laid over the stand-in's). */
  imgProps?: Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height' | 'className'> & {
    [data: `data-${string}`]: string | number
  }
}) => {
  const img = (
    <img
      {...imgProps}
      src={src}
      alt={alt}
      width={info?.width ?? fallbackSize[0]}
      height={info?.height ?? fallbackSize[1]}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      style={info || imgProps?.style ? { ...(info && placeholderStyle(info)), ...imgProps?.style } : undefined}
      className={className}
    />
  )
  const sources = info ? pictureSources(src, info) : []
  if (sources.length === 0) return img
  const slot = compactSizes(sizes)
  return (
    // `contents`: the <img> sizes itself against the slot as if the <picture> were not there.
    <picture className="contents">
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={slot} />
      ))}
      {img}
    </picture>
  )
}
