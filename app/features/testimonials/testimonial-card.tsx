import { Quote } from 'lucide-react'
import type { CSSProperties } from 'react'

import type { PublicTestimonial } from '../../../core/schemas/testimonial.ts'
import { Picture, useImageInfo } from '../../components/ui/picture.tsx'
import { cn } from '../../lib/cn.ts'

/** A rating as five stars, drawn by CSS from `--rating` (`.stars`, ui.css): one element, not five icons. */
export const Stars = ({ rating }: { rating: number }) => (
  <div
    className="stars"
    role="img"
    aria-label={`Rated ${rating} out of 5`}
    style={{ '--rating': rating } as CSSProperties}
  />
)

/** SPEC.md §2: the avatar falls back to the first letter of the name. */
export const Avatar = ({ name, src, size = 'md' }: { name: string; src: string | null; size?: 'sm' | 'md' }) => {
  const box = size === 'sm' ? 'h-10 w-10 text-sm' : 'h-12 w-12 text-base'
  const info = useImageInfo(src)
  if (src) {
    return (
      <Picture
        src={src}
        alt=""
        info={info}
        sizes={size === 'sm' ? '40px' : '48px'}
        fallbackSize={[48, 48]}
        className={cn(box, 'shrink-0 rounded-full object-cover ring-2 ring-white dark:ring-slate-800')}
      />
    )
  }
  return (
    <span aria-hidden="true" className={cn(box, 'avatar-letter')}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  )
}

/** The fields a card shows (a page's data carries these only, not the admin's flags and dates). */
export type CardTestimonial = Pick<
  PublicTestimonial,
  'id' | 'name' | 'position' | 'company' | 'content' | 'rating' | 'avatar_url'
>

export const toCardTestimonial = (t: PublicTestimonial): CardTestimonial => ({
  id: t.id,
  name: t.name,
  position: t.position,
  company: t.company,
  content: t.content,
  rating: t.rating,
  avatar_url: t.avatar_url,
})

const role = (t: CardTestimonial) => [t.position, t.company].filter(Boolean).join(', ')

export const TestimonialCard = ({ testimonial, size = 'lg' }: { testimonial: CardTestimonial; size?: 'lg' | 'sm' }) => (
  <figure className={cn('quote-card', size === 'lg' ? 'p-7 sm:p-9' : 'p-6')}>
    <Quote
      className={cn(
        'absolute text-brand-100 dark:text-brand-950',
        size === 'lg' ? 'top-6 right-6 h-12 w-12' : 'top-5 right-5 h-8 w-8',
      )}
      aria-hidden="true"
    />
    <Stars rating={testimonial.rating} />
    <blockquote
      className={cn(
        'relative mt-4 flex-1 text-slate-700 dark:text-slate-300',
        size === 'lg' ? 'text-lg leading-8 sm:text-xl sm:leading-9' : 'line-clamp-5 text-sm leading-6',
      )}
    >
      <p>{`“${testimonial.content}”`}</p>
    </blockquote>
    <figcaption className="mt-6 flex items-center gap-3">
      <Avatar name={testimonial.name} src={testimonial.avatar_url} size={size === 'lg' ? 'md' : 'sm'} />
      <div>
        <div className="strong">{testimonial.name}</div>
        {role(testimonial) ? (
          <div className="text-sm text-slate-600 dark:text-slate-400">{role(testimonial)}</div>
        ) : null}
      </div>
    </figcaption>
  </figure>
)
