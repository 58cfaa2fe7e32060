import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContentKind } from '../../lib/events.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createAdmin, createTestimonial, createUser, testimonialInput, type TestAccount } from '../../test/factories.ts'

let t: TestApp
let admin: TestAccount
const changes: ContentKind[] = []
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
  t.app.events.on('change', (kind) => changes.push(kind))
})
afterAll(async () => {
  await t?.close()
})

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, ...(payload ? { payload } : {}) })
const publicIds = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/testimonials' }))
    .json()
    .map((x: { id: number }) => x.id) as number[]

describe('admin testimonials', () => {
  it('POST: 201 with rating 5 by default; public list hides the email', async () => {
    changes.length = 0
    const { rating: _r, ...withoutRating } = testimonialInput()
    const res = await api('POST', '/admin/testimonials', withoutRating)
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ rating: 5, approved: true, email: 'jane@example.com' })
    expect(changes).toEqual(['testimonials'])
    const pub = (await t.app.inject({ method: 'GET', url: '/api/v1/testimonials' })).json()
    const mine = pub.find((x: { id: number }) => x.id === res.json().id)
    expect(mine).toBeDefined()
    expect(mine.email).toBeUndefined()
  })

  it.each([
    [{ rating: 0 }, 'Rating must be between 1 and 5'],
    [{ rating: 6 }, 'Rating must be between 1 and 5'],
    [{ content: '' }, 'Content is required'],
    [{ name: '' }, 'Name is required'],
    [{ avatar_url: 'javascript:alert(1)' }, 'Must be an http(s) URL or a path starting with /'],
  ])('422 for %j', async (override, message) => {
    const res = await api('POST', '/admin/testimonials', { ...testimonialInput(), ...override })
    expect(res.statusCode).toBe(422)
    expect(res.json().detail).toBe(message)
  })

  it('approve and feature through PUT; unapproved ones are not public', async () => {
    const x = await createTestimonial(t.app, { approved: false })
    expect(await publicIds()).not.toContain(x.id)
    const res = await api('PUT', `/admin/testimonials/${x.id}`, testimonialInput({ approved: true, featured: true }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ approved: true, featured: true })
    expect((await publicIds())[0]).toBe(x.id)
    expect((await api('PUT', '/admin/testimonials/999999', testimonialInput())).statusCode).toBe(404)
  })

  it('PATCH approve: one step, nothing else changes; it shows on the site; unknown id 404', async () => {
    const x = await createTestimonial(t.app, {
      approved: false,
      featured: false,
      rating: 4,
      content: 'Kept as written.',
    })
    expect(await publicIds()).not.toContain(x.id)
    changes.length = 0
    const res = await api('PATCH', `/admin/testimonials/${x.id}/approve`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: x.id,
      approved: true,
      featured: false,
      rating: 4,
      content: 'Kept as written.',
    })
    expect(changes).toEqual(['testimonials'])
    expect(await publicIds()).toContain(x.id)
    // Approving twice is harmless.
    expect((await api('PATCH', `/admin/testimonials/${x.id}/approve`)).json().approved).toBe(true)
    const missing = await api('PATCH', '/admin/testimonials/999999/approve')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ detail: 'Testimonial not found', code: 'TESTIMONIAL_NOT_FOUND' })
    expect((await api('PATCH', '/admin/testimonials/abc/approve')).statusCode).toBe(404)
  })

  it('soft-delete and restore; the admin list has them all, filtered on request', async () => {
    const x = await createTestimonial(t.app)
    expect((await api('PATCH', `/admin/testimonials/${x.id}/soft-delete`)).json().is_active).toBe(false)
    expect(await publicIds()).not.toContain(x.id)
    const all = (await api('GET', '/admin/testimonials')).json().map((y: { id: number }) => y.id)
    expect(all).toContain(x.id)
    const active = (await api('GET', '/admin/testimonials?include_inactive=false'))
      .json()
      .map((y: { id: number }) => y.id)
    expect(active).not.toContain(x.id)
    expect((await api('GET', `/admin/testimonials/${x.id}`)).json().is_active).toBe(false)
    expect((await api('PATCH', `/admin/testimonials/${x.id}/restore`)).json().is_active).toBe(true)
    expect(await publicIds()).toContain(x.id)
    expect((await api('PATCH', '/admin/testimonials/999999/restore')).statusCode).toBe(404)
  })

  it('every route needs a superuser', async () => {
    const user = await createUser(t.app)
    const x = await createTestimonial(t.app)
    for (const [method, url] of [
      ['GET', '/admin/testimonials'],
      ['GET', `/admin/testimonials/${x.id}`],
      ['POST', '/admin/testimonials'],
      ['PUT', `/admin/testimonials/${x.id}`],
      ['PATCH', `/admin/testimonials/${x.id}/soft-delete`],
      ['PATCH', `/admin/testimonials/${x.id}/restore`],
      ['PATCH', `/admin/testimonials/${x.id}/approve`],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api/v1${url}` })).statusCode).toBe(401)
      expect((await t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers })).statusCode).toBe(403)
    }
  })
})

describe('GET /admin/testimonials: status and search on the server', () => {
  it('status=active|deleted|all (all by default), include_inactive=false still understood', async () => {
    const tag = `tst${Date.now()}`
    const live = await createTestimonial(t.app, { name: `Live ${tag}` })
    const gone = await createTestimonial(t.app, { name: `Gone ${tag}` })
    expect((await api('PATCH', `/admin/testimonials/${gone.id}/soft-delete`)).statusCode).toBe(200)
    const ids = async (query: string) => {
      const res = await api('GET', `/admin/testimonials?search=${tag}&${query}`)
      expect(res.statusCode, query).toBe(200)
      return res
        .json()
        .map((x: { id: number }) => x.id)
        .sort()
    }
    expect(await ids('status=active')).toEqual([live.id])
    expect(await ids('status=deleted')).toEqual([gone.id])
    expect(await ids('status=all')).toEqual([live.id, gone.id].sort())
    expect(await ids('')).toEqual([live.id, gone.id].sort())
    expect(await ids('include_inactive=false')).toEqual([live.id])
    expect(await ids('include_inactive=false&status=deleted')).toEqual([gone.id])
    expect((await api('GET', '/admin/testimonials?status=gone')).statusCode).toBe(422)
  })

  it('search covers name, company and content, case-insensitively, with % and _ taken literally', async () => {
    const tag = `srch${Date.now()}`
    const byName = await createTestimonial(t.app, { name: `Ann ${tag}` })
    const byCompany = await createTestimonial(t.app, { company: `ACME ${tag.toUpperCase()}` })
    const byContent = await createTestimonial(t.app, { content: `Great work, said ${tag} and more words here.` })
    const found = (await api('GET', `/admin/testimonials?search=${tag}`)).json().map((x: { id: number }) => x.id)
    expect(found.sort()).toEqual([byName.id, byCompany.id, byContent.id].sort())
    expect((await api('GET', `/admin/testimonials?search=${encodeURIComponent('%')}`)).json()).toEqual([])
  })
})
