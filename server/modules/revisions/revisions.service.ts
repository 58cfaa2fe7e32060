import type { Kysely, Transaction } from 'kysely'
import type { z } from 'zod'

import { type AdminBlogPost, BlogWriteSchema } from '../../../core/schemas/blog.ts'
import { type Page, PageWriteSchema } from '../../../core/schemas/page.ts'
import { type ProjectWithSettings, ProjectWriteSchema } from '../../../core/schemas/project.ts'
import { type Revision, type RevisionKind, type RevisionList, RESTORE_KEEPS } from '../../../core/schemas/revision.ts'
import { nowIso } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import * as repo from './revisions.repository.ts'

/** API.md keeps "at least the last 50"; older ones go once an item has more than this. */
export const REVISIONS_KEPT = 100

type Q = Kysely<Database> | Transaction<Database>

/** The item's values for the write schema's keys (plus `extra` stored fields such as `published_at`). */
export const writeFieldsOf = (schema: z.ZodObject, item: object, extra: string[] = []) =>
  Object.fromEntries(
    [...new Set([...Object.keys(schema.shape), ...extra])]
      .filter((k) => k in item)
      .map((k) => [k, (item as Record<string, unknown>)[k]]),
  )

const record = async (
  trx: Q,
  kind: RevisionKind,
  item: { id: number; title: string },
  data: object,
  by?: number | null,
) => {
  await repo.insertRevision(trx, {
    kind,
    item_id: item.id,
    user_id: by ?? null,
    title: item.title,
    data: JSON.stringify(data),
    created_at: nowIso(),
  })
  await repo.pruneRevisions(trx, kind, item.id, REVISIONS_KEPT)
}

// Call these in the transaction that wrote the item, so an item is never saved without its revision.
/** Stores a revision of a post as it now is (its write fields, `published_at` too). */
// A post's series is placement, like its publication: a restore leaves it as it is (left out of
// the data, a restored write body keeps the post's series).
const PostRevisionSchema = BlogWriteSchema.omit({ series: true })

export const recordPostRevision = (trx: Q, post: AdminBlogPost, by?: number | null) =>
  record(trx, 'post', post, writeFieldsOf(PostRevisionSchema, post, ['published_at']), by)

/** Stores a revision of a project as it now is (its write fields). */
export const recordProjectRevision = (trx: Q, project: ProjectWithSettings, by?: number | null) =>
  record(trx, 'project', project, writeFieldsOf(ProjectWriteSchema, project), by)

/** Stores a revision of a page as it now is (its write fields, `published_at` too). */
export const recordPageRevision = (trx: Q, page: Page, by?: number | null) =>
  record(trx, 'page', page, writeFieldsOf(PageWriteSchema, page), by)

/** An item deleted for good takes its history with it (call in the deleting transaction). */
export const deleteRevisionsOf = (trx: Q, kind: RevisionKind, itemId: number) => repo.deleteRevisions(trx, kind, itemId)

/**
 * A revision's data as a write body of today's schema. A revision saved under an older schema
 * that no longer validates is a 422, never a half-restored item.
 */
export const parseRevisionData = <S extends z.ZodObject>(schema: S, data: Record<string, unknown>): z.infer<S> => {
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  throw new AppError(
    422,
    'VALIDATION_ERROR',
    'This revision does not pass the current validation rules',
    parsed.error.issues.map((i) => ({
      loc: ['body', ...i.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
      msg: i.message,
      type: i.code,
    })),
  )
}

/** How the revisions service reaches the items it keeps the history of. */
export interface RevisionTarget<T> {
  /** The item as it is now; throws the item's own 404 when it does not exist. */
  get(id: number): Promise<object>
  /**
   * Writes a revision's data back as an update by `userId` (which records a new revision). The
   * data carries the item's current values of RESTORE_KEEPS, never the revision's.
   */
  restore(id: number, data: Record<string, unknown>, userId: number | null): Promise<T>
}

export const createRevisionsService = <Targets extends Record<RevisionKind, RevisionTarget<unknown>>>({
  db,
  targets,
}: {
  db: Kysely<Database>
  targets: Targets
}) => {
  const notFound = () => new AppError(404, 'REVISION_NOT_FOUND', 'Revision not found')
  const get = async (kind: RevisionKind, itemId: number, rev: number): Promise<Revision> => {
    await targets[kind].get(itemId)
    // A revision of another item is as unknown here as a missing one.
    const row = await repo.findRevision(db, kind, itemId, rev)
    if (!row) throw notFound()
    return { id: row.id, created_at: row.created_at, user_id: row.user_id, data: JSON.parse(row.data) }
  }
  return {
    list: async (kind: RevisionKind, itemId: number): Promise<RevisionList> => {
      await targets[kind].get(itemId)
      return repo.listRevisions(db, kind, itemId)
    },
    get,
    /** The item as it was at revision `rev`; the restore is itself a new revision. */
    restore: async <K extends RevisionKind>(
      kind: K,
      itemId: number,
      rev: number,
      userId: number | null,
    ): Promise<Awaited<ReturnType<Targets[K]['restore']>>> => {
      const { data } = await get(kind, itemId, rev)
      // The words come from the revision; publication and placement stay as they are now (a
      // revision's own `published`/`published_at` are not even parsed, so an old one cannot fail).
      const current = (await targets[kind].get(itemId)) as Record<string, unknown>
      const keep: readonly string[] = RESTORE_KEEPS[kind]
      const words = Object.fromEntries(Object.entries(data).filter(([k]) => !keep.includes(k)))
      const state = Object.fromEntries(keep.filter((k) => k in current).map((k) => [k, current[k]]))
      return (await targets[kind].restore(itemId, { ...words, ...state }, userId)) as Awaited<
        ReturnType<Targets[K]['restore']>
      >
    },
  }
}
