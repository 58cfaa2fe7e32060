import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createProject, ipFor, unique } from '../../test/factories.ts'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const like = (idOrSlug: string | number, opts: { ip?: string; cookie?: string; ua?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/projects/${idOrSlug}/like`,
    remoteAddress: opts.ip ?? '127.0.0.1',
    headers: { 'user-agent': opts.ua ?? BROWSER, ...(opts.cookie ? { cookie: opts.cookie } : {}) },
  })

const likesOf = async (id: number) =>
  (await t.db.db.selectFrom('projects').select('likes').where('id', '=', id).executeTakeFirstOrThrow()).likes
const viewsOf = async (table: 'projects' | 'blog_posts', id: number) =>
  (await t.db.db.selectFrom(table).select('views').where('id', '=', id).executeTakeFirstOrThrow()).views

describe('likes', () => {
  it('200 distinct visitors at once: likes rise by exactly 200', async () => {
    const p = await createProject(t.app)
    const results = await Promise.all(Array.from({ length: 200 }, (_, i) => like(p.id, { ip: ipFor(20_000 + i) })))
    expect(results.map((r) => r.statusCode)).toEqual(Array(200).fill(200))
    expect(await likesOf(p.id)).toBe(200)
    const reported = results.map((r) => r.json().likes as number)
    expect(Math.max(...reported)).toBe(200)
    // Every answer saw its own like: 200 distinct counts from 1 to 200.
    expect(new Set(reported).size).toBe(200)
    const rows = await t.db.db
      .selectFrom('project_likes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('project_id', '=', p.id)
      .executeTakeFirstOrThrow()
    expect(Number(rows.n)).toBe(200)
  })

  it('the same visitor twice (or ten times at once) counts once', async () => {
    const p = await createProject(t.app)
    const first = await like(p.slug, { ip: ipFor(30_000) })
    expect(first.json()).toEqual({ id: p.id, likes: 1, liked: true })
    const again = await like(p.slug, { ip: ipFor(30_000) })
    expect(again.json()).toEqual({ id: p.id, likes: 1, liked: true })
    const burst = await Promise.all(Array.from({ length: 10 }, () => like(p.id, { ip: ipFor(30_001) })))
    expect(burst.every((r) => r.statusCode === 200)).toBe(true)
    expect(await likesOf(p.id)).toBe(2)
  })

  it('the visitor cookie keeps a browser the same visitor when its address changes', async () => {
    const p = await createProject(t.app)
    const first = await like(p.id, { ip: ipFor(31_000) })
    const setCookie = String(first.headers['set-cookie'])
    expect(setCookie).toMatch(/^visitor=[\w-]+; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax/)
    const cookie = setCookie.split(';')[0]!
    expect((await like(p.id, { ip: ipFor(31_001), cookie })).json().likes).toBe(1)
    // A new browser at the new address is someone else.
    expect((await like(p.id, { ip: ipFor(31_001) })).json().likes).toBe(2)
  })

  it('404 for a missing or soft-deleted project; a like is rate limited per address', async () => {
    const p = await createProject(t.app, { is_active: false })
    expect((await like(p.id, { ip: ipFor(32_000) })).statusCode).toBe(404)
    expect((await like(999_999, { ip: ipFor(32_000) })).statusCode).toBe(404)
    const live = await createProject(t.app)
    const ip = ipFor(33_000)
    const codes: number[] = []
    for (let i = 0; i < 31; i++) codes.push((await like(live.id, { ip, ua: `${BROWSER} ${i}` })).statusCode)
    expect(codes.filter((c) => c === 429)).toHaveLength(1)
    expect(codes.at(-1)).toBe(429)
  })
})

describe('views', () => {
  const view = (slug: string, opts: { ip?: string; ua?: string | null; kind?: 'projects' | 'blogs' } = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/${opts.kind ?? 'projects'}/${slug}`,
      remoteAddress: opts.ip ?? '127.0.0.1',
      headers: opts.ua === null ? {} : { 'user-agent': opts.ua ?? BROWSER },
    })

  it('counts a visitor once per item per day', async () => {
    const p = await createProject(t.app)
    for (let i = 0; i < 3; i++) expect((await view(p.slug, { ip: ipFor(40_000) })).statusCode).toBe(200)
    await view(String(p.id), { ip: ipFor(40_000) })
    await view(p.slug, { ip: ipFor(40_001) })
    await t.app.services.views.flush()
    expect(await viewsOf('projects', p.id)).toBe(2)
    // A later batch does not count the same visitors again the same day.
    await view(p.slug, { ip: ipFor(40_000) })
    await t.app.services.views.flush()
    expect(await viewsOf('projects', p.id)).toBe(2)
    const daily = await t.db.db.selectFrom('daily_views').selectAll().where('content_id', '=', p.id).execute()
    expect(daily).toEqual([
      { content_type: 'project', content_id: p.id, day: new Date().toISOString().slice(0, 10), views: 2 },
    ])
  })

  it('does not count bots or requests without a User-Agent', async () => {
    const p = await createProject(t.app)
    await view(p.slug, { ip: ipFor(41_000), ua: GOOGLEBOT })
    await view(p.slug, { ip: ipFor(41_001), ua: 'curl/8.5.0' })
    await view(p.slug, { ip: ipFor(41_002), ua: null })
    await view(p.slug, {
      ip: ipFor(41_003),
      ua: 'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    })
    await t.app.services.views.flush()
    expect(await viewsOf('projects', p.id)).toBe(0)
    await view(p.slug, { ip: ipFor(41_004) })
    await t.app.services.views.flush()
    expect(await viewsOf('projects', p.id)).toBe(1)
  })

  it('batches: a burst of reads writes nothing until the batch is flushed, then counts each visitor', async () => {
    const p = await createProject(t.app)
    await Promise.all(Array.from({ length: 50 }, (_, i) => view(p.slug, { ip: ipFor(42_000 + i) })))
    expect(await viewsOf('projects', p.id)).toBe(0)
    await t.app.services.views.flush()
    expect(await viewsOf('projects', p.id)).toBe(50)
  })

  it('flushes on its own shortly after a read', async () => {
    const p = await createProject(t.app)
    await view(p.slug, { ip: ipFor(43_000) })
    const deadline = Date.now() + 5000
    while ((await viewsOf('projects', p.id)) === 0 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100))
    expect(await viewsOf('projects', p.id)).toBe(1)
  })

  it('counts blog post views the same way; the public list does not count', async () => {
    const post = await t.app.services.blogs.create({
      title: unique('Post '),
      excerpt: 'e',
      content_markdown: 'Hello',
      featured_image: null,
      tags: [],
      published: true,
      featured: false,
    })
    await view(post.slug, { kind: 'blogs', ip: ipFor(44_000) })
    await view(post.slug, { kind: 'blogs', ip: ipFor(44_000) })
    await view(post.slug, { kind: 'blogs', ip: ipFor(44_001), ua: GOOGLEBOT })
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/blogs',
      remoteAddress: ipFor(44_002),
      headers: { 'user-agent': BROWSER },
    })
    await t.app.services.views.flush()
    expect(await viewsOf('blog_posts', post.id)).toBe(1)
  })
})
