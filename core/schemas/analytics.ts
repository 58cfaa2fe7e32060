import { z } from 'zod'

import { intParam } from './common.ts'

export const AnalyticsQuerySchema = z.strictObject({
  days: intParam({ min: 1, max: 365, name: 'days' }).default(30),
})

export const DailyViewsSchema = z.object({
  day: z.string(),
  views: z.number().int(),
  project_views: z.number().int(),
  post_views: z.number().int(),
})

const TopItem = {
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  /** All-time views. */
  views: z.number().int(),
  /** Views within the period asked for. */
  period_views: z.number().int(),
}
export const TopProjectSchema = z.object({ ...TopItem, likes: z.number().int() })
export const TopPostSchema = z.object(TopItem)

/** GET /admin/analytics?days=30 */
export const AnalyticsSchema = z.object({
  days: z.number().int(),
  /** First and last day of the period (YYYY-MM-DD, UTC), both included. */
  from: z.string(),
  to: z.string(),
  /** One entry per day of the period, oldest first, days without views included as zero. */
  views_per_day: z.array(DailyViewsSchema),
  /** Active projects by views in the period, then all-time views. */
  top_projects: z.array(TopProjectSchema),
  /** Active projects by likes. */
  top_liked_projects: z.array(TopProjectSchema),
  /** Published posts by views in the period, then all-time views. */
  top_posts: z.array(TopPostSchema),
  totals: z.object({
    projects: z.number().int(),
    posts: z.number().int(),
    drafts: z.number().int(),
    certificates: z.number().int(),
    testimonials: z.number().int(),
    messages: z.number().int(),
    unread_messages: z.number().int(),
    likes: z.number().int(),
    views: z.number().int(),
    period_views: z.number().int(),
  }),
})
export type Analytics = z.infer<typeof AnalyticsSchema>
