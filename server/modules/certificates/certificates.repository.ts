import type { Kysely, Transaction } from 'kysely'

import type { AdminSort, StatusFilter } from '../../../core/schemas/common.ts'
import { containsText } from '../../db/search.ts'

import type { CertificateRow, Database, NewCertificateRow } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export interface CertificateFilter {
  category?: string
  issuer?: string
  featured?: boolean
  /** Which rows by soft-delete state; absent means live rows only (public lists). */
  status?: StatusFilter
  search?: string
  /** `newest`: by creation only (admin table); else featured first, then latest issued. */
  sort?: AdminSort
}

const filtered = (db: Q, f: CertificateFilter) => {
  let q = db.selectFrom('certificates')
  const status = f.status ?? 'active'
  if (status !== 'all') q = q.where('is_active', '=', status === 'active' ? 1 : 0)
  if (f.category) q = q.where((eb) => eb(eb.fn('lower', ['category']), '=', f.category!.toLowerCase()))
  if (f.issuer) q = q.where((eb) => eb(eb.fn('lower', ['issuer']), '=', f.issuer!.toLowerCase()))
  if (f.featured !== undefined) q = q.where('featured', '=', f.featured ? 1 : 0)
  const search = f.search
  if (search) {
    q = q.where((eb) => eb.or([containsText('title', search), containsText('issuer', search)]))
  }
  return q
}

export const listCertificates = async (db: Q, f: CertificateFilter, skip: number, limit: number) => {
  const [rows, count] = await Promise.all([
    filtered(db, f)
      .selectAll()
      .$if(f.sort !== 'newest', (q) => q.orderBy('featured', 'desc').orderBy('issued_date', 'desc'))
      .$if(f.sort === 'newest', (q) => q.orderBy('created_at', 'desc'))
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

export const findCertificate = (db: Q, id: number, includeInactive = false) => {
  let q = db.selectFrom('certificates').selectAll().where('id', '=', id)
  if (!includeInactive) q = q.where('is_active', '=', 1)
  return q.executeTakeFirst()
}

export const distinctCertificateValues = async (db: Q, column: 'category' | 'issuer') =>
  (
    await db.selectFrom('certificates').select(column).distinct().where('is_active', '=', 1).orderBy(column).execute()
  ).map((r) => r[column])

export const insertCertificate = (db: Q, row: NewCertificateRow): Promise<CertificateRow> =>
  db.insertInto('certificates').values(row).returningAll().executeTakeFirstOrThrow()

export const updateCertificate = (db: Q, id: number, row: Partial<NewCertificateRow>) =>
  db.updateTable('certificates').set(row).where('id', '=', id).returningAll().executeTakeFirst()
