import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PublicServices } from '../../../core/services.ts'
import { buildApp } from '../../app.ts'
import type { ContentKind } from '../../lib/events.ts'
import { createAdmin, createPost, postInput, unique, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { buildRss, buildSitemap } from '../../web/feeds.ts'

// API.md, Publishing: draft / scheduled / published. A scheduled post is invisible on every
// public surface until its time, then goes live by itself (no write, no restart) on every
// instance. The scheduler's tick is shortened by configuration, never faked: these tests wait
// for the real clock.
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379'
const TICK_MS = 200

let t: TestApp
let other: FastifyInstance
let admin: TestAccount
const changes: ContentKind[] = []
beforeAll(async () => {
  // Two instances of one site (one database, one Redis), as in production with several.
  t = await createTestApp({ env: { PUBLISH_TICK_MS: String(TICK_MS), REDIS_URL } })
  other = await buildApp({ config: t.app.config, db: t.db, logger: false })
  await other.ready()
  admin = await createAdmin(t.app)
  t.app.events.on('change', (kind) => changes.push(kind))
})
afterAll(async () => {
  await other?.close()
  await t?.close()
})

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, ...(payload ? { payload } : {}) })
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString()

describe('post status (draft / scheduled / published)', () => {
  it('is computed from published and published_at, in admin and public answers', async () => {
    const draft = (await api('POST', '/blogs', postInput({ published: false }))).json()
    expect(draft).toMatchObject({ published: false, status: 'draft', published_at: null })

    const before = new Date().toISOString()
    const live = (await api('POST', '/blogs', postInput())).json()
    expect(live.status).toBe('published')
    // Publishing without a time sets now.
    expect(live.published_at >= before && live.published_at <= new Date().toISOString()).toBe(true)
    expect((await t.app.inject({ url: `/api/v1/blogs/${live.slug}` })).json().status).toBe('published')

    // Any ISO 8601 zone is stored as UTC.
    const res = await api('POST', '/blogs', postInput({ published_at: '2099-01-01T10:00:00+02:00' }))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ status: 'scheduled', published: true, published_at: '2099-01-01T08:00:00.000Z' })
  })

  it('a backdated post is published at the given time', async () => {
    const res = await api('POST', '/blogs', postInput({ published_at: '2020-05-04T03:02:01Z' }))
    expect(res.json()).toMatchObject({ status: 'published', published_at: '2020-05-04T03:02:01.000Z' })
  })

  it('422 for a time that is not ISO 8601 with a zone', async () => {
    for (const published_at of ['tomorrow', '2030-01-01', '2030-01-01T10:00:00', '2030-13-01T10:00:00Z']) {
      const res = await api('POST', '/blogs', { ...postInput(), published_at })
      expect(res.statusCode, published_at).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
      expect(res.json().errors[0]).toMatchObject({
        loc: ['body', 'published_at'],
        msg: 'Publication time must be an ISO 8601 date and time',
      })
    }
  })

  it('an edit keeps the schedule; null publishes now; unpublishing keeps the time as a draft', async () => {
    const at = inFuture(3_600_000)
    const post = (await api('POST', '/blogs', postInput({ published_at: at }))).json()
    const edited = (await api('PUT', `/blogs/${post.id}`, postInput({ title: post.title, slug: post.slug }))).json()
    expect(edited).toMatchObject({ status: 'scheduled', published_at: at })

    const unpublished = (
      await api('PUT', `/blogs/${post.id}`, postInput({ title: post.title, slug: post.slug, published: false }))
    ).json()
    expect(unpublished).toMatchObject({ status: 'draft', published: false, published_at: at })

    const now = (
      await api('PUT', `/blogs/${post.id}`, postInput({ title: post.title, slug: post.slug, published_at: null }))
    ).json()
    expect(now.status).toBe('published')
    expect(now.published_at < at).toBe(true)
  })

  it('GET /admin/blogs?status= lists drafts, scheduled or published posts', async () => {
    const tag = unique('status')
    const draft = await createPost(t.app, { tags: [tag], published: false })
    const scheduled = await createPost(t.app, { tags: [tag], published_at: inFuture(3_600_000) })
    const live = await createPost(t.app, { tags: [tag] })
    const ids = async (status?: string) =>
      (await api('GET', `/admin/blogs?tag=${tag}${status ? `&status=${status}` : ''}`))
        .json()
        .posts.map((p: { id: number }) => p.id)
        .sort()
    expect(await ids('draft')).toEqual([draft.id])
    expect(await ids('scheduled')).toEqual([scheduled.id])
    expect(await ids('published')).toEqual([live.id])
    expect(await ids()).toEqual([draft.id, scheduled.id, live.id].sort())
    const bad = await api('GET', '/admin/blogs?status=live')
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors[0]).toMatchObject({
      loc: ['query', 'status'],
      msg: 'Status must be draft, scheduled or published',
    })
  })
})

describe('a scheduled post', () => {
  it('is absent from every public surface until its time, then present on all of them by itself', async () => {
    const word = `zephyr${Date.now().toString(36)}`
    const tag = unique('Scheduled')
    const dueAt = Date.now() + 2500
    const post = (
      await api(
        'POST',
        '/blogs',
        postInput({ title: `Launch ${word}`, tags: [tag], published_at: new Date(dueAt).toISOString() }),
      )
    ).json()
    expect(post.status).toBe('scheduled')
    const services = (app: FastifyInstance) => app.services as unknown as PublicServices

    /** What each public surface shows of the post, on one instance. */
    const surfaces = async (app: FastifyInstance) => {
      const get = async (url: string) => {
        const res = await app.inject({ url: `/api/v1${url}` })
        return { status: res.statusCode, body: res.body, cache: res.headers['x-cache'] }
      }
      const list = await get('/blogs?limit=100')
      const newest = await get('/blogs?sort=newest&limit=100')
      const byTag = await get(`/blogs?tag=${encodeURIComponent(tag)}`)
      const search = await get(`/blogs?search=${word}`)
      const tags = await get('/blogs/tags')
      const detail = await get(`/blogs/${post.slug}`)
      const byId = await get(`/blogs/${post.id}`)
      const rss = await buildRss(services(app), 'https://example.com')
      const sitemap = await buildSitemap(services(app), 'https://example.com')
      return {
        list: list.body.includes(post.slug),
        newest: newest.body.includes(post.slug),
        byTag: byTag.body.includes(post.slug),
        search: search.body.includes(post.slug),
        tags: tags.body.includes(tag),
        detail: detail.status,
        byId: byId.status,
        rss: rss.includes(post.slug),
        sitemap: sitemap.includes(post.slug),
        cached: list.cache === 'hit',
      }
    }
    const absent = { list: false, newest: false, byTag: false, search: false, tags: false, detail: 404, byId: 404 }
    const present = { list: true, newest: true, byTag: true, search: true, tags: true, detail: 200, byId: 200 }

    for (const app of [t.app, other])
      expect(await surfaces(app)).toMatchObject({ ...absent, rss: false, sitemap: false })
    // Both instances now hold the lists in their caches (the second read is a hit).
    for (const app of [t.app, other]) expect(await surfaces(app)).toMatchObject({ ...absent, cached: true })
    expect((await api('GET', `/admin/blogs/${post.id}`)).json().status).toBe('scheduled')
    changes.length = 0

    // No request writes anything from here on: the instances find out by themselves.
    await expect.poll(() => surfaces(t.app), { timeout: 15_000, interval: 100 }).toMatchObject(present)
    const lateMs = Date.now() - dueAt
    await expect.poll(() => surfaces(other), { timeout: 2000, interval: 50 }).toMatchObject(present)
    expect(await surfaces(t.app)).toMatchObject({ ...present, rss: true, sitemap: true })
    expect(await surfaces(other)).toMatchObject({ ...present, rss: true, sitemap: true })
    // Announced as a blogs change (which emptied the caches), well within API.md's 60 s.
    expect(changes).toContain('blogs')
    expect(lateMs).toBeLessThan(10_000)
    console.info(`[publishing] the scheduled post was listed ${lateMs} ms after its time`)
    expect((await api('GET', `/admin/blogs/${post.id}`)).json().status).toBe('published')
  }, 30_000)

  it('a post published, backdated or edited by a write is not announced again by the tick', async () => {
    // Past the look-back of the previous test's post (two ticks and a second).
    await new Promise((resolve) => setTimeout(resolve, 2 * TICK_MS + 1500))
    await createPost(t.app)
    const edited = await createPost(t.app, { published_at: new Date(Date.now() - 60_000).toISOString() })
    await t.app.services.blogs.update(edited.id, postInput({ title: edited.title, slug: edited.slug }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    changes.length = 0
    // Ten ticks: the write announced itself; nothing went live by time alone.
    await new Promise((resolve) => setTimeout(resolve, 10 * TICK_MS))
    expect(changes).toEqual([])
  }, 10_000)
})
