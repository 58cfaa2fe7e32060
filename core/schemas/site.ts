import { z } from 'zod'

import { isRequiredCopyKey, isSiteCopyKey, SITE_COPY_MAX } from '../site-copy.ts'
import { DEFAULT_ACCENT_COLOR, DEFAULT_HOME_SECTIONS, HOME_SECTION_IDS } from '../site-defaults.ts'
import { LinkSchema } from './common.ts'

const text = (max: number, name: string) =>
  z.string().trim().min(1, `${name} is required`).max(max, `${name} must be at most ${max} characters`)

export const SocialLinkSchema = z.object({
  platform: z.enum([
    'github',
    'linkedin',
    'x',
    'mastodon',
    'bluesky',
    'youtube',
    'devto',
    'stackoverflow',
    'email',
    'website',
  ]),
  label: text(60, 'Label'),
  url: z
    .string()
    .trim()
    .max(2048)
    .refine((v) => /^(https?:\/\/|mailto:)\S+$/i.test(v), 'Must be an http(s) or mailto: link'),
})
export type SocialLink = z.infer<typeof SocialLinkSchema>

export const SkillLevelSchema = z.object({
  name: text(60, 'Skill'),
  level: z.number().int().min(0, 'Level must be between 0 and 100').max(100, 'Level must be between 0 and 100'),
})

export const SkillCategorySchema = z.object({
  title: text(80, 'Title'),
  /** A lucide icon name (server, layout, smartphone, users …). */
  icon: text(40, 'Icon'),
  skills: z.array(text(60, 'Skill')).max(4, 'At most 4 skills are shown'),
  allSkills: z.array(SkillLevelSchema).max(30),
})
export type SkillCategory = z.infer<typeof SkillCategorySchema>

export const StatSchema = z.object({ value: text(20, 'Value'), label: text(60, 'Label') })

export const TutoringFeatureSchema = z.object({
  title: text(80, 'Title'),
  description: text(300, 'Description'),
  icon: text(40, 'Icon'),
})

const SiteProfileBaseSchema = z.object({
  name: text(100, 'Name'),
  greeting: text(100, 'Greeting'),
  headline: text(200, 'Headline'),
  bio: text(1000, 'Bio'),
  years_experience: z.number().int().min(0).max(80),
  location: z.string().trim().max(100),
  /** The public contact address; empty: none is shown (the form still reaches the inbox). */
  email: z.union([z.email('Invalid email address'), z.literal('')]),
  availability: z.array(text(40, 'Badge')).max(12),
  /** Empty: the "Let's Connect" / "Download Resume" links are not shown. */
  professional_network_url: z.union([LinkSchema, z.literal('')]),
  resume_url: z.union([LinkSchema, z.literal('')]),
  /** The owner's photo beside the greeting (an upload or an http(s) address); empty: none. */
  photo_url: z.union([LinkSchema, z.literal('')]).optional(),
  socials: z.array(SocialLinkSchema).max(12),
  skill_icons: z.array(text(40, 'Skill')).max(12),
  languages: z.array(text(40, 'Language')).max(12),
  skills: z.array(SkillCategorySchema).max(8),
  tutoring: z.object({
    title: text(120, 'Title'),
    description: text(600, 'Description'),
    features: z.array(TutoringFeatureSchema).max(8),
    frameworks: z.array(text(40, 'Framework')).max(40),
    cta: text(200, 'Call to action'),
  }),
  stats: z.array(StatSchema).max(8),
  response_time: text(60, 'Response time'),
  stack_line: text(200, 'Stack line'),
  seo_description: text(300, 'Description'),
  seo_keywords: z.array(text(40, 'Keyword')).max(30),
})

// docs/api/owners-site.md, "Home sections" and "Design".
export const HomeSectionsSchema = z
  .array(z.object({ id: z.enum(HOME_SECTION_IDS, { error: 'Unknown section' }), visible: z.boolean() }))
  .superRefine((list, ctx) => {
    const seen = new Set<string>()
    list.forEach((s, i) => {
      if (seen.has(s.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: 'Each section appears once' })
      seen.add(s.id)
    })
    const missing = HOME_SECTION_IDS.filter((id) => !seen.has(id))
    if (missing.length) ctx.addIssue({ code: 'custom', message: `Sections missing: ${missing.join(', ')}` })
    if (list[0]?.id !== 'hero' || !list[0].visible)
      ctx.addIssue({ code: 'custom', path: [0], message: 'The hero comes first and stays visible' })
  })
export type HomeSections = z.infer<typeof HomeSectionsSchema>

export const AccentColorSchema = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Must be a colour like #3B82F6')
const ImageLinkSchema = z.union([LinkSchema, z.literal('')])

/** What the site profile says about the home page's sections and the site's look. */
const SiteDesignSchema = z.object({
  home_sections: HomeSectionsSchema.default(DEFAULT_HOME_SECTIONS),
  accent_color: AccentColorSchema.default(DEFAULT_ACCENT_COLOR),
  /** An image shown in the header in place of the initials; empty: the initials. */
  logo_url: ImageLinkSchema.default(''),
  /** Every page's icon; empty: the default icons. */
  favicon_url: ImageLinkSchema.default(''),
})

export const SiteProfileSchema = SiteProfileBaseSchema.extend(SiteDesignSchema.shape)
export type SiteProfile = z.infer<typeof SiteProfileSchema>

/** The profile's fields about the home page's sections and the look (not every page needs them). */
export type SiteDesignKey = 'home_sections' | 'accent_color' | 'logo_url' | 'favicon_url'

/** The admin form's schema: the profile as GET answers it (every field present). */
export const SiteProfileFormSchema = SiteProfileBaseSchema.extend({
  home_sections: HomeSectionsSchema,
  accent_color: AccentColorSchema,
  logo_url: ImageLinkSchema,
  favicon_url: ImageLinkSchema,
})

/** PUT /admin/site: the design fields are optional (absent: kept; null: the default). */
export const SiteProfileUpdateSchema = SiteProfileBaseSchema.extend({
  home_sections: HomeSectionsSchema.nullable().optional(),
  accent_color: AccentColorSchema.nullable().optional(),
  logo_url: ImageLinkSchema.nullable().optional(),
  favicon_url: ImageLinkSchema.nullable().optional(),
})
export type SiteProfileUpdate = z.infer<typeof SiteProfileUpdateSchema>

// docs/api/owners-site.md, "Site texts (copy)".
export const SiteCopyEntrySchema = z.object({
  key: z.string(),
  default: z.string(),
  value: z.string(),
  customized: z.boolean(),
  required: z.boolean(),
})
export const SiteCopyListSchema = z.array(SiteCopyEntrySchema)
export type SiteCopyEntry = z.infer<typeof SiteCopyEntrySchema>

export const SiteCopyUpdateSchema = z
  .record(z.string(), z.string({ error: 'Must be a string or null' }).nullable())
  .superRefine((body, ctx) => {
    for (const [key, value] of Object.entries(body)) {
      if (!isSiteCopyKey(key)) ctx.addIssue({ code: 'custom', path: [key], message: 'Unknown text' })
      else if (value !== null && value.trim().length > SITE_COPY_MAX)
        ctx.addIssue({ code: 'custom', path: [key], message: `At most ${SITE_COPY_MAX} characters` })
      else if (value !== null && value.trim() === '' && isRequiredCopyKey(key))
        ctx.addIssue({ code: 'custom', path: [key], message: 'A title cannot be empty' })
    }
  })
export type SiteCopyUpdate = z.infer<typeof SiteCopyUpdateSchema>

// docs/api/owners-site.md, "Navigation".
const NAV_URL = /^(?:\/(?!\/)\S*|https?:\/\/\S+|mailto:\S+)$/i
export const NavEntrySchema = z.object({
  label: z.string().trim().min(1, 'Label is required').max(40, 'Label must be at most 40 characters'),
  url: z
    .string()
    .max(2048, 'URL is too long')
    .refine(
      (v) => NAV_URL.test(v) && ![...v].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127),
      'Must be a path starting with /, an http(s) URL or mailto:',
    ),
})
export type NavEntry = z.infer<typeof NavEntrySchema>
const NavListSchema = z.array(NavEntrySchema).max(20, 'At most 20 links')
export const NavigationSchema = z.object({ header: NavListSchema, footer: NavListSchema })
export const NavigationUpdateSchema = z.object({
  header: NavListSchema.nullable().optional(),
  footer: NavListSchema.nullable().optional(),
})
export type NavigationUpdate = z.infer<typeof NavigationUpdateSchema>
