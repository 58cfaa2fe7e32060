import type { Kysely } from 'kysely'

import { resolveStatus } from '../../../core/schemas/common.ts'
import type {
  AdminTestimonialListQuery,
  PublicTestimonial,
  Testimonial,
  TestimonialWrite,
} from '../../../core/schemas/testimonial.ts'
import { fromBool, nowIso, toBool } from '../../db/convert.ts'
import type { Database, TestimonialRow } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import type { ContentEvents } from '../../lib/events.ts'
import * as repo from './testimonials.repository.ts'

export const toTestimonial = (r: TestimonialRow): Testimonial => ({
  ...r,
  featured: toBool(r.featured),
  approved: toBool(r.approved),
  is_active: toBool(r.is_active),
  source: r.source === 'request' ? 'request' : 'admin',
})

const toPublic = (r: TestimonialRow): PublicTestimonial => {
  const { email: _email, ...rest } = toTestimonial(r)
  return rest
}

const notFound = () => new AppError(404, 'TESTIMONIAL_NOT_FOUND', 'Testimonial not found')

export const createTestimonialsService = ({ db, events }: { db: Kysely<Database>; events: ContentEvents }) => {
  const rowFromWrite = (input: TestimonialWrite) => ({
    name: input.name,
    position: input.position || null,
    company: input.company || null,
    email: input.email || null,
    content: input.content,
    rating: input.rating,
    avatar_url: input.avatar_url ?? null,
    company_logo: input.company_logo ?? null,
    featured: fromBool(input.featured),
    approved: fromBool(input.approved),
    is_active: fromBool(input.is_active),
  })
  const getRow = async (id: number) => {
    const row = await repo.findTestimonial(db, id)
    if (!row) throw notFound()
    return row
  }
  const write = async (id: number, row: Partial<TestimonialRow>) => {
    await getRow(id)
    const updated = await repo.updateTestimonial(db, id, { ...row, updated_at: nowIso() })
    if (!updated) throw notFound()
    events.changed('testimonials')
    return toTestimonial(updated)
  }

  return {
    list: async () => (await repo.listPublicTestimonials(db)).map(toPublic),
    /** Every testimonial by default (API.md), narrowed by `status` or `include_inactive=false`. */
    adminList: async (q: AdminTestimonialListQuery = {}) =>
      (await repo.listAllTestimonials(db, { status: resolveStatus(q, 'all'), search: q.search })).map(toTestimonial),
    adminGet: async (id: number) => toTestimonial(await getRow(id)),
    create: async (input: TestimonialWrite) => {
      const now = nowIso()
      const row = await repo.insertTestimonial(db, { ...rowFromWrite(input), created_at: now, updated_at: now })
      events.changed('testimonials')
      return toTestimonial(row)
    },
    update: (id: number, input: TestimonialWrite) => write(id, rowFromWrite(input)),
    setActive: (id: number, active: boolean) => write(id, { is_active: fromBool(active) }),
    /** One step from the list (issue 23): approved, everything else as it was. */
    approve: (id: number) => write(id, { approved: 1 }),
  }
}
