import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContentKind } from '../../lib/events.ts'
import { BLANK_SITE_PROFILE, DEFAULT_SITE_PROFILE } from './default-profile.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createAdmin, createUser, type TestAccount } from '../../test/factories.ts'

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

const put = (payload: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/admin/site', headers, payload })

describe('PUT /admin/site', () => {
  it('replaces the profile; GET /site shows it at once', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/api/v1/site' })
    // Nothing saved yet: the blank profile (never the sample's invented person).
    expect(before.json()).toEqual(BLANK_SITE_PROFILE)
    changes.length = 0
    const res = await put({ ...DEFAULT_SITE_PROFILE, name: 'Sam Rivera', years_experience: 7 })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ name: 'Sam Rivera', years_experience: 7 })
    expect(changes).toEqual(['site'])
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/site' })
    expect(after.json()).toMatchObject({ name: 'Sam Rivera', years_experience: 7 })
    expect(after.headers.etag).not.toBe(before.headers.etag)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/site', headers: admin.headers })).json().name).toBe(
      'Sam Rivera',
    )
  })

  it('validates the whole profile', async () => {
    const cases: [object, string][] = [
      [{ ...DEFAULT_SITE_PROFILE, email: 'nope' }, 'Invalid email address'],
      [{ ...DEFAULT_SITE_PROFILE, name: '' }, 'Name is required'],
      [
        { ...DEFAULT_SITE_PROFILE, resume_url: 'javascript:alert(1)' },
        'Must be an http(s) URL or a path starting with /',
      ],
      [
        { ...DEFAULT_SITE_PROFILE, socials: [{ platform: 'github', label: 'GH', url: 'javascript:alert(1)' }] },
        'Must be an http(s) or mailto: link',
      ],
    ]
    for (const [body, message] of cases) {
      const res = await put(body)
      expect(res.statusCode).toBe(422)
      expect(res.json().detail).toBe(message)
    }
    const { name: _n, ...missing } = DEFAULT_SITE_PROFILE
    expect((await put(missing)).statusCode).toBe(422)
  })

  it('needs a superuser', async () => {
    const user = await createUser(t.app)
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/admin/site', payload: DEFAULT_SITE_PROFILE })).statusCode,
    ).toBe(401)
    expect((await put(DEFAULT_SITE_PROFILE, user.headers)).statusCode).toBe(403)
  })
})
