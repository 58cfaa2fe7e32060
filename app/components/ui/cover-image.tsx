import { cn } from '../../lib/cn.ts'
import { Picture, useImageInfo } from './picture.tsx'

/**
 * A card or header image filling a fixed-ratio slot (no layout shift), as a responsive
 * `<picture>`. Without an image there is nothing: the card or header shows its text alone.
 */
export const CoverImage = ({
  src,
  alt,
  className,
  priority = false,
  sizes,
}: {
  src: string | null | undefined
  alt: string
  className?: string
  priority?: boolean
  sizes: string
}) => {
  const info = useImageInfo(src)
  if (!src) return null
  return (
    <Picture src={src} alt={alt} info={info} sizes={sizes} priority={priority} className={cn('cover', className)} />
  )
}
