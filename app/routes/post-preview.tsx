import { Link2Off } from 'lucide-react'
import { data } from 'react-router'

import { Container } from '../components/ui/container.tsx'
import { servicesContext } from '../context.ts'
import { PreviewNotice } from '../features/blog/preview-notice.tsx'
import { isNotFound } from '../lib/not-found.ts'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/post-preview'
import BlogPostPage, { meta as postMeta } from './blog-post.tsx'
import type { Route as PostRoute } from './+types/blog-post'
import { postPageData } from './blog-post-data.server.ts'

// API.md, Publishing: the post (any status) exactly as its public page will show it, to anyone
// holding the link, without a session. Never cached (private, no-store keeps it out of the page
// cache too), never indexed, no view counted; an unknown, revoked or expired link is a 404.
export const loader = async ({ context, params }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  try {
    const post = await services.postPreviews.post(params.token)
    return { state: 'open' as const, ...(await postPageData(context, post)) }
  } catch (err) {
    if (isNotFound(err)) return data({ state: 'unknown' as const }, { status: 404 })
    throw err
  }
}

export const headers: Route.HeadersFunction = () => ({
  'Cache-Control': 'private, no-store',
  'X-Robots-Tag': 'noindex',
})

export const meta: Route.MetaFunction = (args) => {
  const { loaderData, matches, location } = args
  if (loaderData?.state !== 'open')
    return buildMeta(rootDataOf(matches), { title: 'Preview not found', path: location.pathname, noindex: true })
  // The post page's own tags, its canonical address the one it will have once live.
  const tags = postMeta({
    ...args,
    location: { ...location, pathname: `/blogs/${loaderData.post.slug}` },
  } as unknown as PostRoute.MetaArgs)
  return [...tags.filter((t) => !('name' in t && t.name === 'robots')), { name: 'robots', content: 'noindex' }]
}

export default function PostPreviewPage(props: Route.ComponentProps) {
  const { loaderData } = props
  if (loaderData.state !== 'open')
    return (
      <Container className="py-16 sm:py-24">
        <div className="mx-auto max-w-lg text-center">
          <Link2Off className="mx-auto h-12 w-12 text-slate-500 dark:text-slate-400" aria-hidden="true" />
          <h1 className="mt-4 text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            This preview link does not work
          </h1>
          <p className="mt-3 text-slate-700 dark:text-slate-300">
            It may have expired (links work for 7 days) or been revoked. Please ask for a new one.
          </p>
        </div>
      </Container>
    )
  return (
    <>
      <PreviewNotice post={loaderData.post} />
      <BlogPostPage {...(props as unknown as PostRoute.ComponentProps)} loaderData={loaderData} />
    </>
  )
}
