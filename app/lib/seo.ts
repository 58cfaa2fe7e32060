import type { MetaDescriptor } from 'react-router'

import { DEFAULT_SHARE_IMAGE, SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../core/constants.ts'
import type { LayoutProfile } from './site-profile.ts'

export interface RootData {
  site: LayoutProfile
  siteUrl: string
}

type AnyMatch = { id: string; loaderData?: unknown } | undefined

/** The root loader's data from a meta function's `matches`. */
export const rootDataOf = (matches: readonly AnyMatch[]): RootData | undefined =>
  matches.find((m) => m?.id === 'root')?.loaderData as RootData | undefined

export const absoluteUrl = (siteUrl: string, pathOrUrl: string) =>
  /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${siteUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`

export const personJsonLd = (site: LayoutProfile, siteUrl: string) => ({
  '@context': 'https://schema.org',
  '@type': 'Person',
  name: site.name,
  url: `${siteUrl}/`,
  jobTitle: site.headline,
  description: site.seo_description,
  image: absoluteUrl(siteUrl, DEFAULT_SHARE_IMAGE),
  email: site.email ? `mailto:${site.email}` : undefined,
  address: site.location ? { '@type': 'PostalAddress', addressLocality: site.location } : undefined,
  sameAs: site.socials.map((s) => s.url).filter((u) => /^https?:/i.test(u)),
  knowsAbout: site.languages,
})

export interface PageSeo {
  /** Page title without the owner's name; omitted on the home page. */
  title?: string
  description?: string
  /** Path (with query) of the canonical URL; defaults to the current location. */
  path: string
  /** An absolute canonical URL that wins over `path` (a post's `canonical_url`). */
  canonical?: string | null
  image?: string | null
  /** The page's generated share card (core shareImagePath, 1200×630): preferred over `image`. */
  shareImage?: string
  type?: 'website' | 'article' | 'profile'
  keywords?: string[]
  jsonLd?: object[]
  noindex?: boolean
  article?: { publishedTime?: string | null; modifiedTime?: string | null; tags?: string[] }
}

/** SPEC.md §2: title suffixed with the owner's name, description, keywords, OG/Twitter, canonical, Person. */
export const buildMeta = (root: RootData | undefined, seo: PageSeo): MetaDescriptor[] => {
  if (!root) return [{ title: seo.title ?? 'Portfolio' }]
  const { site, siteUrl } = root
  const title = `${seo.title ?? site.headline.split(/ with | — | - /)[0]} | ${site.name}`
  const description = (seo.description || site.seo_description).slice(0, 300)
  const url = seo.canonical || absoluteUrl(siteUrl, seo.path)
  const image = absoluteUrl(siteUrl, seo.shareImage || seo.image || DEFAULT_SHARE_IMAGE)
  const keywords = [...new Set([...(seo.keywords ?? []), ...site.seo_keywords])].join(', ')
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { name: 'keywords', content: keywords },
    { name: 'author', content: site.name },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    ...(seo.shareImage
      ? [
          { property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
          { property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
        ]
      : []),
    { property: 'og:image:alt', content: seo.title ?? site.name },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ]
  if (seo.noindex) tags.push({ name: 'robots', content: 'noindex' })
  if (seo.article) {
    if (seo.article.publishedTime) tags.push({ property: 'article:published_time', content: seo.article.publishedTime })
    if (seo.article.modifiedTime) tags.push({ property: 'article:modified_time', content: seo.article.modifiedTime })
    for (const tag of seo.article.tags ?? []) tags.push({ property: 'article:tag', content: tag })
  }
  tags.push({ 'script:ld+json': personJsonLd(site, siteUrl) })
  for (const item of seo.jsonLd ?? []) tags.push({ 'script:ld+json': item })
  return tags
}
