import { z } from 'zod'

import { MAX_PAGE_SIZE } from '../constants.ts'

/** An integer query parameter: accepts "12", rejects "1.5", "abc" and "". */
export const intParam = (opts: { min: number; max?: number; name: string }) => {
  const base = z.coerce
    .number({ error: `${opts.name} must be a whole number` })
    .int(`${opts.name} must be a whole number`)
    .min(opts.min, `${opts.name} must be at least ${opts.min}`)
  return opts.max === undefined ? base : base.max(opts.max, `${opts.name} must be at most ${opts.max}`)
}

/** "true"/"false"/"1"/"0" in a query string. */
export const boolParam = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
  .transform((v) => v === 'true' || v === '1')

export const pageQuery = (defaultLimit: number) => ({
  skip: intParam({ min: 0, max: 1_000_000, name: 'skip' }).default(0),
  limit: intParam({ min: 1, max: MAX_PAGE_SIZE, name: 'limit' }).default(defaultLimit),
})

/** Admin lists: live rows, soft-deleted ones, or both. */
export const StatusFilterSchema = z.enum(['active', 'deleted', 'all'], {
  error: 'Status must be active, deleted or all',
})
export type StatusFilter = z.infer<typeof StatusFilterSchema>

/** Admin lists: the public order (featured first), or newest first so a new row tops the table (SPEC.md §4). */
export const AdminSortSchema = z.enum(['featured', 'newest'], { error: 'Sort must be featured or newest' })
export type AdminSort = z.infer<typeof AdminSortSchema>

/**
 * `status` wins; else the older `include_inactive` (true → all, false → active); else `fallback`.
 */
export const resolveStatus = (
  q: { status?: StatusFilter; include_inactive?: boolean },
  fallback: StatusFilter = 'active',
): StatusFilter => q.status ?? (q.include_inactive === undefined ? fallback : q.include_inactive ? 'all' : 'active')

/** `{id}` in a public GET: a numeric id or a slug. */
export const IdOrSlugParamsSchema = z.object({
  id: z
    .string()
    .min(1)
    .max(200, 'Not found')
    .regex(/^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/, 'Not found'),
})

export const IdParamsSchema = z.object({
  id: intParam({ min: 1, max: 2_147_483_647, name: 'id' }),
})

export const ErrorItemSchema = z.object({
  loc: z.array(z.union([z.string(), z.number()])),
  msg: z.string(),
  type: z.string(),
})
export const ErrorResponseSchema = z.object({
  detail: z.string(),
  code: z.string(),
  errors: z.array(ErrorItemSchema).optional(),
})
export type ErrorResponse = z.infer<typeof ErrorResponseSchema>

export const StringListSchema = z.array(z.string())

/** A 204 answer in the OpenAPI document: done, no body. */
export const NoContentSchema = z.null().describe('Done; no content')

/** A 304 answer in the OpenAPI document: the copy named by If-None-Match is current; no body. */
export const NotModifiedSchema = z.null().describe('Not modified: the copy named by If-None-Match is current')

/** YYYY-MM-DD or null. */
export const DateOnlySchema = z.iso.date('Use the date format YYYY-MM-DD')
export const nullableDate = DateOnlySchema.nullable().optional()

/** http(s) URL or a site-relative path such as /uploads/x.webp. */
export const LinkSchema = z
  .string()
  .trim()
  .max(2048, 'URL is too long')
  .refine(
    (v) => /^https?:\/\/[^\s]+$/i.test(v) || /^\/(?!\/)[^\s]*$/.test(v),
    'Must be an http(s) URL or a path starting with /',
  )
export const optionalLink = z
  .union([LinkSchema, z.literal('')])
  .nullable()
  .optional()
  .transform((v) => (v ? v : null))

export const SlugSchema = z
  .string()
  .trim()
  .min(1, 'Slug is required')
  .max(120, 'Slug must be at most 120 characters')
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug can only contain lowercase letters, numbers and hyphens')

export const listEnvelope = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({
    [key]: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pages: z.number().int(),
    has_more: z.boolean(),
  } as { [P in K]: z.ZodArray<T> } & {
    total: z.ZodNumber
    page: z.ZodNumber
    pages: z.ZodNumber
    has_more: z.ZodBoolean
  })

/** API.md list math: page = floor(skip/limit)+1, pages = max(1, ceil(total/limit)). */
export const pageMeta = (total: number, skip: number, limit: number, count: number) => ({
  total,
  page: Math.floor(skip / limit) + 1,
  pages: Math.max(1, Math.ceil(total / limit)),
  has_more: skip + count < total,
})

type WithoutDefault<S> = S extends z.ZodDefault<infer Inner> ? Inner : S
/**
 * A PATCH body from a write schema's fields: every field optional and without its default, so a
 * field left out keeps its stored value instead of being reset.
 */
export const patchShape = <T extends z.ZodRawShape>(shape: T) =>
  Object.fromEntries(
    Object.entries(shape).map(([k, v]) => [
      k,
      (v instanceof z.ZodDefault ? (v.unwrap() as z.ZodType) : (v as z.ZodType)).optional(),
    ]),
  ) as unknown as { [K in keyof T]: z.ZodOptional<WithoutDefault<T[K]>> }
