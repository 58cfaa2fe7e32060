import { z } from 'zod'

/** The first-run checklist on the dashboard, in the order it is shown. */
export const SetupStepKeySchema = z.enum(['profile', 'photo', 'project', 'post', 'email'])
export type SetupStepKey = z.infer<typeof SetupStepKeySchema>

export const SetupStatusSchema = z.object({
  /**
   * The site has no saved profile and the owner neither finished nor skipped the setup: the
   * first sign-in leads to /admin/setup.
   */
  needed: z.boolean(),
  completed_at: z.string().nullable(),
  /** Show the checklist: not dismissed, and something on it is still to do. */
  show_checklist: z.boolean(),
  checklist: z.array(z.object({ key: SetupStepKeySchema, done: z.boolean() })),
  /** New contact messages are emailed (SMTP_URL is set), to `to` (the profile's contact email). */
  email_notifications: z.object({ enabled: z.boolean(), to: z.string() }),
})
export type SetupStatus = z.infer<typeof SetupStatusSchema>
