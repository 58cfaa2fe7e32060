import { brandIcons, spriteUrl, techSpriteUrl } from 'virtual:brand-icons'

import { cn } from '../../lib/cn.ts'

const key = (name: string) => name.toLowerCase().replace(/[\s.\-_]/g, '')

/**
 * A brand logo from the build's SVG sprite (no path data in the JavaScript). Decorative by
 * default: the visible name next to it is the label. Unknown names render the initials.
 */
export const BrandIcon = ({ name, className, title }: { name: string; className?: string; title?: string }) => {
  const icon = brandIcons[key(name)]
  if (!icon) {
    return (
      <span
        aria-hidden={title ? undefined : true}
        title={title}
        className={cn('inline-flex items-center justify-center text-[0.6em] font-bold', className)}
      >
        {name.slice(0, 2).toUpperCase()}
      </span>
    )
  }
  return (
    <svg className={cn('shrink-0', className)} aria-hidden={title ? undefined : true} role={title ? 'img' : undefined}>
      {title ? <title>{title}</title> : null}
      <use href={`${icon[2] ? techSpriteUrl : spriteUrl}#${icon[0]}`} />
    </svg>
  )
}
