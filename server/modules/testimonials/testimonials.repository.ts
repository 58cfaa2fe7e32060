import type { Kysely, Transaction } from 'kysely'

import type { StatusFilter } from '../../../core/schemas/common.ts'
import { containsText } from '../../db/search.ts'

import type { Database, NewTestimonialRow, TestimonialRow } from '../../db/schema.ts'

type Q = Kysely<Database> | Transaction<Database>

export const listPublicTestimonials = (db: Q) =>
  db
    .selectFrom('testimonials')
    .selectAll()
    .where('is_active', '=', 1)
    .where('approved', '=', 1)
    .orderBy('featured', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()

export const listAllTestimonials = (db: Q, f: { status: StatusFilter; search?: string }) => {
  let q = db.selectFrom('testimonials').selectAll()
  if (f.status !== 'all') q = q.where('is_active', '=', f.status === 'active' ? 1 : 0)
  const search = f.search
  if (search) {
    q = q.where((eb) =>
      eb.or([containsText('name', search), containsText('company', search), containsText('content', search)]),
    )
  }
  return q.orderBy('created_at', 'desc').orderBy('id', 'desc').execute()
}

export const findTestimonial = (db: Q, id: number) =>
  db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst()

export const insertTestimonial = (db: Q, row: NewTestimonialRow): Promise<TestimonialRow> =>
  db.insertInto('testimonials').values(row).returningAll().executeTakeFirstOrThrow()

export const updateTestimonial = (db: Q, id: number, row: Partial<NewTestimonialRow>) =>
  db.updateTable('testimonials').set(row).where('id', '=', id).returningAll().executeTakeFirst()
