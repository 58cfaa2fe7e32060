// Business constants of SPEC.md §9, named once.
export const PROJECTS_PAGE_SIZE = 12
export const CERTIFICATES_PAGE_SIZE = 12
export const CERTIFICATES_SCREEN_PAGE_SIZE = 3
export const BLOG_PAGE_SIZE = 3
export const BLOG_API_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 100
export const FEATURED_PROJECTS_LIMIT = 6
export const FEATURED_CERTIFICATES_LIMIT = 8
export const HOME_PROJECTS = 6
export const HOME_POSTS = 3
export const HOME_CERTIFICATES = 3
export const HOME_SIDE_TESTIMONIALS = 2
export const MAX_TECHNOLOGY_FILTERS = 15
export const CARD_LIST_LIMIT = 3
export const TOAST_DURATION_MS = 4000
export const TESTIMONIAL_AUTO_ADVANCE_MS = 5000
export const TESTIMONIAL_AUTO_ADVANCE_MIN_WIDTH = 1024
export const CONTACT_REDIRECT_DELAY_MS = 2500
export const CONTACT_RESET_DELAY_MS = 1000
export const CERTIFICATE_MODAL_CLEAR_DELAY_MS = 300
export const ZOOM_MIN = 1
export const ZOOM_MAX = 3
export const ZOOM_STEP = 0.25
export const COMPLEXITY_MAX = 10
export const COMPLEXITY_DOTS = 5
export const PASSWORD_MIN = 8
export const USERNAME_MIN = 3
export const USERNAME_MAX = 20
export const FULL_NAME_MIN = 2
export const CONTACT_MESSAGE_MIN = 10
export const DEFAULT_RATING = 5
export const DEFAULT_SHARE_IMAGE = '/og-image.jpg'
/** Generated share images (API.md "Open Graph images"): one per project and post. */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630
export const shareImagePath = (kind: 'projects' | 'blogs', slug: string) =>
  `/og/${kind}/${encodeURIComponent(slug)}.png`
export const RESUME_PATH = '/resume.pdf'
export const STORAGE_KEYS = {
  token: 'auth_token',
  refreshToken: 'auth_refresh_token',
  user: 'auth_user',
  theme: 'theme',
  /** Set once a page has switched Inter on: the next pages use it from their first paint. */
  fonts: 'fonts_loaded',
} as const

export const PROJECT_CATEGORIES = ['backend', 'frontend', 'fullstack', 'mobile', 'ai_ml', 'devops'] as const
export const PROJECT_TYPES = ['personal', 'freelance', 'client'] as const
/** How the site and the admin forms name each category ("Full-stack"); cards show categoryLabel. */
export const CATEGORY_NAMES: Record<(typeof PROJECT_CATEGORIES)[number], string> = {
  backend: 'Backend',
  frontend: 'Frontend',
  fullstack: 'Full-stack',
  mobile: 'Mobile',
  ai_ml: 'AI / ML',
  devops: 'DevOps',
}
export const PROJECT_TYPE_NAMES: Record<(typeof PROJECT_TYPES)[number], string> = {
  personal: 'Personal',
  freelance: 'Freelance',
  client: 'Client',
}
