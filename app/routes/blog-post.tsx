import { ArrowLeft, Calendar, Clock, Eye } from 'lucide-react'
import { Link, redirect, useRouteLoaderData } from 'react-router'

import { Container } from '../components/ui/container.tsx'
import { CoverImage } from '../components/ui/cover-image.tsx'
import { requestInfoContext, servicesContext } from '../context.ts'
import { BlogCard, toCardPost } from '../features/blog/blog-card.tsx'
import { ShareButton } from '../features/blog/share-button.tsx'
import { compactNumber, formatDate, isoDate, relativeTime } from '../lib/format.ts'
import { isNotFound } from '../lib/not-found.ts'
import { absoluteUrl, buildMeta, rootDataOf } from '../lib/seo.ts'
import { useNow } from '../lib/use-now.ts'
import type { loader as rootLoader } from '../root.tsx'
import type { Route } from './+types/blog-post'

export const loader = async ({ context, params }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  try {
    const [post, recent] = await Promise.all([
      services.blogs.get(params.slug),
      services.blogs.list({ skip: 0, limit: 4 }),
    ])
    context.get(requestInfoContext).onView?.('post', post.id)
    const more = recent.posts
      .filter((p) => p.id !== post.id)
      .slice(0, 3)
      .map(toCardPost)
    // The relative date ("3 days ago") is computed against this instant on the server, and
    // against the visitor's clock once the page is interactive.
    return { post, more, renderedAt: Date.now() }
  } catch (err) {
    // SPEC.md §2, §8: the lookup says "Post not found"; the page toasts and returns to /blogs.
    if (isNotFound(err)) throw redirect('/blogs?notice=post-not-found')
    throw err
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = rootDataOf(matches)
  const post = loaderData?.post
  if (!post) return buildMeta(root, { title: 'Blog', path: location.pathname })
  const published = post.published_at ?? post.created_at
  return buildMeta(root, {
    title: post.meta_title || post.title,
    description: post.meta_description || post.excerpt,
    path: location.pathname,
    image: post.featured_image,
    type: 'article',
    keywords: post.tags,
    article: { publishedTime: published, modifiedTime: post.updated_at, tags: post.tags },
    jsonLd: root
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'BlogPosting',
            headline: post.title,
            description: post.meta_description || post.excerpt,
            image: post.featured_image ? [absoluteUrl(root.siteUrl, post.featured_image)] : undefined,
            datePublished: published,
            dateModified: post.updated_at,
            keywords: post.tags.join(', '),
            timeRequired: `PT${post.read_time}M`,
            mainEntityOfPage: { '@type': 'WebPage', '@id': absoluteUrl(root.siteUrl, location.pathname) },
            url: absoluteUrl(root.siteUrl, location.pathname),
            author: { '@type': 'Person', name: root.site.name, url: `${root.siteUrl}/` },
            publisher: { '@type': 'Person', name: root.site.name, url: `${root.siteUrl}/` },
          },
        ]
      : [],
  })
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, more, renderedAt } = loaderData
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const now = useNow(renderedAt)
  const published = post.published_at ?? post.created_at
  const ago = relativeTime(published, now)
  const author = root?.site.name ?? ''
  return (
    <>
      <article>
        <header className="relative isolate overflow-hidden">
          <div
            aria-hidden="true"
            className="absolute top-[-12rem] left-1/2 -z-10 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-brand-400/25 via-indigo-400/15 to-cyan-300/15 blur-3xl dark:from-brand-600/20 dark:via-indigo-600/10"
          />
          <Container size="narrow" className="pt-8 sm:pt-10">
            <Link
              to="/blogs"
              className="inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-slate-600 hover:text-brand-700 dark:text-slate-400 dark:hover:text-brand-300"
            >
              <ArrowLeft className="h-4 w-4" aria-hidden="true" />
              All posts
            </Link>
            <ul className="mt-8 flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((t) => (
                <li key={t}>
                  <Link
                    to={`/blogs?tag=${encodeURIComponent(t)}`}
                    className="inline-flex rounded-full bg-brand-50 px-3 py-1 text-xs font-semibold text-brand-700 ring-1 ring-brand-200 ring-inset hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-300 dark:ring-brand-900"
                  >
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
                <span className="inline-flex items-center gap-1.5">
                  <Calendar className="h-4 w-4" aria-hidden="true" />
                  <time dateTime={isoDate(published)}>{formatDate(published)}</time>
                  {ago ? <span data-testid="relative-date">({ago})</span> : null}
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Clock className="h-4 w-4" aria-hidden="true" />
                  {post.read_time} min read
                </span>
                <span className="inline-flex items-center gap-1.5">
                  <Eye className="h-4 w-4" aria-hidden="true" />
                  {compactNumber(post.views)} views
                </span>
              </div>
              <ShareButton title={post.title} text={post.excerpt} />
            </div>
          </Container>
        </header>
        <Container size="medium" className="pt-10">
          <CoverImage
            src={post.featured_image}
            alt=""
            fallbackLabel={post.title}
            priority
            className="aspect-[2/1] w-full rounded-2xl border border-slate-200 shadow-sm dark:border-slate-800"
          />
        </Container>
        <Container size="narrow" className="py-12">
          <div
            className="prose-content text-[1.0625rem] leading-8"
            dangerouslySetInnerHTML={{ __html: post.content }}
          />
          <footer className="mt-14 flex flex-wrap items-center justify-between gap-4 rounded-2xl border border-slate-200 bg-slate-50 p-5 text-sm text-slate-600 dark:border-slate-800 dark:bg-slate-900/50 dark:text-slate-400">
            <dl className="flex flex-wrap gap-x-6 gap-y-1">
              <div className="flex gap-1.5">
                <dt>Published</dt>
                <dd className="font-medium text-slate-900 dark:text-white">
                  <time dateTime={isoDate(published)}>{formatDate(published)}</time>
                </dd>
              </div>
              <div className="flex gap-1.5">
                <dt>Updated</dt>
                <dd className="font-medium text-slate-900 dark:text-white">
                  <time dateTime={isoDate(post.updated_at)}>{formatDate(post.updated_at)}</time>
                </dd>
              </div>
            </dl>
            <ShareButton title={post.title} text={post.excerpt} />
          </footer>
        </Container>
      </article>
      {more.length > 0 ? (
        <section
          aria-labelledby="more-title"
          className="border-t border-slate-200/70 bg-slate-50 py-16 dark:border-slate-800/70 dark:bg-slate-900/40"
        >
          <Container>
            <h2 id="more-title" className="text-2xl font-bold tracking-tight text-slate-900 dark:text-white">
              Keep reading
            </h2>
            <ul className="mt-8 grid gap-6 md:grid-cols-3">
              {more.map((p) => (
                <li key={p.id}>
                  <BlogCard post={p} />
                </li>
              ))}
            </ul>
          </Container>
        </section>
      ) : null}
    </>
  )
}
