import { readFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, createPost, postInput, unique, type TestAccount } from '../../test/factories.ts'
import { createTestApp, testDialect, type TestApp } from '../../test/harness.ts'

// docs/api/writing.md "Series".
let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(() => t.close())

const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, ...(payload ? { payload } : {}) })

const countRows = async () =>
  Number(
    (
      await t.db.db
        .selectFrom('post_series')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe(`series (${testDialect()})`, () => {
  it('orders a series by part, counts only published posts, and says each post where it stands', async () => {
    const name = unique('Rust from scratch')
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    const third = await createPost(t.app, { title: unique('Third'), series: { name, part: 3 } })
    const first = await createPost(t.app, { title: unique('First'), series: { name: `  ${name} `, part: 1 } })
    const draft = await createPost(t.app, { title: unique('Draft'), published: false, series: { name, part: 2 } })
    const scheduled = await createPost(t.app, {
      title: unique('Later'),
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
      series: { name, part: 4 },
    })
    expect(first.series).toEqual({ name, slug, part: 1, total: 2 })

    const detail = await api('GET', `/series/${slug}`)
    expect(detail.statusCode).toBe(200)
    const body = detail.json<{ name: string; slug: string; posts: { id: number; part: number }[] }>()
    expect(body.name).toBe(name)
    expect(body.posts.map((p) => [p.id, p.part])).toEqual([
      [first.id, 1],
      [third.id, 3],
    ])
    expect(Object.keys(body.posts[0]!).sort()).toEqual(['excerpt', 'id', 'part', 'published_at', 'slug', 'title'])

    // Single post responses, public and admin, carry the series.
    const pub = await api('GET', `/blogs/${third.slug}`)
    expect(pub.json().series).toEqual({ name, slug, part: 3, total: 2 })
    expect((await api('GET', `/admin/blogs/${draft.id}`)).json().series).toEqual({ name, slug, part: 2, total: 2 })
    expect((await api('GET', `/admin/blogs/${scheduled.id}`)).json().series.part).toBe(4)

    const list = await api('GET', '/series?limit=100')
    expect(list.statusCode).toBe(200)
    const entry = list.json<{ series: { slug: string; post_count: number }[] }>().series.find((s) => s.slug === slug)
    expect(entry).toEqual({ name, slug, post_count: 2 })
  })

  it('lists series newest activity first, with the list envelope; drafts-only series are left out', async () => {
    const older = unique('Older series')
    const newer = unique('Newer series')
    const draftOnly = unique('Draft only series')
    await createPost(t.app, { published_at: '2020-01-01T00:00:00.000Z', series: { name: older, part: 1 } })
    await createPost(t.app, { published_at: '2025-01-01T00:00:00.000Z', series: { name: newer, part: 1 } })
    await createPost(t.app, { published: false, series: { name: draftOnly, part: 1 } })
    const res = await api('GET', '/series?limit=100')
    const body = res.json<{
      series: { name: string }[]
      total: number
      page: number
      pages: number
      has_more: boolean
    }>()
    const names = body.series.map((s) => s.name)
    expect(names.indexOf(newer)).toBeLessThan(names.indexOf(older))
    expect(names).not.toContain(draftOnly)
    expect(body.total).toBe(body.series.length)
    expect(body).toMatchObject({ page: 1, pages: 1, has_more: false })
    const slugOf = (n: string) => n.toLowerCase().replace(/[^a-z0-9]+/g, '-')
    expect((await api('GET', `/series/${slugOf(draftOnly)}`)).statusCode).toBe(404)
    expect((await api('GET', '/series/no-such-series')).json().code).toBe('SERIES_NOT_FOUND')
    const paged = await api('GET', '/series?limit=1')
    expect(paged.json()).toMatchObject({ page: 1, has_more: true })
    expect(paged.json().series).toHaveLength(1)
    expect((await api('GET', '/series?limit=0')).statusCode).toBe(422)
    expect((await api('GET', '/series?limit=101')).statusCode).toBe(422)
  })

  it('PUT keeps the series when left out and takes the post out with null', async () => {
    const name = unique('Keep series')
    const post = await createPost(t.app, { series: { name, part: 1 } })
    const { series: _s, ...rest } = postInput({ title: post.title, slug: post.slug })
    const kept = await api('PUT', `/blogs/${post.id}`, rest)
    expect(kept.statusCode).toBe(200)
    expect(kept.json().series).toMatchObject({ name, part: 1 })
    const moved = await api('PUT', `/blogs/${post.id}`, { ...rest, series: { name, part: 5 } })
    expect(moved.json().series).toMatchObject({ part: 5 })
    const out = await api('PUT', `/blogs/${post.id}`, { ...rest, series: null })
    expect(out.statusCode).toBe(200)
    expect(out.json().series).toBeNull()
  })

  it.each([
    ['a string', 'Rust'],
    ['an array', [1]],
    ['an empty name', { name: '   ', part: 1 }],
    ['a long name', { name: 'x'.repeat(101), part: 1 }],
    ['no part', { name: 'Rust' }],
    ['part 0', { name: 'Rust', part: 0 }],
    ['a negative part', { name: 'Rust', part: -2 }],
    ['a fractional part', { name: 'Rust', part: 1.5 }],
    ['a part as text', { name: 'Rust', part: '2' }],
  ])('refuses %s with 422 at body.series and writes nothing', async (_label, series) => {
    const rows = await countRows()
    const title = unique('Bad series')
    const res = await api('POST', '/blogs', { ...postInput({ title }), series })
    expect(res.statusCode).toBe(422)
    const body = res.json<{ code: string; errors: { loc: (string | number)[] }[] }>()
    expect(body.code).toBe('VALIDATION_ERROR')
    expect(body.errors.length).toBeGreaterThan(0)
    for (const e of body.errors) expect(e.loc.slice(0, 2)).toEqual(['body', 'series'])
    expect(await countRows()).toBe(rows)
    expect((await api('GET', '/admin/blogs?search=' + encodeURIComponent(title))).json().total).toBe(0)
  })

  it('answers 409 for a part another post of the series has (a draft too), writing nothing', async () => {
    const name = unique('Taken parts')
    await createPost(t.app, { published: false, series: { name, part: 1 } })
    const title = unique('Clash')
    const rows = await countRows()
    const res = await api('POST', '/blogs', { ...postInput({ title }), series: { name: name.toUpperCase(), part: 1 } })
    expect(res.statusCode).toBe(409)
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'detail'])
    expect(await countRows()).toBe(rows)
    expect((await api('GET', '/admin/blogs?search=' + encodeURIComponent(title))).json().total).toBe(0)

    const other = await createPost(t.app, { series: { name, part: 2 } })
    const put = await api('PUT', `/blogs/${other.id}`, {
      ...postInput({ title: other.title, slug: other.slug }),
      series: { name, part: 1 },
    })
    expect(put.statusCode).toBe(409)
    expect((await api('GET', `/admin/blogs/${other.id}`)).json().series.part).toBe(2)
    // Its own part again is no conflict.
    const same = await api('PUT', `/blogs/${other.id}`, {
      ...postInput({ title: other.title, slug: other.slug }),
      series: { name, part: 2 },
    })
    expect(same.statusCode).toBe(200)
  })
})

describe(`the editor's preview (${testDialect()})`, () => {
  it('is exactly the HTML a save of the same Markdown stores, every writing-desk feature included', async () => {
    const markdown = readFileSync('bench/fixtures/writing-sample.md', 'utf8')
    const preview = await api('POST', '/admin/blogs/preview', { content_markdown: markdown })
    expect(preview.statusCode).toBe(200)
    const saved = await api('POST', '/blogs', {
      ...postInput({ title: unique('Preview parity') }),
      content_markdown: markdown,
    })
    expect(saved.statusCode).toBe(201)
    expect(preview.json().content).toBe(saved.json().content)
    for (const mark of [
      'class="katex"',
      'katex-error',
      'role="img"',
      'diagram-error',
      'role="note"',
      '<figure',
      'video-embed',
      'bookmark-card',
    ])
      expect(saved.json().content).toContain(mark)
  })
})
