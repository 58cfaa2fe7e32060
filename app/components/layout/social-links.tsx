import { Globe, Mail } from 'lucide-react'

import type { SocialLink } from '../../../core/schemas/site.ts'
import { cn } from '../../lib/cn.ts'
import { BrandIcon } from '../ui/brand-icon.tsx'

export const SocialLinks = ({
  socials,
  className,
  size = 'md',
}: {
  socials: SocialLink[]
  className?: string
  size?: 'sm' | 'md'
}) => (
  <ul className={cn('flex flex-wrap items-center gap-2', className)} aria-label="Social links">
    {socials.map((s) => {
      const external = /^https?:/i.test(s.url)
      return (
        <li key={`${s.platform}-${s.url}`}>
          <a
            href={s.url}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer me' } : {})}
            aria-label={s.label}
            title={s.label}
            className={cn('social-link', size === 'sm' ? 'h-9 w-9' : 'h-11 w-11')}
          >
            {s.platform === 'email' ? (
              <Mail aria-hidden="true" />
            ) : s.platform === 'website' ? (
              <Globe aria-hidden="true" />
            ) : (
              <BrandIcon name={s.platform} />
            )}
          </a>
        </li>
      )
    })}
  </ul>
)
