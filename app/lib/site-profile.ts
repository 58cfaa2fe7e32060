import type { HomeSections, SiteDesignKey, SiteProfile } from '../../core/schemas/site.ts'
import { DEFAULT_HOME_SECTIONS } from '../../core/site-defaults.ts'

/**
 * The site profile split for the pages' data (issue 9: HTML size): the root route carries what
 * every page shows (header, footer, meta tags, the Person JSON-LD, the contact details); the
 * home page's own data carries the rest (hero, skills, tutoring, statistics), so other pages'
 * HTML does not hold the home page's sections. The API's /site response is unchanged.
 */
export type LayoutProfile = Pick<
  SiteProfile,
  | 'name'
  | 'headline'
  | 'email'
  | 'location'
  | 'response_time'
  | 'resume_url'
  | 'socials'
  | 'stack_line'
  | 'seo_description'
  | 'seo_keywords'
  | 'languages'
  | 'accent_color'
> & { logo_url?: string; favicon_url?: string }

/** The sections' order is carried only when the owner changed it (the HTML of a fresh install is as before). */
export type HomeProfile = Omit<SiteProfile, keyof LayoutProfile | SiteDesignKey> & { home_sections?: HomeSections }

export const layoutProfile = (s: SiteProfile): LayoutProfile => ({
  name: s.name,
  headline: s.headline,
  email: s.email,
  location: s.location,
  response_time: s.response_time,
  resume_url: s.resume_url,
  socials: s.socials,
  stack_line: s.stack_line,
  seo_description: s.seo_description,
  seo_keywords: s.seo_keywords,
  languages: s.languages,
  accent_color: s.accent_color,
  ...(s.logo_url ? { logo_url: s.logo_url } : {}),
  ...(s.favicon_url ? { favicon_url: s.favicon_url } : {}),
})

export const homeProfile = (s: SiteProfile): HomeProfile => ({
  greeting: s.greeting,
  bio: s.bio,
  years_experience: s.years_experience,
  availability: s.availability,
  professional_network_url: s.professional_network_url,
  ...(s.photo_url ? { photo_url: s.photo_url } : {}),
  skill_icons: s.skill_icons,
  skills: s.skills,
  tutoring: s.tutoring,
  stats: s.stats,
  ...(JSON.stringify(s.home_sections) === JSON.stringify(DEFAULT_HOME_SECTIONS)
    ? {}
    : { home_sections: s.home_sections }),
})
