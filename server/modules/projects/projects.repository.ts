import type { Kysely, Transaction } from 'kysely'

import { asRowId, isNumericId } from '../../db/convert.ts'
import type { AdminSort, StatusFilter } from '../../../core/schemas/common.ts'
import { containsText } from '../../db/search.ts'

import type { Database, NewProjectRow, ProjectRow, ProjectRowUpdate } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export interface ProjectFilter {
  category?: string
  technology?: string
  featured?: boolean
  /** Which rows by soft-delete state; absent means live rows only (public lists). */
  status?: StatusFilter
  search?: string
  /** `newest`: by creation only (admin table); else featured first, then newest. */
  sort?: AdminSort
}

const filtered = (db: Q, f: ProjectFilter) => {
  let q = db.selectFrom('projects')
  const status = f.status ?? 'active'
  if (status !== 'all') q = q.where('is_active', '=', status === 'active' ? 1 : 0)
  if (f.category) q = q.where('category', '=', f.category.toLowerCase())
  if (f.featured !== undefined) q = q.where('featured', '=', f.featured ? 1 : 0)
  if (f.technology) {
    const tech = f.technology.toLowerCase()
    q = q.where('id', 'in', db.selectFrom('project_technologies').select('project_id').where('name_lower', '=', tech))
  }
  const search = f.search
  if (search) {
    q = q.where((eb) =>
      eb.or([containsText('title', search), containsText('short_description', search), containsText('slug', search)]),
    )
  }
  return q
}

export const listProjects = async (db: Q, f: ProjectFilter, skip: number, limit: number) => {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .selectAll()
      .$if(f.sort !== 'newest', (q) => q.orderBy('featured', 'desc'))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(skip)
      .execute(),
    filtered(db, f)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ])
  return { rows, total: Number(count.n) }
}

export const findProject = (db: Q, idOrSlug: string | number, includeInactive = false) => {
  let q = db.selectFrom('projects').selectAll()
  q =
    // A numeric id too large for the column matches nothing (no row has id -1).
    isNumericId(idOrSlug) ? q.where('id', '=', asRowId(idOrSlug) ?? -1) : q.where('slug', '=', String(idOrSlug))
  if (!includeInactive) q = q.where('is_active', '=', 1)
  return q.executeTakeFirst()
}

/** Whether the site shows any project yet. */
export const hasLiveProject = async (db: Q) =>
  (await db.selectFrom('projects').select('id').where('is_active', '=', 1).limit(1).executeTakeFirst()) !== undefined

export const findProjectBySlugOrTitle = (db: Q, slug: string, title: string, exceptId?: number) => {
  let q = db
    .selectFrom('projects')
    .select('id')
    .where((eb) => eb.or([eb('slug', '=', slug), eb(eb.fn('lower', ['title']), '=', title.toLowerCase())]))
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId)
  return q.executeTakeFirst()
}

export const distinctCategories = async (db: Q) =>
  (
    await db
      .selectFrom('projects')
      .select('category')
      .distinct()
      .where('is_active', '=', 1)
      .orderBy('category')
      .execute()
  ).map((r) => r.category)

export const distinctTechnologies = async (db: Q) => {
  const rows = await db
    .selectFrom('project_technologies')
    .innerJoin('projects', 'projects.id', 'project_technologies.project_id')
    .select(['project_technologies.name', 'project_technologies.name_lower'])
    .where('projects.is_active', '=', 1)
    .execute()
  // One spelling per technology (the first seen), sorted case-insensitively.
  const byLower = new Map<string, string>()
  for (const r of rows) if (!byLower.has(r.name_lower)) byLower.set(r.name_lower, r.name)
  return [...byLower.values()].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))
}

const setTechnologies = async (db: Q, projectId: number, technologies: string[]) => {
  await db.deleteFrom('project_technologies').where('project_id', '=', projectId).execute()
  if (technologies.length === 0) return
  await db
    .insertInto('project_technologies')
    .values(technologies.map((name) => ({ project_id: projectId, name, name_lower: name.toLowerCase() })))
    .execute()
}

export const insertProject = async (db: Q, row: NewProjectRow, technologies: string[]): Promise<ProjectRow> => {
  const created = await db.insertInto('projects').values(row).returningAll().executeTakeFirstOrThrow()
  await setTechnologies(db, created.id, technologies)
  return created
}

export const updateProject = async (db: Q, id: number, row: ProjectRowUpdate, technologies?: string[]) => {
  const updated = await db.updateTable('projects').set(row).where('id', '=', id).returningAll().executeTakeFirst()
  if (updated && technologies) await setTechnologies(db, id, technologies)
  return updated
}

/**
 * One like per visitor: the like row and the counter move together (pass a transaction), so
 * two clicks racing from one visitor count once. Returns the project's likes afterwards.
 */
export const addLike = async (db: Q, projectId: number, visitorHash: string, at: string) => {
  const res = await db
    .insertInto('project_likes')
    .values({ project_id: projectId, visitor_hash: visitorHash, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .executeTakeFirst()
  // The counter's row lock is held from this UPDATE to the commit: RETURNING answers in the same
  // round trip, so concurrent likes on one project queue for as short a time as possible.
  const row =
    Number(res.numInsertedOrUpdatedRows ?? 0) > 0
      ? await db
          .updateTable('projects')
          .set((eb) => ({ likes: eb('likes', '+', 1) }))
          .where('id', '=', projectId)
          .returning('likes')
          .executeTakeFirstOrThrow()
      : await db.selectFrom('projects').select('likes').where('id', '=', projectId).executeTakeFirstOrThrow()
  return row.likes
}
