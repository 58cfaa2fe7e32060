import { z } from 'zod'

import { AdminBlogPostSchema } from './blog.ts'
import { listEnvelope, pageQuery } from './common.ts'
import { MessageSchema } from './contact.ts'
import { AdminProjectSchema } from './project.ts'
import { TestimonialSchema } from './testimonial.ts'

/** What a webhook can subscribe to (docs/api/platform.md "Webhooks"); `ping` comes on demand to every webhook. */
export const WEBHOOK_EVENTS = [
  'post.published',
  'post.updated',
  'post.unpublished',
  'post.deleted',
  'project.published',
  'project.updated',
  'project.deleted',
  'contact.received',
  'testimonial.submitted',
] as const
export const WebhookEventSchema = z.enum(WEBHOOK_EVENTS, { error: `Events are among ${WEBHOOK_EVENTS.join(', ')}` })
export type WebhookEvent = z.infer<typeof WebhookEventSchema>
export type WebhookType = WebhookEvent | 'ping'

const url = z
  .string()
  .trim()
  .max(2000, 'The URL is at most 2000 characters')
  .refine((v) => {
    try {
      const u = new URL(v)
      return (u.protocol === 'http:' || u.protocol === 'https:') && /^https?:\/\/[^\s]+$/i.test(v)
    } catch {
      return false
    }
  }, 'Give an absolute http:// or https:// URL')

const events = z
  .array(WebhookEventSchema)
  .min(1, 'Choose at least one event')
  .transform((list) => [...new Set(list)])

const description = z.string().trim().max(500, 'The description is at most 500 characters')

export const WebhookCreateSchema = z.object({ url, events, description: description.optional() })
export type WebhookCreate = z.infer<typeof WebhookCreateSchema>

export const WebhookUpdateSchema = z.object({
  url: url.optional(),
  events: events.optional(),
  description: description.optional(),
  enabled: z.boolean().optional(),
})
export type WebhookUpdate = z.infer<typeof WebhookUpdateSchema>

export const WebhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(WebhookEventSchema),
  description: z.string(),
  enabled: z.boolean(),
  /** Why it was turned off (failed deliveries in a row); null while enabled. */
  disabled_reason: z.string().nullable(),
  consecutive_failures: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Webhook = z.infer<typeof WebhookSchema>

/** One webhook with its signing secret (`whsec_` and base64 of the key's bytes). */
export const WebhookWithSecretSchema = WebhookSchema.extend({ secret: z.string() })
export type WebhookWithSecret = z.infer<typeof WebhookWithSecretSchema>

export const WebhookListSchema = z.array(WebhookSchema)

export const DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const
export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The `webhook-id` header: the same on every attempt. */
  message_id: z.string(),
  type: z.enum([...WEBHOOK_EVENTS, 'ping']),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The latest attempt's HTTP status; null when none came back. */
  response_code: z.number().int().nullable(),
  /** What went wrong with the latest failed attempt; null once it succeeded. */
  error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
})
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>

export const WebhookDeliveryListSchema = listEnvelope('deliveries', WebhookDeliverySchema)
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>
export const WebhookDeliveryQuerySchema = z.strictObject(pageQuery(20))

export const WebhookTestSchema = z.object({ delivery_id: z.number().int() })

/** Each event's request body (the OpenAPI document's `webhooks`): `{type, timestamp, data}`. */
const payload = <T extends string, D extends z.ZodType>(type: T, data: D) =>
  z.object({
    type: z.literal(type),
    /** When it happened, ISO 8601 UTC. */
    timestamp: z.iso.datetime(),
    data,
  })

export const WEBHOOK_PAYLOADS = {
  'post.published': payload('post.published', AdminBlogPostSchema),
  'post.updated': payload('post.updated', AdminBlogPostSchema),
  'post.unpublished': payload('post.unpublished', AdminBlogPostSchema),
  'post.deleted': payload('post.deleted', AdminBlogPostSchema),
  'project.published': payload('project.published', AdminProjectSchema),
  'project.updated': payload('project.updated', AdminProjectSchema),
  'project.deleted': payload('project.deleted', AdminProjectSchema),
  'contact.received': payload('contact.received', MessageSchema),
  'testimonial.submitted': payload('testimonial.submitted', TestimonialSchema),
  ping: payload('ping', z.object({ webhook_id: z.number().int() })),
} as const satisfies Record<WebhookType, z.ZodType>

/** When each event fires, for the document and the admin's event picker. */
export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookType, string> = {
  'post.published': 'A post became public: published now, or a scheduled post’s time came',
  'post.updated': 'A public post changed and stays public',
  'post.unpublished': 'A public post became a draft or was rescheduled into the future',
  'post.deleted': 'A post was deleted (the data is the post as it was)',
  'project.published': 'A project became visible: created active, or restored',
  'project.updated': 'A visible project changed',
  'project.deleted': 'A visible project was deleted',
  'contact.received': 'A contact message arrived (not spam)',
  'testimonial.submitted': 'A client answered a testimonial request',
  ping: 'A test event sent from the admin (Send ping)',
}
