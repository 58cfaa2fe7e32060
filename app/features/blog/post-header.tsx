import { Calendar, Clock, Eye } from 'lucide-react'
import { href, Link } from 'react-router'

import type { BlogPost } from '../../../core/schemas/blog.ts'
import { BackLink } from '../../components/ui/back-link.tsx'
import { Container } from '../../components/ui/container.tsx'
import { compactNumber, formatDate, isoDate, relativeTime } from '../../lib/format.ts'
import { useNow } from '../../lib/use-now.ts'
import { withQuery } from '../../lib/with-query.ts'
import { ShareButton } from './share-button.tsx'

export const publishedAt = (post: Pick<BlogPost, 'published_at' | 'created_at'>) => post.published_at ?? post.created_at

/**
 * The top of a post: tags, title, excerpt, author, date, read time, views and sharing. The
 * relative date ("3 days ago") is computed against `renderedAt` on the server, and against the
 * visitor's clock once the page is interactive.
 */
export const PostHeader = ({
  post,
  author,
  renderedAt,
}: {
  post: Omit<BlogPost, 'content'>
  author: string
  renderedAt: number
}) => {
  const now = useNow(renderedAt)
  const published = publishedAt(post)
  // A date still ahead (a scheduled post's preview) has no "ago": its date is shown once.
  const ago = relativeTime(published, now)
  const relative = ago && ago !== formatDate(published) ? ago : ''
  return (
    <header className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute top-[-12rem] left-1/2 -z-10 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-brand-400/25 via-indigo-400/15 to-cyan-300/15 blur-3xl dark:from-brand-600/20 dark:via-indigo-600/10"
      />
      <Container size="narrow" className="pt-8 sm:pt-10">
        <BackLink to={href('/blogs')}>All posts</BackLink>
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
          {post.tags.map((t) => (
            <li key={t}>
              <Link to={withQuery(href('/blogs'), { tag: t })} className="tag-link">
                #{t}
              </Link>
            </li>
          ))}
        </ul>
        <h1 className="mt-5 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
          {post.title}
        </h1>
        {post.excerpt ? (
          <p className="mt-5 text-xl leading-8 text-slate-600 dark:text-slate-400">{post.excerpt}</p>
        ) : null}
        <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4 dark:border-slate-800">
          <div className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-2 font-medium text-slate-900 dark:text-white">
              <span
                aria-hidden="true"
                className="grid h-8 w-8 place-items-center rounded-full bg-gradient-to-br from-brand-500 to-indigo-600 text-xs font-bold text-white"
              >
                {author.charAt(0)}
              </span>
              {author}
            </span>
            <span className="with-icon">
              <Calendar className="h-4 w-4" aria-hidden="true" />
              <time dateTime={isoDate(published)}>{formatDate(published)}</time>
              {relative ? <span data-testid="relative-date">({relative})</span> : null}
            </span>
            <span className="with-icon">
              <Clock className="h-4 w-4" aria-hidden="true" />
              {post.read_time} min read
            </span>
            <span className="with-icon">
              <Eye className="h-4 w-4" aria-hidden="true" />
              {compactNumber(post.views)} views
            </span>
          </div>
          <ShareButton title={post.title} text={post.excerpt} />
        </div>
      </Container>
    </header>
  )
}
