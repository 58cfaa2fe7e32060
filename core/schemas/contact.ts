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

/** The API body: the form plus the honeypot field `website` that people never fill. */
export const ContactRequestSchema = ContactSchema.extend({ website: z.string().max(500).optional() })

export const ContactCreatedSchema = z.object({ id: z.number().int().nullable(), created_at: z.string() })

export const MessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  read: z.boolean(),
  created_at: z.string(),
})
export type Message = z.infer<typeof MessageSchema>

export const MessageListSchema = listEnvelope('messages', MessageSchema).extend({ unread: z.number().int() })
export type MessageList = z.infer<typeof MessageListSchema>

export const MessageListQuerySchema = z.strictObject({
  skip: intParam({ min: 0, max: 1_000_000, name: 'skip' }).default(0),
  limit: intParam({ min: 1, max: 100, name: 'limit' }).default(20),
  unread: boolParam.optional(),
  search: z.string().trim().max(200).optional(),
})
export type MessageListQuery = z.infer<typeof MessageListQuerySchema>

export const MessageUpdateSchema = z.strictObject({ read: z.boolean({ error: 'read must be true or false' }) })
