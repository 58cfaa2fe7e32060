import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContentKind } from '../../lib/events.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createAdmin, createProject, createUser, projectInput, unique, type TestAccount } from '../../test/factories.ts'

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

const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, ...(payload ? { payload } : {}) })

describe('admin projects', () => {
  it('POST /admin/projects creates: 201, slug from the title, HTML sanitized, a change announced', async () => {
    changes.length = 0
    const title = `Hello, World! ${unique()}`
    const res = await api('POST', '/admin/projects', {
      ...projectInput({ title }),
      description: '<p onclick="x()">Hi<script>alert(1)</script></p>',
      technologies: ['React', 'react', ' Node.js '],
    })
    expect(res.statusCode).toBe(201)
    const p = res.json()
    expect(p.slug).toMatch(/^hello-world-/)
    expect(p).toMatchObject({ title, views: 0, likes: 0, is_active: true, technologies: ['React', 'Node.js'] })
    expect(p.description).toBe('<p>Hi</p>')
    expect(changes).toContain('projects')
    const pub = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${p.slug}` })
    expect(pub.statusCode).toBe(200)
  })

  it('409 "A project with this title/slug already exists" for a taken title or slug', async () => {
    const existing = await createProject(t.app)
    for (const body of [projectInput({ title: existing.title.toUpperCase() }), projectInput({ slug: existing.slug })]) {
      const res = await api('POST', '/admin/projects', body)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toEqual({ detail: 'A project with this title/slug already exists', code: 'PROJECT_CONFLICT' })
    }
    // Two identical creations at once: one wins, the other is a 409 (never a 500).
    const body = projectInput()
    const both = await Promise.all([api('POST', '/admin/projects', body), api('POST', '/admin/projects', body)])
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409])
  })

  it.each([
    [{ category: 'cooking' }, 'Category must be one of: backend, frontend, fullstack, mobile, ai_ml, devops'],
    [{ complexity_score: 11 }, 'Complexity must be between 0 and 10'],
    [{ project_type: 'hobby' }, 'Type must be personal, freelance or client'],
    [{ live_url: 'javascript:alert(1)' }, 'Must be an http(s) URL or a path starting with /'],
    [{ title: '' }, 'Title is required'],
    [{ slug: 'Not A Slug' }, 'Slug can only contain lowercase letters, numbers and hyphens'],
    [{ start_date: '21/11/2026' }, 'Use the date format YYYY-MM-DD'],
  ])('422 for %j', async (override, message) => {
    const res = await api('POST', '/admin/projects', { ...projectInput(), ...override })
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: message })
  })

  it('GET /admin/projects/:id reads inactive ones too; 404 when missing', async () => {
    const p = await createProject(t.app, { is_active: false })
    const res = await api('GET', `/admin/projects/${p.id}`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: p.id, is_active: false })
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/projects/${p.id}` })).statusCode).toBe(404)
    const missing = await api('GET', '/admin/projects/999999')
    expect(missing.statusCode).toBe(404)
    expect(missing.json()).toEqual({ detail: 'Project not found', code: 'PROJECT_NOT_FOUND' })
    expect((await api('GET', '/admin/projects/not-a-number')).statusCode).toBe(404)
  })

  it('GET /admin/projects lists soft-deleted ones only with include_inactive=true', async () => {
    const hidden = await createProject(t.app, { is_active: false })
    const ids = async (q: string) =>
      (await api('GET', `/admin/projects${q}`)).json().projects.map((p: { id: number }) => p.id) as number[]
    expect(await ids('?limit=100')).not.toContain(hidden.id)
    expect(await ids('?limit=100&include_inactive=true')).toContain(hidden.id)
    const list = (await api('GET', '/admin/projects?include_inactive=true&limit=1')).json()
    expect(Object.keys(list).sort()).toEqual(['has_more', 'page', 'pages', 'projects', 'total'])
  })

  it('PUT /admin/projects/:id/update replaces the fields; 409 on another project’s title; 404 when missing', async () => {
    const p = await createProject(t.app)
    const other = await createProject(t.app)
    changes.length = 0
    const res = await api(
      'PUT',
      `/admin/projects/${p.id}/update`,
      projectInput({ title: `Renamed ${unique()}`, featured: true }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ id: p.id, slug: p.slug, featured: true })
    expect(changes).toContain('projects')
    // Keeping its own title is not a conflict.
    expect(
      (await api('PUT', `/admin/projects/${p.id}/update`, projectInput({ title: res.json().title }))).statusCode,
    ).toBe(200)
    const clash = await api('PUT', `/admin/projects/${p.id}/update`, projectInput({ title: other.title }))
    expect(clash.statusCode).toBe(409)
    expect((await api('PUT', '/admin/projects/999999/update', projectInput())).statusCode).toBe(404)
  })

  it('soft-delete hides from the public API; restore brings it back; counts are kept', async () => {
    const p = await createProject(t.app)
    await t.db.db.updateTable('projects').set({ likes: 7, views: 11 }).where('id', '=', p.id).execute()
    const pub = () => t.app.inject({ method: 'GET', url: `/api/v1/projects/${p.slug}` })
    expect((await pub()).statusCode).toBe(200)

    changes.length = 0
    const del = await api('PATCH', `/admin/projects/${p.id}/soft-delete`)
    expect(del.statusCode).toBe(200)
    expect(del.json()).toMatchObject({ id: p.id, is_active: false, likes: 7 })
    expect(changes).toContain('projects')
    expect((await pub()).statusCode).toBe(404)
    const list = (await t.app.inject({ method: 'GET', url: '/api/v1/projects?limit=100' })).json()
    expect(list.projects.map((x: { id: number }) => x.id)).not.toContain(p.id)

    const back = await api('PATCH', `/admin/projects/${p.id}/restore`)
    expect(back.statusCode).toBe(200)
    expect(back.json()).toMatchObject({ is_active: true, likes: 7, views: 11 })
    expect((await pub()).statusCode).toBe(200)
    expect((await api('PATCH', '/admin/projects/999999/restore')).statusCode).toBe(404)
  })

  it('a public cached list changes at once after a write (new ETag)', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/projects' })
    const etag = first.headers.etag as string
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(304)
    await api('POST', '/admin/projects', projectInput({ featured: true }))
    const after = await t.app.inject({ method: 'GET', url: '/api/v1/projects', headers: { 'if-none-match': etag } })
    expect(after.statusCode).toBe(200)
  })

  it('every route needs a superuser', async () => {
    const user = await createUser(t.app)
    const p = await createProject(t.app)
    const routes: [string, string][] = [
      ['GET', '/admin/projects'],
      ['GET', `/admin/projects/${p.id}`],
      ['POST', '/admin/projects'],
      ['PUT', `/admin/projects/${p.id}/update`],
      ['PATCH', `/admin/projects/${p.id}/soft-delete`],
      ['PATCH', `/admin/projects/${p.id}/restore`],
    ]
    for (const [method, url] of routes) {
      const anon = await t.app.inject({ method: method as 'GET', url: `/api/v1${url}` })
      expect(anon.statusCode, `${method} ${url}`).toBe(401)
      const res = await t.app.inject({ method: method as 'GET', url: `/api/v1${url}`, headers: user.headers })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
    }
    expect((await api('GET', `/admin/projects/${p.id}`)).json().is_active).toBe(true)
  })
})

describe('GET /admin/projects: status and search on the server', () => {
  it('status=active|deleted|all, with include_inactive still understood', async () => {
    const tag = unique('status')
    const live = await createProject(t.app, { title: `Live ${tag}` })
    const gone = await createProject(t.app, { title: `Gone ${tag}` })
    expect((await api('PATCH', `/admin/projects/${gone.id}/soft-delete`)).statusCode).toBe(200)
    const ids = async (query: string) => {
      const res = await api('GET', `/admin/projects?search=${tag}&${query}`)
      expect(res.statusCode, query).toBe(200)
      return {
        ids: res
          .json()
          .projects.map((p: { id: number }) => p.id)
          .sort(),
        total: res.json().total,
      }
    }
    expect(await ids('status=active')).toEqual({ ids: [live.id], total: 1 })
    expect(await ids('status=deleted')).toEqual({ ids: [gone.id], total: 1 })
    expect(await ids('status=all')).toEqual({ ids: [live.id, gone.id].sort(), total: 2 })
    expect(await ids('include_inactive=true')).toEqual({ ids: [live.id, gone.id].sort(), total: 2 })
    expect(await ids('include_inactive=false')).toEqual({ ids: [live.id], total: 1 })
    expect((await ids('')).ids).toEqual([live.id])
    // status wins over the older flag
    expect((await ids('include_inactive=true&status=deleted')).ids).toEqual([gone.id])
  })

  it('422 on an unknown status', async () => {
    const res = await api('GET', '/admin/projects?status=archived')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: 'Status must be active, deleted or all' })
  })

  it('paginates the filtered rows', async () => {
    const tag = unique('pages')
    for (let i = 0; i < 3; i++) await createProject(t.app, { title: `Paged ${i} ${tag}` })
    const first = (await api('GET', `/admin/projects?search=${tag}&status=all&limit=2`)).json()
    expect(first).toMatchObject({ total: 3, page: 1, pages: 2, has_more: true })
    expect(first.projects).toHaveLength(2)
    const second = (await api('GET', `/admin/projects?search=${tag}&status=all&limit=2&skip=2`)).json()
    expect(second).toMatchObject({ total: 3, page: 2, pages: 2, has_more: false })
    expect(second.projects).toHaveLength(1)
  })
})

describe('GET /admin/projects?sort=newest', () => {
  it('puts the newest first whatever is featured; the default keeps featured first', async () => {
    const tag = unique('sort')
    const featured = await createProject(t.app, { title: `Featured ${tag}`, featured: true })
    await new Promise((r) => setTimeout(r, 5))
    const plain = await createProject(t.app, { title: `Plain ${tag}`, featured: false })
    const ids = async (query: string) =>
      (await api('GET', `/admin/projects?search=${tag}${query}`)).json().projects.map((p: { id: number }) => p.id)
    expect(await ids('&sort=newest')).toEqual([plain.id, featured.id])
    expect(await ids('')).toEqual([featured.id, plain.id])
    expect((await api('GET', '/admin/projects?sort=oldest')).statusCode).toBe(422)
  })
})

describe("a site's first project (issue 23)", () => {
  it('is featured unless the request says otherwise, so the home page shows it; later ones are not', async () => {
    const fresh = await createTestApp()
    try {
      const owner = await createAdmin(fresh.app)
      const create = (input: object) =>
        fresh.app.inject({ method: 'POST', url: '/api/v1/admin/projects', headers: owner.headers, payload: input })
      const without = (title: string) => {
        const { featured: _f, ...input } = projectInput({ title })
        return input
      }
      // An explicit false is kept, even for the first; once it is deleted, none is live again.
      const unfeatured = await create(projectInput({ title: 'Kept Unfeatured', featured: false }))
      expect(unfeatured.json().featured).toBe(false)
      await fresh.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/projects/${unfeatured.json().id}/soft-delete`,
        headers: owner.headers,
      })

      const first = await create(without('First Of All'))
      expect(first.statusCode).toBe(201)
      expect(first.json().featured).toBe(true)
      const home = (await fresh.app.inject({ url: '/api/v1/projects/featured' })).json()
      expect(home.map((p: { id: number }) => p.id)).toEqual([first.json().id])
      expect((await create(without('Second One'))).json().featured).toBe(false)
    } finally {
      await fresh.close()
    }
  })
})
