import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

// Portable columns only (STYLE.md): booleans 0/1, lists as JSON text, timestamps ISO-8601 text.
type Bool = number
type JsonList = string

export interface ProjectsTable {
  id: Generated<number>
  title: string
  slug: string
  description: string
  short_description: string | null
  technologies: JsonList
  category: string
  project_type: string
  github_url: string | null
  live_url: string | null
  demo_url: string | null
  case_study_url: string | null
  featured_image: string | null
  gallery: JsonList
  featured: Bool
  completed: Bool
  start_date: string | null
  end_date: string | null
  views: number
  likes: number
  is_active: Bool
  complexity_score: number
  /** Hide links the link check found broken on the public page. */
  hide_broken_links: Generated<Bool>
  created_at: string
  updated_at: string
}

/** One row per technology of a project, so the technology filter is exact and indexed. */
export interface ProjectTechnologiesTable {
  project_id: number
  name: string
  name_lower: string
}

export interface CertificatesTable {
  id: Generated<number>
  title: string
  issuer: string
  platform: string | null
  issued_date: string | null
  expiry_date: string | null
  certificate_id: string | null
  credential_url: string | null
  image_url: string | null
  category: string
  skills: JsonList
  description: string | null
  featured: Bool
  verified: Bool
  is_active: Bool
  created_at: string
  updated_at: string
}

export interface TestimonialsTable {
  id: Generated<number>
  name: string
  position: string | null
  company: string | null
  email: string | null
  content: string
  rating: number
  avatar_url: string | null
  company_logo: string | null
  featured: Bool
  approved: Bool
  is_active: Bool
  /** admin (typed in by the owner) | request (written by the client through a request link). */
  source: Generated<string>
  created_at: string
  updated_at: string
}

/** A single-use link for a client to write a testimonial; only the token's SHA-256 is kept. */
export interface TestimonialRequestsTable {
  id: Generated<number>
  token_hash: string
  name: string | null
  email: string | null
  company: string | null
  note: string | null
  expires_at: string
  answered_at: string | null
  testimonial_id: number | null
  created_at: string
}

export interface BlogPostsTable {
  id: Generated<number>
  title: string
  slug: string
  excerpt: string
  content_markdown: string
  /** Sanitized, highlighted HTML rendered from content_markdown on write. */
  content: string
  /** The rendered post's text without markup: what search indexes and its snippets quote. */
  content_text: Generated<string>
  featured_image: string | null
  tags: JsonList
  meta_title: string | null
  meta_description: string | null
  canonical_url: string | null
  og_image_url: string | null
  published: Bool
  featured: Bool
  read_time: number
  views: number
  published_at: string | null
  created_at: string
  updated_at: string
  /** Email the post to subscribers when it first goes public (docs/api/newsletter.md). */
  send_newsletter: Generated<Bool>
}

/** One of the owner's pages (docs/api/owners-site.md, Pages), served at /<slug>. */
export interface PagesTable {
  id: Generated<number>
  title: string
  slug: string
  content_markdown: string
  /** Sanitized HTML rendered from content_markdown on write, as a post's. */
  content: string
  published: Bool
  /** When it goes (or went) live, as a post's: ahead with `published` is scheduled; null is live. */
  published_at: string | null
  show_in_nav: Bool
  meta_title: string | null
  meta_description: string | null
  created_at: string
  updated_at: string
}

/** A preview link of a post (API.md, Publishing): only the token's SHA-256 is stored. */
export interface PostPreviewLinksTable {
  id: Generated<number>
  post_id: number
  token_hash: string
  expires_at: string
  created_at: string
}

/** A post's place in a series (docs/api/writing.md "Series"): one row per post in a series. */
export interface PostSeriesTable {
  post_id: number
  name: string
  slug: string
  part: number
}

export interface PostTagsTable {
  post_id: number
  tag: string
}

export interface UsersTable {
  id: Generated<number>
  email: string
  username: string
  full_name: string
  password_hash: string
  is_active: Bool
  is_superuser: Bool
  created_at: string
  updated_at: string
}

export interface RefreshTokensTable {
  id: Generated<number>
  user_id: number
  family_id: string
  token_hash: string
  expires_at: string
  used_at: string | null
  revoked_at: string | null
  created_at: string
  /** Device and address of the request that issued this token (the sessions list). */
  user_agent: string | null
  ip: string | null
}

/** TOTP two-factor sign-in of one account; `secret` is sealed (AES-256-GCM). */
export interface UserTwoFactorTable {
  user_id: number
  secret: string
  enabled_at: string | null
  /** The TOTP time step (unix seconds / 30) last accepted: the replay guard. */
  last_step: number | null
  created_at: string
}

/** Single-use recovery codes, stored as SHA-256 hashes. */
export interface RecoveryCodesTable {
  id: Generated<number>
  user_id: number
  code_hash: string
  used_at: string | null
  created_at: string
}

/** Two-factor challenges that opened a session, kept until they expire: each works once. */
export interface Spent2faChallengesTable {
  /** The challenge's `jti`. */
  id: string
  user_id: number
  expires_at: string
}

export interface ContactMessagesTable {
  id: Generated<number>
  name: string
  email: string
  subject: string
  message: string
  read: Bool
  /** new | read | replied | archived | spam (`read` is 0 only for new). */
  status: Generated<string>
  created_at: string
}

/** The first-run setup (one row, id 1): when it was finished or skipped, the checklist dismissed. */
export interface SiteSetupTable {
  id: number
  completed_at: string | null
  checklist_dismissed_at: string | null
}

export interface SiteProfileTable {
  id: number
  data: string
  updated_at: string
}

/** The site texts' overrides and the navigation, each as JSON text (name `copy`, `navigation`). */
export interface SiteSettingsTable {
  name: string
  data: string
  updated_at: string
}

export interface ProjectLikesTable {
  project_id: number
  visitor_hash: string
  created_at: string
}

/** One row per content item per day: the analytics series. */
export interface DailyViewsTable {
  content_type: string
  content_id: number
  day: string
  views: number
}

/** Who has been counted today, so a visitor counts once per item per day. */
export interface ViewVisitorsTable {
  content_type: string
  content_id: number
  day: string
  visitor_hash: string
}

/** Recurring jobs: when each last began (claimed by one instance), and its last error. */
export interface JobRunsTable {
  name: string
  last_run_at: string | null
  last_error: string | null
}

/** Data fix-ups that follow the app (server/db/maintenance.ts) this database has had. */
export interface MaintenanceRunsTable {
  name: string
  applied_at: string
}

/** The last result of each checked link (link health). */
export interface LinkChecksTable {
  kind: string
  item_id: number
  field: string
  url: string
  ok: Bool
  status: number | null
  error: string | null
  checked_at: string
}

/** An import job (docs/api/import-export.md): its state and, once done, its report (JSON). */
export interface ImportJobsTable {
  id: string
  status: 'queued' | 'running' | 'done' | 'failed'
  progress: number
  dry_run: Bool
  format: string | null
  report: string | null
  error: string | null
  created_at: string
  updated_at: string
}

/** Where an imported post came from: importing the same source again updates it. */
export interface PostSourcesTable {
  format: string
  source_id: string
  post_id: number
}

/** One saved state of a post or project (create, update, restore): its write fields as JSON. */
export interface RevisionsTable {
  id: Generated<number>
  kind: string
  item_id: number
  user_id: number | null
  title: string
  data: string
  created_at: string
}

/** The media library's metadata of a file in the uploads store (the file's stored name is the key). */
export interface UploadsTable {
  name: string
  /** The file name it was uploaded under (the stored name for files stored before the library). */
  original_name: string
  alt: Generated<string>
  content_type: string
  width: number | null
  height: number | null
  created_at: string
}

/** An old site path that answers 301 to an item's current address (redirects module). */
export interface RedirectsTable {
  id: Generated<number>
  from_path: string
  kind: string
  item_id: number
  source: string
  created_at: string
}

/** An API key (api-keys module): only the secret's SHA-256 and its last 4 characters are kept. */
export interface ApiKeysTable {
  id: Generated<number>
  user_id: number
  name: string
  scope: 'content' | 'admin'
  key_hash: string
  hint: string
  created_at: string
  last_used_at: string | null
}

/** docs/api/platform.md "Webhooks": an endpoint the owner registered. */
export interface WebhooksTable {
  id: Generated<number>
  url: string
  /** A JSON array of event types. */
  events: string
  description: string
  /** The `whsec_…` secret, sealed (server/lib/secret-box.ts). */
  secret_sealed: string
  enabled: number
  disabled_reason: string | null
  consecutive_failures: number
  created_at: string
  updated_at: string
}

/** One event for one webhook: the durable queue and the delivery log. */
export interface WebhookDeliveriesTable {
  id: Generated<number>
  webhook_id: number
  message_id: string
  type: string
  event_key: string | null
  payload: string
  status: 'pending' | 'succeeded' | 'failed'
  attempts: number
  response_code: number | null
  error: string | null
  created_at: string
  last_attempt_at: string | null
  next_attempt_at: string | null
  lease_until: string | null
  lease_token: string | null
}

export interface Database {
  projects: ProjectsTable
  project_technologies: ProjectTechnologiesTable
  certificates: CertificatesTable
  testimonials: TestimonialsTable
  testimonial_requests: TestimonialRequestsTable
  blog_posts: BlogPostsTable
  post_tags: PostTagsTable
  post_preview_links: PostPreviewLinksTable
  post_series: PostSeriesTable
  users: UsersTable
  refresh_tokens: RefreshTokensTable
  user_two_factor: UserTwoFactorTable
  recovery_codes: RecoveryCodesTable
  spent_2fa_challenges: Spent2faChallengesTable
  contact_messages: ContactMessagesTable
  link_checks: LinkChecksTable
  site_profile: SiteProfileTable
  site_settings: SiteSettingsTable
  site_setup: SiteSetupTable
  project_likes: ProjectLikesTable
  daily_views: DailyViewsTable
  view_visitors: ViewVisitorsTable
  job_runs: JobRunsTable
  maintenance_runs: MaintenanceRunsTable
  revisions: RevisionsTable
  pages: PagesTable
  uploads: UploadsTable
  redirects: RedirectsTable
  api_keys: ApiKeysTable
  newsletter_subscribers: NewsletterSubscribersTable
  newsletter_posts: NewsletterPostsTable
  newsletter_deliveries: NewsletterDeliveriesTable
  newsletter_pace: NewsletterPaceTable
  import_jobs: ImportJobsTable
  post_sources: PostSourcesTable
  webhooks: WebhooksTable
  webhook_deliveries: WebhookDeliveriesTable
}

/** docs/api/newsletter.md: one per address (`email_key`, lower-cased). */
export interface NewsletterSubscribersTable {
  id: Generated<number>
  email: string
  email_key: string
  name: string | null
  status: 'pending' | 'active' | 'unsubscribed'
  confirm_token: string
  confirm_sent_at: string | null
  unsubscribe_token: string
  created_at: string
  confirmed_at: string | null
  unsubscribed_at: string | null
}

/** Each post that went public since the newsletter exists: at most once, ever. */
export interface NewsletterPostsTable {
  post_id: number
  title: string
  sent: Bool
  went_public_at: string
}

/** The send queue (docs/decisions/014-newsletter-delivery.md). */
export interface NewsletterDeliveriesTable {
  id: Generated<number>
  /** null: a confirmation email. */
  post_id: number | null
  subscriber_id: number
  status: 'queued' | 'sending' | 'sent' | 'failed' | 'cancelled'
  priority: number
  source: 'visitor' | 'import' | 'post'
  attempts: Generated<number>
  next_attempt_at: string
  lease_until: string | null
  lease_token: string | null
  last_error: string | null
  created_at: string
  sent_at: string | null
}

export interface NewsletterPaceTable {
  id: number
  next_slot_at: string
}

export type ProjectRow = Selectable<ProjectsTable>
export type NewProjectRow = Insertable<ProjectsTable>
export type ProjectRowUpdate = Updateable<ProjectsTable>
export type CertificateRow = Selectable<CertificatesTable>
export type NewCertificateRow = Insertable<CertificatesTable>
export type TestimonialRow = Selectable<TestimonialsTable>
export type NewTestimonialRow = Insertable<TestimonialsTable>
export type BlogPostRow = Selectable<BlogPostsTable>
export type NewBlogPostRow = Insertable<BlogPostsTable>
export type UserRow = Selectable<UsersTable>
export type MessageRow = Selectable<ContactMessagesTable>
export type PageRow = Selectable<PagesTable>
