import { z } from 'zod'

/** GET /admin/tags: every tag on any post (drafts and scheduled too) with its number of posts. */
export const TagCountSchema = z.object({ name: z.string(), count: z.number().int() })
export type TagCount = z.infer<typeof TagCountSchema>
export const TagCountListSchema = z.array(TagCountSchema)

export const TagParamsSchema = z.object({ name: z.string().min(1).max(200) })

/** PUT /admin/tags/{name}: rename, or merge into a tag a post already carries. */
export const TagRenameSchema = z.object({
  name: z.string().trim().min(1, 'Tag name is required').max(50, 'Tag name must be at most 50 characters'),
})
