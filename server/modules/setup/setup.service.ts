import type { Kysely } from 'kysely'

import type { SetupStatus } from '../../../core/schemas/setup.ts'
import { nowIso } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import type { SiteService } from '../site/site.service.ts'
import * as repo from './setup.repository.ts'

/**
 * The first-run setup and the dashboard's checklist (issue 13). A site is new while no profile
 * was ever saved (the sample content saves one) and the owner neither finished nor skipped the
 * setup; the checklist is worked out from the content itself, so it is never out of date.
 */
export const createSetupService = ({
  db,
  site,
  emailsMessages,
}: {
  db: Kysely<Database>
  site: SiteService
  /** SMTP_URL is set: new contact messages are emailed. */
  emailsMessages: boolean
}) => {
  const status = async (): Promise<SetupStatus> => {
    const [row, saved, profile, counts] = await Promise.all([
      repo.findSetup(db),
      site.isSaved(),
      site.get(),
      repo.contentCounts(db),
    ])
    const checklist: SetupStatus['checklist'] = [
      { key: 'profile', done: saved },
      { key: 'photo', done: !!profile.photo_url },
      { key: 'project', done: counts.projects > 0 },
      { key: 'post', done: counts.posts > 0 },
      { key: 'email', done: emailsMessages && !!profile.email },
    ]
    return {
      needed: !saved && !row?.completed_at,
      completed_at: row?.completed_at ?? null,
      show_checklist: !row?.checklist_dismissed_at && checklist.some((s) => !s.done),
      checklist,
      email_notifications: { enabled: emailsMessages, to: profile.email },
    }
  }

  return {
    status,
    /** The owner saved the setup or skipped it: it is not offered again. */
    complete: async () => {
      await repo.markSetup(db, 'completed_at', nowIso())
      return status()
    },
    dismissChecklist: async () => {
      await repo.markSetup(db, 'checklist_dismissed_at', nowIso())
      return status()
    },
  }
}
