import type { Kysely } from 'kysely'

import {
  CERTIFICATE_LINK_FIELDS,
  type LinkCheckState,
  type LinkKind,
  PROJECT_LINK_FIELDS,
} from '../../../core/schemas/link-health.ts'
import { toBool } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { SAMPLE_CERTIFICATES } from '../../db/sample-content/certificates.ts'
import { SAMPLE_PROJECTS } from '../../db/sample-content/projects.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { isReservedHostname } from '../../lib/outbound.ts'
import { type CheckerOptions, createLinkChecker } from './link-checker.ts'
import * as repo from './link-health.repository.ts'

export const LINK_CHECK_JOB = 'link-check'
/** Checks in flight at once (each host still gets at most one request per second). */
const PARALLEL = 4

interface Link {
  kind: LinkKind
  id: number
  field: string
  url: string
}

const isWebLink = (url: string | null): url is string => !!url && /^https?:\/\//i.test(url)

/**
 * The bundled sample content's links: a fresh site checks none of them (they are someone
 * else's or example names), so it sends nothing out before its owner puts in links of their own.
 * A sample item whose link the owner changed is checked like any other.
 */
const SAMPLE_LINKS = new Set<string>(
  [
    ...SAMPLE_PROJECTS.flatMap((p) => PROJECT_LINK_FIELDS.map((field) => p[field])),
    ...SAMPLE_CERTIFICATES.flatMap((c) => CERTIFICATE_LINK_FIELDS.map((field) => c[field])),
  ].filter(isWebLink),
)

const hostnameOf = (url: string) => {
  try {
    return new URL(url).hostname
  } catch {
    return null
  }
}

/**
 * Whether a link is worth a request: not a sample link, and not a documentation or test name
 * (RFC 2606/6761: example.com, *.test, *.invalid, localhost…), which no site answers for.
 */
const isCheckable = (url: string) => {
  if (SAMPLE_LINKS.has(url)) return false
  const host = hostnameOf(url)
  return host === null || !isReservedHostname(host)
}

/**
 * Link health (API.md): checks every live project's live/code/demo/case-study link and every
 * certificate's credential link (but sample links and reserved names, see isCheckable), stores
 * the last result of each, and tells the admin which fields are broken. One run at a time per
 * instance; the daily run is claimed once for all instances by the scheduler (job_runs). Every
 * request goes through the outbound guard (server/lib/outbound.ts).
 */
export const createLinkHealthService = ({
  db,
  events,
  checker: checkerOptions,
}: {
  db: Kysely<Database>
  events: ContentEvents
  checker: CheckerOptions
}) => {
  let running: Promise<void> | null = null
  const progress = { done: 0, total: 0 }
  let finishedAt: string | null = null

  const collect = async (): Promise<Link[]> => {
    const { projects, certificates } = await repo.linkSources(db)
    const links: Link[] = []
    for (const p of projects)
      for (const field of PROJECT_LINK_FIELDS)
        if (isWebLink(p[field]) && isCheckable(p[field]))
          links.push({ kind: 'project', id: p.id, field, url: p[field] })
    for (const c of certificates)
      for (const field of CERTIFICATE_LINK_FIELDS)
        if (isWebLink(c[field]) && isCheckable(c[field]))
          links.push({ kind: 'certificate', id: c.id, field, url: c[field] })
    return links
  }

  /** Which links are broken now, one key per item field and URL. */
  const brokenKeys = async () =>
    new Set((await repo.listResults(db)).filter((r) => !r.ok).map((r) => `${r.kind}:${r.item_id}:${r.field}:${r.url}`))

  const run = async () => {
    const startedAt = new Date().toISOString()
    const brokenBefore = await brokenKeys()
    const links = await collect()
    progress.done = 0
    progress.total = links.length
    const { check } = createLinkChecker(checkerOptions)
    const queue = [...links]
    const worker = async () => {
      for (let link = queue.shift(); link; link = queue.shift()) {
        const result = await check(link.url)
        await repo.saveResult(db, {
          kind: link.kind,
          item_id: link.id,
          field: link.field,
          url: link.url,
          ok: result.ok ? 1 : 0,
          status: result.status,
          error: result.error,
          checked_at: new Date().toISOString(),
        })
        progress.done++
      }
    }
    await Promise.all(Array.from({ length: Math.min(PARALLEL, links.length) }, worker))
    await repo.deleteOlderThan(db, startedAt)
    finishedAt = new Date().toISOString()
    // Projects that hide broken links show new results on their public pages at once; a run
    // that found the same broken links as before changes no page, so it empties no cache.
    const brokenAfter = await brokenKeys()
    if (brokenAfter.size !== brokenBefore.size || [...brokenAfter].some((k) => !brokenBefore.has(k)))
      events.changed('projects')
    return { checked: links.length }
  }

  const service = {
    /** Starts a check unless one is under way; resolves when that check ends. */
    start: () => {
      running ??= run()
        .then(() => undefined)
        .finally(() => {
          running = null
        })
      return running
    },

    /** For the scheduler: the daily run. */
    runScheduled: async () => {
      await service.start()
      return { checked: progress.total }
    },

    state: async (): Promise<LinkCheckState> => {
      const rows = await repo.listResults(db)
      const last = finishedAt ?? rows.reduce<string | null>((m, r) => (m && m > r.checked_at ? m : r.checked_at), null)
      // Issue 23: the dashboard names each item by its title, not "Project #13".
      const ids = (kind: LinkKind) => [...new Set(rows.filter((r) => r.kind === kind).map((r) => r.item_id))]
      const titles = await repo.itemTitles(db, { project: ids('project'), certificate: ids('certificate') })
      return {
        running: running !== null,
        checked_at: last,
        progress: { ...progress },
        links: rows.map((r) => ({
          kind: r.kind as LinkKind,
          id: r.item_id,
          title: titles.get(`${r.kind}:${r.item_id}`) ?? null,
          field: r.field,
          url: r.url,
          ok: toBool(r.ok),
          status: r.status,
          error: r.error,
          checked_at: r.checked_at,
        })),
      }
    },

    /** The broken link fields of some items: id → fields. */
    brokenFor: (kind: LinkKind, ids: number[]) => repo.brokenFields(db, kind, ids),

    /** Adds `broken_links` (fields whose last check failed) to admin items. */
    withBrokenLinks: async <T extends { id: number }>(kind: LinkKind, items: T[]) => {
      const broken = await repo.brokenFields(
        db,
        kind,
        items.map((i) => i.id),
      )
      return items.map((i) => ({ ...i, broken_links: broken.get(i.id) ?? [] }))
    },
  }
  return service
}
