import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Project, ProjectList } from '../../../core/schemas/project.ts'
import { seedSampleContent } from '../../db/sample-content/seed.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
const get = async <T = unknown>(url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { 'user-agent': 'vitest' } })
  return { status: res.statusCode, body: res.json() as T, headers: res.headers }
}

beforeAll(async () => {
  t = await createTestApp()
  await seedSampleContent(t.db)
})
afterAll(() => t.close())

describe('GET /api/v1/projects', () => {
  it('lists the 8 sample projects with the list envelope and default page size 12', async () => {
    const { status, body } = await get<ProjectList>('/api/v1/projects')
    expect(status).toBe(200)
    expect(body.total).toBe(8)
    expect(body.page).toBe(1)
    expect(body.pages).toBe(1)
    expect(body.has_more).toBe(false)
    expect(body.projects.map((p) => p.id).sort((a, b) => a - b)).toEqual([1, 3, 9, 10, 11, 12, 13, 14])
  })

  it('orders featured first, then newest', async () => {
    const { body } = await get<ProjectList>('/api/v1/projects')
    const keys = body.projects.map((p) => [p.featured ? 1 : 0, p.created_at] as const)
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1].localeCompare(a[1]))
    expect(keys).toEqual(sorted)
  })

  it.each([
    [0, 3, { page: 1, pages: 3, has_more: true, count: 3 }],
    [3, 3, { page: 2, pages: 3, has_more: true, count: 3 }],
    [6, 3, { page: 3, pages: 3, has_more: false, count: 2 }],
    [7, 5, { page: 2, pages: 2, has_more: false, count: 1 }],
    [8, 5, { page: 2, pages: 2, has_more: false, count: 0 }],
    [100, 12, { page: 9, pages: 1, has_more: false, count: 0 }],
  ])('skip=%i limit=%i follows the page math of API.md', async (skip, limit, want) => {
    const { status, body } = await get<ProjectList>(`/api/v1/projects?skip=${skip}&limit=${limit}`)
    expect(status).toBe(200)
    expect({ page: body.page, pages: body.pages, has_more: body.has_more, count: body.projects.length }).toEqual(want)
    expect(body.total).toBe(8)
  })

  it('pages through every project exactly once', async () => {
    const seen: number[] = []
    for (let skip = 0; skip < 8; skip += 3) {
      const { body } = await get<ProjectList>(`/api/v1/projects?skip=${skip}&limit=3`)
      seen.push(...body.projects.map((p) => p.id))
    }
    expect(seen.sort((a, b) => a - b)).toEqual([1, 3, 9, 10, 11, 12, 13, 14])
  })

  it('filters by category', async () => {
    const all = (await get<ProjectList>('/api/v1/projects')).body.projects
    for (const category of ['backend', 'frontend', 'fullstack', 'mobile']) {
      const { body } = await get<ProjectList>(`/api/v1/projects?category=${category}`)
      expect(body.total).toBe(all.filter((p) => p.category === category).length)
      expect(body.total).toBeGreaterThan(0)
      expect(body.projects.every((p) => p.category === category)).toBe(true)
    }
    expect((await get<ProjectList>('/api/v1/projects?category=ai_ml')).body.total).toBe(0)
  })

  it('filters by one technology, case-insensitively', async () => {
    const all = (await get<ProjectList>('/api/v1/projects')).body.projects
    const tech = all[0]!.technologies[0]!
    const want = all.filter((p) => p.technologies.some((x) => x.toLowerCase() === tech.toLowerCase())).length
    for (const spelling of [tech, tech.toUpperCase(), tech.toLowerCase()]) {
      const { body } = await get<ProjectList>(`/api/v1/projects?technology=${encodeURIComponent(spelling)}`)
      expect(body.total).toBe(want)
    }
    // A prefix of a technology is not that technology.
    const { body } = await get<ProjectList>(`/api/v1/projects?technology=${encodeURIComponent(tech.slice(0, 2))}`)
    expect(
      body.projects.every((p) => p.technologies.some((x) => x.toLowerCase() === tech.slice(0, 2).toLowerCase())),
    ).toBe(true)
  })

  it('filters featured and combines filters', async () => {
    const all = (await get<ProjectList>('/api/v1/projects')).body.projects
    const featured = (await get<ProjectList>('/api/v1/projects?featured=true')).body
    expect(featured.total).toBe(all.filter((p) => p.featured).length)
    const notFeatured = (await get<ProjectList>('/api/v1/projects?featured=false')).body
    expect(featured.total + notFeatured.total).toBe(8)
    const p = all[0]!
    const both = (
      await get<ProjectList>(
        `/api/v1/projects?category=${p.category}&technology=${encodeURIComponent(p.technologies[0]!)}`,
      )
    ).body
    expect(both.projects.map((x) => x.id)).toContain(p.id)
    expect(both.projects.every((x) => x.category === p.category)).toBe(true)
  })

  it.each([
    ['skip=-1', 'skip must be at least 0'],
    ['skip=abc', 'skip must be a whole number'],
    ['skip=1.5', 'skip must be a whole number'],
    ['skip=99999999999', 'skip must be at most 1000000'],
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=1e3', 'limit must be at most 100'],
    ['featured=maybe', 'Must be true or false'],
    ['colour=red', 'Unknown filter: colour'],
  ])('rejects %s with 422 in the error shape', async (query, detail) => {
    const { status, body } = await get<{ detail: string; code: string; errors: { loc: string[] }[] }>(
      `/api/v1/projects?${query}`,
    )
    expect(status).toBe(422)
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.detail).toBe(detail)
    expect(body.errors[0]!.loc[0]).toBe('query')
  })

  it('treats SQL-looking filter values as plain text', async () => {
    for (const evil of ["' OR 1=1 --", 'backend; DROP TABLE projects;--', '%', '_', '\\']) {
      const q = encodeURIComponent(evil)
      expect((await get<ProjectList>(`/api/v1/projects?category=${q}`)).body.total).toBe(0)
      expect((await get<ProjectList>(`/api/v1/projects?technology=${q}`)).body.total).toBe(0)
    }
    expect((await get<ProjectList>('/api/v1/projects')).body.total).toBe(8)
  })

  it('never lists or shows an inactive project', async () => {
    await t.db.db.updateTable('projects').set({ is_active: 0 }).where('id', '=', 14).execute()
    t.app.events.changed('projects') // direct writes skip the services' own announcement
    try {
      const { body } = await get<ProjectList>('/api/v1/projects?limit=100')
      expect(body.total).toBe(7)
      expect(body.projects.some((p) => p.id === 14)).toBe(false)
      expect((await get('/api/v1/projects/14')).status).toBe(404)
      const featured = (await get<Project[]>('/api/v1/projects/featured?limit=100')).body
      expect(featured.some((p) => p.id === 14)).toBe(false)
    } finally {
      await t.db.db.updateTable('projects').set({ is_active: 1 }).where('id', '=', 14).execute()
      t.app.events.changed('projects') // direct writes skip the services' own announcement
    }
  })
})

describe('GET /api/v1/projects/{id}', () => {
  it('finds a project by numeric id or by slug', async () => {
    const byId = await get<Project>('/api/v1/projects/9')
    expect(byId.status).toBe(200)
    expect(byId.body.id).toBe(9)
    const bySlug = await get<Project>(`/api/v1/projects/${byId.body.slug}`)
    expect(bySlug.body).toMatchObject({ id: 9, slug: byId.body.slug })
  })

  it('returns every field of SPEC.md §3 with the right types', async () => {
    const { body } = await get<Project>('/api/v1/projects/1')
    expect(Object.keys(body).sort()).toEqual(
      [
        'id',
        'title',
        'slug',
        'description',
        'short_description',
        'technologies',
        'category',
        'project_type',
        'github_url',
        'live_url',
        'demo_url',
        'case_study_url',
        'featured_image',
        'gallery',
        'featured',
        'completed',
        'start_date',
        'end_date',
        'views',
        'likes',
        'is_active',
        'complexity_score',
        'created_at',
        'updated_at',
      ].sort(),
    )
    expect(Array.isArray(body.technologies)).toBe(true)
    expect(typeof body.featured).toBe('boolean')
    expect(body.complexity_score).toBeGreaterThanOrEqual(0)
    expect(body.complexity_score).toBeLessThanOrEqual(10)
  })

  it.each(['2', '999999', 'no-such-project', "1'%20OR%20'1'='1", '0', '-1', '1.5'])(
    'answers 404 for %s',
    async (id) => {
      const { status, body } = await get<{ code: string; detail: string }>(`/api/v1/projects/${id}`)
      expect(status).toBe(404)
      expect(body.detail).toMatch(/not found/i)
    },
  )
})

describe('project side lists', () => {
  it('featured: only featured projects, default limit 6', async () => {
    const { body } = await get<Project[]>('/api/v1/projects/featured')
    expect(body.length).toBeLessThanOrEqual(6)
    expect(body.length).toBeGreaterThan(0)
    expect(body.every((p) => p.featured)).toBe(true)
    expect((await get<Project[]>('/api/v1/projects/featured?limit=2')).body).toHaveLength(2)
    expect((await get('/api/v1/projects/featured?limit=0')).status).toBe(422)
  })

  it('categories and technologies are sorted and in use', async () => {
    const categories = (await get<string[]>('/api/v1/projects/categories')).body
    expect(categories).toEqual(['backend', 'frontend', 'fullstack', 'mobile'])
    const technologies = (await get<string[]>('/api/v1/projects/technologies')).body
    expect(technologies.length).toBeGreaterThanOrEqual(40)
    expect(technologies.length).toBeLessThanOrEqual(55)
    expect(technologies).toEqual([...technologies].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })))
    expect(new Set(technologies.map((x) => x.toLowerCase())).size).toBe(technologies.length)
  })
})

describe('caching', () => {
  it('sends an ETag and answers a matching If-None-Match with 304', async () => {
    const first = await t.app.inject('/api/v1/projects')
    const etag = first.headers.etag as string
    expect(etag).toMatch(/^"/)
    expect(first.headers['cache-control']).toContain('stale-while-revalidate')
    const second = await t.app.inject({ url: '/api/v1/projects', headers: { 'if-none-match': etag } })
    expect(second.statusCode).toBe(304)
    expect(second.body).toBe('')
    const other = await t.app.inject({ url: '/api/v1/projects?limit=2', headers: { 'if-none-match': etag } })
    expect(other.statusCode).toBe(200)
  })
})

describe('API response cache', () => {
  it('answers a repeated list from memory and drops it the moment content changes', async () => {
    const url = '/api/v1/projects?limit=50&category=backend'
    const first = await t.app.inject(url)
    expect(first.headers['x-cache']).toBeUndefined()
    const second = await t.app.inject(url)
    expect(second.headers['x-cache']).toBe('hit')
    expect(second.body).toBe(first.body)
    expect(second.headers.etag).toBe(first.headers.etag)
    expect(second.headers['content-type']).toBe(first.headers['content-type'])

    const id = (first.json() as ProjectList).projects[0]!.id
    await t.app.services.projects.setActive(id, false)
    try {
      const after = await t.app.inject(url)
      expect(after.headers['x-cache']).toBeUndefined()
      expect((after.json() as ProjectList).projects.map((p) => p.id)).not.toContain(id)
    } finally {
      await t.app.services.projects.setActive(id, true)
    }
  })

  it('never answers a detail (which counts a view) from the cache', async () => {
    await t.app.inject('/api/v1/projects/1')
    expect((await t.app.inject('/api/v1/projects/1')).headers['x-cache']).toBeUndefined()
  })

  it('does not cache errors or bad queries', async () => {
    await t.app.inject('/api/v1/projects?limit=0')
    const again = await t.app.inject('/api/v1/projects?limit=0')
    expect(again.statusCode).toBe(422)
    expect(again.headers['x-cache']).toBeUndefined()
  })

  it('serves 304 from the cache for a matching If-None-Match', async () => {
    const url = '/api/v1/projects/categories'
    const { etag } = (await t.app.inject(url)).headers
    const res = await t.app.inject({ url, headers: { 'if-none-match': String(etag) } })
    expect(res.statusCode).toBe(304)
    expect(res.headers['x-cache']).toBe('hit')
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'")
  })
})
