import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { SetupStatusSchema } from '../../../core/schemas/setup.ts'

/** /api/v1/admin/setup: the first-run setup's state and the dashboard checklist. */
export const setupAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const { setup } = app.services
  const schema = { tags: ['admin: setup'], security: [{ bearer: [] }] }

  app.get(
    '/setup',
    { schema: { summary: 'Get the setup checklist', ...schema, response: { 200: SetupStatusSchema } } },
    () => setup.status(),
  )
  // Saved or skipped alike: the setup is not offered again; the checklist stays until done or dismissed.
  app.post(
    '/setup/complete',
    { schema: { summary: 'Complete the first-run setup', ...schema, response: { 200: SetupStatusSchema } } },
    () => setup.complete(),
  )
  app.post(
    '/setup/dismiss-checklist',
    { schema: { summary: 'Dismiss the setup checklist', ...schema, response: { 200: SetupStatusSchema } } },
    () => setup.dismissChecklist(),
  )
}
