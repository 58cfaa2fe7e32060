import { z } from 'zod'

import { BLOG_API_PAGE_SIZE } from '../constants.ts'
import { boolParam, LinkSchema, listEnvelope, optionalLink, pageQuery, SlugSchema } from './common.ts'

/**
 * API.md, Publishing: `draft` (not published), `scheduled` (published, its time still ahead:
 * invisible to the public until then) or `published` (live).
 */
/**
 * A write's publication time (posts and pages): ISO 8601 with a zone; a future time with
 * `published` schedules the item. Omitted: the stored time stays. null, or none stored:
 * publishing sets now.
 */
export const PublishedAtWriteSchema = z.iso
  .datetime({ offset: true, error: 'Publication time must be an ISO 8601 date and time' })
  .refine((v) => {
    const year = new Date(v).getUTCFullYear()
    return year >= 1970 && year <= 9999
  }, 'Publication time must be between the years 1970 and 9999')
  .nullable()
  .optional()

export const PostStatusSchema = z.enum(['draft', 'scheduled', 'published'], {
  error: 'Status must be draft, scheduled or published',
})
export type PostStatus = z.infer<typeof PostStatusSchema>

/** How long a preview link (POST /admin/blogs/{id}/preview-link) works. */
export const PREVIEW_LINK_DAYS = 7

/** A post's series in a post response: `total` counts the series' published posts. */
export const PostSeriesRefSchema = z.object({
  name: z.string(),
  slug: z.string(),
  part: z.number().int(),
  total: z.number().int(),
})
export type PostSeriesRef = z.infer<typeof PostSeriesRefSchema>

/** `series` in a write body (docs/api/writing.md "Series"). */
export const SeriesWriteSchema = z.object(
  {
    name: z
      .string({ error: 'Series name is required' })
      .trim()
      .min(1, 'Series name is required')
      .max(100, 'Series name must be at most 100 characters'),
    part: z
      .number({ error: 'Part must be a whole number' })
      .int('Part must be a whole number')
      .min(1, 'Part must be at least 1')
      .max(100_000, 'Part must be at most 100000'),
  },
  { error: 'Series must be an object with a name and a part, or null' },
)
export type SeriesWrite = z.infer<typeof SeriesWriteSchema>

export const BlogPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  excerpt: z.string(),
  content: z.string(),
  featured_image: z.string().nullable(),
  tags: z.array(z.string()),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  /** docs/api/owners-site.md, per-post overrides: the page's canonical URL and share image (null: today's). */
  canonical_url: z.string().nullable(),
  og_image_url: z.string().nullable(),
  published: z.boolean(),
  status: PostStatusSchema,
  featured: z.boolean(),
  read_time: z.number().int(),
  views: z.number().int(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  series: PostSeriesRefSchema.nullable(),
})
export type BlogPost = z.infer<typeof BlogPostSchema>

/** What the admin editor reads: the rendered post plus its Markdown source. */
export const AdminBlogPostSchema = BlogPostSchema.extend({
  content_markdown: z.string(),
  /** docs/api/newsletter.md: email it to subscribers when it first goes public. */
  send_newsletter: z.boolean(),
})
export type AdminBlogPost = z.infer<typeof AdminBlogPostSchema>

/**
 * One post in a list: what a card needs, never the body (no `content`, no `content_markdown`).
 * With `search`, `match` is a short snippet of the post, HTML-escaped, the matched words in
 * `<mark>…</mark>`.
 */
export const BlogListItemSchema = BlogPostSchema.omit({ content: true, series: true }).extend({
  match: z.string().optional(),
})
export type BlogListItem = z.infer<typeof BlogListItemSchema>

export const BlogListSchema = listEnvelope('posts', BlogListItemSchema)
export type BlogList = z.infer<typeof BlogListSchema>

export const BlogListQuerySchema = z.strictObject(
  {
    ...pageQuery(BLOG_API_PAGE_SIZE),
    tag: z.string().trim().max(100).optional(),
    search: z.string().trim().max(200, 'Search must be at most 200 characters').optional(),
    featured: boolParam.optional(),
    /** `newest`: newest published first, featured or not (/blogs, the home page's latest posts). */
    sort: z.enum(['featured', 'newest'], { error: 'Sort must be featured or newest' }).optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown filter: ${iss.keys.join(', ')}` : undefined) },
)
export type BlogListQuery = z.infer<typeof BlogListQuerySchema>

export const AdminBlogListQuerySchema = z.strictObject({
  ...BlogListQuerySchema.shape,
  published: boolParam.optional(),
  status: PostStatusSchema.optional(),
  /** `updated`: last edited first (the admin table); else the public order. */
  sort: z.enum(['featured', 'newest', 'updated'], { error: 'Sort must be featured, newest or updated' }).optional(),
})
export type AdminBlogListQuery = z.infer<typeof AdminBlogListQuerySchema>

export const BlogWriteSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  slug: SlugSchema.optional(),
  excerpt: z.string().trim().max(1000, 'Excerpt must be at most 1000 characters').default(''),
  content_markdown: z.string().max(200_000, 'Content is too long').default(''),
  featured_image: optionalLink,
  tags: z.array(z.string().trim().min(1).max(50)).max(20, 'At most 20 tags').default([]),
  meta_title: z.string().trim().max(200).nullable().optional(),
  meta_description: z.string().trim().max(500).nullable().optional(),
  /** An absolute http(s) URL: the page's `<link rel="canonical">` and `og:url` (republished elsewhere first). */
  canonical_url: z
    .union([
      z
        .string()
        .trim()
        .max(2048, 'URL is too long')
        // No `i` flag: JSON Schema patterns have none, and the OpenAPI document must say the same.
        .regex(/^[Hh][Tt][Tt][Pp][Ss]?:\/\/[^\s/]+[^\s]*$/, 'Canonical URL must be an absolute http(s) URL'),
      z.literal(''),
    ])
    .nullable()
    .optional(),
  /** The share image (`og:image`, `twitter:image`): an http(s) URL or a site path such as an upload. */
  og_image_url: z
    .union([LinkSchema, z.literal('')])
    .nullable()
    .optional(),
  published: z.boolean().default(false),
  /**
   * When it goes (or went) live, ISO 8601 with a zone; a future time with `published` schedules
   * it. Omitted: the stored time stays. null, or none stored: publishing sets now.
   */
  published_at: PublishedAtWriteSchema,
  featured: z.boolean().default(false),
  /** Left out: the post keeps its series (none on create); null: out of its series. */
  series: SeriesWriteSchema.nullable().optional(),
  /** docs/api/newsletter.md: default true on create, unchanged when absent on update. */
  send_newsletter: z.boolean({ error: 'send_newsletter must be true or false' }).optional(),
})
export type BlogWrite = z.infer<typeof BlogWriteSchema>

/** GET /admin/blogs: drafts too, the same list items as the public list (no bodies). */
export const AdminBlogListSchema = listEnvelope('posts', BlogListItemSchema)
export type AdminBlogList = z.infer<typeof AdminBlogListSchema>

/** POST /admin/blogs/preview: the editor's Markdown, rendered the way a save renders it. */
export const BlogPreviewRequestSchema = z.object({
  content_markdown: z.string().max(200_000, 'Content is too long'),
})

export const BlogPreviewSchema = z.object({ content: z.string(), read_time: z.number().int() })
export type BlogPreview = z.infer<typeof BlogPreviewSchema>

/** POST /admin/blogs/{id}/preview-link: a link anyone holding it can open for 7 days. */
export const PreviewLinkSchema = z.object({ url: z.string(), expires_at: z.string() })
export type PreviewLink = z.infer<typeof PreviewLinkSchema>

/** GET /series (list conventions): series with at least one published post, newest activity first. */
export const SeriesListItemSchema = z.object({ name: z.string(), slug: z.string(), post_count: z.number().int() })
export const SeriesListSchema = listEnvelope('series', SeriesListItemSchema)
export type SeriesList = z.infer<typeof SeriesListSchema>
export const SeriesListQuerySchema = z.strictObject(pageQuery(20))
export type SeriesListQuery = z.infer<typeof SeriesListQuerySchema>

/** GET /series/{slug}: the series' published posts in ascending part. */
export const SeriesDetailSchema = z.object({
  name: z.string(),
  slug: z.string(),
  posts: z.array(
    z.object({
      id: z.number().int(),
      slug: z.string(),
      title: z.string(),
      excerpt: z.string(),
      part: z.number().int(),
      published_at: z.string().nullable(),
    }),
  ),
})
export type SeriesDetail = z.infer<typeof SeriesDetailSchema>
