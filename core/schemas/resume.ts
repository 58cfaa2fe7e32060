import { z } from 'zod'

/** GET /admin/resume (API.md "Résumé"): which résumé /resume.pdf serves, and where to see it. */
export const ResumeInfoSchema = z.object({
  source: z.enum(['uploaded', 'generated']),
  url: z.string(),
})
export type ResumeInfo = z.infer<typeof ResumeInfoSchema>
