import { ExternalLink, Eye, Heart, Star } from 'lucide-react'
import { href, Link } from 'react-router'

import { CARD_LIST_LIMIT } from '../../../core/constants.ts'
import type { Project } from '../../../core/schemas/project.ts'
import { stripHtml } from '../../../core/text.ts'
import { Badge, categoryTone, LimitedList } from '../../components/ui/badge.tsx'
import { BrandIcon } from '../../components/ui/brand-icon.tsx'
import { CoverImage } from '../../components/ui/cover-image.tsx'
import { categoryLabel, compactNumber } from '../../lib/format.ts'

export type CardProject = Pick<
  Project,
  | 'id'
  | 'slug'
  | 'title'
  | 'category'
  | 'featured'
  | 'featured_image'
  | 'short_description'
  | 'description'
  | 'technologies'
  | 'live_url'
  | 'github_url'
  | 'views'
  | 'likes'
>

/**
 * What a card shows, and nothing more: loaders send this instead of whole projects, so a list
 * page does not carry every description in its HTML twice (markup and hydration data).
 * SPEC.md §2: short_description falls back to the description.
 */
export const toCardProject = (p: Project): CardProject => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  category: p.category,
  featured: p.featured,
  featured_image: p.featured_image,
  short_description: p.short_description || stripHtml(p.description).slice(0, 240),
  description: '',
  technologies: p.technologies,
  live_url: p.live_url,
  github_url: p.github_url,
  views: p.views,
  likes: p.likes,
})

/** The card's width in the home page's grid (1, 2, then 3 columns in a 72rem container). */
export const PROJECT_CARD_SIZES =
  '(min-width: 1152px) 22rem, (min-width: 1024px) 30vw, (min-width: 640px) 46vw, calc(100vw - 2rem)'

/** SPEC.md §2 project card: the whole card opens /projects/{slug}; its own links stay separate. */
export const ProjectCard = ({
  project,
  headingLevel = 'h3',
  sizes = PROJECT_CARD_SIZES,
  priority = false,
}: {
  project: CardProject
  headingLevel?: 'h2' | 'h3'
  /** The image slot's width in the grid the card sits in. */
  sizes?: string
  /** The first card of a list whose image is the page's largest paint. */
  priority?: boolean
}) => {
  const Heading = headingLevel
  const badges = (
    <div className={project.featured_image ? 'card-badges' : 'mb-3 flex gap-2'}>
      <Badge tone={categoryTone(project.category)} className="shadow-sm backdrop-blur">
        {categoryLabel(project.category)}
      </Badge>
      {project.featured ? (
        <Badge tone="amber" className="shadow-sm">
          <Star className="h-3 w-3 fill-current" aria-hidden="true" />
          Featured
        </Badge>
      ) : null}
    </div>
  )
  const summary = project.short_description || stripHtml(project.description)
  return (
    <article className="group card">
      {project.featured_image ? (
        <div className="card-media">
          <CoverImage src={project.featured_image} alt="" sizes={sizes} priority={priority} className="card-image" />
          {badges}
        </div>
      ) : null}
      <div className="card-body">
        {/* Without a screenshot the card is its text: the badges lead it (no stand-in block). */}
        {project.featured_image ? null : badges}
        <Heading className="card-title">
          <Link to={href('/projects/:slug', { slug: project.slug })} className="card-link">
            {project.title}
          </Link>
        </Heading>
        <p className="card-text mt-2 line-clamp-2">{summary}</p>
        <div className="mt-4">
          <LimitedList items={project.technologies} limit={CARD_LIST_LIMIT} label="Technologies" />
        </div>
        <div className="mt-auto pt-5">
          <div className="card-footer">
            <div className="card-stats">
              <span className="with-icon" title="Views">
                <Eye className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">Views:</span>
                {compactNumber(project.views)}
              </span>
              <span className="with-icon" title="Likes">
                <Heart className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">Likes:</span>
                {compactNumber(project.likes)}
              </span>
            </div>
            <div className="card-actions">
              {project.github_url ? (
                <a
                  href={project.github_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="icon-link"
                  aria-label={`Source code of ${project.title} (opens in a new tab)`}
                >
                  <BrandIcon name="github" className="h-4 w-4" />
                </a>
              ) : null}
              {project.live_url ? (
                <a
                  href={project.live_url}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="icon-link"
                  aria-label={`Live site of ${project.title} (opens in a new tab)`}
                >
                  <ExternalLink className="h-4 w-4" aria-hidden="true" />
                </a>
              ) : null}
            </div>
          </div>
        </div>
      </div>
    </article>
  )
}
