import type { Kysely } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database>

/** The links of live projects and certificates (absolute http(s) ones are checked). */
export const linkSources = async (db: Q) => {
  const [projects, certificates] = await Promise.all([
    db
      .selectFrom('projects')
      .select(['id', 'live_url', 'github_url', 'demo_url', 'case_study_url'])
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute(),
    db.selectFrom('certificates').select(['id', 'credential_url']).where('is_active', '=', 1).orderBy('id').execute(),
  ])
  return { projects, certificates }
}

export interface LinkCheckRow {
  kind: string
  item_id: number
  field: string
  url: string
  ok: number
  status: number | null
  error: string | null
  checked_at: string
}

export const saveResult = (db: Q, row: LinkCheckRow) =>
  db
    .insertInto('link_checks')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['kind', 'item_id', 'field']).doUpdateSet({
        url: row.url,
        ok: row.ok,
        status: row.status,
        error: row.error,
        checked_at: row.checked_at,
      }),
    )
    .execute()

/** After a run: results of links that no longer exist (removed, emptied, item deleted) go. */
export const deleteOlderThan = (db: Q, before: string) =>
  db.deleteFrom('link_checks').where('checked_at', '<', before).execute()

export const listResults = (db: Q) =>
  db.selectFrom('link_checks').selectAll().orderBy('ok').orderBy('kind').orderBy('item_id').orderBy('field').execute()

/** The titles of the items some results are about: `project:<id>` / `certificate:<id>` → title. */
export const itemTitles = async (db: Q, ids: { project: number[]; certificate: number[] }) => {
  const [projects, certificates] = await Promise.all([
    ids.project.length
      ? db.selectFrom('projects').select(['id', 'title']).where('id', 'in', ids.project).execute()
      : [],
    ids.certificate.length
      ? db.selectFrom('certificates').select(['id', 'title']).where('id', 'in', ids.certificate).execute()
      : [],
  ])
  return new Map<string, string>([
    ...projects.map((p) => [`project:${p.id}`, p.title] as const),
    ...certificates.map((c) => [`certificate:${c.id}`, c.title] as const),
  ])
}

/** The broken fields of some items: id → fields. */
export const brokenFields = async (db: Q, kind: string, ids: number[]) => {
  if (!ids.length) return new Map<number, string[]>()
  const rows = await db
    .selectFrom('link_checks')
    .select(['item_id', 'field', 'url'])
    .where('kind', '=', kind)
    .where('ok', '=', 0)
    .where('item_id', 'in', ids)
    // One order on every engine (a restored site answers as the original did).
    .orderBy('item_id')
    .orderBy('field')
    .execute()
  const out = new Map<number, string[]>()
  for (const r of rows) out.set(r.item_id, [...(out.get(r.item_id) ?? []), r.field])
  return out
}
