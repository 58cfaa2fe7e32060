import { z } from 'zod'

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

export const SiteProfileSchema = z.object({
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
export type SiteProfile = z.infer<typeof SiteProfileSchema>
