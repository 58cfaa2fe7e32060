/**
 * The site's fixed texts (docs/api/owners-site.md, "Site texts (copy)"): every public text that
 * is not content, by key, with today's text as its default. The owner's changes are stored as
 * overrides; a page resolves a key against them (an empty string hides the element).
 */
export const SITE_COPY_DEFAULTS = {
  'hero.resume_label': 'Download Resume',
  'hero.connect_label': "Let's Connect",
  'hero.skills_label': 'Core skills',
  'home.skills.eyebrow': 'Skills',
  'home.skills.title': 'What I bring to your project',
  'home.skills.intro':
    'Across the stack, from database design to the last pixel — and the communication that keeps projects on track.',
  'home.projects.eyebrow': 'Portfolio',
  'home.projects.title': 'Featured projects',
  'home.projects.intro': 'A selection of client and personal work, from booking platforms to analytics dashboards.',
  'home.projects.link': 'View all projects',
  'home.tutoring.eyebrow': 'Online & in person',
  'home.tutoring.frameworks_title': 'Frameworks & tools I teach',
  'home.tutoring.badge': 'First consultation is free',
  'home.tutoring.primary_button': 'Book a free consultation',
  'home.tutoring.secondary_button': 'Ask a question',
  'home.stats.response_label': 'Average response time:',
  'home.posts.eyebrow': 'Blog',
  'home.posts.title': 'Latest posts',
  'home.posts.intro': 'Notes on building, shipping and maintaining software for clients.',
  'home.posts.link': 'Read the blog',
  'home.certificates.eyebrow': 'Certifications',
  'home.certificates.title': 'Certificates',
  'home.certificates.intro': 'Verified credentials from AWS, Google, IBM, Meta and more.',
  'home.certificates.link': 'View all certificates',
  'home.testimonials.eyebrow': 'Testimonials',
  'home.testimonials.title': 'What clients say',
  'home.contact.eyebrow': 'Contact',
  'home.contact.title': "Let's work together",
  'home.contact.intro': 'Tell me about your project or what you want to learn. I reply {response_time}.',
  'projects.eyebrow': 'Portfolio',
  'projects.title': 'Projects',
  'projects.intro':
    'Client work and personal builds — booking platforms, dashboards, APIs and mobile apps. Filter by category or technology.',
  'blogs.eyebrow': 'Blog',
  'blogs.title': 'Articles & notes',
  'blogs.intro':
    'Practical writing on building, shipping and maintaining software — TypeScript, Python, databases, DevOps and the freelance side of things.',
  'certificates.eyebrow': 'Certifications',
  'certificates.title': 'Certificates',
  'certificates.intro':
    'Credentials from AWS, Google, IBM, Meta and others — each with its issuer, credential ID and a link to verify it.',
  'contact.eyebrow': 'Contact',
  'contact.title': "Let's work together",
  'contact.intro': 'Tell me about your project, a role, or what you want to learn. I reply {response_time}.',
  'contact_card.title': "Let's build something great",
  'contact_card.text':
    'Have a project in mind, need a hand with an existing codebase, or want a mentor? Send a message — I reply {response_time}.',
  'contact_card.form_title': 'Send a message',
  'footer.links_title': 'Quick Links',
  'footer.resources_title': 'Resources',
  'footer.contact_title': 'Get in Touch',
  'footer.copyright': '© {year} {name}. All rights reserved.',
  'not_found.title': 'Page not found',
  'not_found.text':
    'The page you are looking for does not exist or has moved. Check the address, or head back to somewhere familiar.',
} as const

export type SiteCopyKey = keyof typeof SITE_COPY_DEFAULTS
export const SITE_COPY_KEYS = Object.keys(SITE_COPY_DEFAULTS) as SiteCopyKey[]
export const SITE_COPY_MAX = 500

/** The owner's changed texts only (what pages carry, so a fresh install's HTML is unchanged). */
export type SiteCopyOverrides = Partial<Record<SiteCopyKey, string>>

export const isSiteCopyKey = (key: string): key is SiteCopyKey => Object.hasOwn(SITE_COPY_DEFAULTS, key)
/** A `.title` key cannot be emptied: the section would lose its heading. */
export const isRequiredCopyKey = (key: string) => key.endsWith('.title')

export interface CopyValues {
  name: string
  response_time: string
  year: number
}

/**
 * The text in use for a key, placeholders filled in: `{name}`, `{response_time}` (lower case, as
 * the pages always showed it) and `{year}`; other braces stay as written. The result is plain
 * text: React escapes it.
 */
export const siteText = (overrides: SiteCopyOverrides, key: SiteCopyKey, values: Partial<CopyValues> = {}) =>
  (overrides[key] ?? SITE_COPY_DEFAULTS[key]).replace(/\{(name|response_time|year)\}/g, (whole, name: string) => {
    if (name === 'name' && values.name !== undefined) return values.name
    if (name === 'response_time' && values.response_time !== undefined) return values.response_time.toLowerCase()
    if (name === 'year' && values.year !== undefined) return String(values.year)
    return whole
  })
