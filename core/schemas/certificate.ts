import { z } from 'zod'

import { CERTIFICATES_PAGE_SIZE, FEATURED_CERTIFICATES_LIMIT } from '../constants.ts'
import {
  boolParam,
  listEnvelope,
  nullableDate,
  optionalLink,
  pageQuery,
  patchShape,
  StatusFilterSchema,
  AdminSortSchema,
} from './common.ts'
import { brokenLinksField } from './link-health.ts'
import { FeaturedQuerySchema } from './project.ts'

export const CertificateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  issuer: z.string(),
  platform: z.string().nullable(),
  issued_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  certificate_id: z.string().nullable(),
  credential_url: z.string().nullable(),
  image_url: z.string().nullable(),
  category: z.string(),
  skills: z.array(z.string()),
  description: z.string().nullable(),
  featured: z.boolean(),
  verified: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  /** `expiry_date` is before today (UTC). */
  expired: z.boolean(),
  /** Not expired, and `expiry_date` is within the next EXPIRES_SOON_DAYS days (UTC). */
  expires_soon: z.boolean(),
})
export type Certificate = z.infer<typeof CertificateSchema>

/** How far ahead a certificate counts as expiring soon (API.md "Certificates"). */
export const EXPIRES_SOON_DAYS = 60

/** `expired` / `expires_soon` of an expiry date (YYYY-MM-DD) on a UTC day; no date never expires. */
export const expiryFlags = (expiryDate: string | null, now: Date = new Date()) => {
  if (!expiryDate) return { expired: false, expires_soon: false }
  const today = now.toISOString().slice(0, 10)
  const horizon = new Date(Date.parse(`${today}T00:00:00Z`) + EXPIRES_SOON_DAYS * 86_400_000).toISOString().slice(0, 10)
  const expired = expiryDate < today
  return { expired, expires_soon: !expired && expiryDate <= horizon }
}

export const CertificateListSchema = listEnvelope('certificates', CertificateSchema)

/** Admin answers add the fields whose link the last link check found broken. */
export const AdminCertificateSchema = CertificateSchema.extend(brokenLinksField)
export const AdminCertificateListSchema = listEnvelope('certificates', AdminCertificateSchema)
export type CertificateList = z.infer<typeof CertificateListSchema>

export const CertificateListQuerySchema = z.strictObject(
  {
    ...pageQuery(CERTIFICATES_PAGE_SIZE),
    category: z.string().trim().max(100).optional(),
    issuer: z.string().trim().max(100).optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown filter: ${iss.keys.join(', ')}` : undefined) },
)
export type CertificateListQuery = z.infer<typeof CertificateListQuerySchema>

export const AdminCertificateListQuerySchema = z.strictObject({
  ...CertificateListQuerySchema.shape,
  include_inactive: boolParam.optional(),
  status: StatusFilterSchema.optional(),
  sort: AdminSortSchema.optional(),
  search: z.string().trim().max(200).optional(),
})
export type AdminCertificateListQuery = z.infer<typeof AdminCertificateListQuerySchema>

export const FeaturedCertificatesQuerySchema = FeaturedQuerySchema(FEATURED_CERTIFICATES_LIMIT)

export const CertificateWriteSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  issuer: z.string().trim().min(1, 'Issuer is required').max(100, 'Issuer must be at most 100 characters'),
  platform: z.string().trim().max(100).nullable().optional(),
  issued_date: nullableDate,
  expiry_date: nullableDate,
  certificate_id: z.string().trim().max(200).nullable().optional(),
  credential_url: optionalLink,
  image_url: optionalLink,
  category: z.string().trim().min(1, 'Category is required').max(100),
  skills: z.array(z.string().trim().min(1).max(100)).max(50).default([]),
  description: z.string().max(5000, 'Description must be at most 5000 characters').nullable().optional(),
  featured: z.boolean().default(false),
  verified: z.boolean().default(true),
  is_active: z.boolean().default(true),
})
export type CertificateWrite = z.infer<typeof CertificateWriteSchema>

/** PATCH /admin/certificates/{id}/edit: any subset of the write fields. */
export const CertificatePatchSchema = z.strictObject(patchShape(CertificateWriteSchema.shape))
export type CertificatePatch = z.infer<typeof CertificatePatchSchema>
