/**
 * The defaults of the owner's home sections, accent and navigation (docs/api/owners-site.md),
 * without zod: the public pages import them, and zod stays out of their JavaScript.
 */
export const HOME_SECTION_IDS = [
  'hero',
  'skills',
  'projects',
  'tutoring',
  'stats',
  'posts',
  'certificates',
  'testimonials',
  'contact',
] as const
export type HomeSectionId = (typeof HOME_SECTION_IDS)[number]
export const DEFAULT_HOME_SECTIONS = HOME_SECTION_IDS.map((id) => ({ id, visible: true }))
export const DEFAULT_ACCENT_COLOR = '#3B82F6'

export interface NavEntryValue {
  label: string
  url: string
}
export interface Navigation {
  header: NavEntryValue[]
  footer: NavEntryValue[]
}

/** SPEC.md §2's header and footer links. */
export const DEFAULT_NAVIGATION: Navigation = {
  header: [
    { label: 'Home', url: '/' },
    { label: 'Projects', url: '/projects' },
    { label: 'Blog', url: '/blogs' },
    { label: 'Certificates', url: '/certificates' },
    { label: 'Contact', url: '/contact' },
  ],
  footer: [
    { label: 'Home', url: '/' },
    { label: 'Projects', url: '/projects' },
    { label: 'Certificates', url: '/certificates' },
    { label: 'Contact', url: '/contact' },
  ],
}
