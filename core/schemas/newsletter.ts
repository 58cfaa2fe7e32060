import { z } from 'zod'

import { intParam, listEnvelope } from './common.ts'
import { emailField } from './contact.ts'

/** docs/api/newsletter.md, Subscribers. */
export const SubscriberStatusSchema = z.enum(['pending', 'active', 'unsubscribed'], {
  error: 'Status must be pending, active or unsubscribed',
})
export type SubscriberStatus = z.infer<typeof SubscriberStatusSchema>

const nameField = z
  .string()
  .trim()
  .max(100, 'Name must be at most 100 characters')
  .optional()
  .nullable()
  .transform((v) => v || null)

/** POST /subscribe (API and form): the address, a name, and the honeypot `website`. */
export const SubscribeRequestSchema = z.object({
  email: emailField,
  name: nameField,
  website: z.string().max(500).optional(),
})
export type SubscribeRequest = z.infer<typeof SubscribeRequestSchema>

export const SubscribeAcceptedSchema = z.object({ message: z.string() })

/** The one answer to every subscribe request (no enumeration). */
export const SUBSCRIBE_MESSAGE =
  'Thanks! If this address can subscribe, a confirmation link is on its way: check your inbox.'

export const SubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  status: SubscriberStatusSchema,
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
})
export type Subscriber = z.infer<typeof SubscriberSchema>

export const SubscriberCountsSchema = z.object({
  pending: z.number().int(),
  active: z.number().int(),
  unsubscribed: z.number().int(),
})

export const SubscriberListQuerySchema = z.object({
  status: SubscriberStatusSchema.optional(),
  search: z.string().trim().max(200).optional(),
  skip: intParam({ min: 0, max: 1_000_000, name: 'skip' }).default(0),
  limit: intParam({ min: 1, max: 100, name: 'limit' }).default(50),
})
export type SubscriberListQuery = z.infer<typeof SubscriberListQuerySchema>

export const SubscriberExportQuerySchema = SubscriberListQuerySchema.pick({ status: true, search: true })

export const SubscriberListSchema = listEnvelope('subscribers', SubscriberSchema).extend({
  counts: SubscriberCountsSchema,
})
export type SubscriberList = z.infer<typeof SubscriberListSchema>

export const SubscriberImportResultSchema = z.object({
  active: z.number().int(),
  pending: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(z.object({ line: z.number().int(), detail: z.string() })),
})
export type SubscriberImportResult = z.infer<typeof SubscriberImportResultSchema>

export const NewsletterPostStatsSchema = z.object({
  post_id: z.number().int(),
  title: z.string(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
})

export const NewsletterOverviewSchema = z.object({
  email_configured: z.boolean(),
  rate_per_minute: z.number().int(),
  posts: z.array(NewsletterPostStatsSchema),
})
export type NewsletterOverview = z.infer<typeof NewsletterOverviewSchema>

export const NewsletterTestRequestSchema = z.object({
  post_id: z.number({ error: 'post_id is required' }).int('post_id must be a whole number').min(1),
})
export const NewsletterTestSentSchema = z.object({ to: z.string() })
