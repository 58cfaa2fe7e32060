import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BlogWrite } from '../../../core/schemas/blog.ts'
import type { ProjectWrite } from '../../../core/schemas/project.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import {
  createAdmin,
  createPost,
  createProject,
  createUser,
  postInput,
  projectInput,
  unique,
  type TestAccount,
} from '../../test/factories.ts'
import { RESTORE_KEEPS } from '../../../core/schemas/revision.ts'
import { REVISIONS_KEPT } from './revisions.service.ts'

let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app, { full_name: 'Ada Owner' })
})
afterAll(async () => {
  await t?.close()
})

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })

const POST_KEEPS: string[] = [...RESTORE_KEEPS.post]
const PROJECT_KEEPS: string[] = [...RESTORE_KEEPS.project]

const pick = (item: Record<string, unknown>, keys: string[]) => Object.fromEntries(keys.map((k) => [k, item[k]]))

/** Two post bodies that differ in every write field. */
const postVersions = (): [BlogWrite, BlogWrite] => [
  {
    title: unique('First title '),
    slug: unique('first-'),
    excerpt: 'The first excerpt.',
    content_markdown: '# One\n\nThe first body.\n',
    featured_image: '/uploads/first.webp',
    tags: ['One', 'Alpha'],
    meta_title: 'First meta title',
    meta_description: 'First meta description',
    canonical_url: 'https://dev.to/me/first',
    og_image_url: '/uploads/first-share.webp',
    published: true,
    published_at: '2025-03-01T09:00:00.000Z',
    featured: true,
    send_newsletter: true,
  },
  {
    title: unique('Second title '),
    slug: unique('second-'),
    excerpt: 'The second excerpt.',
    content_markdown: '# Two\n\nThe second body, longer.\n',
    featured_image: 'https://example.com/second.png',
    tags: ['Two'],
    meta_title: null,
    meta_description: null,
    canonical_url: null,
    og_image_url: null,
    published: false,
    // A draft keeps a date of its own (API.md, Publishing: written as given).
    published_at: '2030-01-01T08:00:00.000Z',
    featured: false,
    send_newsletter: false,
  },
]

/** Two project bodies that differ in every write field. */
const projectVersions = (): [ProjectWrite, ProjectWrite] => [
  {
    title: unique('First project '),
    slug: unique('first-project-'),
    description: '<p>First description.</p>',
    short_description: 'First short',
    technologies: ['TypeScript', 'React'],
    category: 'frontend',
    project_type: 'client',
    github_url: 'https://code.example.com/a/first',
    live_url: 'https://first.example.com',
    demo_url: 'https://first.example.com/demo',
    case_study_url: '/blogs/first',
    featured_image: '/uploads/first.webp',
    gallery: ['/uploads/g1.webp', '/uploads/g2.webp'],
    featured: true,
    completed: false,
    start_date: '2024-01-01',
    end_date: '2024-06-30',
    is_active: true,
    complexity_score: 9,
    hide_broken_links: true,
  },
  {
    title: unique('Second project '),
    slug: unique('second-project-'),
    description: '<p>Second description.</p>',
    short_description: null,
    technologies: ['Go'],
    category: 'backend',
    project_type: 'personal',
    github_url: null,
    live_url: null,
    demo_url: null,
    case_study_url: null,
    featured_image: null,
    gallery: [],
    featured: false,
    completed: true,
    start_date: null,
    end_date: null,
    is_active: false,
    complexity_score: 2,
    hide_broken_links: false,
  },
]

describe('revisions of posts', () => {
  it('a restore brings back every word field, keeps the publication state, and is itself a new revision', async () => {
    const [v1, v2] = postVersions()
    const created = await api('POST', '/blogs', v1)
    expect(created.statusCode).toBe(201)
    const first = created.json()
    const updated = await api('PUT', `/blogs/${first.id}`, v2)
    expect(updated.statusCode).toBe(200)
    // Every write field differs between the two versions.
    const keys = Object.keys(v1)
    for (const k of keys) expect(updated.json()[k], k).not.toEqual(first[k])

    const list = await api('GET', `/admin/blogs/${first.id}/revisions`)
    expect(list.statusCode).toBe(200)
    const revs = list.json()
    expect(revs).toHaveLength(2)
    expect(revs.map((r: { title: string }) => r.title)).toEqual([v2.title, v1.title])
    expect(revs[0]).toMatchObject({ user_id: admin.user.id, user_name: 'Ada Owner', user_email: admin.email })
    expect(Object.keys(revs[0]).sort()).toEqual(['created_at', 'id', 'title', 'user_email', 'user_id', 'user_name'])

    const one = await api('GET', `/admin/blogs/${first.id}/revisions/${revs[1].id}`)
    expect(one.statusCode).toBe(200)
    expect(one.json()).toMatchObject({ id: revs[1].id, user_id: admin.user.id, created_at: revs[1].created_at })
    expect(one.json().data).toEqual(pick(first, keys))

    const restored = await api('POST', `/admin/blogs/${first.id}/revisions/${revs[1].id}/restore`)
    expect(restored.statusCode).toBe(200)
    // The words come back; publication and placement stay as they are now (a draft of 2030).
    const words = keys.filter((k) => !POST_KEEPS.includes(k))
    expect(words).toEqual([
      'title',
      'slug',
      'excerpt',
      'content_markdown',
      'featured_image',
      'tags',
      'meta_title',
      'meta_description',
      'canonical_url',
      'og_image_url',
    ])
    expect(pick(restored.json(), [...words, 'content'])).toEqual(pick(first, [...words, 'content']))
    expect(pick(restored.json(), [...POST_KEEPS, 'status'])).toEqual(pick(updated.json(), [...POST_KEEPS, 'status']))
    expect(restored.json()).toMatchObject({
      published: false,
      published_at: '2030-01-01T08:00:00.000Z',
      status: 'draft',
    })
    const again = await api('GET', `/admin/blogs/${first.id}`)
    expect(pick(again.json(), words)).toEqual(pick(first, words))
    // Still a draft: the public does not see it.
    expect((await t.app.inject(`/api/v1/blogs/${first.slug}`)).statusCode).toBe(404)

    const after = (await api('GET', `/admin/blogs/${first.id}/revisions`)).json()
    expect(after).toHaveLength(3)
    expect(after[0].id).toBeGreaterThan(revs[0].id)
    expect(after[0].title).toBe(v1.title)
  })

  it('restoring the draft first version of a live post keeps it live, with its date (issue 23)', async () => {
    const draft = postInput({ title: unique('Draft words '), excerpt: 'Draft excerpt.', published: false })
    const created = (await api('POST', '/blogs', draft)).json()
    expect(created).toMatchObject({ status: 'draft', published_at: null })
    const live = await api('PUT', `/blogs/${created.id}`, {
      ...draft,
      title: unique('Live words '),
      excerpt: 'Live excerpt.',
      content_markdown: 'The live body.',
      tags: ['Live'],
      published: true,
    })
    expect(live.statusCode).toBe(200)
    const { published_at: liveSince, slug } = live.json()
    expect(live.json().status).toBe('published')
    expect(liveSince).toEqual(expect.any(String))
    const revs = (await api('GET', `/admin/blogs/${created.id}/revisions`)).json()
    const draftRev = revs.at(-1)
    expect(draftRev.title).toBe(draft.title)
    // The draft version carries its own publication state: a restore must not bring it back.
    expect((await api('GET', `/admin/blogs/${created.id}/revisions/${draftRev.id}`)).json().data).toMatchObject({
      published: false,
      published_at: null,
    })

    const restored = await api('POST', `/admin/blogs/${created.id}/revisions/${draftRev.id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({
      title: draft.title,
      excerpt: 'Draft excerpt.',
      tags: draft.tags,
      content_markdown: draft.content_markdown,
      published: true,
      status: 'published',
      published_at: liveSince,
    })
    // The public still sees it, with the restored words.
    const pub = await t.app.inject(`/api/v1/blogs/${slug}`)
    expect(pub.statusCode).toBe(200)
    expect(pub.json()).toMatchObject({ title: draft.title, published_at: liveSince })
    const listed = (await t.app.inject(`/api/v1/blogs?search=${encodeURIComponent(draft.title)}`)).json()
    expect(listed.posts.map((p: { id: number }) => p.id)).toContain(created.id)
    // A later save keeps the original date too.
    const saved = await api('PUT', `/blogs/${created.id}`, { ...draft, published: true })
    expect(saved.json().published_at).toBe(liveSince)
  })

  it('restoring a version of a scheduled post keeps its schedule', async () => {
    const v1 = postInput({ title: unique('Early words '), published: false })
    const created = (await api('POST', '/blogs', v1)).json()
    const at = '2031-05-04T10:00:00.000Z'
    const scheduled = await api('PUT', `/blogs/${created.id}`, {
      ...v1,
      title: unique('Scheduled words '),
      published: true,
      published_at: at,
    })
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', published_at: at })
    const firstRev = (await api('GET', `/admin/blogs/${created.id}/revisions`)).json().at(-1)
    const restored = await api('POST', `/admin/blogs/${created.id}/revisions/${firstRev.id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({ title: v1.title, published: true, status: 'scheduled', published_at: at })
    // Still invisible to the public until its time.
    expect((await t.app.inject(`/api/v1/blogs/${created.slug}`)).statusCode).toBe(404)
  })

  it('a revision whose publication time no longer validates still restores its words', async () => {
    const p = await createPost(t.app, { title: unique('Legacy ') })
    await api('PUT', `/blogs/${p.id}`, postInput({ title: unique('Newer '), slug: p.slug }))
    const firstRev = (await api('GET', `/admin/blogs/${p.id}/revisions`)).json().at(-1)
    // As an older schema might have stored it.
    await t.db.db
      .updateTable('revisions')
      .set({ data: JSON.stringify({ ...postInput({ title: p.title, slug: p.slug }), published_at: 'yesterday' }) })
      .where('id', '=', firstRev.id)
      .execute()
    const res = await api('POST', `/admin/blogs/${p.id}/revisions/${firstRev.id}/restore`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ title: p.title, status: 'published', published_at: p.published_at })
  })

  it('409 in the API error shape when the slug was taken since by another post', async () => {
    const a = await createPost(t.app, { slug: unique('taken-') })
    const oldSlug = a.slug
    await api('PUT', `/blogs/${a.id}`, postInput({ title: a.title, slug: unique('moved-') }))
    await createPost(t.app, { slug: oldSlug })
    const [, firstRev] = (await api('GET', `/admin/blogs/${a.id}/revisions`)).json()
    const res = await api('POST', `/admin/blogs/${a.id}/revisions/${firstRev.id}/restore`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ detail: 'A post with this slug already exists', code: 'POST_CONFLICT' })
    // Nothing was written: no new revision.
    expect((await api('GET', `/admin/blogs/${a.id}/revisions`)).json()).toHaveLength(2)
  })

  it('deleting a post deletes its revisions', async () => {
    const p = await createPost(t.app)
    await api('PUT', `/blogs/${p.id}`, postInput({ title: 'Changed' }))
    const count = async () =>
      (
        await t.db.db
          .selectFrom('revisions')
          .select('id')
          .where('kind', '=', 'post')
          .where('item_id', '=', p.id)
          .execute()
      ).length
    expect(await count()).toBe(2)
    expect((await api('DELETE', `/blogs/${p.id}`)).statusCode).toBe(204)
    expect(await count()).toBe(0)
    const res = await api('GET', `/admin/blogs/${p.id}/revisions`)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({ detail: 'Post not found', code: 'POST_NOT_FOUND' })
  })
})

describe('revisions of projects', () => {
  it('a restore brings back every word field, keeps the publication state, and is itself a new revision', async () => {
    const [v1, v2] = projectVersions()
    const created = await api('POST', '/admin/projects', v1)
    expect(created.statusCode).toBe(201)
    const first = created.json()
    const updated = await api('PUT', `/admin/projects/${first.id}/update`, v2)
    expect(updated.statusCode).toBe(200)
    const keys = Object.keys(v1)
    for (const k of keys) expect(updated.json()[k], k).not.toEqual(first[k])

    const revs = (await api('GET', `/admin/projects/${first.id}/revisions`)).json()
    expect(revs.map((r: { title: string }) => r.title)).toEqual([v2.title, v1.title])
    const one = (await api('GET', `/admin/projects/${first.id}/revisions/${revs[1].id}`)).json()
    expect(one.data).toEqual(pick(first, keys))

    const restored = await api('POST', `/admin/projects/${first.id}/revisions/${revs[1].id}/restore`)
    expect(restored.statusCode).toBe(200)
    // Every word field comes back; visibility and placement stay as they are now (hidden).
    const words = keys.filter((k) => !PROJECT_KEEPS.includes(k))
    expect(words).toHaveLength(keys.length - 3)
    expect(pick(restored.json(), words)).toEqual(pick(first, words))
    expect(pick(restored.json(), PROJECT_KEEPS)).toEqual(pick(updated.json(), PROJECT_KEEPS))
    expect(restored.json()).toMatchObject({ is_active: false, featured: false, hide_broken_links: false })
    expect(restored.json()).toHaveProperty('broken_links')
    const again = (await api('GET', `/admin/projects/${first.id}`)).json()
    expect(pick(again, words)).toEqual(pick(first, words))
    expect(again.is_active).toBe(false)
    const after = (await api('GET', `/admin/projects/${first.id}/revisions`)).json()
    expect(after).toHaveLength(3)
    expect(after[0]).toMatchObject({ title: v1.title, user_id: admin.user.id })
  })

  it('restoring a version of a visible project keeps it visible, and a hidden one hidden', async () => {
    const p = await createProject(t.app, { title: unique('Hidden then '), is_active: false })
    const shown = await api('PUT', `/admin/projects/${p.id}/update`, {
      ...projectInput({ title: unique('Shown now '), slug: p.slug }),
      is_active: true,
      featured: true,
    })
    expect(shown.json()).toMatchObject({ is_active: true, featured: true })
    const firstRev = (await api('GET', `/admin/projects/${p.id}/revisions`)).json().at(-1)
    const restored = await api('POST', `/admin/projects/${p.id}/revisions/${firstRev.id}/restore`)
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({ title: p.title, is_active: true, featured: true })
    const pub = await t.app.inject(`/api/v1/projects/${p.slug}`)
    expect(pub.statusCode).toBe(200)
    expect(pub.json().title).toBe(p.title)
  })

  it('409 in the API error shape when the slug was taken since by another project', async () => {
    const a = await createProject(t.app, { slug: unique('taken-') })
    const oldSlug = a.slug
    await api('PUT', `/admin/projects/${a.id}/update`, projectInput({ title: a.title, slug: unique('moved-') }))
    await createProject(t.app, { slug: oldSlug })
    const [, firstRev] = (await api('GET', `/admin/projects/${a.id}/revisions`)).json()
    const res = await api('POST', `/admin/projects/${a.id}/revisions/${firstRev.id}/restore`)
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ detail: 'A project with this title/slug already exists', code: 'PROJECT_CONFLICT' })
  })

  it(`keeps at least 50 (the newest ${REVISIONS_KEPT}), newest first`, async () => {
    const p = await createProject(t.app)
    const input = projectInput({ title: p.title, slug: p.slug })
    for (let i = 1; i <= REVISIONS_KEPT + 4; i++)
      await t.app.services.projects.update(p.id, { ...input, complexity_score: i % 11 }, admin.user.id)
    const revs = (await api('GET', `/admin/projects/${p.id}/revisions`)).json()
    expect(revs.length).toBeGreaterThanOrEqual(50)
    expect(revs).toHaveLength(REVISIONS_KEPT)
    const ids = revs.map((r: { id: number }) => r.id)
    expect(ids).toEqual([...ids].sort((x, y) => y - x))
    // The newest is the last update; the oldest kept is the 5th update (create + 4 pruned).
    const newest = (await api('GET', `/admin/projects/${p.id}/revisions/${ids[0]}`)).json()
    expect(newest.data.complexity_score).toBe((REVISIONS_KEPT + 4) % 11)
    const oldest = (await api('GET', `/admin/projects/${p.id}/revisions/${ids.at(-1)}`)).json()
    expect(oldest.data.complexity_score).toBe(5 % 11)
  })
})

describe('revision lookups and access', () => {
  it('404 for an unknown revision, a revision of another item, an unknown item', async () => {
    const p = await createPost(t.app)
    const other = await createPost(t.app)
    const [otherRev] = (await api('GET', `/admin/blogs/${other.id}/revisions`)).json()
    const proj = await createProject(t.app)
    const [projRev] = (await api('GET', `/admin/projects/${proj.id}/revisions`)).json()
    for (const url of [
      `/admin/blogs/${p.id}/revisions/999999`,
      `/admin/blogs/${p.id}/revisions/${otherRev.id}`,
      // A project's revision is not the post's, even with the same item id.
      `/admin/blogs/${proj.id}/revisions/${projRev.id}`,
      `/admin/projects/${proj.id}/revisions/${otherRev.id}`,
    ]) {
      for (const [method, suffix] of [
        ['GET', ''],
        ['POST', '/restore'],
      ] as const) {
        const res = await api(method, url + suffix)
        expect(res.statusCode, `${method} ${url}${suffix}`).toBe(404)
        expect(res.json()).toEqual({ detail: 'Revision not found', code: 'REVISION_NOT_FOUND' })
      }
    }
    expect((await api('GET', '/admin/blogs/999999/revisions')).json().code).toBe('POST_NOT_FOUND')
    expect((await api('GET', '/admin/projects/999999/revisions')).json().code).toBe('PROJECT_NOT_FOUND')
    expect((await api('POST', `/admin/projects/999999/revisions/${projRev.id}/restore`)).statusCode).toBe(404)
    const bad = await api('GET', `/admin/blogs/${p.id}/revisions/abc`)
    // A path parameter that names nothing that can exist is a 404 too (server/plugins/errors.ts).
    expect(bad.statusCode).toBe(404)
    expect(bad.json().code).toBe('NOT_FOUND')
  })

  it('401 without a session, 403 for an account that is not an admin', async () => {
    const p = await createPost(t.app)
    const proj = await createProject(t.app)
    const [rev] = (await api('GET', `/admin/blogs/${p.id}/revisions`)).json()
    const [projRev] = (await api('GET', `/admin/projects/${proj.id}/revisions`)).json()
    const user = await createUser(t.app)
    for (const [method, url] of [
      ['GET', `/admin/blogs/${p.id}/revisions`],
      ['GET', `/admin/blogs/${p.id}/revisions/${rev.id}`],
      ['POST', `/admin/blogs/${p.id}/revisions/${rev.id}/restore`],
      ['GET', `/admin/projects/${proj.id}/revisions`],
      ['GET', `/admin/projects/${proj.id}/revisions/${projRev.id}`],
      ['POST', `/admin/projects/${proj.id}/revisions/${projRev.id}/restore`],
    ] as const) {
      expect((await api(method, url, undefined, {} as never)).statusCode, `${method} ${url}`).toBe(401)
      expect((await api(method, url, undefined, user.headers)).statusCode, `${method} ${url}`).toBe(403)
    }
    // Nothing was restored by those attempts.
    expect((await api('GET', `/admin/blogs/${p.id}/revisions`)).json()).toHaveLength(1)
  })
})
