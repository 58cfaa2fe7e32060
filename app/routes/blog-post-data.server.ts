import type { RouterContextProvider } from 'react-router'

import type { BlogList, BlogPost } from '../../core/schemas/blog.ts'
import type { PublicServices } from '../../core/services.ts'
import { extractToc } from '../../core/toc.ts'
import { withhold } from '../components/ui/static-part.tsx'
import { servicesContext } from '../context.ts'
import { toCardPost } from '../features/blog/blog-card.tsx'

/** The newest posts, for "More posts" (the post itself is left out of them). */
export const recentPosts = (services: PublicServices) => services.blogs.list({ skip: 0, limit: 4 })

/**
 * What a post's page shows besides the post: its body with responsive images, three more posts
 * and the images of all of them. Shared by /blogs/:slug and /preview/:token (API.md,
 * Publishing: a preview shows the page exactly as it will look).
 *
 * The body (the post's HTML, up to ~30 KB) is left out of a page's hydration data: the browser
 * keeps the server's HTML of it (components/ui/static-part.tsx), so it is sent once, not twice.
 */
export const postPageData = async (
  context: Readonly<RouterContextProvider>,
  post: BlogPost,
  recent: Promise<BlogList> = recentPosts(context.get(servicesContext)),
) => {
  const services = context.get(servicesContext)
  const more = (await recent).posts
    .filter((p) => p.id !== post.id)
    .slice(0, 3)
    .map(toCardPost)
  // The relative date ("3 days ago") is computed against this instant on the server, and
  // against the visitor's clock once the page is interactive.
  const [content, images, series] = await Promise.all([
    services.uploads.enhanceHtml(post.content),
    services.uploads.describe([post.featured_image, ...more.map((p) => p.featured_image)]),
    // The series' published posts (none yet: a draft's preview shows no list).
    post.series ? services.series.get(post.series.slug).catch(() => null) : null,
  ])
  // The table of contents comes from the rendered headings (server/lib/heading-anchors.ts).
  return {
    post: { ...post, content: withhold(context, content) },
    toc: extractToc(post.content),
    // KaTeX's stylesheet is linked only by a page with a formula (docs/api/writing.md "Math").
    hasMath: post.content.includes('class="katex'),
    more,
    series,
    images,
    renderedAt: Date.now(),
  }
}
