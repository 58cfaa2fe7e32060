import type { Kysely, Transaction } from 'kysely'

import { pageMeta, resolveStatus, type AdminSort, type StatusFilter } from '../../../core/schemas/common.ts'
import type {
  AdminProjectListQuery,
  Project,
  ProjectList,
  ProjectListQuery,
  ProjectWithSettings,
  ProjectWrite,
} from '../../../core/schemas/project.ts'
import type { Visitor } from '../../../core/services.ts'
import { cleanList, fromBool, nowIso, parseList, slugify, toBool, toList } from '../../db/convert.ts'
import { guardUnique } from '../../db/errors.ts'
import type { Database, ProjectRow } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { sanitizeHtml } from '../../lib/sanitize.ts'
import { recordProjectRevision } from '../revisions/revisions.service.ts'
import { recordRename } from '../redirects/redirects.service.ts'
import * as repo from './projects.repository.ts'

export const toProject = (r: ProjectRow): ProjectWithSettings => ({
  ...r,
  project_type: (['personal', 'freelance', 'client'].includes(r.project_type)
    ? r.project_type
    : 'personal') as Project['project_type'],
  technologies: parseList(r.technologies),
  gallery: parseList(r.gallery),
  featured: toBool(r.featured),
  completed: toBool(r.completed),
  is_active: toBool(r.is_active),
  hide_broken_links: toBool(r.hide_broken_links),
})

const notFound = () => new AppError(404, 'PROJECT_NOT_FOUND', 'Project not found')
const conflict = () => new AppError(409, 'PROJECT_CONFLICT', 'A project with this title/slug already exists')

export interface ProjectsDeps {
  db: Kysely<Database>
  events: ContentEvents
  /** Link health: the broken link fields of some projects (id → fields). */
  brokenLinks?: (ids: number[]) => Promise<Map<number, string[]>>
}

export const createProjectsService = ({ db, events, brokenLinks }: ProjectsDeps) => {
  /** Public answers: a project that asks for it loses the links the link check found broken. */
  const hideBroken = async (projects: ProjectWithSettings[]): Promise<ProjectWithSettings[]> => {
    const asking = projects.filter((p) => p.hide_broken_links)
    if (!brokenLinks || !asking.length) return projects
    const broken = await brokenLinks(asking.map((p) => p.id))
    return projects.map((p) =>
      p.hide_broken_links && broken.has(p.id)
        ? { ...p, ...Object.fromEntries((broken.get(p.id) ?? []).map((field) => [field, null])) }
        : p,
    )
  }

  const list = async (
    q: ProjectListQuery & { status?: StatusFilter; search?: string; sort?: AdminSort },
  ): Promise<ProjectList & { projects: ProjectWithSettings[] }> => {
    const filter = {
      category: q.category,
      technology: q.technology,
      featured: q.featured,
      status: q.status,
      sort: q.sort,
      search: q.search,
    }
    const { rows, total } = await repo.listProjects(db, filter, q.skip, q.limit)
    const projects = rows.map(toProject)
    return {
      projects: q.status === undefined ? await hideBroken(projects) : projects,
      ...pageMeta(total, q.skip, q.limit, rows.length),
    }
  }

  const getRow = async (idOrSlug: string | number, includeInactive = false) => {
    const row = await repo.findProject(db, idOrSlug, includeInactive)
    if (!row) throw notFound()
    return row
  }

  const rowFromWrite = (input: ProjectWrite, slug: string) => {
    const technologies = cleanList(input.technologies)
    return {
      technologies,
      row: {
        title: input.title,
        slug,
        description: sanitizeHtml(input.description),
        short_description: input.short_description || null,
        technologies: toList(technologies),
        category: input.category,
        project_type: input.project_type,
        github_url: input.github_url ?? null,
        live_url: input.live_url ?? null,
        demo_url: input.demo_url ?? null,
        case_study_url: input.case_study_url ?? null,
        featured_image: input.featured_image ?? null,
        gallery: toList(input.gallery),
        featured: fromBool(input.featured ?? false),
        completed: fromBool(input.completed),
        start_date: input.start_date ?? null,
        end_date: input.end_date ?? null,
        is_active: fromBool(input.is_active),
        complexity_score: input.complexity_score,
        hide_broken_links: fromBool(input.hide_broken_links),
      },
    }
  }

  const assertUnique = async (slug: string, title: string, exceptId?: number) => {
    if (await repo.findProjectBySlugOrTitle(db, slug, title, exceptId)) throw conflict()
  }

  /** A unique constraint that fires despite the check (two writers at once) is still a 409. */
  const uniqueGuard = <T>(write: () => Promise<T>) => guardUnique(write, conflict)
  /** Revisions (API.md, Publishing): every write stores one, in the write's transaction. */
  const withRevision = async <R extends ProjectRow | undefined>(
    trx: Transaction<Database>,
    row: R,
    by?: number | null,
  ) => {
    if (row) await recordProjectRevision(trx, toProject(row), by)
    return row
  }

  return {
    list: (q: ProjectListQuery) => list(q),
    adminList: (q: AdminProjectListQuery) => list({ ...q, status: resolveStatus(q) }),
    featured: async (limit: number) => {
      const { rows } = await repo.listProjects(db, { featured: true }, 0, limit)
      return hideBroken(rows.map(toProject))
    },
    get: async (idOrSlug: string) => (await hideBroken([toProject(await getRow(idOrSlug))]))[0]!,
    adminGet: async (id: number) => toProject(await getRow(id, true)),
    categories: () => repo.distinctCategories(db),
    technologies: () => repo.distinctTechnologies(db),

    like: async (idOrSlug: string, visitor: Visitor) => {
      const { id } = await getRow(idOrSlug)
      const likes = await db.transaction().execute((trx) => repo.addLike(trx, id, visitor.id, nowIso()))
      events.changed('counters')
      return { id, likes, liked: true }
    },

    /** `by`: the account writing, kept in the revision. */
    create: async (input: ProjectWrite, by?: number | null) => {
      const slug = input.slug ?? slugify(input.title)
      await assertUnique(slug, input.title)
      const { row, technologies } = rowFromWrite(input, slug)
      const now = nowIso()
      const created = await uniqueGuard(() =>
        db.transaction().execute(async (trx) =>
          withRevision(
            trx,
            await repo.insertProject(
              trx,
              {
                ...row,
                // Issue 23: the home page shows featured projects only; a site's first is one.
                featured: fromBool(input.featured ?? !(await repo.hasLiveProject(trx))),
                views: 0,
                likes: 0,
                created_at: now,
                updated_at: now,
              },
              technologies,
            ),
            by,
          ),
        ),
      )
      events.changed('projects')
      return toProject(created)
    },

    update: async (id: number, input: ProjectWrite, by?: number | null) => {
      const existing = await getRow(id, true)
      const slug = input.slug ?? existing.slug
      await assertUnique(slug, input.title, id)
      const { row, technologies } = rowFromWrite(input, slug)
      const updated = await uniqueGuard(() =>
        db.transaction().execute(async (trx) => {
          // docs/api/owners-site.md: the old address leads to the project under its new slug.
          await recordRename(trx, 'project', id, existing.slug, slug)
          return withRevision(
            trx,
            await repo.updateProject(trx, id, { ...row, updated_at: nowIso() }, technologies),
            by,
          )
        }),
      )
      if (!updated) throw notFound()
      events.changed('projects')
      return toProject(updated)
    },

    setActive: async (id: number, active: boolean) => {
      await getRow(id, true)
      const updated = await repo.updateProject(db, id, { is_active: fromBool(active), updated_at: nowIso() })
      if (!updated) throw notFound()
      events.changed('projects')
      return toProject(updated)
    },
  }
}
