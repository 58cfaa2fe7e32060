import { z } from 'zod'

import { DEFAULT_RATING } from '../constants.ts'
import { boolParam, optionalLink, StatusFilterSchema } from './common.ts'

export const TestimonialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  position: z.string().nullable(),
  company: z.string().nullable(),
  email: z.string().nullable(),
  content: z.string(),
  rating: z.number().int(),
  avatar_url: z.string().nullable(),
  company_logo: z.string().nullable(),
  featured: z.boolean(),
  approved: z.boolean(),
  is_active: z.boolean(),
  /** `admin`: typed in by the owner; `request`: written by the client through a request link. */
  source: z.enum(['admin', 'request']),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Testimonial = z.infer<typeof TestimonialSchema>

/** Public shape: a testimonial never shows its author's email address. */
export const PublicTestimonialSchema = TestimonialSchema.omit({ email: true })
export type PublicTestimonial = z.infer<typeof PublicTestimonialSchema>

export const TestimonialWriteSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  position: z.string().trim().max(100).nullable().optional(),
  company: z.string().trim().max(100).nullable().optional(),
  email: z
    .union([z.email('Invalid email address'), z.literal('')])
    .nullable()
    .optional(),
  content: z.string().trim().min(1, 'Content is required').max(2000, 'Content must be at most 2000 characters'),
  rating: z
    .number()
    .int()
    .min(1, 'Rating must be between 1 and 5')
    .max(5, 'Rating must be between 1 and 5')
    .default(DEFAULT_RATING),
  avatar_url: optionalLink,
  company_logo: optionalLink,
  featured: z.boolean().default(false),
  approved: z.boolean().default(true),
  is_active: z.boolean().default(true),
})
export type TestimonialWrite = z.infer<typeof TestimonialWriteSchema>

/** GET /admin/testimonials: every testimonial unless `status` (or `include_inactive=false`) narrows it. */
export const AdminTestimonialListQuerySchema = z.strictObject({
  include_inactive: boolParam.optional(),
  status: StatusFilterSchema.optional(),
  search: z.string().trim().max(200).optional(),
})
export type AdminTestimonialListQuery = z.infer<typeof AdminTestimonialListQuerySchema>
