import { describe, expect, it } from 'vitest'

import { shareImagePath } from '../../core/constants.ts'
import type { SiteProfile } from '../../core/schemas/site.ts'
import { buildMeta } from './seo.ts'

const site = {
  name: 'Alex Morgan',
  headline: 'Full-Stack Developer',
  seo_description: 'Portfolio',
  seo_keywords: [],
  socials: [],
  languages: [],
  email: 'hello@example.com',
  location: '',
} as unknown as SiteProfile
const root = { site, siteUrl: 'https://alexmorgan.dev' }

const tag = (tags: ReturnType<typeof buildMeta>, key: string) =>
  tags.find((t) => ('property' in t && t.property === key) || ('name' in t && t.name === key)) as
    { content: string } | undefined

describe('buildMeta', () => {
  it("points og:image and twitter:image at the page's share card, with its size and alt", () => {
    const tags = buildMeta(root, {
      title: 'ShopFlow',
      path: '/projects/shopflow',
      image: '/images/projects/shopflow/cover.webp',
      shareImage: shareImagePath('projects', 'shopflow'),
    })
    expect(tag(tags, 'og:image')?.content).toBe('https://alexmorgan.dev/og/projects/shopflow.png')
    expect(tag(tags, 'twitter:image')?.content).toBe('https://alexmorgan.dev/og/projects/shopflow.png')
    expect(tag(tags, 'og:image:width')?.content).toBe('1200')
    expect(tag(tags, 'og:image:height')?.content).toBe('630')
    expect(tag(tags, 'og:image:alt')?.content).toBe('ShopFlow')
  })

  it('keeps the site-wide image, without a size it does not know, on pages without a card', () => {
    const tags = buildMeta(root, { title: 'Projects', path: '/projects' })
    expect(tag(tags, 'og:image')?.content).toBe('https://alexmorgan.dev/og-image.jpg')
    expect(tag(tags, 'og:image:width')).toBeUndefined()
  })

  it('keeps a slug to one path segment', () => {
    expect(shareImagePath('blogs', 'a b/c')).toBe('/og/blogs/a%20b%2Fc.png')
  })
})
