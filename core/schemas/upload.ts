import { z } from 'zod'

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
