import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContentKind } from '../../lib/events.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { certificateInput, createAdmin, createCertificate, createUser, type TestAccount } from '../../test/factories.ts'

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

const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, ...(payload ? { payload } : {}) })
const pub = (id: number) => t.app.inject({ method: 'GET', url: `/api/v1/certificates/${id}` })

describe('admin certificates', () => {
  it('POST /admin/certificates: 201, visible publicly, change announced', async () => {
    changes.length = 0
    const res = await api('POST', '/admin/certificates', certificateInput({ skills: ['AWS', 'aws', 'S3'] }))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ issuer: 'IBM', skills: ['AWS', 'S3'], is_active: true, verified: true })
    expect(changes).toEqual(['certificates'])
    expect((await pub(res.json().id)).statusCode).toBe(200)
  })

  it.each([
    [{ title: '' }, 'Title is required'],
    [{ issuer: '' }, 'Issuer is required'],
    [{ category: '' }, 'Category is required'],
    [{ issued_date: '2024-13-45' }, 'Use the date format YYYY-MM-DD'],
    [{ credential_url: 'javascript:alert(1)' }, 'Must be an http(s) URL or a path starting with /'],
  ])('422 for %j', async (override, message) => {
    const res = await api('POST', '/admin/certificates', { ...certificateInput(), ...override })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: message })
  })

  it('PATCH …/edit changes only the fields sent', async () => {
    const c = await createCertificate(t.app, { featured: true, skills: ['Go'] })
    changes.length = 0
    const res = await api('PATCH', `/admin/certificates/${c.id}/edit`, { title: 'Renamed', credential_url: null })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      id: c.id,
      title: 'Renamed',
      credential_url: null,
      featured: true,
      skills: ['Go'],
      issuer: c.issuer,
      created_at: c.created_at,
    })
    expect(changes).toEqual(['certificates'])
    // A full body works too (what an edit form sends).
    const full = await api('PATCH', `/admin/certificates/${c.id}/edit`, certificateInput({ title: 'Full' }))
    expect(full.json()).toMatchObject({ title: 'Full', featured: false })
    expect((await api('PATCH', `/admin/certificates/${c.id}/edit`, { title: '' })).statusCode).toBe(422)
    expect((await api('PATCH', `/admin/certificates/${c.id}/edit`, { views: 5 })).statusCode).toBe(422)
    expect((await api('PATCH', '/admin/certificates/999999/edit', { title: 'x' })).statusCode).toBe(404)
  })

  it('soft-delete hides it publicly, the admin list shows it with include_inactive, restore brings it back', async () => {
    const c = await createCertificate(t.app)
    const del = await api('PATCH', `/admin/certificates/${c.id}/soft-delete`)
    expect(del.statusCode).toBe(200)
    expect(del.json().is_active).toBe(false)
    expect((await pub(c.id)).statusCode).toBe(404)
    const ids = async (q: string) =>
      (await api('GET', `/admin/certificates${q}`)).json().certificates.map((x: { id: number }) => x.id)
    expect(await ids('?limit=100')).not.toContain(c.id)
    expect(await ids('?limit=100&include_inactive=true')).toContain(c.id)
    expect((await api('GET', `/admin/certificates/${c.id}`)).json().is_active).toBe(false)
    expect((await api('PATCH', `/admin/certificates/${c.id}/restore`)).json().is_active).toBe(true)
    expect((await pub(c.id)).statusCode).toBe(200)
    expect((await api('PATCH', '/admin/certificates/999999/restore')).statusCode).toBe(404)
    expect((await api('GET', '/admin/certificates/999999')).statusCode).toBe(404)
  })

  it('every route needs a superuser', async () => {
    const user = await createUser(t.app)
    const c = await createCertificate(t.app)
    for (const [method, url] of [
      ['GET', '/admin/certificates'],
      ['GET', `/admin/certificates/${c.id}`],
      ['POST', '/admin/certificates'],
      ['PATCH', `/admin/certificates/${c.id}/edit`],
      ['PATCH', `/admin/certificates/${c.id}/soft-delete`],
      ['PATCH', `/admin/certificates/${c.id}/restore`],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api/v1${url}` })).statusCode, `${method} ${url}`).toBe(401)
      expect((await t.app.inject({ method, url: `/api/v1${url}`, headers: user.headers })).statusCode).toBe(403)
    }
    expect((await pub(c.id)).json().is_active).toBe(true)
  })
})

describe('GET /admin/certificates: status and search on the server', () => {
  it('status=active|deleted|all, with include_inactive still understood', async () => {
    const tag = `status${Date.now()}`
    const live = await createCertificate(t.app, { title: `Live ${tag}` })
    const gone = await createCertificate(t.app, { title: `Gone ${tag}` })
    expect((await api('PATCH', `/admin/certificates/${gone.id}/soft-delete`)).statusCode).toBe(200)
    const ids = async (query: string) => {
      const res = await api('GET', `/admin/certificates?search=${tag}&${query}`)
      expect(res.statusCode, query).toBe(200)
      return {
        ids: res
          .json()
          .certificates.map((c: { id: number }) => c.id)
          .sort(),
        total: res.json().total,
      }
    }
    expect(await ids('status=active')).toEqual({ ids: [live.id], total: 1 })
    expect(await ids('status=deleted')).toEqual({ ids: [gone.id], total: 1 })
    expect(await ids('status=all')).toEqual({ ids: [live.id, gone.id].sort(), total: 2 })
    expect(await ids('include_inactive=true')).toEqual({ ids: [live.id, gone.id].sort(), total: 2 })
    expect((await ids('')).ids).toEqual([live.id])
    expect((await ids('include_inactive=true&status=deleted')).ids).toEqual([gone.id])
    expect((await api('GET', '/admin/certificates?status=nope')).statusCode).toBe(422)
  })
})

describe('GET /admin/certificates?sort=newest', () => {
  it('puts the newest first whatever is featured or issued; the default keeps featured first', async () => {
    const tag = `sort${Date.now()}`
    const featured = await createCertificate(t.app, { title: `Featured ${tag}`, featured: true })
    await new Promise((r) => setTimeout(r, 5))
    const plain = await createCertificate(t.app, { title: `Plain ${tag}`, featured: false })
    const ids = async (query: string) =>
      (await api('GET', `/admin/certificates?search=${tag}${query}`))
        .json()
        .certificates.map((c: { id: number }) => c.id)
    expect(await ids('&sort=newest')).toEqual([plain.id, featured.id])
    expect(await ids('')).toEqual([featured.id, plain.id])
  })
})
