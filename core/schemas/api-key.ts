import { z } from 'zod'

/** What a key may do (docs/api/platform.md "API keys"). */
export const ApiKeyScopeSchema = z.enum(['content', 'admin'], { error: 'Scope must be content or admin' })
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>

export const ApiKeyCreateSchema = z.object({
  name: z.string().trim().min(1, 'Give the key a name').max(100, 'The name is at most 100 characters'),
  scope: ApiKeyScopeSchema,
})
export type ApiKeyCreate = z.infer<typeof ApiKeyCreateSchema>

/** A key as listed: never the secret nor its hash; `hint` is the secret's last 4 characters. */
export const ApiKeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scope: ApiKeyScopeSchema,
  hint: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
})
export type ApiKey = z.infer<typeof ApiKeySchema>

/** The answer to creating a key: the only time `key` (the secret) is ever shown. */
export const ApiKeyCreatedSchema = ApiKeySchema.extend({ key: z.string() })
export type ApiKeyCreated = z.infer<typeof ApiKeyCreatedSchema>

export const ApiKeyListSchema = z.array(ApiKeySchema)
