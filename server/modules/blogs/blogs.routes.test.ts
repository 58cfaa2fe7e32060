import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BlogList, BlogPost } from '../../../core/schemas/blog.ts'
import { seedSampleContent } from '../../db/sample-content/seed.ts'
import { createPost } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
const get = async <T = unknown>(url: string) => {
  const res = await t.app.inject(url)
  return { status: res.statusCode, body: res.json() as T }
}
const ids = (list: BlogList) => list.posts.map((p) => p.id).sort((a, b) => a - b)

beforeAll(async () => {
  t = await createTestApp()
  await seedSampleContent(t.db)
})
afterAll(() => t.close())

describe('blog API', () => {
  it('lists the 5 published sample posts, 10 per page by default', async () => {
    const { status, body } = await get<BlogList>('/api/v1/blogs')
    expect(status).toBe(200)
    expect(body).toMatchObject({ total: 5, page: 1, pages: 1, has_more: false })
    expect(ids(body)).toEqual([1, 3, 4, 5, 6])
    const p = (await get<BlogList>('/api/v1/blogs?skip=3&limit=3')).body
    expect(p).toMatchObject({ total: 5, page: 2, pages: 2, has_more: false })
    expect(p.posts).toHaveLength(2)
  })

  it('has 22 tags, sorted', async () => {
    const { body } = await get<string[]>('/api/v1/blogs/tags')
    expect(body).toHaveLength(22)
    expect(body).toEqual([...body].sort())
  })

  it('filters by one exact tag', async () => {
    const all = (await get<BlogList>('/api/v1/blogs')).body.posts
    const tag = all[0]!.tags[0]!
    const { body } = await get<BlogList>(`/api/v1/blogs?tag=${encodeURIComponent(tag)}`)
    expect(body.total).toBe(all.filter((p) => p.tags.includes(tag)).length)
    expect(body.posts.every((p) => p.tags.includes(tag))).toBe(true)
    expect(
      (await get<BlogList>(`/api/v1/blogs?tag=${encodeURIComponent(tag.slice(0, -1))}`)).body.posts.every((p) =>
        p.tags.includes(tag.slice(0, -1)),
      ),
    ).toBe(true)
  })

  it('searches title, excerpt, content and tags case-insensitively', async () => {
    const all = (await get<BlogList>('/api/v1/blogs')).body.posts
    const post = all[2]!
    const titleWord = post.title
      .split(/\s+/)
      .find((w) => w.length > 5)!
      .replace(/\W/g, '')
    const byTitle = (await get<BlogList>(`/api/v1/blogs?search=${encodeURIComponent(titleWord.toUpperCase())}`)).body
    expect(ids(byTitle)).toContain(post.id)
    const tag = post.tags[post.tags.length - 1]!
    const byTag = (await get<BlogList>(`/api/v1/blogs?search=${encodeURIComponent(tag.toLowerCase())}`)).body
    expect(ids(byTag)).toContain(post.id)
    // A word that only appears inside the post body.
    const [row] = await t.db.db.selectFrom('blog_posts').select('content_markdown').where('id', '=', post.id).execute()
    const bodyWord = row!.content_markdown.match(/\b[a-z]{9,}\b/)![0]
    expect(ids((await get<BlogList>(`/api/v1/blogs?search=${bodyWord}`)).body)).toContain(post.id)
    expect((await get<BlogList>('/api/v1/blogs?search=zzqxnotaword')).body).toMatchObject({ total: 0, pages: 1 })
  })

  it('takes %, _, quotes and SQL in a search as text: no words, no match, no error', async () => {
    for (const s of ['%', '_', '\\', '%%%', '"', "'"]) {
      const { status, body } = await get<BlogList>(`/api/v1/blogs?search=${encodeURIComponent(s)}`)
      expect(status).toBe(200)
      expect(body).toMatchObject({ posts: [], total: 0, pages: 1 })
    }
    // Only the words count: the same answer as the words typed plainly.
    for (const [s, words] of [
      ["' OR '1'='1", 'or 1 1'],
      ['"; DROP TABLE blog_posts; --', 'drop table blog posts'],
    ] as const) {
      const { status, body } = await get<BlogList>(`/api/v1/blogs?search=${encodeURIComponent(s)}`)
      expect(status).toBe(200)
      expect(ids(body)).toEqual(ids((await get<BlogList>(`/api/v1/blogs?search=${encodeURIComponent(words)}`)).body))
    }
    expect((await get<BlogList>('/api/v1/blogs')).body.total).toBe(5)
  })

  it('shows a post by id or slug with rendered, highlighted HTML and a read time', async () => {
    const byId = await get<BlogPost>('/api/v1/blogs/3')
    expect(byId.status).toBe(200)
    const bySlug = await get<BlogPost>(`/api/v1/blogs/${byId.body.slug}`)
    expect(bySlug.body.id).toBe(3)
    expect(bySlug.body.read_time).toBeGreaterThanOrEqual(1)
    expect(bySlug.body.content).toContain('<pre class="shiki')
    expect(bySlug.body).not.toHaveProperty('content_markdown')
  })

  it('hides drafts from lists, tags and detail', async () => {
    await t.db.db.updateTable('blog_posts').set({ published: 0 }).where('id', '=', 6).execute()
    t.app.events.changed('blogs') // direct writes skip the services' own announcement
    try {
      expect(ids((await get<BlogList>('/api/v1/blogs')).body)).toEqual([1, 3, 4, 5])
      const res = await get<{ detail: string }>('/api/v1/blogs/6')
      expect(res.status).toBe(404)
      expect(res.body.detail).toBe('Post not found')
    } finally {
      await t.db.db.updateTable('blog_posts').set({ published: 1 }).where('id', '=', 6).execute()
      t.app.events.changed('blogs') // direct writes skip the services' own announcement
    }
  })

  it('rejects bad input with 422 and unknown posts with 404', async () => {
    for (const q of ['skip=-1', 'limit=0', 'limit=abc', 'search=' + 'x'.repeat(201), 'author=me']) {
      expect((await get(`/api/v1/blogs?${q}`)).status).toBe(422)
    }
    const bad = await get<{ detail: string }>('/api/v1/blogs?sort=oldest')
    expect(bad).toMatchObject({ status: 422, body: { detail: 'Sort must be featured or newest' } })
    for (const id of ['2', '7', 'nope', '99999999999999999999'])
      expect((await get(`/api/v1/blogs/${id}`)).status).toBe(404)
  })

  // Runs last: it adds a post.
  it('sort=newest puts a just-published post first; the default order keeps featured first', async () => {
    const before = (await get<BlogList>('/api/v1/blogs')).body.posts
    expect(before.some((p) => p.featured)).toBe(true)
    const post = await createPost(t.app, { title: 'Just published', featured: false })
    const newest = (await get<BlogList>('/api/v1/blogs?sort=newest&limit=3')).body.posts
    expect(newest[0]).toMatchObject({ id: post.id, featured: false })
    const dates = newest.map((p) => p.published_at!)
    expect(dates).toEqual([...dates].sort().reverse())
    const featuredFirst = (await get<BlogList>('/api/v1/blogs')).body.posts
    expect(featuredFirst[0]!.featured).toBe(true)
    expect(featuredFirst.findIndex((p) => p.id === post.id)).toBeGreaterThan(0)
  })
})
