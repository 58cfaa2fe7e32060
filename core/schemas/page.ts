import { z } from 'zod'

import { PostStatusSchema, PublishedAtWriteSchema } from './blog.ts'
import { SlugSchema } from './common.ts'

/** One of the owner's pages (docs/api/owners-site.md, Pages), served at /<slug>. */
export const PageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  content_markdown: z.string(),
  /** HTML rendered from `content_markdown`, sanitized exactly like a post's. */
  content: z.string(),
  published: z.boolean(),
  /** When it goes (or went) live; ahead with `published`, the page is scheduled (as a post). */
  published_at: z.string().nullable(),
  /** draft, scheduled (published, its time ahead) or published (live), by the posts' rule. */
  status: PostStatusSchema,
  show_in_nav: z.boolean(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Page = z.infer<typeof PageSchema>

/** GET /admin/pages: every page, drafts too, newest first. */
export const PageListSchema = z.array(PageSchema)
export type PageList = z.infer<typeof PageListSchema>

/** The message a reserved slug gets (422, loc ["body","slug"]). */
export const RESERVED_SLUG_MESSAGE = 'This address is used by the site itself; choose another slug'

/** POST /admin/pages and PUT /admin/pages/{id} (which replaces; a slug left out is kept). */
export const PageWriteSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  slug: SlugSchema.optional(),
  content_markdown: z.string().max(200_000, 'Content is too long'),
  published: z.boolean().default(false),
  /**
   * As a post's: a future time with `published` schedules the page; omitted keeps the stored
   * time; null, or none stored, and publishing sets now.
   */
  published_at: PublishedAtWriteSchema,
  show_in_nav: z.boolean().default(false),
  meta_title: z.string().trim().max(200, 'Meta title must be at most 200 characters').nullable().optional(),
  meta_description: z.string().trim().max(500, 'Meta description must be at most 500 characters').nullable().optional(),
})
export type PageWrite = z.infer<typeof PageWriteSchema>

/** A header link a page with `show_in_nav` adds (the public layout's data). */
export const NavPageSchema = z.object({ label: z.string(), url: z.string() })
export type NavPage = z.infer<typeof NavPageSchema>
