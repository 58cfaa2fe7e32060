import { z } from 'zod'

import { intParam, listEnvelope } from './common.ts'

/** What an old address leads to: a post, a project or a page (docs/api/owners-site.md). */
export const RedirectKindSchema = z.enum(['post', 'project', 'page'])
export type RedirectKind = z.infer<typeof RedirectKindSchema>

/**
 * One old address (docs/api/import-export.md, Old URLs keep working): `to` is the item's current
 * public path, null while the item is not public (the old address then answers as if unknown).
 */
export const RedirectSchema = z.object({
  id: z.number().int(),
  from: z.string(),
  to: z.string().nullable(),
  kind: RedirectKindSchema,
  item_id: z.number().int(),
  post_id: z.number().int().nullable(),
  source: z.enum(['import', 'slug', 'manual']),
})
export type Redirect = z.infer<typeof RedirectSchema>

export const RedirectListSchema = listEnvelope('redirects', RedirectSchema)
export type RedirectList = z.infer<typeof RedirectListSchema>

export const RedirectListQuerySchema = z.object({
  skip: intParam({ min: 0, max: 1_000_000, name: 'skip' }).default(0),
  limit: intParam({ min: 1, max: 100, name: 'limit' }).default(50),
})

export const RedirectWriteSchema = z.object({
  from: z.string().trim().min(1, 'Give the old address').max(500, 'The address is too long'),
  to: z.string().trim().min(1, 'Give the address it leads to').max(500, 'The address is too long'),
})
