import { z } from 'zod'

/** GET /admin/backup/status: what the Settings screen shows about backups. */
export const BackupStatusSchema = z.object({
  /** Scheduled backups run (BACKUP_DIR is set). */
  scheduled: z.boolean(),
  interval_hours: z.number(),
  keep: z.number().int(),
  last_run_at: z.string().nullable(),
  last_error: z.string().nullable(),
  /** The backups kept in BACKUP_DIR, newest first. */
  files: z.array(z.object({ name: z.string(), bytes: z.number().int(), created_at: z.string() })),
})
export type BackupStatus = z.infer<typeof BackupStatusSchema>
