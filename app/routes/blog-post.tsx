import { href, redirect, useRouteLoaderData } from 'react-router'

import { shareImagePath } from '../../core/constants.ts'

import { Container } from '../components/ui/container.tsx'
import { CoverImage } from '../components/ui/cover-image.tsx'
import { useWithheld } from '../components/ui/static-part.tsx'
import { requestInfoContext, servicesContext } from '../context.ts'
import { MorePosts } from '../features/blog/more-posts.tsx'
import { PostBody } from '../features/blog/post-body.tsx'
import { PostFooter } from '../features/blog/post-footer.tsx'
import { SubscribeForm } from '../features/blog/subscribe-form.tsx'
import { PostHeader, publishedAt } from '../features/blog/post-header.tsx'
import { SeriesNav } from '../features/blog/series-nav.tsx'
import katexSheet from '../katex.css?url'
import { isNotFound } from '../lib/not-found.ts'
import { absoluteUrl, buildMeta, rootDataOf } from '../lib/seo.ts'
import type { loader as rootLoader } from '../root.tsx'
import type { Route } from './+types/blog-post'
import { postPageData, recentPosts } from './blog-post-data.server.ts'

export const loader = async ({ context, params }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  try {
    const recent = recentPosts(services)
    // Read together with the post; a missing post leaves it unread (caught: no unhandled rejection).
    recent.catch(() => {})
    const post = await services.blogs.get(params.slug)
    // The server counts the view, for this visitor and every later one served the cached page.
    context.get(requestInfoContext).onView?.('post', post.id)
    return await postPageData(context, post, recent)
  } catch (err) {
    // SPEC.md §2, §8: the lookup says "Post not found"; the page toasts and returns to /blogs.
    if (isNotFound(err)) throw redirect(`${href('/blogs')}?notice=post-not-found`)
    throw err
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = rootDataOf(matches)
  const post = loaderData?.post
  if (!post) return buildMeta(root, { title: 'Blog', path: location.pathname })
  const published = publishedAt(post)
  const tags = buildMeta(root, {
    title: post.meta_title || post.title,
    description: post.meta_description || post.excerpt,
    path: location.pathname,
    // docs/api/owners-site.md, per-post overrides: a share image of the owner's replaces the generated card.
    canonical: post.canonical_url,
    image: post.og_image_url || post.featured_image,
    shareImage: post.og_image_url ? undefined : shareImagePath('blogs', post.slug),
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
  return loaderData.hasMath ? [...tags, { tagName: 'link', rel: 'stylesheet', href: katexSheet }] : tags
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, toc, more, renderedAt, series } = loaderData
  const root = useRouteLoaderData<typeof rootLoader>('root')
  const body = useWithheld(post.content)
  return (
    <>
      <article>
        <PostHeader post={post} author={root?.site.name ?? ''} renderedAt={renderedAt} />
        {/* Without a cover the header leads straight into the text. */}
        {post.featured_image ? (
          <Container size="medium" className="pt-10">
            <CoverImage
              src={post.featured_image}
              alt=""
              sizes="(min-width: 56rem) 52rem, calc(100vw - 2rem)"
              priority
              className="aspect-[2/1] w-full rounded-2xl border border-slate-200 shadow-sm dark:border-slate-800"
            />
          </Container>
        ) : null}
        <PostBody html={body} toc={toc}>
          {series ? <SeriesNav series={series} postId={post.id} /> : null}
          <PostFooter post={post} />
          <SubscribeForm className="mt-10" />
        </PostBody>
      </article>
      {more.length > 0 ? <MorePosts posts={more} /> : null}
    </>
  )
}
