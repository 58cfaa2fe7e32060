import { href } from 'react-router'

import { BLOG_PAGE_SIZE } from '../../core/constants.ts'
import { Container } from '../components/ui/container.tsx'
import { PageHeader } from '../components/ui/page-header.tsx'
import { useSiteText } from '../lib/site-text.ts'
import { BusyRegion, NoResults, ResultsHeading, ResultsPages, useLoadingPath } from '../components/ui/results.tsx'
import { servicesContext } from '../context.ts'
import { BlogCard, toCardPost } from '../features/blog/blog-card.tsx'
import { BlogFilters, blogsHref } from '../features/blog/blog-filters.tsx'
import { plural } from '../lib/format.ts'
import { pageParam } from '../lib/pagination.ts'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/blogs'

/** SPEC.md §2 /blogs: search, tags and 3 posts per page; every filter lives in the URL. */
export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  const url = new URL(request.url)
  const search = url.searchParams.get('search')?.trim().slice(0, 200) || null
  const tag = url.searchParams.get('tag')?.trim().slice(0, 100) || null
  const page = pageParam(url.searchParams.get('page'))
  const [list, tags] = await Promise.all([
    services.blogs.list({
      skip: (page - 1) * BLOG_PAGE_SIZE,
      limit: BLOG_PAGE_SIZE,
      search: search ?? undefined,
      tag: tag ?? undefined,
      // Newest first (a just-published post tops page 1); featured posts carry a badge.
      sort: 'newest',
    }),
    services.blogs.tags(),
  ])
  return {
    posts: list.posts.map(toCardPost),
    total: list.total,
    pages: list.pages,
    page,
    search,
    tag,
    tags,
    images: await services.uploads.describe(list.posts.map((p) => p.featured_image)),
  }
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) => {
  const parts = [
    loaderData?.tag && `#${loaderData.tag}`,
    loaderData?.search && `“${loaderData.search}”`,
    loaderData && loaderData.page > 1 && `page ${loaderData.page}`,
  ].filter(Boolean)
  return buildMeta(rootDataOf(matches), {
    title: parts.length ? `Blog: ${parts.join(', ')}` : 'Blog',
    description: 'Articles on full-stack development, TypeScript, Python, databases, DevOps and freelancing.',
    path: location.pathname + location.search,
    keywords: loaderData?.tags,
  })
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const text = useSiteText()
  const { posts, total, pages, page, search, tag, tags } = loaderData
  const loading = useLoadingPath(href('/blogs'))
  const filtered = !!(search || tag)
  return (
    <>
      <PageHeader eyebrow={text('blogs.eyebrow')} title={text('blogs.title')} description={text('blogs.intro')} />
      <Container className="py-12 sm:py-16">
        <BlogFilters tags={tags} tag={tag} search={search} />
        <ResultsHeading
          status={`Page ${Math.min(page, pages)} of ${pages} · ${plural(total, 'post')}`}
          statusTestId="blog-page-indicator"
        >
          {filtered ? 'Search results' : 'All posts'}
          {tag ? <span className="font-normal text-slate-600 dark:text-slate-400"> tagged #{tag}</span> : null}
          {search ? <span className="font-normal text-slate-600 dark:text-slate-400"> for “{search}”</span> : null}
        </ResultsHeading>
        <BusyRegion busy={loading} className="mt-8">
          {posts.length === 0 ? (
            <NoResults
              title={filtered ? 'No posts found' : 'No posts yet'}
              description={
                filtered
                  ? 'Nothing matches these filters. Try another word or tag.'
                  : 'Posts appear here once they are published.'
              }
              clearTo={filtered ? href('/blogs') : null}
            />
          ) : (
            <ul className="cards-deferred grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((p) => (
                <li key={p.id}>
                  <BlogCard post={p} headingLevel="h3" />
                </li>
              ))}
            </ul>
          )}
        </BusyRegion>
        <ResultsPages
          page={page}
          pages={pages}
          busy={loading}
          label="Blog pages"
          hrefFor={(p) => blogsHref({ search, tag, page: p })}
        />
      </Container>
    </>
  )
}
