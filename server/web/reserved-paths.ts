/**
 * The first path segments the product serves itself (docs/api/owners-site.md, Pages;
 * docs/api/import-export.md, Old URLs keep working). A page may not take one as its slug, and no
 * redirect is recorded from a path under one: the site's own pages, the API, uploads, assets,
 * share images and feeds always answer as themselves. Add the first segment of every new
 * top-level route here.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  'projects',
  'blogs',
  'blog',
  'certificates',
  'contact',
  'admin',
  'api',
  'uploads',
  'assets',
  'images',
  'fonts',
  'og',
  'preview',
  'log-me-in',
  'register-me',
  'terms',
  'privacy',
  'testimonials',
  'subscribe',
  'feed',
  'rss',
  'sitemap',
  'robots',
  'resume',
  'favicon',
  'apple-touch-icon',
  'og-image',
  'docs',
  'health',
])

/** True for a slug a page may not take because the product serves that address itself. */
export const isReservedSlug = (slug: string) => RESERVED_SLUGS.has(slug.toLowerCase())

/**
 * True for a site path the product answers itself: the home page, a reserved first segment, or a
 * file name at the root (`/rss.xml`, `/favicon.svg`…). `/?p=12` is not: the home page only reads
 * its own parameters, so the old WordPress address can be redirected.
 */
export const servedByProduct = (path: string) => {
  const [pathname = '', query = ''] = path.split('?', 2)
  if (pathname === '/' || pathname === '') return query === ''
  const first = pathname.split('/')[1] ?? ''
  return isReservedSlug(first) || (pathname.lastIndexOf('/') === 0 && first.includes('.'))
}
