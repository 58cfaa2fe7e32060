import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Redirect, RedirectList } from '../../../core/schemas/redirect.ts'
import { ensureBuild } from '../../../scripts/ensure-build.ts'
import { buildApp } from '../../app.ts'
import {
  createAdmin,
  createPost,
  createProject,
  createUser,
  postInput,
  projectInput,
  type TestAccount,
} from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { normalizeRedirectPath } from './redirects.service.ts'

let t: TestApp
let site: FastifyInstance
let admin: TestAccount

beforeAll(async () => {
  expect(ensureBuild('redirects test')).toBe(true)
  t = await createTestApp()
  admin = await createAdmin(t.app)
  site = await buildApp({ config: t.app.config, db: t.db, logger: false, web: 'production' })
  await site.ready()
})
afterAll(async () => {
  await site?.close()
  await t.close()
})

const visit = (url: string, method: 'GET' | 'HEAD' = 'GET') =>
  site.inject({ method, url, headers: { 'user-agent': 'vitest' } })
const renamePost = async (id: number, slug: string) => {
  const post = await t.app.services.blogs.adminGet(id)
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/blogs/${id}`,
    headers: admin.headers,
    payload: postInput({ ...post, slug, title: post.title }),
  })
}

describe('a slug change keeps the old address working', () => {
  it('answers GET and HEAD of the old post address with 301 to the new one, in one hop after several renames', async () => {
    const post = await createPost(t.app, { slug: 'first-name' })
    expect((await renamePost(post.id, 'second-name')).statusCode).toBe(200)
    expect((await renamePost(post.id, 'third-name')).statusCode).toBe(200)
    for (const old of ['/blogs/first-name', '/blogs/second-name', '/blogs/second-name/']) {
      const res = await visit(old)
      expect(res.statusCode, old).toBe(301)
      expect(res.headers.location).toBe('/blogs/third-name')
    }
    const head = await visit('/blogs/first-name', 'HEAD')
    expect(head.statusCode).toBe(301)
    expect(head.headers.location).toBe('/blogs/third-name')
    expect((await visit('/blogs/third-name')).statusCode).toBe(200)
  })

  it('serves the item again at an old slug it takes back, and redirects the others there', async () => {
    const post = await createPost(t.app, { slug: 'back-a' })
    await renamePost(post.id, 'back-b')
    await renamePost(post.id, 'back-a')
    expect((await visit('/blogs/back-a')).statusCode).toBe(200)
    const res = await visit('/blogs/back-b')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/blogs/back-a')
  })

  it('lets a live post that takes a slug win over the redirect from it', async () => {
    const moved = await createPost(t.app, { slug: 'taken-old' })
    await renamePost(moved.id, 'taken-new')
    const other = await createPost(t.app, { slug: 'taken-old', title: 'The New Owner' })
    const res = await visit('/blogs/taken-old')
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('The New Owner')
    expect(other.slug).toBe('taken-old')
  })

  it('answers as an unknown post does while the post is a draft, and again once it is deleted', async () => {
    const post = await createPost(t.app, { slug: 'hidden-old' })
    await renamePost(post.id, 'hidden-new')
    const draft = await t.app.services.blogs.adminGet(post.id)
    // SPEC.md §2: an unknown post leads to the list with a notice.
    const unknown = (res: { statusCode: number; headers: Record<string, unknown> }) =>
      expect([res.statusCode, res.headers.location]).toEqual([302, '/blogs?notice=post-not-found'])
    await t.app.services.blogs.update(post.id, postInput({ ...draft, published: false }))
    unknown(await visit('/blogs/hidden-old'))
    await t.app.services.blogs.update(post.id, postInput({ ...draft, published: true }))
    expect((await visit('/blogs/hidden-old')).statusCode).toBe(301)
    await t.app.services.blogs.remove(post.id)
    unknown(await visit('/blogs/hidden-old'))
    expect(await t.app.services.redirects.pathsFor('post', post.id)).toEqual([])
  })

  it('redirects a renamed project while it is live, not while it is hidden', async () => {
    const project = await createProject(t.app, { slug: 'proj-old' })
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/projects/${project.id}/update`,
      headers: admin.headers,
      payload: projectInput({ title: project.title, slug: 'proj-new' }),
    })
    expect(res.statusCode).toBe(200)
    const hop = await visit('/projects/proj-old')
    expect(hop.statusCode).toBe(301)
    expect(hop.headers.location).toBe('/projects/proj-new')
    await t.app.services.projects.setActive(project.id, false)
    const hidden = await visit('/projects/proj-old')
    expect([hidden.statusCode, hidden.headers.location]).toEqual([302, '/projects?notice=project-not-found'])
  })
})

describe('recorded old addresses (imports, the admin)', () => {
  it('matches with or without the trailing slash, and /?p=N on its p parameter only', async () => {
    const post = await createPost(t.app, { slug: 'imported-one' })
    const { added, refused } = await t.app.services.redirects.add(
      [
        { from: 'https://old.example/2019/01/02/imported-one/', kind: 'post', id: post.id },
        { from: '/?p=41', kind: 'post', id: post.id },
      ],
      'import',
    )
    expect({ added, refused }).toEqual({ added: 2, refused: [] })
    for (const url of ['/2019/01/02/imported-one', '/2019/01/02/imported-one/', '/?p=41', '/?p=41&utm_source=x']) {
      const res = await visit(url)
      expect(res.statusCode, url).toBe(301)
      expect(res.headers.location).toBe('/blogs/imported-one')
    }
    // Another p, or none: the home page as ever.
    expect((await visit('/?p=42')).statusCode).toBe(200)
    expect((await visit('/?utm_source=x')).statusCode).toBe(200)
  })

  it('never records a path the product serves itself, and says why', async () => {
    const post = await createPost(t.app)
    const paths = [
      '/',
      '/blogs',
      '/projects/x',
      '/api/v1/projects',
      '/uploads/a.webp',
      '/rss.xml',
      '/admin',
      'javascript:alert(1)',
    ]
    const { added, refused } = await t.app.services.redirects.add(
      paths.map((from) => ({ from, kind: 'post' as const, id: post.id })),
      'import',
    )
    expect(added).toBe(0)
    expect(refused.map((r) => r.from)).toEqual(paths)
    expect(refused.every((r) => r.reason.length > 10)).toBe(true)
    expect((await visit('/rss.xml')).statusCode).toBe(200)
  })

  it.each([
    ['https://example.com/a/b/?x=1', '/a/b'],
    ['/A/', '/A'],
    ['/?p=12', '/?p=12'],
    ['/?page_id=3', '/'],
    ['mailto:x@example.com', undefined],
    ['/with space', undefined],
  ])('normalizes %s to %s', (input, want) => {
    expect(normalizeRedirectPath(input)).toBe(want)
  })
})

describe('/api/v1/admin/redirects', () => {
  it('lists every redirect with where it leads now, in the list envelope', async () => {
    const post = await createPost(t.app, { slug: 'listed-old' })
    await renamePost(post.id, 'listed-new')
    const res = await t.app.inject({ url: '/api/v1/admin/redirects?limit=100', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    const body = res.json<RedirectList>()
    const entry = body.redirects.find((r) => r.from === '/blogs/listed-old')
    expect(entry).toMatchObject({ to: '/blogs/listed-new', post_id: post.id, kind: 'post', source: 'slug' })
    expect(body.total).toBeGreaterThanOrEqual(body.redirects.length)
    expect(body.page).toBe(1)
  })

  it('adds one by hand to a post address, refuses a served path or an unknown target, and deletes it', async () => {
    const post = await createPost(t.app, { slug: 'manual-target' })
    const add = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/redirects', headers: admin.headers, payload })
    const created = await add({ from: '/old/manual/', to: 'https://whatever.example/blogs/manual-target' })
    expect(created.statusCode).toBe(201)
    const item = created.json<Redirect>()
    expect(item).toMatchObject({ from: '/old/manual', to: '/blogs/manual-target', post_id: post.id, source: 'manual' })
    expect((await visit('/old/manual')).headers.location).toBe('/blogs/manual-target')

    const served = await add({ from: '/projects', to: '/blogs/manual-target' })
    expect(served.statusCode).toBe(422)
    expect(served.json().errors[0].loc).toEqual(['body', 'from'])
    const unknown = await add({ from: '/old/other', to: '/blogs/no-such-post' })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors[0].loc).toEqual(['body', 'to'])
    expect((await visit('/old/other')).statusCode).toBe(404)

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/redirects/${item.id}`,
      headers: admin.headers,
    })
    expect(del.statusCode).toBe(204)
    expect((await visit('/old/manual')).statusCode).toBe(404)
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/redirects/${item.id}`,
      headers: admin.headers,
    })
    expect(again.statusCode).toBe(404)
  })

  it('needs a superuser', async () => {
    expect((await t.app.inject({ url: '/api/v1/admin/redirects' })).statusCode).toBe(401)
    const user = await createUser(t.app)
    expect((await t.app.inject({ url: '/api/v1/admin/redirects', headers: user.headers })).statusCode).toBe(403)
  })
})
