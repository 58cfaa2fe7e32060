import { z } from 'zod'

import { boolParam, listEnvelope, pageQuery } from './common.ts'

export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/**
 * Widths of the responsive WebP/AVIF copies made of an uploaded image (never wider than the
 * original, which gets a copy at its own width instead): avatars, then the card, gallery and
 * header slots at 1×, 1.5× and 2× on phones and desktops. 720 is the full-width slot of a
 * common phone (~380 CSS px at 1.75 dppx needs 665 px): without it the browser takes the 960
 * copy, ~45% more bytes on the phone's critical path (issue 9).
 */
export const UPLOAD_VARIANT_WIDTHS = [160, 320, 480, 640, 720, 960, 1280, 1600] as const

export const UploadVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['webp', 'avif']),
})
export type UploadVariant = z.infer<typeof UploadVariantSchema>

/**
 * What a page needs to show an image responsively without touching the file: its intrinsic
 * size, the widths of its variants (AVIF and WebP at each; the URLs follow from the image's
 * own, see core/images.ts) and a tiny blurred stand-in (`data:` URI; null when the image has
 * transparency, which a stand-in would show through). Kept small: every page carries it.
 */
export const ImageInfoSchema = z.object({
  width: z.number().int(),
  height: z.number().int(),
  widths: z.array(z.number().int()),
  placeholder: z.string().nullable(),
})
export type ImageInfo = z.infer<typeof ImageInfoSchema>

/** Image URL (as stored in content) → what is known about it; loaders send one per page. */
export type ImageMap = Record<string, ImageInfo>

/** POST /admin/uploads → 201: where the file is served, and its responsive copies. */
export const UploadResponseSchema = z.object({
  url: z.string(),
  content_type: z.enum([...UPLOAD_IMAGE_TYPES, 'application/pdf']),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(UploadVariantSchema),
  placeholder: z.string().nullable(),
})
export type UploadResponse = z.infer<typeof UploadResponseSchema>

// --- Media library (docs/api/owners-site.md, Media library) ---

/** Uploads per page of GET /admin/uploads unless `limit` says otherwise. */
export const UPLOADS_PAGE_SIZE = 24
export const UPLOAD_ALT_MAX = 300

/** A stored file name (`<32 hex>.jpg`): the id of an upload item; anything else is an unknown id (404). */
export const UploadIdParamsSchema = z.object({ id: z.string() })

export const UploadUsageSchema = z.object({
  kind: z.enum(['post', 'project', 'page', 'certificate', 'testimonial', 'site']),
  /** The item's id; null for the site profile. */
  id: z.number().int().nullable(),
  /** Its title (a testimonial's name; what the site profile field is for the site). */
  title: z.string(),
})
export type UploadUsage = z.infer<typeof UploadUsageSchema>

export const UploadItemSchema = z.object({
  id: z.string(),
  url: z.string(),
  /** The original file name (the stored one for files stored before the library). */
  name: z.string(),
  content_type: z.string(),
  /** The bytes served at `url`. */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  alt: z.string(),
  created_at: z.string(),
  used_in: z.array(UploadUsageSchema),
})
export type UploadItem = z.infer<typeof UploadItemSchema>

/** POST /admin/uploads → 201: the upload item, with the fields the answer always had. */
export const UploadCreatedSchema = UploadItemSchema.extend({
  content_type: UploadResponseSchema.shape.content_type,
  variants: UploadResponseSchema.shape.variants,
  placeholder: UploadResponseSchema.shape.placeholder,
})
export type UploadCreated = z.infer<typeof UploadCreatedSchema>

export const UploadListQuerySchema = z.strictObject({
  ...pageQuery(UPLOADS_PAGE_SIZE),
  search: z.string().trim().max(200).optional(),
})
export type UploadListQuery = z.infer<typeof UploadListQuerySchema>

export const UploadListSchema = listEnvelope('uploads', UploadItemSchema)
export type UploadList = z.infer<typeof UploadListSchema>

export const UploadPatchSchema = z.strictObject({
  alt: z.string().trim().max(UPLOAD_ALT_MAX, `Alt text must be at most ${UPLOAD_ALT_MAX} characters`),
})
export type UploadPatch = z.infer<typeof UploadPatchSchema>

export const UploadDeleteQuerySchema = z.strictObject({ force: boolParam.optional() })

/** 409 UPLOAD_IN_USE: the error shape with where the upload is used. */
export const UploadInUseSchema = z.object({
  detail: z.string(),
  code: z.literal('UPLOAD_IN_USE'),
  used_in: z.array(UploadUsageSchema),
})
