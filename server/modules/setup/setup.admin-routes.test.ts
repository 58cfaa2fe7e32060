import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { seedSampleContent } from '../../db/sample-content/seed.ts'
import { createAdmin, createPost, createProject, createUser, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

const steps = (checklist: { key: string; done: boolean }[]) => Object.fromEntries(checklist.map((s) => [s.key, s.done]))

describe('a fresh site without sample content', () => {
  let t: TestApp
  let admin: TestAccount
  const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = admin.headers) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers, payload })

  beforeAll(async () => {
    t = await createTestApp()
    admin = await createAdmin(t.app)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('publishes the blank profile: no invented person, address, links or figures', async () => {
    const site = (await t.app.inject({ method: 'GET', url: '/api/v1/site' })).json()
    expect(site).toMatchObject({ name: 'Portfolio', skills: [], languages: [], availability: [], location: '' })
    const text = JSON.stringify(site)
    for (const invented of ['Alex Morgan', 'alexmorgan', '50+', 'Happy Clients', 'Lisbon', 'linkedin.com'])
      expect(text).not.toContain(invented)
    expect(site).toMatchObject({ email: '', socials: [], stats: [], resume_url: '', professional_network_url: '' })
    // Issue 23: no placeholder words; the home page leaves a blank profile's bio out.
    expect(text).not.toMatch(/being set up|will appear here soon/i)
    expect(await t.app.services.site.isBlank()).toBe(true)
  })

  it('asks for the setup, with every checklist step to do', async () => {
    const res = await api('GET', '/admin/setup')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ needed: true, completed_at: null, show_checklist: true })
    expect(steps(res.json().checklist)).toEqual({
      profile: false,
      photo: false,
      project: false,
      post: false,
      email: false,
    })
  })

  it('is for administrators only', async () => {
    const user = await createUser(t.app)
    expect((await api('GET', '/admin/setup', undefined, user.headers)).statusCode).toBe(403)
    expect((await api('POST', '/admin/setup/complete', undefined, user.headers)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/setup' })).statusCode).toBe(401)
  })

  it('saving the profile and finishing ends the setup; the checklist follows the content', async () => {
    const profile = {
      ...(await t.app.inject({ method: 'GET', url: '/api/v1/site' })).json(),
      name: 'Robin Example',
      headline: 'Backend developer',
      bio: 'I build reliable APIs for small businesses.',
      email: 'robin@example.test',
      photo_url: '/uploads/robin.webp',
    }
    expect((await api('PUT', '/admin/site', profile)).statusCode).toBe(200)
    expect(await t.app.services.site.isBlank()).toBe(false)
    const done = await api('POST', '/admin/setup/complete')
    expect(done.statusCode).toBe(200)
    expect(done.json().needed).toBe(false)
    expect(done.json().completed_at).toEqual(expect.any(String))
    expect(steps(done.json().checklist)).toMatchObject({ profile: true, photo: true, project: false, post: false })

    await createProject(t.app)
    await createPost(t.app)
    const after = (await api('GET', '/admin/setup')).json()
    expect(steps(after.checklist)).toEqual({ profile: true, photo: true, project: true, post: true, email: false })
    // Email is still to do (no SMTP_URL), so the checklist stays until it is dismissed.
    expect(after.show_checklist).toBe(true)

    // Finishing twice keeps the first time.
    expect((await api('POST', '/admin/setup/complete')).json().completed_at).toBe(after.completed_at)

    const dismissed = await api('POST', '/admin/setup/dismiss-checklist')
    expect(dismissed.statusCode).toBe(200)
    expect(dismissed.json().show_checklist).toBe(false)
    expect((await api('GET', '/admin/setup')).json().show_checklist).toBe(false)
  })
})

describe('skipping the setup', () => {
  it('is remembered, and the public site keeps the blank profile', async () => {
    const t = await createTestApp()
    try {
      const admin = await createAdmin(t.app)
      const skip = await t.app.inject({ method: 'POST', url: '/api/v1/admin/setup/complete', headers: admin.headers })
      expect(skip.json()).toMatchObject({ needed: false, show_checklist: true })
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/site' })).json().name).toBe('Portfolio')
    } finally {
      await t.close()
    }
  })
})

describe('the sample content', () => {
  it('keeps its sample identity and asks for no setup or checklist', async () => {
    const t = await createTestApp()
    try {
      const admin = await createAdmin(t.app)
      await seedSampleContent(t.db)
      expect((await t.app.inject({ method: 'GET', url: '/api/v1/site' })).json().name).toBe('Alex Morgan')
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/setup', headers: admin.headers })
      expect(res.json()).toMatchObject({ needed: false, show_checklist: false })
    } finally {
      await t.close()
    }
  })
})
