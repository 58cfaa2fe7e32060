import { z } from 'zod'

import { emailField } from './contact.ts'

/** How long a request link works (API.md "Testimonial requests"). */
export const TESTIMONIAL_REQUEST_DAYS = 30
export const TESTIMONIAL_MIN_LENGTH = 20

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .optional()
    .transform((v) => v || null)

/** POST /admin/testimonial-requests: who it is for (all optional) and a personal note. */
export const TestimonialRequestCreateSchema = z.strictObject({
  name: optionalText(100, 'Name'),
  email: z
    .union([emailField, z.literal('')])
    .nullable()
    .optional()
    .transform((v) => v || null),
  company: optionalText(100, 'Company'),
  note: optionalText(1000, 'Note'),
})
export type TestimonialRequestCreate = z.output<typeof TestimonialRequestCreateSchema>

export const TestimonialRequestStatusSchema = z.enum(['open', 'answered', 'expired'])
export type TestimonialRequestStatus = z.infer<typeof TestimonialRequestStatusSchema>

export const TestimonialRequestSchema = z.object({
  id: z.number().int(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  company: z.string().nullable(),
  note: z.string().nullable(),
  status: TestimonialRequestStatusSchema,
  expires_at: z.string(),
  answered_at: z.string().nullable(),
  testimonial_id: z.number().int().nullable(),
  created_at: z.string(),
})
export type TestimonialRequest = z.infer<typeof TestimonialRequestSchema>

/** The answer to a create: the only time the token (and so the link) is shown. */
export const TestimonialRequestCreatedSchema = TestimonialRequestSchema.extend({
  token: z.string(),
  url: z.string(),
})
export type TestimonialRequestCreated = z.infer<typeof TestimonialRequestCreatedSchema>

export const TokenParamsSchema = z.object({
  token: z
    .string()
    .max(100, 'Request not found')
    .regex(/^[A-Za-z0-9_-]+$/, 'Request not found'),
})

/** GET /testimonial-requests/{token}: what the client's page shows. */
export const TestimonialRequestPublicSchema = z.object({
  name: z.string().nullable(),
  company: z.string().nullable(),
  note: z.string().nullable(),
})
export type TestimonialRequestPublic = z.infer<typeof TestimonialRequestPublicSchema>

/** A photo uploaded through the request page: our own upload path only, never a foreign URL. */
const uploadedPhoto = z
  .string()
  .regex(/^\/uploads\/[A-Za-z0-9._-]+$/, 'Upload the photo with the form')
  .nullable()
  .optional()
  .transform((v) => v || null)

/** POST /testimonial-requests/{token}: the client's testimonial. */
export const TestimonialAnswerSchema = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters'),
  position: optionalText(100, 'Position'),
  company: optionalText(100, 'Company'),
  rating: z
    .number({ error: 'Rating must be between 1 and 5' })
    .int('Rating must be between 1 and 5')
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5'),
  content: z
    .string({ error: 'Testimonial is required' })
    .trim()
    .min(TESTIMONIAL_MIN_LENGTH, `Testimonial must be at least ${TESTIMONIAL_MIN_LENGTH} characters`)
    .max(2000, 'Testimonial must be at most 2000 characters'),
  avatar_url: uploadedPhoto,
})
export type TestimonialAnswer = z.output<typeof TestimonialAnswerSchema>
export type TestimonialAnswerInput = z.input<typeof TestimonialAnswerSchema>

export const TestimonialAnswerCreatedSchema = z.object({ id: z.number().int(), created_at: z.string() })

/** A photo for a request: images only, smaller than the admin's limit. */
export const REQUEST_PHOTO_MAX_BYTES = 5 * 1024 * 1024
