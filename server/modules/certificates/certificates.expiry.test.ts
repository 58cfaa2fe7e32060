import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expiryFlags } from '../../../core/schemas/certificate.ts'
import { createAdmin, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

/** The UTC day `days` from today, YYYY-MM-DD. */
const day = (days: number, from = new Date()) =>
  new Date(Date.parse(`${from.toISOString().slice(0, 10)}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

describe('expiryFlags: the 60-day edge, in UTC', () => {
  // 23:30 UTC: a local clock east of UTC is already on the next day; the rule must not be.
  const now = new Date('2026-03-10T23:30:00Z')
  it.each([
    [null, false, false],
    ['2026-03-09', true, false], // yesterday
    ['2026-03-10', false, true], // today: still valid, expiring
    ['2026-05-09', false, true], // day 60
    ['2026-05-10', false, false], // day 61
    ['2030-01-01', false, false],
  ])('%s → expired %s, expires_soon %s', (date, expired, soon) => {
    expect(expiryFlags(date, now)).toEqual({ expired, expires_soon: soon })
  })
})

describe('certificate responses carry expired / expires_soon', () => {
  let t: TestApp
  let admin: TestAccount
  const ids: Record<string, number> = {}
  const cases: [string, string | null, boolean, boolean][] = [
    ['none', null, false, false],
    ['yesterday', day(-1), true, false],
    ['today', day(0), false, true],
    ['day 60', day(60), false, true],
    ['day 61', day(61), false, false],
  ]

  beforeAll(async () => {
    t = await createTestApp()
    admin = await createAdmin(t.app)
    for (const [name, expiry_date] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/certificates',
        headers: admin.headers,
        payload: { title: `Cert ${name}`, issuer: 'AWS', category: 'cloud', expiry_date },
      })
      expect(res.statusCode).toBe(201)
      ids[name] = res.json().id
    }
  })
  afterAll(async () => {
    await t?.close()
  })

  it.each(cases)(
    '%s: in the public list, the public detail, the admin list and the admin detail',
    async (name, _d, expired, soon) => {
      const flags = { expired, expires_soon: soon }
      const id = ids[name]!
      const get = async (url: string, headers = {}) => (await t.app.inject({ method: 'GET', url, headers })).json()
      const fromList = (list: { certificates: { id: number }[] }) => list.certificates.find((c) => c.id === id)
      expect(fromList(await get('/api/v1/certificates?limit=100'))).toMatchObject(flags)
      expect(await get(`/api/v1/certificates/${id}`)).toMatchObject(flags)
      expect(fromList(await get('/api/v1/admin/certificates?limit=100', admin.headers))).toMatchObject(flags)
      expect(await get(`/api/v1/admin/certificates/${id}`, admin.headers)).toMatchObject(flags)
    },
  )

  it('an edit that moves the expiry date moves the flags; the flags are never stored or accepted', async () => {
    const id = ids['day 61']!
    const patch = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: `/api/v1/admin/certificates/${id}/edit`, headers: admin.headers, payload })
    expect((await patch({ expiry_date: day(-30) })).json()).toMatchObject({ expired: true, expires_soon: false })
    expect((await patch({ expiry_date: day(10) })).json()).toMatchObject({ expired: false, expires_soon: true })
    expect((await patch({ expired: false })).statusCode).toBe(422)
  })
})
