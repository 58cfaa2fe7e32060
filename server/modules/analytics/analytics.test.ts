import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import {
  contactInput,
  createAdmin,
  createCertificate,
  createPost,
  createProject,
  createTestimonial,
  createUser,
  ipFor,
  type TestAccount,
} from '../../test/factories.ts'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const dayOffset = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(async () => {
  await t?.close()
})

const analytics = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/analytics${query}`, headers: admin.headers })

describe('GET /admin/analytics', () => {
  it('on an empty site: a zero-filled series and zero totals', async () => {
    const res = await analytics()
    expect(res.statusCode).toBe(200)
    const a = res.json()
    expect(a.days).toBe(30)
    expect(a.views_per_day).toHaveLength(30)
    expect(a.views_per_day[0].day).toBe(a.from)
    expect(a.views_per_day.at(-1).day).toBe(a.to)
    expect(a.to).toBe(dayOffset(0))
    expect(a.from).toBe(dayOffset(29))
    expect(a.views_per_day.every((d: { views: number }) => d.views === 0)).toBe(true)
    expect(a.totals).toEqual({
      projects: 0,
      posts: 0,
      drafts: 0,
      certificates: 0,
      testimonials: 0,
      messages: 0,
      unread_messages: 0,
      likes: 0,
      views: 0,
      period_views: 0,
    })
    expect(a.top_projects).toEqual([])
  })

  it('views per day, top content by views and likes, totals incl. unread messages and likes', async () => {
    const p1 = await createProject(t.app, { title: 'Alpha' })
    const p2 = await createProject(t.app, { title: 'Beta' })
    const hidden = await createProject(t.app, { title: 'Hidden', is_active: false })
    const post = await createPost(t.app, { title: 'Post One' })
    await createPost(t.app, { title: 'Draft One', published: false })
    await createCertificate(t.app)
    await createTestimonial(t.app)

    // History: p1 viewed 5 times two days ago, p2 3 times 40 days ago (outside 30 days).
    await t.db.db
      .insertInto('daily_views')
      .values([
        { content_type: 'project', content_id: p1.id, day: dayOffset(2), views: 5 },
        { content_type: 'project', content_id: p2.id, day: dayOffset(40), views: 3 },
        { content_type: 'post', content_id: post.id, day: dayOffset(2), views: 4 },
        { content_type: 'project', content_id: hidden.id, day: dayOffset(1), views: 9 },
      ])
      .execute()
    await t.db.db.updateTable('projects').set({ views: 5 }).where('id', '=', p1.id).execute()
    await t.db.db.updateTable('projects').set({ views: 30 }).where('id', '=', p2.id).execute()
    await t.db.db.updateTable('blog_posts').set({ views: 4 }).where('id', '=', post.id).execute()

    // Today: a real view and likes through the API (the view is still in the batch).
    await t.app.inject({
      method: 'GET',
      url: `/api/v1/projects/${p2.slug}`,
      remoteAddress: ipFor(1),
      headers: { 'user-agent': BROWSER },
    })
    for (let i = 0; i < 3; i++) {
      await t.app.inject({ method: 'POST', url: `/api/v1/projects/${p2.id}/like`, remoteAddress: ipFor(100 + i) })
    }
    await t.app.inject({ method: 'POST', url: `/api/v1/projects/${p1.id}/like`, remoteAddress: ipFor(200) })

    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: contactInput(),
        remoteAddress: ipFor(300 + i),
      })
    }
    const { messages } = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/messages', headers: admin.headers })
    ).json()
    await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/messages/${messages[0].id}`,
      headers: admin.headers,
      payload: { read: true },
    })

    const a = (await analytics()).json()
    const byDay = Object.fromEntries(a.views_per_day.map((d: { day: string }) => [d.day, d]))
    expect(byDay[dayOffset(2)]).toEqual({ day: dayOffset(2), views: 9, project_views: 5, post_views: 4 })
    expect(byDay[dayOffset(1)].views).toBe(9)
    expect(byDay[dayOffset(0)]).toMatchObject({ views: 1, project_views: 1 })
    expect(byDay[dayOffset(40)]).toBeUndefined()

    expect(a.top_projects.map((p: { title: string }) => p.title)).toEqual(['Alpha', 'Beta'])
    expect(a.top_projects[0]).toMatchObject({ id: p1.id, slug: p1.slug, views: 5, period_views: 5, likes: 1 })
    expect(a.top_projects[1]).toMatchObject({ id: p2.id, views: 31, period_views: 1, likes: 3 })
    expect(a.top_liked_projects.map((p: { id: number }) => p.id)).toEqual([p2.id, p1.id])
    expect(a.top_posts).toEqual([{ id: post.id, title: 'Post One', slug: post.slug, views: 4, period_views: 4 }])

    expect(a.totals).toEqual({
      projects: 2,
      posts: 1,
      drafts: 1,
      certificates: 1,
      testimonials: 1,
      messages: 3,
      unread_messages: 2,
      likes: 4,
      views: 31 + 5 + 4,
      period_views: 5 + 4 + 9 + 1,
    })

    const week = (await analytics('?days=1')).json()
    expect(week.views_per_day).toEqual([{ day: dayOffset(0), views: 1, project_views: 1, post_views: 0 }])
    expect(week.top_projects[0].id).toBe(p2.id)
  })

  it('validates days (1..365) and is for superusers only', async () => {
    for (const q of ['?days=0', '?days=366', '?days=abc', '?days=1.5', '?other=1']) {
      expect((await analytics(q)).statusCode).toBe(422)
    }
    expect((await analytics('?days=365')).json().views_per_day).toHaveLength(365)
    const user = await createUser(t.app)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/analytics' })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/analytics', headers: user.headers })).statusCode,
    ).toBe(403)
  })
})
