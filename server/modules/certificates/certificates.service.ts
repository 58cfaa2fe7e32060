import type { Kysely } from 'kysely'

import type {
  AdminCertificateListQuery,
  Certificate,
  CertificateList,
  CertificateListQuery,
  CertificatePatch,
  CertificateWrite,
} from '../../../core/schemas/certificate.ts'
import { expiryFlags } from '../../../core/schemas/certificate.ts'
import { pageMeta, resolveStatus, type AdminSort, type StatusFilter } from '../../../core/schemas/common.ts'
import { asRowId, cleanList, fromBool, nowIso, parseList, toBool, toList } from '../../db/convert.ts'
import type { CertificateRow, Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import type { ContentEvents } from '../../lib/events.ts'
import * as repo from './certificates.repository.ts'

export const toCertificate = (r: CertificateRow): Certificate => ({
  ...r,
  skills: parseList(r.skills),
  featured: toBool(r.featured),
  verified: toBool(r.verified),
  is_active: toBool(r.is_active),
  ...expiryFlags(r.expiry_date),
})

const notFound = () => new AppError(404, 'CERTIFICATE_NOT_FOUND', 'Certificate not found')

/** A public `{id}` is numeric (certificates have no slug); anything else names nothing. */
const numericId = (id: string | number) => {
  const n = asRowId(id)
  if (n === null) throw notFound()
  return n
}

export const createCertificatesService = ({ db, events }: { db: Kysely<Database>; events: ContentEvents }) => {
  const list = async (
    q: CertificateListQuery & { status?: StatusFilter; search?: string; featured?: boolean; sort?: AdminSort },
  ) => {
    const filter = {
      category: q.category,
      issuer: q.issuer,
      status: q.status,
      sort: q.sort,
      search: q.search,
      featured: q.featured,
    }
    const { rows, total } = await repo.listCertificates(db, filter, q.skip, q.limit)
    return {
      certificates: rows.map(toCertificate),
      ...pageMeta(total, q.skip, q.limit, rows.length),
    } satisfies CertificateList
  }
  const getRow = async (id: string | number, includeInactive = false) => {
    const row = await repo.findCertificate(db, numericId(id), includeInactive)
    if (!row) throw notFound()
    return row
  }
  const rowFromWrite = (input: CertificateWrite) => ({
    title: input.title,
    issuer: input.issuer,
    platform: input.platform || null,
    issued_date: input.issued_date ?? null,
    expiry_date: input.expiry_date ?? null,
    certificate_id: input.certificate_id || null,
    credential_url: input.credential_url ?? null,
    image_url: input.image_url ?? null,
    category: input.category,
    skills: toList(cleanList(input.skills)),
    description: input.description || null,
    featured: fromBool(input.featured),
    verified: fromBool(input.verified),
    is_active: fromBool(input.is_active),
  })

  return {
    list: (q: CertificateListQuery) => list(q),
    adminList: (q: AdminCertificateListQuery) => list({ ...q, status: resolveStatus(q) }),
    featured: async (limit: number) =>
      (await repo.listCertificates(db, { featured: true }, 0, limit)).rows.map(toCertificate),
    get: async (id: string) => toCertificate(await getRow(id)),
    adminGet: async (id: number) => toCertificate(await getRow(id, true)),
    categories: () => repo.distinctCertificateValues(db, 'category'),
    issuers: () => repo.distinctCertificateValues(db, 'issuer'),
    create: async (input: CertificateWrite) => {
      const now = nowIso()
      const row = await repo.insertCertificate(db, { ...rowFromWrite(input), created_at: now, updated_at: now })
      events.changed('certificates')
      return toCertificate(row)
    },
    update: async (id: number, input: CertificateWrite) => {
      await getRow(id, true)
      const row = await repo.updateCertificate(db, id, { ...rowFromWrite(input), updated_at: nowIso() })
      if (!row) throw notFound()
      events.changed('certificates')
      return toCertificate(row)
    },
    setActive: async (id: number, active: boolean) => {
      await getRow(id, true)
      const row = await repo.updateCertificate(db, id, { is_active: fromBool(active), updated_at: nowIso() })
      if (!row) throw notFound()
      events.changed('certificates')
      return toCertificate(row)
    },
    /** PATCH …/edit: the fields sent change; the others keep their stored values. */
    edit: async (id: number, patch: CertificatePatch) => {
      const {
        id: _id,
        created_at: _created,
        updated_at: _updated,
        expired: _expired,
        expires_soon: _soon,
        ...current
      } = toCertificate(await getRow(id, true))
      const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined))
      const input: CertificateWrite = { ...current, ...changes }
      const row = await repo.updateCertificate(db, id, { ...rowFromWrite(input), updated_at: nowIso() })
      if (!row) throw notFound()
      events.changed('certificates')
      return toCertificate(row)
    },
  }
}
