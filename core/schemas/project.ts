import { z } from 'zod'

import { PROJECT_CATEGORIES, PROJECT_TYPES, PROJECTS_PAGE_SIZE, FEATURED_PROJECTS_LIMIT } from '../constants.ts'
import {
  boolParam,
  StatusFilterSchema,
  AdminSortSchema,
  intParam,
  LinkSchema,
  listEnvelope,
  nullableDate,
  optionalLink,
  pageQuery,
  SlugSchema,
} from './common.ts'
import { brokenLinksField } from './link-health.ts'

export const ProjectCategorySchema = z.enum(PROJECT_CATEGORIES, {
  error: `Category must be one of: ${PROJECT_CATEGORIES.join(', ')}`,
})
export const ProjectTypeSchema = z.enum(PROJECT_TYPES, { error: 'Type must be personal, freelance or client' })

export const ProjectSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  short_description: z.string().nullable(),
  technologies: z.array(z.string()),
  category: z.string(),
  project_type: ProjectTypeSchema,
  github_url: z.string().nullable(),
  live_url: z.string().nullable(),
  demo_url: z.string().nullable(),
  case_study_url: z.string().nullable(),
  featured_image: z.string().nullable(),
  gallery: z.array(z.string()),
  featured: z.boolean(),
  completed: z.boolean(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  views: z.number().int(),
  likes: z.number().int(),
  is_active: z.boolean(),
  complexity_score: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
})
export type Project = z.infer<typeof ProjectSchema>

export const ProjectListSchema = listEnvelope('projects', ProjectSchema)

/** Admin answers add the fields whose link the last link check found broken. */
export const AdminProjectSchema = ProjectSchema.extend({
  /** Links the link check found broken are left off the public page. */
  hide_broken_links: z.boolean(),
  ...brokenLinksField,
})
export type ProjectWithSettings = Project & { hide_broken_links: boolean }
export const AdminProjectListSchema = listEnvelope('projects', AdminProjectSchema)
export type ProjectList = z.infer<typeof ProjectListSchema>

export const ProjectListQuerySchema = z.strictObject(
  {
    ...pageQuery(PROJECTS_PAGE_SIZE),
    category: z.string().trim().max(50).optional(),
    technology: z.string().trim().max(100).optional(),
    featured: boolParam.optional(),
  },
  { error: (iss) => (iss.code === 'unrecognized_keys' ? `Unknown filter: ${iss.keys.join(', ')}` : undefined) },
)
export type ProjectListQuery = z.infer<typeof ProjectListQuerySchema>

export const AdminProjectListQuerySchema = z.strictObject({
  ...ProjectListQuerySchema.shape,
  include_inactive: boolParam.optional(),
  status: StatusFilterSchema.optional(),
  sort: AdminSortSchema.optional(),
  search: z.string().trim().max(200).optional(),
})
export type AdminProjectListQuery = z.infer<typeof AdminProjectListQuerySchema>

export const FeaturedQuerySchema = (defaultLimit: number) =>
  z.strictObject({ limit: intParam({ min: 1, max: 100, name: 'limit' }).default(defaultLimit) })
export const FeaturedProjectsQuerySchema = FeaturedQuerySchema(FEATURED_PROJECTS_LIMIT)

const stringList = (name: string, max: number) =>
  z
    .array(z.string().trim().min(1, `${name} cannot be empty`).max(100, `${name} is too long`))
    .max(max, `At most ${max} ${name.toLowerCase()}s`)

export const ProjectWriteSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(200, 'Title must be at most 200 characters'),
  slug: SlugSchema.optional(),
  description: z.string().max(100_000, 'Description is too long').default(''),
  short_description: z
    .string()
    .trim()
    .max(500, 'Short description must be at most 500 characters')
    .nullable()
    .optional(),
  technologies: stringList('Technology', 50).default([]),
  category: ProjectCategorySchema,
  project_type: ProjectTypeSchema.default('personal'),
  github_url: optionalLink,
  live_url: optionalLink,
  demo_url: optionalLink,
  case_study_url: optionalLink,
  featured_image: optionalLink,
  gallery: z.array(LinkSchema).max(30, 'At most 30 gallery images').default([]),
  /**
   * Shown on the home page. Left out: false, except for a site's first project (no live one
   * yet), which is featured, since the home page shows featured projects only (issue 23).
   */
  featured: z.boolean().optional(),
  completed: z.boolean().default(true),
  start_date: nullableDate,
  end_date: nullableDate,
  is_active: z.boolean().default(true),
  /** Leave links the link check found broken off the public page (default false). */
  hide_broken_links: z.boolean().optional(),
  complexity_score: z
    .number()
    .int('Complexity must be a whole number')
    .min(0)
    .max(10, 'Complexity must be between 0 and 10')
    .default(5),
})
export type ProjectWrite = z.infer<typeof ProjectWriteSchema>

export const LikeResponseSchema = z.object({ id: z.number().int(), likes: z.number().int(), liked: z.boolean() })
export type LikeResponse = z.infer<typeof LikeResponseSchema>
