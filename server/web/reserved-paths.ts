/**
 * The first path segments the product serves itself (docs/api/owners-site.md, Pages and Slug
 * changes): a page may not take one as its slug, and a redirect may not be recorded from a path
 * under one. A new top-level public route adds its first segment here.
 *
 * Pages' copy of the redirects module's interface (docs/api/owners-site.md); the lead's module
 * keeps this file.
 */
export const RESERVED_SLUGS: readonly string[] = [
  // SPEC.md §2's public routes and the sign-in pages
  'projects',
  'blogs',
  'blog',
  'certificates',
  'contact',
  'terms',
  'privacy',
  'testimonials',
  'preview',
  'log-me-in',
  'register-me',
  // the admin area, the API, files and generated images
  'admin',
  'api',
  'uploads',
  'assets',
  'images',
  'og',
  'subscribe',
]

const RESERVED = new Set(RESERVED_SLUGS)

/** Whether `slug` is the first segment of a path the product serves itself. */
export const isReservedSlug = (slug: string) => RESERVED.has(slug.toLowerCase())

/**
 * Whether the product itself answers `path` (a site path, `/…`): a reserved first segment, the
 * home page, a file at the root (`/rss.xml`, `/favicon.svg`…) or React Router's own requests.
 */
export const servedByProduct = (path: string) => {
  const pathname = path.split(/[?#]/, 1)[0] ?? ''
  // The home page itself; `/?p=12` (an old blog's address) is not a page of ours.
  if (pathname === '/' || pathname === '') return !/[?#]/.test(path)
  const first = pathname.replace(/^\/+/, '').split('/', 1)[0] ?? ''
  return isReservedSlug(first) || first.includes('.') || first.startsWith('__')
}
