import { z } from 'zod'

export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif'] as const
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024
/** Widths of the responsive WebP/AVIF copies made of an uploaded image. */
export const UPLOAD_VARIANT_WIDTHS = [480, 960, 1600] as const

export const UploadVariantSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  format: z.enum(['webp', 'avif']),
})
export type UploadVariant = z.infer<typeof UploadVariantSchema>

/** POST /admin/uploads → 201: where the file is served, and its responsive copies. */
export const UploadResponseSchema = z.object({
  url: z.string(),
  content_type: z.enum([...UPLOAD_IMAGE_TYPES, 'application/pdf']),
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  variants: z.array(UploadVariantSchema),
})
export type UploadResponse = z.infer<typeof UploadResponseSchema>
