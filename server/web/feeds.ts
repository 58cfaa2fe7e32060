import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'

import type { BlogListItem } from '../../core/schemas/blog.ts'
import type { Project } from '../../core/schemas/project.ts'
import type { PublicServices } from '../../core/services.ts'
import { htmlToText } from '../db/search.ts'
import type { CachedResponse, ResponseCache } from '../lib/response-cache.ts'
import { CACHE_POLICIES, etagOf } from '../plugins/http-delivery.ts'

const xml = (s: string) =>
  s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!)
/**
 * Characters XML 1.0 cannot carry, escaped or not (its Char production): C0 controls but tab,
 * LF and CR, and U+FFFE/U+FFFF. Stored content may hold them (typed before any check, restored
 * from a backup); a feed leaves them out rather than become a document no reader parses.
 */
const isXmlChar = (code: number) =>
  code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff)
export const xmlSafe = (document: string) => {
  let out = ''
  for (const ch of document) if (isXmlChar(ch.codePointAt(0) ?? 0)) out += ch
  return out
}

/** CDATA cannot contain "]]>"; split it where it occurs. */
const cdata = (s: string) => `<![CDATA[${s.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`

const PAGE = 100

const allProjects = async (services: PublicServices) => {
  const out: Project[] = []
  for (let skip = 0; ; skip += PAGE) {
    const page = await services.projects.list({ skip, limit: PAGE })
    out.push(...page.projects)
    if (!page.has_more) return out
  }
}

const allPosts = async (services: PublicServices) => {
  const out: BlogListItem[] = []
  for (let skip = 0; ; skip += PAGE) {
    const page = await services.blogs.list({ skip, limit: PAGE })
    out.push(...page.posts)
    if (!page.has_more) return out
  }
}

const postDate = (p: Pick<BlogListItem, 'published_at' | 'created_at'>) => p.published_at ?? p.created_at

/** SPEC.md §2 pages, every project, every post and every published page, with absolute URLs from SITE_URL. */
export const buildSitemap = async (services: PublicServices, siteUrl: string) => {
  const [projects, posts, pages] = await Promise.all([
    allProjects(services),
    allPosts(services),
    services.pages.published(),
  ])
  const urls: { loc: string; lastmod?: string; priority: string }[] = [
    { loc: '/', priority: '1.0' },
    { loc: '/projects', priority: '0.9' },
    { loc: '/blogs', priority: '0.9' },
    { loc: '/certificates', priority: '0.7' },
    { loc: '/contact', priority: '0.6' },
    ...projects.map((p) => ({ loc: `/projects/${p.slug}`, lastmod: p.updated_at, priority: '0.8' })),
    ...posts.map((p) => ({ loc: `/blogs/${p.slug}`, lastmod: p.updated_at, priority: '0.8' })),
    // The owner's published pages (docs/api/owners-site.md); the static export follows the sitemap.
    ...pages.map((p) => ({ loc: `/${p.slug}`, lastmod: p.updated_at, priority: '0.6' })),
  ]
  const body = urls
    .map(
      (u) =>
        `<url><loc>${xml(siteUrl + u.loc)}</loc>${u.lastmod ? `<lastmod>${xml(u.lastmod.slice(0, 10))}</lastmod>` : ''}<priority>${u.priority}</priority></url>`,
    )
    .join('\n')
  return xmlSafe(
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`,
  )
}

/** RSS 2.0 with each post's full HTML, newest first. */
export const buildRss = async (services: PublicServices, siteUrl: string) => {
  const [site, posts] = await Promise.all([services.site.get(), services.blogs.latest(50)])
  const items = posts.map((p) => {
    const link = `${siteUrl}/blogs/${p.slug}`
    const image = p.featured_image ? `<p><img src="${xml(absolute(siteUrl, p.featured_image))}" alt=""></p>` : ''
    return [
      '<item>',
      `<title>${xml(p.title)}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<pubDate>${new Date(postDate(p)).toUTCString()}</pubDate>`,
      `<dc:creator>${xml(site.name)}</dc:creator>`,
      ...p.tags.map((t) => `<category>${xml(t)}</category>`),
      // Plain text: readers show <description> as is; the HTML is in content:encoded.
      `<description>${xml(plainText(p.excerpt))}</description>`,
      `<content:encoded>${cdata(image + absolutizeLinks(p.content, siteUrl))}</content:encoded>`,
      '</item>',
    ].join('')
  })
  const latest = posts[0] ? new Date(postDate(posts[0])).toUTCString() : new Date(0).toUTCString()
  return xmlSafe(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<rss version="2.0" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:atom="http://www.w3.org/2005/Atom">',
      '<channel>',
      `<title>${xml(`${site.name} — Blog`)}</title>`,
      `<link>${xml(`${siteUrl}/blogs`)}</link>`,
      `<atom:link href="${xml(`${siteUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
      `<description>${xml(site.seo_description)}</description>`,
      '<language>en</language>',
      `<lastBuildDate>${latest}</lastBuildDate>`,
      ...items,
      '</channel>',
      '</rss>',
      '',
    ].join('\n'),
  )
}

/** RFC 3339 (JSON Feed's dates); stored dates are ISO-8601 already, this normalises them. */
const rfc3339 = (iso: string) => new Date(iso).toISOString()

/**
 * JSON Feed 1.1 (https://jsonfeed.org/version/1.1; docs/api/writing.md "JSON Feed"): the same
 * posts as RSS, newest first, with absolute links. Lone surrogates and other characters JSON
 * cannot carry are escaped by JSON.stringify itself.
 */
export const buildJsonFeed = async (services: PublicServices, siteUrl: string) => {
  const [site, posts] = await Promise.all([services.site.get(), services.blogs.latest(50)])
  const feed = {
    version: 'https://jsonfeed.org/version/1.1',
    title: `${site.name} — Blog`,
    home_page_url: `${siteUrl}/blogs`,
    feed_url: `${siteUrl}/feed.json`,
    ...(site.seo_description ? { description: site.seo_description } : {}),
    language: 'en',
    authors: [{ name: site.name, url: `${siteUrl}/` }],
    items: posts.map((p) => {
      const url = `${siteUrl}/blogs/${p.slug}`
      return {
        id: url,
        url,
        title: p.title,
        content_html: absolutizeLinks(p.content, siteUrl),
        summary: plainText(p.excerpt).trim(),
        date_published: rfc3339(postDate(p)),
        date_modified: rfc3339(p.updated_at),
        tags: p.tags,
        ...(p.featured_image ? { image: absolute(siteUrl, p.featured_image) } : {}),
      }
    }),
  }
  return `${JSON.stringify(feed)}\n`
}

const plainText = (html: string) => htmlToText(html).replace(/\s+/g, ' ')
const absolute = (siteUrl: string, url: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url)
/** Feed readers resolve nothing: make site-relative links and images absolute. */
const absolutizeLinks = (html: string, siteUrl: string) => html.replace(/(\s(?:href|src)=")\/(?!\/)/g, `$1${siteUrl}/`)

export const buildRobots = (siteUrl: string) =>
  ['User-agent: *', 'Allow: /', 'Disallow: /admin', 'Disallow: /api/', '', `Sitemap: ${siteUrl}/sitemap.xml`, ''].join(
    '\n',
  )

interface FeedDeps {
  cache: ResponseCache
  send: (req: FastifyRequest, reply: FastifyReply, entry: CachedResponse) => FastifyReply
}

/** robots.txt, sitemap.xml, rss.xml and its /feed.xml alias, feed.json, cached like pages. */
export const registerFeeds = (app: FastifyInstance, { cache, send }: FeedDeps) => {
  const services = app.services as unknown as PublicServices
  const { siteUrl } = app.config
  const feeds: Record<string, { type: string; build: () => Promise<string> | string }> = {
    '/robots.txt': { type: 'text/plain; charset=utf-8', build: () => buildRobots(siteUrl) },
    '/sitemap.xml': { type: 'application/xml; charset=utf-8', build: () => buildSitemap(services, siteUrl) },
    '/rss.xml': { type: 'application/rss+xml; charset=utf-8', build: () => buildRss(services, siteUrl) },
    '/feed.json': { type: 'application/feed+json; charset=utf-8', build: () => buildJsonFeed(services, siteUrl) },
  }
  feeds['/feed.xml'] = feeds['/rss.xml']!

  for (const [path, feed] of Object.entries(feeds)) {
    app.get(path, { schema: { hide: true }, config: { cachePolicy: 'feed' } }, async (req, reply) => {
      let entry = cache.get(path)
      if (!entry) {
        const generation = cache.generation
        const body = Buffer.from(await feed.build(), 'utf8')
        entry = {
          status: 200,
          headers: { 'content-type': feed.type, 'cache-control': CACHE_POLICIES.feed, vary: 'Accept-Encoding' },
          body,
          etag: etagOf(body),
          renderedAt: Date.now(),
        }
        cache.set(path, entry, generation)
      }
      return send(req, reply, entry)
    })
  }
}
