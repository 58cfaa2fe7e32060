import type { Kysely } from 'kysely'

import { SiteProfileSchema, type SiteProfile } from '../../../core/schemas/site.ts'
import { nowIso } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { BLANK_SITE_PROFILE } from './default-profile.ts'
import * as repo from './site.repository.ts'

/**
 * The owner's profile (one row). Read on every page, so it is kept in memory and re-read only
 * after a change. Before the owner saved one (no row), and if a stored one no longer validates,
 * the public site shows the blank profile: never an invented identity.
 */
export const createSiteService = ({ db, events }: { db: Kysely<Database>; events: ContentEvents }) => {
  let cached: Promise<SiteProfile> | undefined
  events.on('change', (kind) => {
    if (kind === 'site') cached = undefined
  })

  const load = async (): Promise<SiteProfile> => {
    const data = await repo.findProfileData(db)
    if (data === undefined) return BLANK_SITE_PROFILE
    try {
      const parsed = SiteProfileSchema.safeParse(JSON.parse(data))
      return parsed.success ? parsed.data : BLANK_SITE_PROFILE
    } catch {
      return BLANK_SITE_PROFILE
    }
  }

  const service = {
    get: () => {
      cached ??= load().catch((err: unknown) => {
        cached = undefined
        throw err
      })
      return cached
    },
    /** Whether the profile is the blank stand-in (nothing saved, or what was saved no longer validates); no query. */
    isBlank: async () => (await service.get()) === BLANK_SITE_PROFILE,
    /** Whether the owner (or the sample content) ever saved a profile. */
    isSaved: async () => (await repo.findProfileData(db)) !== undefined,
    update: async (profile: SiteProfile) => {
      await repo.saveProfileData(db, JSON.stringify(profile), nowIso())
      events.changed('site')
      return profile
    },
  }
  return service
}

export type SiteService = ReturnType<typeof createSiteService>
