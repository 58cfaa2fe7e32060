import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'

import {
  HOME_SIDE_TESTIMONIALS,
  TESTIMONIAL_AUTO_ADVANCE_MIN_WIDTH,
  TESTIMONIAL_AUTO_ADVANCE_MS,
} from '../../../core/constants.ts'
import { cn } from '../../lib/cn.ts'
import { type CardTestimonial, TestimonialCard } from './testimonial-card.tsx'

const arrowClass = 'round-btn'

/**
 * SPEC.md §2, §4: previous/next wrap, dots, auto-advance every 5 s only with more than one
 * testimonial on a viewport at least 1024 px wide (paused while hovered or focused, or by the
 * pause button: WCAG 2.2.2), the next two beside it on wide screens, nothing when there are none.
 */
export const TestimonialsCarousel = ({
  testimonials,
  variant = 'carousel',
}: {
  testimonials: CardTestimonial[]
  variant?: 'carousel' | 'list'
}) => {
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [wide, setWide] = useState(false)
  const count = testimonials.length

  useEffect(() => {
    const media = window.matchMedia(`(min-width: ${TESTIMONIAL_AUTO_ADVANCE_MIN_WIDTH}px)`)
    const update = () => setWide(media.matches)
    update()
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [])

  const autoAdvance = variant === 'carousel' && wide && count > 1 && !paused && !hovered
  useEffect(() => {
    if (!autoAdvance) return
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), TESTIMONIAL_AUTO_ADVANCE_MS)
    return () => clearInterval(timer)
  }, [autoAdvance, count])

  if (count === 0) return null

  if (variant === 'list') {
    return (
      <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.id}>
            <TestimonialCard testimonial={t} size="sm" />
          </li>
        ))}
      </ul>
    )
  }

  const current = testimonials[index % count]!
  const side =
    count > 1
      ? Array.from(
          { length: Math.min(HOME_SIDE_TESTIMONIALS, count - 1) },
          (_, i) => testimonials[(index + 1 + i) % count]!,
        )
      : []
  const go = (to: number) => setIndex(((to % count) + count) % count)
  const canPause = wide && count > 1

  return (
    <div className={cn('grid gap-6', side.length > 0 && 'lg:grid-cols-3')}>
      <section
        aria-roledescription="carousel"
        aria-label="Client testimonials"
        className="lg:col-span-2"
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setHovered(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHovered(false)
        }}
      >
        <div aria-live={autoAdvance ? 'off' : 'polite'}>
          <div
            key={current.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${count}`}
            className="animate-fade-in h-full"
          >
            <TestimonialCard testimonial={current} />
          </div>
        </div>
        {count > 1 ? (
          <div className="mt-6 flex items-center justify-between gap-4">
            <div className="flex items-center gap-2">
              {testimonials.map((t, i) => (
                <button
                  key={t.id}
                  type="button"
                  onClick={() => go(i)}
                  aria-label={`Show testimonial ${i + 1} of ${count}`}
                  aria-current={i === index ? 'true' : undefined}
                  className="grid h-6 min-w-6 place-items-center rounded-full"
                >
                  <span className={cn('dot', i === index ? 'dot-on' : 'dot-off')} />
                </button>
              ))}
            </div>
            <div className="flex items-center gap-2">
              {canPause ? (
                <button
                  type="button"
                  className={arrowClass}
                  onClick={() => setPaused((p) => !p)}
                  aria-label={paused ? 'Resume automatic rotation' : 'Pause automatic rotation'}
                >
                  {paused ? (
                    <Play className="h-4 w-4" aria-hidden="true" />
                  ) : (
                    <Pause className="h-4 w-4" aria-hidden="true" />
                  )}
                </button>
              ) : null}
              <button
                type="button"
                className={arrowClass}
                onClick={() => go(index - 1)}
                aria-label="Previous testimonial"
              >
                <ChevronLeft className="h-5 w-5" aria-hidden="true" />
              </button>
              <button type="button" className={arrowClass} onClick={() => go(index + 1)} aria-label="Next testimonial">
                <ChevronRight className="h-5 w-5" aria-hidden="true" />
              </button>
            </div>
          </div>
        ) : null}
      </section>
      {side.length > 0 ? (
        <ul className="hidden flex-col gap-6 lg:flex" aria-label="More testimonials">
          {side.map((t) => (
            <li key={t.id} className="flex-1">
              <TestimonialCard testimonial={t} size="sm" />
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
