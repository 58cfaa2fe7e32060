import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ContentKind } from '../../lib/events.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createAdmin, createPost, createUser, postInput, unique, type TestAccount } from '../../test/factories.ts'

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

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })

describe('blog posts (superuser writes)', () => {
  it('POST /blogs: Markdown in, highlighted HTML and read time out', async () => {
    changes.length = 0
    const words = Array.from({ length: 1000 }, (_, i) => `word${i}`).join(' ')
    const res = await api(
      'POST',
      '/blogs',
      postInput({
        title: 'Hello Markdown World',
        content_markdown: `## Intro\n\n${words}\n\n\`\`\`ts\nconst a: number = 1\n\`\`\`\n`,
      }),
    )
    expect(res.statusCode).toBe(201)
    const post = res.json()
    expect(post.slug).toBe('hello-markdown-world')
    expect(post.content).toContain('<h2 id="intro">Intro</h2>')
    expect(post.content).toMatch(/<pre class="shiki/)
    // Highlighted tokens carry colour classes (both themes in one stylesheet), never inline styles.
    expect(post.content).toMatch(/<span class="l-[0-9a-f]{6} d-[0-9a-f]{6}">/)
    expect(post.content).not.toContain('style="')
    expect(post.read_time).toBe(5)
    expect(post.content_markdown).toContain('## Intro')
    expect(post.published_at).toEqual(expect.any(String))
    expect(changes).toEqual(['blogs'])
    const pub = await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${post.slug}` })
    expect(pub.statusCode).toBe(200)
    expect(pub.json().content_markdown).toBeUndefined()
  })

  it('read time is at least one minute', async () => {
    const res = await api('POST', '/blogs', postInput({ content_markdown: 'Short.' }))
    expect(res.json().read_time).toBe(1)
  })

  it('409 on a duplicate slug (given or made from the title)', async () => {
    const p = await createPost(t.app)
    const bySlug = await api('POST', '/blogs', postInput({ slug: p.slug }))
    expect(bySlug.statusCode).toBe(409)
    expect(bySlug.json()).toEqual({ detail: 'A post with this slug already exists', code: 'POST_CONFLICT' })
    expect((await api('POST', '/blogs', postInput({ title: p.title }))).statusCode).toBe(409)
    const other = await createPost(t.app)
    expect((await api('PUT', `/blogs/${other.id}`, postInput({ slug: p.slug }))).statusCode).toBe(409)
  })

  it('drafts stay out of the public API but are in GET /admin/blogs', async () => {
    const draft = await createPost(t.app, { published: false, title: unique('Draft ') })
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${draft.slug}` })).statusCode).toBe(404)
    const list = (await api('GET', '/admin/blogs?limit=100')).json()
    const found = list.posts.find((p: { id: number }) => p.id === draft.id)
    expect(found).toMatchObject({ published: false })
    // List rows never carry the body; the editor reads one post with its Markdown.
    expect(found).not.toHaveProperty('content')
    expect(found).not.toHaveProperty('content_markdown')
    expect((await api('GET', `/admin/blogs/${draft.id}`)).json()).toMatchObject({
      content_markdown: expect.any(String),
    })
    const onlyDrafts = (await api('GET', '/admin/blogs?published=false&limit=100')).json()
    expect(onlyDrafts.posts.every((p: { published: boolean }) => !p.published)).toBe(true)
    expect((await api('GET', `/admin/blogs/${draft.id}`)).json().id).toBe(draft.id)
    expect((await api('GET', '/admin/blogs/999999')).statusCode).toBe(404)
  })

  it('PUT /blogs/:id re-renders; publishing a draft makes it public', async () => {
    const draft = await createPost(t.app, { published: false })
    changes.length = 0
    const res = await api(
      'PUT',
      `/blogs/${draft.id}`,
      postInput({ title: draft.title, published: true, content_markdown: '**Bold**' }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ published: true, slug: draft.slug })
    expect(res.json().content).toContain('<strong>Bold</strong>')
    expect(changes).toEqual(['blogs'])
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${draft.slug}` })).statusCode).toBe(200)
    expect((await api('PUT', '/blogs/999999', postInput())).statusCode).toBe(404)
  })

  it('DELETE /blogs/:id: 204, then 404', async () => {
    const p = await createPost(t.app)
    changes.length = 0
    const del = await api('DELETE', `/blogs/${p.id}`)
    expect(del.statusCode).toBe(204)
    expect(changes).toEqual(['blogs'])
    expect((await api('DELETE', `/blogs/${p.id}`)).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${p.slug}` })).statusCode).toBe(404)
  })

  it('writes need a superuser; reading stays public', async () => {
    const user = await createUser(t.app)
    const p = await createPost(t.app)
    for (const [method, url] of [
      ['POST', '/blogs'],
      ['PUT', `/blogs/${p.id}`],
      ['DELETE', `/blogs/${p.id}`],
      ['GET', '/admin/blogs'],
      ['GET', `/admin/blogs/${p.id}`],
    ] as const) {
      expect((await t.app.inject({ method, url: `/api/v1${url}`, payload: postInput() })).statusCode).toBe(401)
      expect((await api(method, url, postInput(), user.headers)).statusCode, `${method} ${url}`).toBe(403)
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/blogs/${p.slug}` })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/blogs' })).statusCode).toBe(200)
  })
})

describe('POST /admin/blogs/preview', () => {
  const preview = (content_markdown: unknown, headers = admin.headers) =>
    t.app.inject({ method: 'POST', url: '/api/v1/admin/blogs/preview', headers, payload: { content_markdown } })

  it('needs a superuser', async () => {
    const user = await createUser(t.app)
    const anon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/blogs/preview',
      payload: { content_markdown: 'Hi' },
    })
    expect(anon.statusCode).toBe(401)
    const res = await preview('Hi', user.headers)
    expect(res.statusCode).toBe(403)
  })

  it('renders what a save would store, without storing anything', async () => {
    changes.length = 0
    const before = (await api('GET', '/admin/blogs?limit=100')).json().total
    const words = Array.from({ length: 600 }, (_, i) => `w${i}`).join(' ')
    const res = await preview(`## Title\n\n${words}\n\n\`\`\`ts\nconst a: number = 1\n\`\`\`\n`)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['content', 'read_time'])
    expect(body.content).toContain('<h2 id="title">Title</h2>')
    expect(body.content).toMatch(/<pre class="shiki/)
    expect(body.content).toMatch(/<span class="l-[0-9a-f]{6} d-[0-9a-f]{6}">/)
    expect(body.read_time).toBe(3)
    expect((await preview('Short.')).json()).toEqual({ content: '<p>Short.</p>', read_time: 1 })
    expect((await api('GET', '/admin/blogs?limit=100')).json().total).toBe(before)
    expect(changes).toEqual([])
  })

  it('neutralises XSS in the author HTML', async () => {
    const res = await preview(
      '<script>alert(1)</script>\n\n<img src="x" onerror="alert(1)">\n\n[link](javascript:alert(1))\n\n[ok](https://ok.example)',
    )
    expect(res.statusCode).toBe(200)
    const html: string = res.json().content
    expect(html).not.toMatch(/<script/i)
    expect(html).not.toMatch(/onerror|onclick/i)
    expect(html).not.toMatch(/javascript:/i)
    expect(html).toContain('https://ok.example')
  })

  it('422 on oversized or missing content', async () => {
    const big = await preview('a'.repeat(200_001))
    expect(big.statusCode).toBe(422)
    expect(big.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: 'Content is too long' })
    expect((await preview('a'.repeat(200_000))).statusCode).toBe(200)
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/blogs/preview',
      headers: admin.headers,
      payload: {},
    })
    expect(missing.statusCode).toBe(422)
  })
})

describe('GET /admin/blogs: published filter and sort=updated', () => {
  it('filters drafts or published posts and orders the last edited first', async () => {
    const tag = unique('sorted')
    const featured = await createPost(t.app, { title: `Featured ${tag}`, featured: true, published: true })
    await new Promise((r) => setTimeout(r, 5))
    const draft = await createPost(t.app, { title: `Draft ${tag}`, published: false })
    await new Promise((r) => setTimeout(r, 5))
    const plain = await createPost(t.app, { title: `Plain ${tag}`, published: true })
    await new Promise((r) => setTimeout(r, 5))
    // Editing the oldest makes it the most recently updated.
    expect(
      (await api('PUT', `/blogs/${featured.id}`, postInput({ title: featured.title, featured: true, published: true })))
        .statusCode,
    ).toBe(200)
    const ids = async (query: string) => {
      const res = await api('GET', `/admin/blogs?search=${tag}${query}`)
      expect(res.statusCode, query).toBe(200)
      return res.json().posts.map((p: { id: number }) => p.id)
    }
    expect(await ids('&sort=updated')).toEqual([featured.id, plain.id, draft.id])
    expect(await ids('&sort=updated&published=false')).toEqual([draft.id])
    expect(await ids('&sort=updated&published=true')).toEqual([featured.id, plain.id])
    // Without sort=updated a search ranks (all three match in the title alike), then newest published.
    expect(await ids('')).toEqual([plain.id, featured.id, draft.id])
    expect((await api('GET', '/admin/blogs?sort=random')).statusCode).toBe(422)
  })
})
