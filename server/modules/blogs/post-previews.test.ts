import { createHash } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, createPost, createUser, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

// API.md, Publishing: a preview link shows a post of any status to anyone holding it, for 7 days,
// until revoked. The page itself (/preview/<token>) is covered by tests/e2e/publishing.spec.ts.
let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(async () => {
  await t?.close()
})

const makeLink = (postId: number, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/v1/admin/blogs/${postId}/preview-link`, headers })
const revoke = (postId: number, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/admin/blogs/${postId}/preview-link`, headers })
const tokenOf = (url: string) => url.replace('/preview/', '')
const previewed = async (url: string) => {
  try {
    return await t.app.services.postPreviews.post(tokenOf(url))
  } catch (err) {
    return (err as { statusCode: number }).statusCode
  }
}

describe('preview links', () => {
  it('201 {url, expires_at} in 7 days; the link shows a draft and a scheduled post', async () => {
    const draft = await createPost(t.app, { published: false, title: 'Draft for review' })
    const scheduled = await createPost(t.app, { published_at: new Date(Date.now() + 86_400_000).toISOString() })
    for (const post of [draft, scheduled]) {
      const before = Date.now()
      const res = await makeLink(post.id)
      expect(res.statusCode).toBe(201)
      const link = res.json()
      expect(Object.keys(link).sort()).toEqual(['expires_at', 'url'])
      expect(link.url).toMatch(/^\/preview\/[A-Za-z0-9_-]{43}$/)
      const days = (Date.parse(link.expires_at) - before) / 86_400_000
      expect(days).toBeGreaterThan(6.99)
      expect(days).toBeLessThan(7.01)
      expect(await previewed(link.url)).toMatchObject({ id: post.id, title: post.title, content: post.content })
      // The public still cannot see it.
      expect((await t.app.inject({ url: `/api/v1/blogs/${post.slug}` })).statusCode).toBe(404)
    }
  })

  it('only the token’s hash is stored', async () => {
    const post = await createPost(t.app, { published: false })
    const { url } = (await makeLink(post.id)).json()
    const rows = await t.db.db.selectFrom('post_preview_links').selectAll().where('post_id', '=', post.id).execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toBe(createHash('sha256').update(tokenOf(url)).digest('hex'))
    expect(JSON.stringify(rows)).not.toContain(tokenOf(url))
  })

  it('unknown, expired and revoked links are 404', async () => {
    const post = await createPost(t.app, { published: false })
    const a = (await makeLink(post.id)).json()
    const b = (await makeLink(post.id)).json()
    expect(await previewed('/preview/not-a-real-token')).toBe(404)

    await t.db.db
      .updateTable('post_preview_links')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', createHash('sha256').update(tokenOf(a.url)).digest('hex'))
      .execute()
    expect(await previewed(a.url)).toBe(404)
    expect(await previewed(b.url)).toMatchObject({ id: post.id })

    const res = await revoke(post.id)
    expect(res.statusCode).toBe(204)
    expect(await previewed(b.url)).toBe(404)
    // A new link after revoking works again.
    expect(await previewed((await makeLink(post.id)).json().url)).toMatchObject({ id: post.id })
  })

  it('deleting the post deletes its links', async () => {
    const post = await createPost(t.app, { published: false })
    const { url } = (await makeLink(post.id)).json()
    await t.app.services.blogs.remove(post.id)
    expect(await previewed(url)).toBe(404)
    expect(await t.db.db.selectFrom('post_preview_links').where('post_id', '=', post.id).selectAll().execute()).toEqual(
      [],
    )
  })

  it('404 for an unknown post; admins only', async () => {
    for (const res of [await makeLink(999_999), await revoke(999_999)]) {
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ detail: 'Post not found', code: 'POST_NOT_FOUND' })
    }
    const post = await createPost(t.app, { published: false })
    const visitor = await createUser(t.app)
    expect((await makeLink(post.id, visitor.headers)).statusCode).toBe(403)
    expect((await revoke(post.id, visitor.headers)).statusCode).toBe(403)
    expect((await makeLink(post.id, {})).statusCode).toBe(401)
  })
})
