import { z } from 'zod'

/** docs/api/import-export.md, "Import jobs": what an import did, or with a dry run what it would do. */
export const ImportReportSchema = z.object({
  posts: z.object({ created: z.number().int(), updated: z.number().int(), skipped: z.number().int() }),
  tags: z.number().int(),
  media: z.object({ imported: z.number().int(), external: z.number().int(), missing: z.number().int() }),
  redirects: z.number().int(),
  warnings: z.array(z.string()),
})
export type ImportReport = z.infer<typeof ImportReportSchema>

export const ImportFormatSchema = z.enum(['ghost', 'wordpress', 'medium', 'markdown'])

export const ImportJobSchema = z.object({
  id: z.string(),
  status: z.enum(['queued', 'running', 'done', 'failed']),
  progress: z.number().min(0).max(1),
  dry_run: z.boolean(),
  format: ImportFormatSchema.nullable(),
  report: ImportReportSchema.nullable(),
  error: z.string().nullable(),
})
export type ImportJob = z.infer<typeof ImportJobSchema>

export const ImportCreatedSchema = z.object({ id: z.string() })

export const ImportIdParamsSchema = z.object({ id: z.string().min(1).max(64) })
