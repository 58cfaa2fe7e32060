import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Certificate, CertificateList } from '../../../core/schemas/certificate.ts'
import { seedSampleContent } from '../../db/sample-content/seed.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
const get = async <T = unknown>(url: string) => {
  const res = await t.app.inject(url)
  return { status: res.statusCode, body: res.json() as T }
}

beforeAll(async () => {
  t = await createTestApp()
  await seedSampleContent(t.db)
})
afterAll(() => t.close())

describe('certificates API', () => {
  it('lists the 8 sample certificates, 12 per page by default', async () => {
    const { status, body } = await get<CertificateList>('/api/v1/certificates')
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 8, page: 1, pages: 1, has_more: false })
    expect(body.certificates).toHaveLength(8)
    const page2 = (await get<CertificateList>('/api/v1/certificates?skip=3&limit=3')).body
    expect(page2).toMatchObject({ total: 8, page: 2, pages: 3, has_more: true })
  })

  it('has the five categories and five issuers of SPEC.md §3', async () => {
    expect((await get<string[]>('/api/v1/certificates/categories')).body).toEqual([
      'Cloud Computing',
      'Database Management',
      'DevOps',
      'Front-End Development',
      'Web Development',
    ])
    expect((await get<string[]>('/api/v1/certificates/issuers')).body).toEqual([
      'AWS',
      'Board Infinity',
      'Google',
      'IBM',
      'META',
    ])
  })

  it('filters by category and issuer, alone and together', async () => {
    const all = (await get<CertificateList>('/api/v1/certificates')).body.certificates
    for (const issuer of ['AWS', 'Board Infinity', 'Google', 'IBM', 'META']) {
      const { body } = await get<CertificateList>(`/api/v1/certificates?issuer=${encodeURIComponent(issuer)}`)
      expect(body.total).toBe(all.filter((c) => c.issuer === issuer).length)
      expect(body.certificates.every((c) => c.issuer === issuer)).toBe(true)
    }
    const c = all[0]!
    const { body } = await get<CertificateList>(
      `/api/v1/certificates?issuer=${encodeURIComponent(c.issuer)}&category=${encodeURIComponent(c.category)}`,
    )
    expect(body.total).toBe(all.filter((x) => x.issuer === c.issuer && x.category === c.category).length)
  })

  it('featured: only featured, default limit 8', async () => {
    const { body } = await get<Certificate[]>('/api/v1/certificates/featured')
    expect(body.length).toBeGreaterThan(0)
    expect(body.length).toBeLessThanOrEqual(8)
    expect(body.every((c) => c.featured)).toBe(true)
  })

  it('shows one certificate by id and 404s for anything else', async () => {
    const { status, body } = await get<Certificate>('/api/v1/certificates/3')
    expect(status).toBe(200)
    expect(body.id).toBe(3)
    expect(Array.isArray(body.skills)).toBe(true)
    for (const id of ['999', 'abc', '0']) {
      const res = await get<{ detail: string }>(`/api/v1/certificates/${id}`)
      expect(res.status).toBe(404)
      expect(res.body.detail).toBe('Certificate not found')
    }
  })

  it('hides inactive certificates everywhere', async () => {
    await t.db.db.updateTable('certificates').set({ is_active: 0 }).where('id', '=', 2).execute()
    t.app.events.changed('certificates') // direct writes skip the services' own announcement
    try {
      expect((await get<CertificateList>('/api/v1/certificates')).body.total).toBe(7)
      expect((await get('/api/v1/certificates/2')).status).toBe(404)
    } finally {
      await t.db.db.updateTable('certificates').set({ is_active: 1 }).where('id', '=', 2).execute()
      t.app.events.changed('certificates') // direct writes skip the services' own announcement
    }
  })

  it('rejects bad paging and unknown filters with 422', async () => {
    for (const q of ['skip=-5', 'limit=1000', 'limit=x', 'verified=true']) {
      const res = await get<{ code: string }>(`/api/v1/certificates?${q}`)
      expect(res.status).toBe(422)
      expect(res.body.code).toBe('VALIDATION_ERROR')
    }
  })
})
