import { z } from 'zod'

/** How many days `period_views` covers. */
export const OVERVIEW_DAYS = 30

export const OverviewCountsSchema = z.object({
  /** Active projects (shown on the site). */
  projects: z.number().int(),
  /** Published posts (their time has come), drafts, and posts scheduled for later. */
  posts: z.number().int(),
  drafts: z.number().int(),
  scheduled: z.number().int(),
  /** Active certificates. */
  certificates: z.number().int(),
  /** Active testimonials shown on the site, and those awaiting approval. */
  testimonials: z.number().int(),
  pending_testimonials: z.number().int(),
  /** The inbox (archived and spam left out) and its unread messages. */
  messages: z.number().int(),
  unread_messages: z.number().int(),
  likes: z.number().int(),
  /** All-time views of projects and posts, and views in the last OVERVIEW_DAYS days. */
  views: z.number().int(),
  period_views: z.number().int(),
})

export const ActivityKindSchema = z.enum(['project', 'post', 'certificate', 'testimonial', 'message'])

export const ActivityItemSchema = z.object({
  kind: ActivityKindSchema,
  id: z.number().int(),
  /** The item's title; a testimonial's or message's sender name. */
  title: z.string(),
  /**
   * created / updated / deleted (soft-deleted) for content; `draft` for a post not published;
   * `received` for a message.
   */
  action: z.enum(['created', 'updated', 'deleted', 'draft', 'received']),
  at: z.string(),
})
export type ActivityItem = z.infer<typeof ActivityItemSchema>

export const UnreadMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  subject: z.string(),
  created_at: z.string(),
})
export type UnreadMessage = z.infer<typeof UnreadMessageSchema>

/** GET /admin/overview: everything the dashboard shows, in one small answer. */
export const OverviewSchema = z.object({
  counts: OverviewCountsSchema,
  /** The latest changes and unread messages, newest first (at most 8). */
  activity: z.array(ActivityItemSchema),
  /** The newest unread messages (at most 3). */
  unread: z.array(UnreadMessageSchema),
})
export type Overview = z.infer<typeof OverviewSchema>
