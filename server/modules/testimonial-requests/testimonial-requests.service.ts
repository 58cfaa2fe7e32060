import { createHash, randomBytes } from 'node:crypto'

import type { Kysely } from 'kysely'

import {
  TESTIMONIAL_REQUEST_DAYS,
  type TestimonialAnswer,
  type TestimonialRequest,
  type TestimonialRequestCreate,
  type TestimonialRequestCreated,
  type TestimonialRequestPublic,
} from '../../../core/schemas/testimonial-request.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import * as repo from './testimonial-requests.repository.ts'

type Row = Awaited<ReturnType<typeof repo.listRequests>>[number]

export const REQUEST_PATH = '/testimonials/new/'

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

const statusOf = (r: Row, now: string) => (r.answered_at ? 'answered' : r.expires_at <= now ? 'expired' : 'open')

const toRequest = (r: Row, now: string): TestimonialRequest => ({
  id: r.id,
  name: r.name,
  email: r.email,
  company: r.company,
  note: r.note,
  status: statusOf(r, now),
  expires_at: r.expires_at,
  answered_at: r.answered_at,
  testimonial_id: r.testimonial_id,
  created_at: r.created_at,
})

const notFound = () => new AppError(404, 'REQUEST_NOT_FOUND', 'Request not found')
const gone = (status: 'answered' | 'expired') =>
  status === 'answered'
    ? new AppError(410, 'REQUEST_ANSWERED', 'This link has already been used. Thank you for your testimonial!')
    : new AppError(410, 'REQUEST_EXPIRED', 'This link has expired. Please ask for a new one.')

/**
 * Testimonial requests (API.md): the owner creates a link (a random 256-bit token, stored only
 * as its SHA-256), the client answers it once within 30 days, and the testimonial waits for
 * the owner's approval.
 */
export const createTestimonialRequestsService = ({ db }: { db: Kysely<Database> }) => {
  /** The open request of a token, else 404 (unknown) or 410 (answered, expired). */
  const openRequest = async (token: string) => {
    const row = await repo.findByTokenHash(db, hashToken(token))
    if (!row) throw notFound()
    const status = statusOf(row, new Date().toISOString())
    if (status !== 'open') throw gone(status)
    return row
  }

  return {
    create: async (input: TestimonialRequestCreate): Promise<TestimonialRequestCreated> => {
      const token = randomBytes(32).toString('base64url')
      const now = new Date()
      const row = await repo.insertRequest(db, {
        ...input,
        token_hash: hashToken(token),
        expires_at: new Date(now.getTime() + TESTIMONIAL_REQUEST_DAYS * 86_400_000).toISOString(),
        created_at: now.toISOString(),
      })
      return { ...toRequest(row, now.toISOString()), token, url: `${REQUEST_PATH}${token}` }
    },

    list: async () => {
      const now = new Date().toISOString()
      return (await repo.listRequests(db)).map((r) => toRequest(r, now))
    },

    remove: async (id: number) => {
      if (!(await repo.deleteRequest(db, id))) throw notFound()
    },

    /** What the client's page shows. */
    get: async (token: string): Promise<TestimonialRequestPublic> => {
      const { name, company, note } = await openRequest(token)
      return { name, company, note }
    },

    /** Throws 404/410 unless the link is open; for the photo upload before the answer. */
    assertOpen: async (token: string) => {
      await openRequest(token)
    },

    answer: async (token: string, input: TestimonialAnswer) => {
      const request = await openRequest(token)
      const created = await repo.answerRequest(db, request.token_hash, new Date().toISOString(), {
        name: input.name,
        position: input.position,
        company: input.company,
        email: request.email,
        content: input.content,
        rating: input.rating,
        avatar_url: input.avatar_url,
      })
      // Spent or expired between the read and the write (a second submit racing the first).
      if (!created) throw gone('answered')
      return created
    },
  }
}
