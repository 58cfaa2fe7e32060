import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Overview } from '../../../core/schemas/overview.ts'
import {
  createAdmin,
  createCertificate,
  createPost,
  createProject,
  createTestimonial,
  type TestAccount,
} from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let admin: TestAccount
const overview = async () => {
  const res = await t.app.inject({ url: '/api/v1/admin/overview', headers: admin.headers })
  expect(res.statusCode).toBe(200)
  return { body: res.json() as Overview, bytes: res.rawPayload.length }
}
const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString()

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(() => t.close())

describe('GET /admin/overview', () => {
  it('needs a superuser', async () => {
    expect((await t.app.inject('/api/v1/admin/overview')).statusCode).toBe(401)
  })

  it('counts, the latest activity and the newest unread messages in one answer', async () => {
    const db = t.db.db
    const live = await createProject(t.app, { title: 'Live project' })
    const gone = await createProject(t.app, { title: 'Gone project' })
    await db.updateTable('projects').set({ is_active: 0, likes: 2, views: 5 }).where('id', '=', gone.id).execute()
    await db.updateTable('projects').set({ likes: 3, views: 7 }).where('id', '=', live.id).execute()
    const published = await createPost(t.app, { title: 'Published post', published: true })
    await createPost(t.app, { title: 'Second post', published: true })
    const draft = await createPost(t.app, { title: 'Draft post', published: false })
    // Scheduled for tomorrow: neither published yet nor a draft.
    await createPost(t.app, {
      title: 'Scheduled post',
      published: true,
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    })
    await db.updateTable('blog_posts').set({ views: 11 }).where('id', '=', published.id).execute()
    await createCertificate(t.app, { title: 'A certificate' })
    await createTestimonial(t.app, { name: 'Approved Ann', approved: true })
    await createTestimonial(t.app, { name: 'Pending Pat', approved: false })
    const message = (name: string, minutesAgo: number, extra: { read?: number; status?: string } = {}) => ({
      name,
      email: 'x@example.com',
      subject: `Hello from ${name}`,
      message: 'A message long enough.',
      read: 0,
      status: 'new',
      created_at: at(minutesAgo),
      ...extra,
    })
    await db
      .insertInto('contact_messages')
      .values([
        message('Oldest', 300),
        message('Newer', 2),
        message('Newest', 1),
        message('Middle', 100),
        message('Was read', 0, { read: 1, status: 'read' }),
        message('Spammer', 0, { status: 'spam' }),
      ])
      .execute()
    const today = new Date().toISOString().slice(0, 10)
    const old = new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)
    await db
      .insertInto('daily_views')
      .values([
        { content_type: 'post', content_id: published.id, day: today, views: 4 },
        { content_type: 'project', content_id: live.id, day: old, views: 9 },
      ])
      .execute()
    // Everything was written a while ago; then the draft was edited and a project deleted.
    for (const table of ['projects', 'blog_posts', 'certificates', 'testimonials'] as const)
      await db
        .updateTable(table)
        .set({ created_at: at(1000), updated_at: at(500) })
        .execute()
    await db
      .updateTable('blog_posts')
      .set({ updated_at: at(0) })
      .where('id', '=', draft.id)
      .execute()
    await db
      .updateTable('projects')
      .set({ updated_at: at(0.5) })
      .where('id', '=', gone.id)
      .execute()

    const { body } = await overview()
    expect(body.counts).toEqual({
      projects: 1,
      posts: 2,
      drafts: 1,
      scheduled: 1,
      certificates: 1,
      testimonials: 1,
      pending_testimonials: 1,
      messages: 5,
      unread_messages: 4,
      likes: 3,
      views: 7 + 11,
      period_views: 4,
    })
    expect(body.unread.map((m) => m.name)).toEqual(['Newest', 'Newer', 'Middle'])
    expect(body.unread[0]).toEqual({
      id: expect.any(Number),
      name: 'Newest',
      subject: 'Hello from Newest',
      created_at: expect.any(String),
    })
    expect(body.activity).toHaveLength(8)
    expect(body.activity.map((a) => a.at)).toEqual([...body.activity.map((a) => a.at)].sort().reverse())
    expect(body.activity.slice(0, 5)).toEqual([
      { kind: 'post', id: draft.id, title: 'Draft post', action: 'draft', at: expect.any(String) },
      { kind: 'project', id: gone.id, title: 'Gone project', action: 'deleted', at: expect.any(String) },
      { kind: 'message', id: body.unread[0]!.id, title: 'Newest', action: 'received', at: body.unread[0]!.created_at },
      expect.objectContaining({ kind: 'message', title: 'Newer' }),
      expect.objectContaining({ kind: 'message', title: 'Middle' }),
    ])
    // Edited long after creation: an update.
    expect(body.activity.slice(5)).toContainEqual(expect.objectContaining({ action: 'updated' }))
    expect(body.activity.some((a) => a.title === 'Oldest' || a.title === 'Spammer')).toBe(false)
  })

  it('stays small however many posts there are', async () => {
    const before = await overview()
    const now = new Date().toISOString()
    const rows = Array.from({ length: 2500 }, (_, i) => ({
      title: `Bulk post ${i} ${'with a long title '.repeat(8)}`,
      slug: `bulk-post-${i}`,
      excerpt: 'x'.repeat(500),
      content_markdown: 'y'.repeat(2000),
      content: `<p>${'y'.repeat(2000)}</p>`,
      tags: '["bulk"]',
      published: i % 10 ? 1 : 0,
      featured: 0,
      read_time: 1,
      views: 0,
      published_at: now,
      created_at: now,
      updated_at: now,
    }))
    for (let i = 0; i < rows.length; i += 250)
      await t.db.db
        .insertInto('blog_posts')
        .values(rows.slice(i, i + 250))
        .execute()
    const after = await overview()
    expect(after.body.counts.posts).toBe(before.body.counts.posts + 2250)
    expect(after.body.counts.drafts).toBe(before.body.counts.drafts + 250)
    expect(after.body.activity).toHaveLength(8)
    expect(after.bytes).toBeLessThan(50 * 1024)
    expect(after.bytes).toBeLessThan(before.bytes + 2048)
  })
})
