import { Calendar, Clock, Star } from 'lucide-react'
import { href, Link } from 'react-router'

import { CARD_LIST_LIMIT } from '../../../core/constants.ts'
import type { BlogListItem } from '../../../core/schemas/blog.ts'
import { Badge, LimitedList } from '../../components/ui/badge.tsx'
import { CoverImage } from '../../components/ui/cover-image.tsx'
import { formatDate, isoDate } from '../../lib/format.ts'

export type CardPost = Pick<
  BlogListItem,
  | 'id'
  | 'slug'
  | 'title'
  | 'excerpt'
  | 'featured_image'
  | 'tags'
  | 'read_time'
  | 'published_at'
  | 'created_at'
  | 'featured'
  | 'match'
>

/** The card's fields only (no post content in a list page's data). */
export const toCardPost = (p: BlogListItem): CardPost => ({
  id: p.id,
  slug: p.slug,
  title: p.title,
  excerpt: p.excerpt,
  featured_image: p.featured_image,
  tags: p.tags,
  read_time: p.read_time,
  published_at: p.published_at,
  created_at: p.created_at,
  featured: p.featured,
  ...(p.match ? { match: p.match } : {}),
})

/** The card's width in the post grids (1, 2 or 3, then 3 columns in a 72rem container). */
export const BLOG_CARD_SIZES =
  '(min-width: 1152px) 22rem, (min-width: 1024px) 30vw, (min-width: 768px) 46vw, calc(100vw - 2rem)'

/** SPEC.md §2 blog card: opens /blogs/{slug}; at most 3 tags then +N more; excerpt clamped to 3 lines. */
export const BlogCard = ({
  post,
  headingLevel = 'h3',
  sizes = BLOG_CARD_SIZES,
}: {
  post: CardPost
  headingLevel?: 'h2' | 'h3'
  /** The image slot's width in the grid the card sits in. */
  sizes?: string
}) => {
  const Heading = headingLevel
  const date = post.published_at ?? post.created_at
  return (
    <article className="group card">
      {/* Without a cover the card is its text alone (no stand-in block). */}
      {post.featured_image ? (
        <div className="aspect-[16/9] overflow-hidden">
          <CoverImage src={post.featured_image} alt="" sizes={sizes} className="card-image" />
        </div>
      ) : null}
      <div className="card-body">
        <div className="card-meta">
          <span className="with-icon">
            <Calendar className="h-3.5 w-3.5" aria-hidden="true" />
            <time dateTime={isoDate(date)}>{formatDate(date)}</time>
          </span>
          <span className="with-icon">
            <Clock className="h-3.5 w-3.5" aria-hidden="true" />
            {`${post.read_time} min read`}
          </span>
          {post.featured ? (
            <Badge tone="amber">
              <Star className="h-3 w-3 fill-current" aria-hidden="true" />
              Featured
            </Badge>
          ) : null}
        </div>
        <Heading className="mt-3 card-title">
          <Link to={href('/blogs/:slug', { slug: post.slug })} className="card-link">
            {post.title}
          </Link>
        </Heading>
        {post.match ? (
          // A search result: the server's snippet, HTML-escaped but for <mark> around the words.
          <p
            className="card-text mt-2 line-clamp-3 [&_mark]:rounded-sm [&_mark]:bg-brand-100 [&_mark]:px-0.5 [&_mark]:text-slate-900 dark:[&_mark]:bg-brand-900 dark:[&_mark]:text-white"
            dangerouslySetInnerHTML={{ __html: post.match }}
          />
        ) : (
          <p className="card-text mt-2 line-clamp-3">{post.excerpt}</p>
        )}
        <div className="mt-auto pt-5">
          <LimitedList items={post.tags} limit={CARD_LIST_LIMIT} label="Tags" />
        </div>
      </div>
    </article>
  )
}
