import { z } from 'zod'

import { IdParamsSchema, intParam } from './common.ts'

/** What a revision belongs to: a blog post, a project or a page (docs/api/owners-site.md). */
export const RevisionKindSchema = z.enum(['post', 'project', 'page'])
export type RevisionKind = z.infer<typeof RevisionKindSchema>

/**
 * What a restore never changes (API.md, Publishing): the item's publication and placement, as
 * they are now. A restore brings back a version's words (title, slug, excerpt, content, tags,
 * images, links, meta fields, a project's facts); a live post stays live with its own date, a
 * scheduled one keeps its time, a hidden project stays hidden.
 */
export const RESTORE_KEEPS = {
  // send_newsletter: a publication setting (docs/api/newsletter.md), not words.
  post: ['published', 'published_at', 'featured', 'send_newsletter'],
  project: ['is_active', 'featured', 'hide_broken_links'],
  // A page's place in the header is placement, like its publication.
  page: ['published', 'published_at', 'show_in_nav'],
} as const satisfies Record<RevisionKind, readonly string[]>

/**
 * One entry of GET /admin/{blogs|projects|pages}/{id}/revisions (API.md, Publishing). `user_name` and
 * `user_email` name the author for the History panel (null once the account is deleted).
 */
export const RevisionSummarySchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  title: z.string(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
})
export type RevisionSummary = z.infer<typeof RevisionSummarySchema>

/** Newest first. */
export const RevisionListSchema = z.array(RevisionSummarySchema)
export type RevisionList = z.infer<typeof RevisionListSchema>

/** GET …/revisions/{rev}: the item's write fields as they were saved (a post's, a project's or a page's). */
export const RevisionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  user_id: z.number().int().nullable(),
  data: z.record(z.string(), z.unknown()),
})
export type Revision = z.infer<typeof RevisionSchema>

export const RevisionParamsSchema = IdParamsSchema.extend({
  rev: intParam({ min: 1, max: 2_147_483_647, name: 'rev' }),
})
