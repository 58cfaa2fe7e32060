import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContentKind } from '../../lib/events.ts'
import { createAdmin, createPost, createUser, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { renameIn } from './tags.service.ts'

let t: TestApp
let admin: TestAccount
let visitor: TestAccount
const changes: ContentKind[] = []
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
  visitor = await createUser(t.app)
  t.app.events.on('change', (kind) => changes.push(kind))
})
afterAll(async () => {
  await t?.close()
})

const api = (method: 'GET' | 'PUT', url: string, payload?: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
const tagsOf = async (id: number) => (await api('GET', `/admin/blogs/${id}`)).json().tags as string[]
const tagList = async () => (await api('GET', '/admin/tags')).json() as { name: string; count: number }[]

describe('renameIn', () => {
  it('replaces at the old place and keeps a name once', () => {
    expect(renameIn(['a', 'old', 'b'], 'old', 'new')).toEqual(['a', 'new', 'b'])
    expect(renameIn(['new', 'old', 'b'], 'old', 'new')).toEqual(['new', 'b'])
    expect(renameIn(['old', 'b', 'new'], 'old', 'new')).toEqual(['new', 'b'])
  })
})

describe('admin tags', () => {
  it('GET: every tag on any post (drafts and scheduled too) with its count, by name without case', async () => {
    await createPost(t.app, { tags: ['zeta', 'Alpha'] })
    await createPost(t.app, { tags: ['alpha', 'Beta'], published: false })
    await createPost(t.app, { tags: ['Alpha'], published: true, published_at: '2099-01-01T00:00:00.000Z' })
    const list = await tagList()
    expect(list.map((x) => x.name)).toEqual(['Alpha', 'alpha', 'Beta', 'zeta'])
    expect(list).toContainEqual({ name: 'Alpha', count: 2 })
    expect(list).toContainEqual({ name: 'alpha', count: 1 })
  })

  it('PUT renames on every post at its place; the public tag list and filter follow at once', async () => {
    const a = await createPost(t.app, { tags: ['One', 'Old Name', 'Two'] })
    const b = await createPost(t.app, { tags: ['Old Name'], published: false })
    // Read once, so the public answers are cached before the rename.
    expect((await t.app.inject('/api/v1/blogs/tags')).json()).toContain('Old Name')
    changes.length = 0
    const res = await api('PUT', `/admin/tags/${encodeURIComponent('Old Name')}`, { name: '  New/Name  ' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ name: 'New/Name', count: 2 })
    expect(changes).toEqual(['blogs'])
    expect(await tagsOf(a.id)).toEqual(['One', 'New/Name', 'Two'])
    expect(await tagsOf(b.id)).toEqual(['New/Name'])
    const publicTags = (await t.app.inject('/api/v1/blogs/tags')).json()
    expect(publicTags).toContain('New/Name')
    expect(publicTags).not.toContain('Old Name')
    const filtered = await t.app.inject(`/api/v1/blogs?tag=${encodeURIComponent('New/Name')}`)
    expect(filtered.json().posts.map((p: { id: number }) => p.id)).toEqual([a.id])
    expect((await t.app.inject(`/api/v1/blogs/${a.slug}`)).json().tags).toEqual(['One', 'New/Name', 'Two'])
    // The search index knows the new name.
    const found = await t.app.inject(`/api/v1/blogs?search=${encodeURIComponent('New/Name')}`)
    expect(found.json().posts.map((p: { id: number }) => p.id)).toContain(a.id)
  })

  it('PUT onto a tag a post already carries merges: that post keeps it once', async () => {
    const both = await createPost(t.app, { tags: ['ts', 'X', 'TypeScript'] })
    const one = await createPost(t.app, { tags: ['ts'] })
    const res = await api('PUT', '/admin/tags/ts', { name: 'TypeScript' })
    expect(res.statusCode).toBe(200)
    expect(await tagsOf(both.id)).toEqual(['TypeScript', 'X'])
    expect(await tagsOf(one.id)).toEqual(['TypeScript'])
    const list = await tagList()
    expect(list.find((x) => x.name === 'ts')).toBeUndefined()
    expect(res.json()).toEqual(list.find((x) => x.name === 'TypeScript'))
  })

  it('names are compared exactly: react → React is a rename', async () => {
    const p = await createPost(t.app, { tags: ['react'] })
    expect((await api('PUT', '/admin/tags/react', { name: 'React' })).json()).toMatchObject({ name: 'React' })
    expect(await tagsOf(p.id)).toEqual(['React'])
  })

  it('unknown tag → 404; a bad new name → 422; nothing changes', async () => {
    const p = await createPost(t.app, { tags: ['Keep'] })
    const before = await tagList()
    const unknown = await api('PUT', '/admin/tags/nope-never', { name: 'X' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'TAG_NOT_FOUND', detail: 'Tag not found' })
    for (const body of [{ name: '' }, { name: '   ' }, { name: 'x'.repeat(51) }, { name: 5 }, {}]) {
      const res = await api('PUT', '/admin/tags/Keep', body)
      expect(res.statusCode).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    expect(await tagList()).toEqual(before)
    expect(await tagsOf(p.id)).toEqual(['Keep'])
  })

  it('needs a superuser and is in the OpenAPI document', async () => {
    for (const [method, url] of [
      ['GET', '/admin/tags'],
      ['PUT', '/admin/tags/Keep'],
    ] as const) {
      expect((await api(method, url, { name: 'x' }, {})).statusCode).toBe(401)
      expect((await api(method, url, { name: 'x' }, visitor.headers)).statusCode).toBe(403)
    }
    const doc = (await t.app.inject('/api/openapi.json')).json()
    expect(doc.paths['/api/v1/admin/tags'].get).toBeDefined()
    expect(doc.paths['/api/v1/admin/tags/{name}'].put).toBeDefined()
  })
})
