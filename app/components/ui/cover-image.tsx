import { cn } from '../../lib/cn.ts'

/**
 * A card or header image with a fixed aspect ratio (no layout shift); without a picture, a
 * branded gradient with the title's initial stands in.
 */
export const CoverImage = ({
  src,
  alt,
  className,
  priority = false,
  fallbackLabel,
  sizes,
}: {
  src: string | null | undefined
  alt: string
  className?: string
  priority?: boolean
  fallbackLabel?: string
  sizes?: string
}) => {
  if (!src) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        className={cn(
          'grid place-items-center bg-gradient-to-br from-brand-500 via-brand-600 to-indigo-700 text-5xl font-bold text-white/90',
          className,
        )}
      >
        <span aria-hidden="true">{(fallbackLabel ?? alt).slice(0, 1).toUpperCase()}</span>
      </div>
    )
  }
  return (
    <img
      src={src}
      alt={alt}
      width={1200}
      height={750}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={cn('bg-slate-100 object-cover dark:bg-slate-800', className)}
    />
  )
}
