import { createHash } from 'node:crypto'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, createUser, ipFor, multipart, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(async () => {
  await t?.close()
})

let nextIp = 1
const createRequest = async (
  payload: object = { name: 'Grace Hopper', company: 'Navy', note: 'Would you say a few words?' },
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/testimonial-requests',
    headers: admin.headers,
    payload,
  })
  expect(res.statusCode).toBe(201)
  return res.json() as { id: number; token: string; url: string; expires_at: string; status: string }
}
const read = (token: string) =>
  t.app.inject({ method: 'GET', url: `/api/v1/testimonial-requests/${token}`, remoteAddress: ipFor(nextIp++) })
const answer = (token: string, payload: object = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/testimonial-requests/${token}`,
    payload: {
      name: 'Grace Hopper',
      position: 'Rear Admiral',
      company: 'US Navy',
      rating: 5,
      content: 'Delivered on time and explained every trade-off clearly.',
      ...payload,
    },
    remoteAddress: ipFor(nextIp++),
  })
const adminList = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin/testimonial-requests', headers: admin.headers })).json() as {
    id: number
    status: string
    testimonial_id: number | null
  }[]

describe('testimonial requests', () => {
  it('creates a 30-day link; the token is stored only as its hash', async () => {
    const before = Date.now()
    const req = await createRequest()
    expect(req).toMatchObject({ status: 'open', name: 'Grace Hopper', company: 'Navy', email: null })
    expect(req.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(req.url).toBe(`/testimonials/new/${req.token}`)
    const days = (Date.parse(req.expires_at) - before) / 86_400_000
    expect(days).toBeGreaterThan(29.99)
    expect(days).toBeLessThan(30.01)
    const row = await t.db.db
      .selectFrom('testimonial_requests')
      .selectAll()
      .where('id', '=', req.id)
      .executeTakeFirstOrThrow()
    expect(row.token_hash).toBe(createHash('sha256').update(req.token).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(req.token)
    expect((await adminList()).find((r) => r.id === req.id)).not.toHaveProperty('token')
  })

  it('the client reads the note, answers once (201), a second time is 410; the testimonial waits for approval', async () => {
    const req = await createRequest({ name: 'Ada', note: 'Thanks for the project!', email: 'ada@example.com' })
    const page = await read(req.token)
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.json()).toEqual({ name: 'Ada', company: null, note: 'Thanks for the project!' })

    const first = await answer(req.token, {
      name: 'Ada Lovelace',
      content: 'A thoughtful engineer who writes tests first.',
    })
    expect(first.statusCode).toBe(201)
    const { id } = first.json()
    const second = await answer(req.token)
    expect(second.statusCode).toBe(410)
    expect(second.json()).toEqual({
      detail: 'This link has already been used. Thank you for your testimonial!',
      code: 'REQUEST_ANSWERED',
    })
    expect((await read(req.token)).statusCode).toBe(410)

    // Stored unapproved, from a request, with the request's email; absent from the public site.
    const stored = (
      await t.app.inject({ method: 'GET', url: `/api/v1/admin/testimonials/${id}`, headers: admin.headers })
    ).json()
    expect(stored).toMatchObject({
      name: 'Ada Lovelace',
      approved: false,
      source: 'request',
      email: 'ada@example.com',
      featured: false,
      is_active: true,
    })
    const publicNames = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/v1/testimonials' })).json() as { id: number }[]).map((x) => x.id)
    expect(await publicNames()).not.toContain(id)
    expect((await adminList()).find((r) => r.id === req.id)).toMatchObject({ status: 'answered', testimonial_id: id })

    // The owner approves it: now it is public.
    const approve = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/testimonials/${id}`,
      headers: admin.headers,
      payload: { ...stored, approved: true, email: stored.email },
    })
    expect(approve.statusCode).toBe(200)
    expect(await publicNames()).toContain(id)
  })

  it('two simultaneous submits: exactly one 201, the other 410', async () => {
    const req = await createRequest()
    const codes = (await Promise.all([answer(req.token), answer(req.token), answer(req.token)])).map(
      (r) => r.statusCode,
    )
    expect(codes.sort()).toEqual([201, 410, 410])
  })

  it('an expired link is 410 for reading and answering, and listed as expired', async () => {
    const req = await createRequest()
    await t.db.db
      .updateTable('testimonial_requests')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', req.id)
      .execute()
    for (const res of [await read(req.token), await answer(req.token)]) {
      expect(res.statusCode).toBe(410)
      expect(res.json()).toEqual({
        detail: 'This link has expired. Please ask for a new one.',
        code: 'REQUEST_EXPIRED',
      })
    }
    expect((await adminList()).find((r) => r.id === req.id)?.status).toBe('expired')
  })

  it('an unknown or malformed token is 404', async () => {
    for (const token of ['x'.repeat(43), 'nope', 'bad%20token']) {
      for (const res of [await read(token), await answer(token)]) {
        expect(res.statusCode).toBe(404)
        expect(res.json().code).toMatch(/NOT_FOUND/)
      }
    }
  })

  it('validates the answer: text of 20 characters at least, rating 1..5, photo from our uploads only', async () => {
    const req = await createRequest()
    for (const [body, detail] of [
      [{ content: 'Too short, sorry.' }, 'Testimonial must be at least 20 characters'],
      [{ rating: 0 }, 'Rating must be between 1 and 5'],
      [{ rating: 6 }, 'Rating must be between 1 and 5'],
      [{ name: ' ' }, 'Name is required'],
      [{ avatar_url: 'https://tracker.example/pixel.png' }, 'Upload the photo with the form'],
    ] as const) {
      const res = await answer(req.token, body)
      expect(res.statusCode).toBe(422)
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail })
    }
    // Still open after the refusals.
    expect((await answer(req.token, { position: '', company: '' })).statusCode).toBe(201)
  })

  it('the photo upload: images only, checked by their bytes, only while the link is open', async () => {
    const req = await createRequest()
    const upload = (token: string, data: Buffer, filename = 'me.png', contentType = 'image/png') => {
      const body = multipart([{ name: 'file', filename, contentType, data }])
      return t.app.inject({
        method: 'POST',
        url: `/api/v1/testimonial-requests/${token}/photo`,
        payload: body.payload,
        headers: body.headers,
        remoteAddress: ipFor(nextIp++),
      })
    }
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#3B82F6' } })
      .png()
      .toBuffer()
    const ok = await upload(req.token, png)
    expect(ok.statusCode).toBe(201)
    const url = ok.json().url as string
    expect(url).toMatch(/^\/uploads\//)

    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n')
    expect((await upload(req.token, pdf, 'cv.pdf', 'application/pdf')).statusCode).toBe(415)
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')
    expect((await upload(req.token, svg, 'x.png', 'image/png')).statusCode).toBe(415)
    expect((await upload('x'.repeat(43), png)).statusCode).toBe(404)

    expect((await answer(req.token, { avatar_url: url })).statusCode).toBe(201)
    expect((await upload(req.token, png)).statusCode).toBe(410)
  })

  it('the admin routes are for superusers only; a withdrawn request stops working', async () => {
    const user = await createUser(t.app)
    for (const headers of [{}, user.headers]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/testimonial-requests',
        headers,
        payload: {},
      })
      expect([401, 403]).toContain(res.statusCode)
    }
    const req = await createRequest({})
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/testimonial-requests/${req.id}`,
      headers: admin.headers,
    })
    expect(del.statusCode).toBe(204)
    expect((await read(req.token)).statusCode).toBe(404)
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/testimonial-requests',
      headers: admin.headers,
      payload: { email: 'not-an-email' },
    })
    expect(bad.statusCode).toBe(422)
  })
})
