import { z } from 'zod'

/** The links the check looks at (API.md "Link health"). */
export const PROJECT_LINK_FIELDS = ['live_url', 'github_url', 'demo_url', 'case_study_url'] as const
export const CERTIFICATE_LINK_FIELDS = ['credential_url'] as const

export const LinkKindSchema = z.enum(['project', 'certificate'])
export type LinkKind = z.infer<typeof LinkKindSchema>

export const LinkResultSchema = z.object({
  kind: LinkKindSchema,
  id: z.number().int(),
  /** The project's or certificate's title, for the dashboard (null if it was deleted since). */
  title: z.string().nullable(),
  field: z.string(),
  url: z.string(),
  ok: z.boolean(),
  /** The final HTTP status, null when no answer came (timeout, refused, redirect loop). */
  status: z.number().int().nullable(),
  error: z.string().nullable(),
  checked_at: z.string(),
})
export type LinkResult = z.infer<typeof LinkResultSchema>

export const LinkCheckStateSchema = z.object({
  running: z.boolean(),
  /** When the last check finished (null before the first). */
  checked_at: z.string().nullable(),
  /** Links checked so far of the run under way (or the last run). */
  progress: z.object({ done: z.number().int(), total: z.number().int() }),
  links: z.array(LinkResultSchema),
})
export type LinkCheckState = z.infer<typeof LinkCheckStateSchema>

/** Admin project and certificate responses: the fields whose link the last check found broken. */
export const brokenLinksField = { broken_links: z.array(z.string()) }
