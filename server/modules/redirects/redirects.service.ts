import type { Kysely, Transaction } from 'kysely'

import { pageMeta } from '../../../core/schemas/common.ts'
import type { RedirectKind, RedirectList } from '../../../core/schemas/redirect.ts'
import { nowIso } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import { servedByProduct } from '../../web/reserved-paths.ts'
import * as repo from './redirects.repository.ts'

type Q = Kysely<Database> | Transaction<Database>
export type RedirectSource = 'import' | 'slug' | 'manual'

/** The public path of each kind of item, given its slug. */
export const PUBLIC_PATH: Record<RedirectKind, (slug: string) => string> = {
  post: (slug) => `/blogs/${slug}`,
  project: (slug) => `/projects/${slug}`,
  page: (slug) => `/${slug}`,
}

/**
 * A recorded path in the one form it is stored and looked up in: the path of a full URL, no
 * trailing slash (`/2019/01/02/hello/` → `/2019/01/02/hello`), the query kept only as WordPress's
 * `?p=N` (`/?p=12`); undefined when it is not a site path.
 */
export const normalizeRedirectPath = (input: string): string | undefined => {
  let url: URL
  try {
    url = new URL(input.trim(), 'http://site.invalid')
  } catch {
    return undefined
  }
  if (!/^https?:$/.test(url.protocol)) return undefined
  let path: string
  try {
    path = decodeURI(url.pathname)
  } catch {
    path = url.pathname
  }
  // Spaces and control characters are no part of an address anyone links to.
  if ([...path].some((ch) => ch.charCodeAt(0) <= 32 || ch.charCodeAt(0) === 127)) return undefined
  if (path.length > 1) path = path.replace(/\/+$/, '') || '/'
  const p = url.searchParams.get('p')
  if (path === '/' && p && /^\d+$/.test(p)) return `/?p=${p}`
  return path.length <= 500 ? path : undefined
}

/** The stored keys a request path may match: itself without a trailing slash, or `/?p=N`. */
const lookupKeys = (url: string) => {
  const key = normalizeRedirectPath(url)
  return key ? [key] : []
}

/**
 * A slug change (call in the writing transaction): the item's old public path now leads to it,
 * and a redirect from its new path (it took back an old slug) is gone, as the item lives there.
 */
export const recordRename = async (trx: Q, kind: RedirectKind, id: number, oldSlug: string, newSlug: string) => {
  if (oldSlug === newSlug) return
  const from = PUBLIC_PATH[kind](oldSlug)
  await repo.deleteRedirectsFrom(trx, PUBLIC_PATH[kind](newSlug))
  await repo.upsertRedirect(trx, { from_path: from, kind, item_id: id, source: 'slug', created_at: nowIso() })
}

/** An item deleted for good takes its redirects with it (call in the deleting transaction). */
export const deleteRedirectsOf = (trx: Q, kind: RedirectKind, id: number) => repo.deleteRedirectsOfItem(trx, kind, id)

/** How the service finds an item's current public path: undefined when the item is not public. */
export type RedirectTargets = Record<RedirectKind, (id: number) => Promise<string | undefined>>

const notFound = () => new AppError(404, 'REDIRECT_NOT_FOUND', 'Redirect not found')

/** Redirect answers are looked up per request, never cached, so a change needs no announcement. */
export const createRedirectsService = ({
  db,
  targets,
}: {
  db: Kysely<Database>
  targets: Partial<RedirectTargets>
}) => {
  const currentPath = (kind: string, id: number) => targets[kind as RedirectKind]?.(id) ?? Promise.resolve(undefined)
  const toItem = async (r: { id: number; from_path: string; kind: string; item_id: number; source: string }) => ({
    id: r.id,
    from: r.from_path,
    to: (await currentPath(r.kind, r.item_id)) ?? null,
    kind: r.kind as RedirectKind,
    item_id: r.item_id,
    post_id: r.kind === 'post' ? r.item_id : null,
    source: r.source as RedirectSource,
  })
  return {
    /**
     * Where an old address leads now: the item's current path while it is public, else undefined
     * (the request is answered as if no redirect existed).
     */
    resolve: async (url: string): Promise<string | undefined> => {
      const keys = lookupKeys(url)
      if (!keys.length) return undefined
      const row = await repo.findRedirect(db, keys)
      if (!row) return undefined
      const to = await currentPath(row.kind, row.item_id)
      // An item living at the old address answers there itself.
      return to && to !== row.from_path ? to : undefined
    },

    /**
     * Records old paths leading to items (an import, the admin). A path the product serves itself
     * or that is not a site path is refused with the reason; an existing entry is re-pointed.
     * `q`: the caller's transaction, so an import adds them all or none.
     */
    add: async (
      entries: { from: string; kind: RedirectKind; id: number }[],
      source: RedirectSource,
      q: Q = db,
    ): Promise<{ added: number; refused: { from: string; reason: string }[] }> => {
      const refused: { from: string; reason: string }[] = []
      let added = 0
      for (const e of entries) {
        const from = normalizeRedirectPath(e.from)
        if (!from) refused.push({ from: e.from, reason: 'it is not an address on this site' })
        else if (servedByProduct(from))
          refused.push({ from: e.from, reason: 'the site serves this address itself, so it cannot redirect' })
        else {
          await repo.upsertRedirect(q, { from_path: from, kind: e.kind, item_id: e.id, source, created_at: nowIso() })
          added++
        }
      }
      return { added, refused }
    },

    pathsFor: (kind: RedirectKind, id: number) => repo.redirectPathsOfItem(db, kind, id),
    removeFor: (kind: RedirectKind, id: number, q: Q = db) => deleteRedirectsOf(q, kind, id),

    list: async (q: { skip: number; limit: number }): Promise<RedirectList> => {
      const { rows, total } = await repo.listRedirects(db, q.skip, q.limit)
      const redirects = await Promise.all(rows.map(toItem))
      return { redirects, ...pageMeta(total, q.skip, q.limit, rows.length) }
    },

    /** The admin adds one by hand: `from` leads to the item whose public path is `to`. */
    create: async (
      input: { from: string; to: string },
      find: (to: string) => Promise<{ kind: RedirectKind; id: number } | undefined>,
    ) => {
      const target = await find(input.to)
      if (!target)
        throw new AppError(422, 'VALIDATION_ERROR', 'The target is not a post, project or page on this site', [
          { loc: ['body', 'to'], msg: 'Give the address of a post, project or page on this site', type: 'value_error' },
        ])
      const from = normalizeRedirectPath(input.from)
      const reason = !from
        ? 'Give a path on this site, such as /old-address'
        : servedByProduct(from)
          ? 'The site serves this address itself, so it cannot redirect'
          : undefined
      if (!from || reason)
        throw new AppError(422, 'VALIDATION_ERROR', reason!, [
          { loc: ['body', 'from'], msg: reason!, type: 'value_error' },
        ])
      await repo.upsertRedirect(db, {
        from_path: from,
        kind: target.kind,
        item_id: target.id,
        source: 'manual',
        created_at: nowIso(),
      })
      const row = (await repo.findRedirect(db, [from]))!
      return toItem(row)
    },

    remove: async (id: number) => {
      if (!(await repo.deleteRedirectById(db, id))) throw notFound()
    },

    get: async (id: number) => {
      const row = await repo.findRedirectById(db, id)
      if (!row) throw notFound()
      return toItem(row)
    },
  }
}
