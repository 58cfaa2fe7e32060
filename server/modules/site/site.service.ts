import type { Kysely } from 'kysely'

import {
  NavigationSchema,
  SiteProfileSchema,
  type NavigationUpdate,
  type SiteCopyEntry,
  type SiteCopyUpdate,
  type SiteProfile,
  type SiteProfileUpdate,
} from '../../../core/schemas/site.ts'
import {
  DEFAULT_ACCENT_COLOR,
  DEFAULT_HOME_SECTIONS,
  DEFAULT_NAVIGATION,
  type Navigation,
} from '../../../core/site-defaults.ts'
import {
  isRequiredCopyKey,
  isSiteCopyKey,
  SITE_COPY_DEFAULTS,
  SITE_COPY_KEYS,
  type SiteCopyOverrides,
} from '../../../core/site-copy.ts'
import { nowIso } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { BLANK_SITE_PROFILE } from './default-profile.ts'
import * as repo from './site.repository.ts'

const parseJson = (data: string | undefined): unknown => {
  if (data === undefined) return undefined
  try {
    return JSON.parse(data)
  } catch {
    return undefined
  }
}

/** Stored overrides, keeping only keys that still exist and texts that are strings. */
const readOverrides = (raw: unknown): SiteCopyOverrides => {
  const out: SiteCopyOverrides = {}
  if (raw && typeof raw === 'object')
    for (const [key, value] of Object.entries(raw))
      if (isSiteCopyKey(key) && typeof value === 'string' && (value !== '' || !isRequiredCopyKey(key))) out[key] = value
  return out
}

/**
 * The owner's profile (one row), site texts and navigation. Read on every page, so they are kept
 * in memory and re-read only after a change (the `site` event, which also reaches the other
 * instances). Before the owner saved a profile (no row), and if a stored one no longer validates,
 * the public site shows the blank profile: never an invented identity.
 */
export const createSiteService = ({ db, events }: { db: Kysely<Database>; events: ContentEvents }) => {
  let cached: Promise<SiteProfile> | undefined
  let cachedCopy: Promise<SiteCopyOverrides> | undefined
  let cachedNav: Promise<Navigation> | undefined
  events.on('change', (kind) => {
    if (kind !== 'site') return
    cached = undefined
    cachedCopy = undefined
    cachedNav = undefined
  })

  const load = async (): Promise<SiteProfile> => {
    const raw = parseJson(await repo.findProfileData(db))
    if (raw === undefined) return BLANK_SITE_PROFILE
    const parsed = SiteProfileSchema.safeParse(raw)
    return parsed.success ? parsed.data : BLANK_SITE_PROFILE
  }

  const loadNavigation = async (): Promise<Navigation> => {
    const parsed = NavigationSchema.safeParse(parseJson(await repo.findSetting(db, 'navigation')))
    return parsed.success ? parsed.data : DEFAULT_NAVIGATION
  }

  const memo = <T>(
    get: () => Promise<T> | undefined,
    set: (p: Promise<T> | undefined) => void,
    fn: () => Promise<T>,
  ) => {
    let p = get()
    if (!p) {
      p = fn().catch((err: unknown) => {
        set(undefined)
        throw err
      })
      set(p)
    }
    return p
  }

  const copyList = (overrides: SiteCopyOverrides): SiteCopyEntry[] =>
    SITE_COPY_KEYS.map((key) => ({
      key,
      default: SITE_COPY_DEFAULTS[key],
      value: overrides[key] ?? SITE_COPY_DEFAULTS[key],
      customized: overrides[key] !== undefined,
      required: isRequiredCopyKey(key),
    }))

  const service = {
    get: () =>
      memo(
        () => cached,
        (p) => (cached = p),
        load,
      ),
    /** Whether the profile is the blank stand-in (nothing saved, or what was saved no longer validates); no query. */
    isBlank: async () => (await service.get()) === BLANK_SITE_PROFILE,
    /** Whether the owner (or the sample content) ever saved a profile. */
    isSaved: async () => (await repo.findProfileData(db)) !== undefined,
    /** The whole profile; the design fields left out are kept, null ones go back to their default. */
    update: async (body: SiteProfileUpdate) => {
      const current = await service.get()
      const profile: SiteProfile = {
        ...body,
        home_sections:
          body.home_sections === undefined ? current.home_sections : (body.home_sections ?? DEFAULT_HOME_SECTIONS),
        accent_color:
          body.accent_color === undefined ? current.accent_color : (body.accent_color ?? DEFAULT_ACCENT_COLOR),
        logo_url: body.logo_url === undefined ? current.logo_url : (body.logo_url ?? ''),
        favicon_url: body.favicon_url === undefined ? current.favicon_url : (body.favicon_url ?? ''),
      }
      await repo.saveProfileData(db, JSON.stringify(profile), nowIso())
      events.changed('site')
      return profile
    },
    /** The owner's changed texts only (what the pages carry). */
    copyOverrides: () =>
      memo(
        () => cachedCopy,
        (p) => (cachedCopy = p),
        async () => readOverrides(parseJson(await repo.findSetting(db, 'copy'))),
      ),
    listCopy: async () => copyList(await service.copyOverrides()),
    /** Only the keys named change; null restores the default (the body is validated whole before). */
    updateCopy: async (body: SiteCopyUpdate) => {
      const next: SiteCopyOverrides = { ...(await service.copyOverrides()) }
      for (const [key, value] of Object.entries(body)) {
        if (!isSiteCopyKey(key)) continue
        if (value === null) delete next[key]
        else next[key] = value.trim()
      }
      await repo.saveSetting(db, 'copy', JSON.stringify(next), nowIso())
      events.changed('site')
      return copyList(next)
    },
    navigation: () =>
      memo(
        () => cachedNav,
        (p) => (cachedNav = p),
        loadNavigation,
      ),
    /** A list sent replaces that list (null: its default); a list left out is kept. */
    updateNavigation: async (body: NavigationUpdate) => {
      const current = await service.navigation()
      const next: Navigation = {
        header: body.header === undefined ? current.header : (body.header ?? DEFAULT_NAVIGATION.header),
        footer: body.footer === undefined ? current.footer : (body.footer ?? DEFAULT_NAVIGATION.footer),
      }
      await repo.saveSetting(db, 'navigation', JSON.stringify(next), nowIso())
      events.changed('site')
      return next
    },
  }
  return service
}

export type SiteService = ReturnType<typeof createSiteService>
