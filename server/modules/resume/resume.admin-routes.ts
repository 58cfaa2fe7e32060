import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ResumeInfoSchema } from '../../../core/schemas/resume.ts'
import type { ResumeService } from './resume.service.ts'

/** /api/v1/admin/resume: whether /resume.pdf is the owner's upload or the generated one. */
export const resumeAdminRoutes: FastifyPluginAsyncZod<{ resume: ResumeService }> = async (app, opts) => {
  const schema = {
    summary: 'Get the résumé PDF source',
    tags: ['admin: site'],
    security: [{ bearer: [] }],
    response: { 200: ResumeInfoSchema },
  }
  app.get('/resume', { schema }, async () => {
    const { source, url } = await opts.resume.current()
    return { source, url }
  })
}
