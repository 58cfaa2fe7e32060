import { z } from 'zod'

import { CONTACT_MESSAGE_MIN } from '../constants.ts'
import { boolParam, intParam, listEnvelope } from './common.ts'

/** SPEC.md §5 "standard address pattern". */
export const EMAIL_PATTERN = /^[A-Z0-9._%+-]+@[A-Z0-9.-]+\.[A-Z]{2,}$/i

export const emailField = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Invalid email address')
  .regex(EMAIL_PATTERN, 'Invalid email address')

export const ContactSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .min(2, 'Name must be at least 2 characters')
    .max(100, 'Name must be at most 100 characters'),
  email: emailField,
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(200, 'Subject must be at most 200 characters'),
  message: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .min(CONTACT_MESSAGE_MIN, `Message must be at least ${CONTACT_MESSAGE_MIN} characters`)
    .max(5000, 'Message must be at most 5000 characters'),
})
export type Contact = z.infer<typeof ContactSchema>

/**
 * The API body: the form plus the spam defence's fields: the honeypot `website` that people
 * never fill, and `fill_ms`, how long the form was on screen before it was sent (measured by
 * the browser, so clocks need not agree). Both optional, so SPEC.md's clients work unchanged.
 */
export const ContactRequestSchema = ContactSchema.extend({
  website: z.string().max(500).optional(),
  fill_ms: z.number().int().min(0).max(2_147_483_647).optional(),
})
export type ContactRequest = z.infer<typeof ContactRequestSchema>

export const ContactCreatedSchema = z.object({ id: z.number().int().nullable(), created_at: z.string() })

/** The lead inbox's statuses (API.md "Inbox"); `read` is false only for `new`. */
export const MESSAGE_STATUSES = ['new', 'read', 'replied', 'archived', 'spam'] as const
export const MessageStatusSchema = z.enum(MESSAGE_STATUSES, {
  error: 'Status must be new, read, replied, archived or spam',
})
export type MessageStatus = z.infer<typeof MessageStatusSchema>

export const MessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  status: MessageStatusSchema,
  created_at: z.string(),
})
export type Message = z.infer<typeof MessageSchema>

export const MessageCountsSchema = z.object(
  Object.fromEntries(MESSAGE_STATUSES.map((s) => [s, z.number().int()])) as Record<MessageStatus, z.ZodNumber>,
)
export type MessageCounts = z.infer<typeof MessageCountsSchema>

export const MessageListSchema = listEnvelope('messages', MessageSchema).extend({
  unread: z.number().int(),
  /** Messages per status matching `search` (whatever `status` is), for the inbox tabs. */
  counts: MessageCountsSchema,
  /** When the newest message in Spam arrived (whatever `status` and `search` are), or null. */
  latest_spam_at: z.string().nullable(),
})
export type MessageList = z.infer<typeof MessageListSchema>

/** No status: the inbox (everything but archived and spam); `all`: every message. */
export const MessageStatusFilterSchema = z.enum([...MESSAGE_STATUSES, 'all'], {
  error: 'Status must be new, read, replied, archived, spam or all',
})
export type MessageStatusFilter = z.infer<typeof MessageStatusFilterSchema>

const messageFilter = {
  status: MessageStatusFilterSchema.optional(),
  search: z.string().trim().max(200).optional(),
}

export const MessageListQuerySchema = z.strictObject({
  skip: intParam({ min: 0, max: 1_000_000, name: 'skip' }).default(0),
  limit: intParam({ min: 1, max: 100, name: 'limit' }).default(20),
  unread: boolParam.optional(),
  ...messageFilter,
})
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>

export const MessageExportQuerySchema = z.strictObject(messageFilter)
export type MessageExportQuery = z.infer<typeof MessageExportQuerySchema>

/** `{status}` or `{read}` (read=true marks a new message read, false makes it new again). */
export const MessageUpdateSchema = z.union(
  [
    z.strictObject({ status: MessageStatusSchema }),
    z.strictObject({ read: z.boolean({ error: 'read must be true or false' }) }),
  ],
  { error: 'Send {"status"} or {"read"}' },
)
export type MessageUpdate = z.infer<typeof MessageUpdateSchema>

/** POST /admin/messages/bulk: one status for many messages, or delete them. */
export const MessageBulkSchema = z.union(
  [
    z.strictObject({
      ids: z.array(z.number().int().min(1)).min(1, 'Select at least one message').max(500),
      status: MessageStatusSchema,
    }),
    z.strictObject({
      ids: z.array(z.number().int().min(1)).min(1, 'Select at least one message').max(500),
      delete: z.literal(true),
    }),
  ],
  { error: 'Send {"ids", "status"} or {"ids", "delete": true}' },
)
export type MessageBulk = z.infer<typeof MessageBulkSchema>
export const MessageBulkResultSchema = z.object({ count: z.number().int() })

/** The CSV export's columns, in order (API.md "Inbox"). */
export const MESSAGE_CSV_COLUMNS = ['id', 'created_at', 'status', 'name', 'email', 'subject', 'message'] as const
