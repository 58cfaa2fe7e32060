import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PostStatus } from '../../../core/schemas/blog.ts'
import { createAdmin, createPost } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { statusIs, statusOf } from '../../db/publication.ts'

// One publication rule (blogs.repository.ts): the TypeScript and SQL forms must agree on every row,
// a published post with no publication time included (rows written before times were kept, and
// archives of that time restored, hold such posts).
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const CASES: { name: string; published: 0 | 1; published_at: string | null; status: PostStatus }[] = [
  { name: 'draft-never-dated', published: 0, published_at: null, status: 'draft' },
  { name: 'draft-once-published', published: 0, published_at: at(-86_400_000), status: 'draft' },
  { name: 'draft-with-future-time', published: 0, published_at: at(86_400_000), status: 'draft' },
  { name: 'published-past', published: 1, published_at: at(-86_400_000), status: 'published' },
  { name: 'published-undated', published: 1, published_at: null, status: 'published' },
  { name: 'scheduled', published: 1, published_at: at(86_400_000), status: 'scheduled' },
]

describe('post visibility: one rule', () => {
  it('TypeScript and SQL give every row the same status, a null published_at included', async () => {
    const ids = new Map<number, (typeof CASES)[number]>()
    for (const c of CASES) {
      const post = await createPost(t.app, { title: `Status ${c.name}` })
      await t.db.db
        .updateTable('blog_posts')
        .set({ published: c.published, published_at: c.published_at })
        .where('id', '=', post.id)
        .execute()
      ids.set(post.id, c)
    }
    const rows = await t.db.db
      .selectFrom('blog_posts')
      .select(['id', 'published', 'published_at'])
      .where('id', 'in', [...ids.keys()])
      .execute()
    for (const row of rows) expect(statusOf(row), ids.get(row.id)?.name).toBe(ids.get(row.id)?.status)
    for (const status of ['draft', 'scheduled', 'published'] as const) {
      const matched = await t.db.db
        .selectFrom('blog_posts')
        .select('id')
        .where('id', 'in', [...ids.keys()])
        .where(statusIs('blog_posts', status))
        .execute()
      const expected = CASES.filter((c) => c.status === status).map((c) => c.name)
      expect(matched.map((r) => ids.get(r.id)?.name).sort(), status).toEqual(expected.sort())
    }
  })

  it('a published post with no publication time is public on its page, in the list, and in the admin as published', async () => {
    const admin = await createAdmin(t.app)
    const post = await createPost(t.app, { title: 'Undated but published' })
    await t.db.db.updateTable('blog_posts').set({ published_at: null }).where('id', '=', post.id).execute()
    t.app.events.changed('blogs')

    const page = await t.app.inject({ url: `/api/v1/blogs/${post.slug}` })
    expect(page.statusCode).toBe(200)
    expect(page.json().status).toBe('published')
    const list = (await t.app.inject({ url: '/api/v1/blogs?limit=100' })).json() as { posts: { slug: string }[] }
    expect(list.posts.map((b) => b.slug)).toContain(post.slug)
    const adminList = await t.app.inject({
      url: '/api/v1/admin/blogs?status=published&limit=100',
      headers: admin.headers,
    })
    expect((adminList.json() as { posts: { slug: string }[] }).posts.map((b) => b.slug)).toContain(post.slug)
  })
})
