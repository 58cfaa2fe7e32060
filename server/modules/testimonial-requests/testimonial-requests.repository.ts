import type { Kysely } from 'kysely'

import type { Database } from '../../db/schema.ts'

type Q = Kysely<Database>

export const insertRequest = (
  db: Q,
  row: {
    token_hash: string
    name: string | null
    email: string | null
    company: string | null
    note: string | null
    expires_at: string
    created_at: string
  },
) => db.insertInto('testimonial_requests').values(row).returningAll().executeTakeFirstOrThrow()

/** Newest first. */
export const listRequests = (db: Q) =>
  db.selectFrom('testimonial_requests').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').execute()

export const findByTokenHash = (db: Q, tokenHash: string) =>
  db.selectFrom('testimonial_requests').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()

export const deleteRequest = async (db: Q, id: number) =>
  Number((await db.deleteFrom('testimonial_requests').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0

/**
 * Spends an open request and stores its testimonial, in one transaction: the conditional update
 * lets exactly one of two simultaneous submits through. `undefined` when the link is not open.
 */
export const answerRequest = (
  db: Q,
  tokenHash: string,
  now: string,
  testimonial: {
    name: string
    position: string | null
    company: string | null
    email: string | null
    content: string
    rating: number
    avatar_url: string | null
  },
) =>
  db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('testimonial_requests')
      .set({ answered_at: now })
      .where('token_hash', '=', tokenHash)
      .where('answered_at', 'is', null)
      .where('expires_at', '>', now)
      .returning('id')
      .executeTakeFirst()
    if (!claimed) return undefined
    const created = await trx
      .insertInto('testimonials')
      .values({
        ...testimonial,
        company_logo: null,
        featured: 0,
        approved: 0,
        is_active: 1,
        source: 'request',
        created_at: now,
        updated_at: now,
      })
      .returning(['id', 'created_at'])
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('testimonial_requests')
      .set({ testimonial_id: created.id })
      .where('id', '=', claimed.id)
      .execute()
    return created
  })
