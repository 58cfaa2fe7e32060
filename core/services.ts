// What the server hands to React Router loaders (context) so a page render calls the same
// services as the API, in-process. Types only: app/ never imports server/.
import type { BlogList, BlogListQuery, BlogPost, SeriesDetail, SeriesList, SeriesListQuery } from './schemas/blog.ts'
import type { Certificate, CertificateList, CertificateListQuery } from './schemas/certificate.ts'
import type { ContactRequest } from './schemas/contact.ts'
import type { NavPage, Page } from './schemas/page.ts'
import type { Project, ProjectList, ProjectListQuery } from './schemas/project.ts'
import type { SiteProfile } from './schemas/site.ts'
import type { Navigation } from './site-defaults.ts'
import type { SiteCopyOverrides } from './site-copy.ts'
import type { PublicTestimonial } from './schemas/testimonial.ts'
import type { TestimonialRequestPublic } from './schemas/testimonial-request.ts'
import type { ImageMap } from './schemas/upload.ts'

/** Who is asking: used for view counting and likes (never stored raw; server/lib/visitor.ts). */
export interface Visitor {
  id: string
  isBot: boolean
}

export interface PublicServices {
  site: {
    get(): Promise<SiteProfile>
    /** Nobody has set the site up: the profile is a blank stand-in, not the owner's words. */
    isBlank(): Promise<boolean>
    /** The fixed texts the owner changed (core/site-copy.ts has the defaults). */
    copyOverrides(): Promise<SiteCopyOverrides>
    navigation(): Promise<Navigation>
  }
  projects: {
    list(query: ProjectListQuery): Promise<ProjectList>
    featured(limit: number): Promise<Project[]>
    /** Throws AppError 404 when missing or inactive. Views are counted by the caller (analytics.countView). */
    get(idOrSlug: string): Promise<Project>
    categories(): Promise<string[]>
    technologies(): Promise<string[]>
    like(idOrSlug: string, visitor: Visitor): Promise<{ id: number; likes: number; liked: boolean }>
  }
  certificates: {
    list(query: CertificateListQuery): Promise<CertificateList>
    featured(limit: number): Promise<Certificate[]>
    get(id: string): Promise<Certificate>
    categories(): Promise<string[]>
    issuers(): Promise<string[]>
  }
  blogs: {
    list(query: BlogListQuery): Promise<BlogList>
    get(idOrSlug: string): Promise<BlogPost>
    tags(): Promise<string[]>
    /** The newest published posts with their bodies, newest first (RSS). */
    latest(limit: number): Promise<BlogPost[]>
  }
  /** The owner's pages (docs/api/owners-site.md, Pages): only published ones; `get` throws AppError 404. */
  pages: {
    get(slug: string): Promise<Page>
    published(): Promise<Page[]>
    navLinks(): Promise<NavPage[]>
  }
  /** docs/api/writing.md "Series": published posts only; `get` throws 404 for a slug without one. */
  series: { list(query: SeriesListQuery): Promise<SeriesList>; get(slug: string): Promise<SeriesDetail> }
  /** Preview links (API.md, Publishing): the post behind a token, any status; 404 when unknown, revoked or expired. */
  postPreviews: { post(token: string): Promise<BlogPost> }
  testimonials: { list(): Promise<PublicTestimonial[]> }
  /** Throws AppError 404 (unknown link) or 410 (answered, expired). */
  testimonialRequests: { get(token: string): Promise<TestimonialRequestPublic> }
  /** Responsive image descriptions for the URLs a page shows (loaders return them as `images`). */
  uploads: {
    describe(urls: Iterable<string | null | undefined>): Promise<ImageMap>
    /** Post body HTML with its known images as `<picture>`. */
    enhanceHtml(html: string): Promise<string>
  }
  contact: { create(input: ContactRequest): Promise<{ id: number | null; created_at: string }> }
}

/** Errors a service throws; the API turns them into `{ detail, code }`. */
export interface AppErrorLike {
  statusCode: number
  code: string
  detail: string
}
