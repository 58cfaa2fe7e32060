import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PublicServices } from '../../../core/services.ts'
import { RESTORE_KEEPS } from '../../../core/schemas/revision.ts'
import { statusIs, statusOf } from '../../db/publication.ts'
import type { ContentKind } from '../../lib/events.ts'
import { createAdmin, unique, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { buildSitemap } from '../../web/feeds.ts'

// docs/api/owners-site.md, Pages: revisions on every save with restore (words only), and a
// publication time by the posts' rule — a scheduled page is not public until its time, then goes
// live by itself through the publish job (its tick shortened by configuration, the real clock).
const TICK_MS = 200

let t: TestApp
let admin: TestAccount
const changes: ContentKind[] = []
beforeAll(async () => {
  t = await createTestApp({ env: { PUBLISH_TICK_MS: String(TICK_MS) } })
  admin = await createAdmin(t.app, { full_name: 'Pat Owner' })
  t.app.events.on('change', (kind) => changes.push(kind))
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const api = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, ...(payload ? { payload } : {}) })
const inFuture = (ms: number) => new Date(Date.now() + ms).toISOString()
const services = () => t.app.services as unknown as PublicServices

/** What the public sees of a page: /<slug>'s data, the header link, the sitemap, a redirect's target. */
const publicly = async (page: { id: number; slug: string }) => {
  const found = await t.app.services.pages.get(page.slug).then(
    () => 200,
    (e: { statusCode?: number }) => e.statusCode,
  )
  return {
    served: found,
    inNav: (await t.app.services.pages.navLinks()).some((l) => l.url === `/${page.slug}`),
    inSitemap: (await buildSitemap(services(), 'https://example.com')).includes(`/${page.slug}<`),
    path: await t.app.services.pages.publicPath(page.id),
  }
}

describe('a page with a publication time', () => {
  it('is scheduled when published with a time ahead: not served, not in the header or sitemap', async () => {
    const at = '2099-01-01T09:00:00+01:00'
    const res = await api('POST', '/admin/pages', {
      title: unique('Later '),
      content_markdown: 'Soon.',
      published: true,
      published_at: at,
      show_in_nav: true,
    })
    expect(res.statusCode).toBe(201)
    const page = res.json()
    expect(page).toMatchObject({ status: 'scheduled', published: true, published_at: '2099-01-01T08:00:00.000Z' })
    expect(await publicly(page)).toEqual({ served: 404, inNav: false, inSitemap: false, path: undefined })
    // An edit that leaves the time out keeps the schedule.
    const edited = (
      await api('PUT', `/admin/pages/${page.id}`, {
        title: page.title,
        content_markdown: 'Soon, edited.',
        published: true,
        show_in_nav: true,
      })
    ).json()
    expect(edited).toMatchObject({ status: 'scheduled', published_at: '2099-01-01T08:00:00.000Z' })
    // null clears it: publishing now.
    const now = (
      await api('PUT', `/admin/pages/${page.id}`, {
        title: page.title,
        content_markdown: 'Now.',
        published: true,
        published_at: null,
        show_in_nav: true,
      })
    ).json()
    expect(now.status).toBe('published')
    expect(Date.parse(now.published_at)).toBeLessThanOrEqual(Date.now())
    expect(await publicly(page)).toEqual({ served: 200, inNav: true, inSitemap: true, path: `/${page.slug}` })
  })

  it('a draft has no time until published; publishing sets now and keeps it across edits', async () => {
    const draft = (await api('POST', '/admin/pages', { title: unique('Draft '), content_markdown: 'x' })).json()
    expect(draft).toMatchObject({ status: 'draft', published: false, published_at: null })
    const body = { title: draft.title, content_markdown: 'y', published: true }
    const live = (await api('PUT', `/admin/pages/${draft.id}`, body)).json()
    expect(live.status).toBe('published')
    expect(live.published_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    const again = (await api('PUT', `/admin/pages/${draft.id}`, { ...body, content_markdown: 'z' })).json()
    expect(again.published_at).toBe(live.published_at)
  })

  it('refuses a time that is not ISO 8601 with a zone (422, loc published_at)', async () => {
    for (const bad of ['tomorrow', '2099-01-01', '2099-01-01T09:00:00', 5]) {
      const res = await api('POST', '/admin/pages', { title: 'Bad time', content_markdown: 'x', published_at: bad })
      expect(res.statusCode, String(bad)).toBe(422)
      expect(res.json().errors[0].loc).toEqual(['body', 'published_at'])
    }
  })

  it('the row rule and the query rule agree for pages (draft, scheduled, live, live without a time)', async () => {
    const made = [
      await api('POST', '/admin/pages', { title: unique('R draft '), content_markdown: 'x' }),
      await api('POST', '/admin/pages', {
        title: unique('R sched '),
        content_markdown: 'x',
        published: true,
        published_at: inFuture(3_600_000),
      }),
      await api('POST', '/admin/pages', { title: unique('R live '), content_markdown: 'x', published: true }),
    ].map((r) => r.json())
    const ids = made.map((p) => p.id)
    expect(made.map((p) => p.status)).toEqual(['draft', 'scheduled', 'published'])
    for (const status of ['draft', 'scheduled', 'published'] as const) {
      const rows = await t.db.db
        .selectFrom('pages')
        .selectAll()
        .where('id', 'in', ids)
        .where(statusIs('pages', status))
        .execute()
      expect(
        rows.map((r) => r.id),
        status,
      ).toEqual(made.filter((p) => p.status === status).map((p) => p.id))
      for (const r of rows) expect(statusOf(r)).toBe(status)
    }
  })

  it('goes live by itself at its time (no write): served, in the header and sitemap, a pages change announced', async () => {
    const page = (
      await api('POST', '/admin/pages', {
        title: unique('Launch '),
        content_markdown: 'Here now.',
        published: true,
        show_in_nav: true,
        published_at: inFuture(1500),
      })
    ).json()
    expect(page.status).toBe('scheduled')
    expect(await publicly(page)).toMatchObject({ served: 404, inNav: false, inSitemap: false })
    changes.length = 0
    await expect
      .poll(() => publicly(page), { timeout: 15_000, interval: 100 })
      .toEqual({ served: 200, inNav: true, inSitemap: true, path: `/${page.slug}` })
    // The job's look announces it, which empties every cached page and list.
    await expect.poll(() => changes, { timeout: 5000, interval: 50 }).toContain('pages')
    expect((await api('GET', `/admin/pages/${page.id}`)).json().status).toBe('published')
  }, 30_000)
})

describe('page revisions', () => {
  const KEEPS: string[] = [...RESTORE_KEEPS.page]

  it('every save records one (by whom), newest first; a revision holds the write fields', async () => {
    const first = {
      title: unique('Rev one '),
      slug: unique('rev-one-'),
      content_markdown: '# One',
      published: false,
      show_in_nav: false,
      meta_title: 'First meta',
      meta_description: 'First description',
    }
    const page = (await api('POST', '/admin/pages', first)).json()
    const second = { ...first, title: unique('Rev two '), content_markdown: '# Two', meta_title: 'Second meta' }
    expect((await api('PUT', `/admin/pages/${page.id}`, second)).statusCode).toBe(200)
    const list = (await api('GET', `/admin/pages/${page.id}/revisions`)).json()
    expect(list).toHaveLength(2)
    expect(list.map((r: { title: string }) => r.title)).toEqual([second.title, first.title])
    expect(list[0]).toMatchObject({ user_id: admin.user.id, user_name: 'Pat Owner', user_email: admin.user.email })
    const rev = (await api('GET', `/admin/pages/${page.id}/revisions/${list[1].id}`)).json()
    expect(rev.data).toEqual({ ...first, published_at: null })
  })

  it('restore brings back the words and keeps publication, schedule and header place; it is a revision itself', async () => {
    const at = '2098-05-05T10:00:00.000Z'
    const words = { title: unique('Old words '), content_markdown: 'Old body', meta_title: 'Old meta' }
    const page = (
      await api('POST', '/admin/pages', { ...words, slug: unique('old-'), published: false, show_in_nav: false })
    ).json()
    const [oldRev] = (await api('GET', `/admin/pages/${page.id}/revisions`)).json()
    const now = (
      await api('PUT', `/admin/pages/${page.id}`, {
        title: unique('New words '),
        slug: unique('new-'),
        content_markdown: 'New body',
        published: true,
        published_at: at,
        show_in_nav: true,
        meta_title: null,
      })
    ).json()
    const res = await api('POST', `/admin/pages/${page.id}/revisions/${oldRev.id}/restore`)
    expect(res.statusCode).toBe(200)
    const restored = res.json()
    expect(restored).toMatchObject({ ...words, slug: page.slug, content: expect.stringContaining('Old body') })
    expect(Object.fromEntries(KEEPS.map((k) => [k, restored[k]]))).toEqual(
      Object.fromEntries(KEEPS.map((k) => [k, now[k]])),
    )
    expect(restored).toMatchObject({ status: 'scheduled', published: true, published_at: at, show_in_nav: true })
    const list = (await api('GET', `/admin/pages/${page.id}/revisions`)).json()
    expect(list).toHaveLength(3)
    expect(list[0].title).toBe(words.title)
    // The old slug's link leads to the page again once it is live: the rename was recorded.
    expect((await api('GET', `/admin/pages/${page.id}`)).json().slug).toBe(page.slug)
  })

  it('unknown page or revision, or another page’s revision: 404; a visitor: 401', async () => {
    const a = (await api('POST', '/admin/pages', { title: unique('A '), content_markdown: 'a' })).json()
    const b = (await api('POST', '/admin/pages', { title: unique('B '), content_markdown: 'b' })).json()
    const [revB] = (await api('GET', `/admin/pages/${b.id}/revisions`)).json()
    expect((await api('GET', '/admin/pages/999999/revisions')).json().code).toBe('PAGE_NOT_FOUND')
    expect((await api('GET', `/admin/pages/${a.id}/revisions/${revB.id}`)).json().code).toBe('REVISION_NOT_FOUND')
    const wrong = await api('POST', `/admin/pages/${a.id}/revisions/${revB.id}/restore`)
    expect(wrong.statusCode).toBe(404)
    expect((await t.app.inject({ url: `/api/v1/admin/pages/${a.id}/revisions` })).statusCode).toBe(401)
  })

  it('deleting a page takes its revisions with it', async () => {
    const page = (await api('POST', '/admin/pages', { title: unique('Gone '), content_markdown: 'x' })).json()
    await api('PUT', `/admin/pages/${page.id}`, { title: page.title, content_markdown: 'y' })
    const count = async () =>
      (
        await t.db.db
          .selectFrom('revisions')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('kind', '=', 'page')
          .where('item_id', '=', page.id)
          .executeTakeFirstOrThrow()
      ).n
    expect(Number(await count())).toBe(2)
    expect((await api('DELETE', `/admin/pages/${page.id}`)).statusCode).toBe(204)
    expect(Number(await count())).toBe(0)
  })
})
