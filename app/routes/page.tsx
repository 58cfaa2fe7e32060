import { data } from 'react-router'

import type { Page } from '../../core/schemas/page.ts'
import { NotFound } from '../components/layout/not-found.tsx'
import { Container } from '../components/ui/container.tsx'
import { useWithheld, withhold } from '../components/ui/static-part.tsx'
import { servicesContext } from '../context.ts'
import { PostBody } from '../features/blog/post-body.tsx'
import { isNotFound } from '../lib/not-found.ts'
import { buildMeta, rootDataOf } from '../lib/seo.ts'
import type { Route } from './+types/page'

// A page's slug (docs/api/owners-site.md, Pages); anything else is no page of the owner's.
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * /<slug>: one of the owner's pages. Every route of the site has a fixed first segment, which
 * React Router ranks above this dynamic one, so a page never shadows them; an unknown or draft
 * slug is the 404 page with status 404.
 */
export const loader = async ({ context, params }: Route.LoaderArgs) => {
  const services = context.get(servicesContext)
  let page: Page
  try {
    if (!SLUG.test(params.slug) || params.slug.length > 120) return data({ page: null }, { status: 404 })
    page = await services.pages.get(params.slug)
  } catch (err) {
    if (isNotFound(err)) return data({ page: null }, { status: 404 })
    throw err
  }
  // Its images as responsive <picture>s, as in a post.
  const content = await services.uploads.enhanceHtml(page.content)
  const { content_markdown: _md, ...shown } = page
  // The body is sent once: in the HTML, not again in the hydration data (static-part.tsx).
  return { page: { ...shown, content: withhold(context, content) } }
}

export const meta: Route.MetaFunction = ({ matches, loaderData, location }) => {
  const root = rootDataOf(matches)
  const page = loaderData?.page
  if (!page) return buildMeta(root, { title: 'Page not found', path: location.pathname, noindex: true })
  return buildMeta(root, {
    title: page.meta_title || page.title,
    description: page.meta_description ?? undefined,
    path: `/${page.slug}`,
  })
}

export default function OwnerPage({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData
  const body = useWithheld(page?.content)
  if (!page)
    return (
      <div className="px-4">
        <NotFound />
      </div>
    )
  return (
    <article>
      <header className="border-b border-slate-200/70 bg-slate-50 dark:border-slate-800/70 dark:bg-slate-900/40">
        <Container size="narrow" className="py-12 sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl dark:text-white">
            {page.title}
          </h1>
        </Container>
      </header>
      <PostBody html={body} toc={[]} />
    </article>
  )
}
