import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { RESERVED_SLUG_MESSAGE } from '../../../core/schemas/page.ts'
import type { ContentKind } from '../../lib/events.ts'
import { createAdmin, createUser, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { RESERVED_SLUGS } from '../../web/reserved-paths.ts'
import { createBackup, restoreBackup } from '../backup/backup.service.ts'

let t: TestApp
let admin: TestAccount
let visitor: TestAccount
const changes: ContentKind[] = []
const scratch = mkdtempSync(join(tmpdir(), 'folio-pages-test-'))
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
  visitor = await createUser(t.app)
  t.app.events.on('change', (kind) => changes.push(kind))
})
afterAll(async () => {
  await t?.close()
  rmSync(scratch, { recursive: true, force: true })
})

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const api = (method: Method, url: string, payload?: object, headers: Record<string, string> = admin.headers) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers, ...(payload ? { payload } : {}) })
const pageCount = async () => (await api('GET', '/admin/pages')).json().length as number

let n = 0
const pageInput = (overrides: Record<string, unknown> = {}) => ({
  title: `About ${++n}`,
  content_markdown: '## Hello\n\nI build **web apps**.',
  ...overrides,
})

describe('admin pages', () => {
  it('POST: 201, the slug made from the title, defaults, sanitized HTML, change announced', async () => {
    changes.length = 0
    const res = await api(
      'POST',
      '/admin/pages',
      pageInput({ title: 'Uses & Tools', content_markdown: 'Hi <script>alert(1)</script> [x](javascript:alert(1))' }),
    )
    expect(res.statusCode).toBe(201)
    const page = res.json()
    expect(page).toMatchObject({
      title: 'Uses & Tools',
      slug: 'uses-tools',
      published: false,
      show_in_nav: false,
      meta_title: null,
      meta_description: null,
    })
    expect(Object.keys(page).sort()).toEqual(
      [
        'id',
        'title',
        'slug',
        'content_markdown',
        'content',
        'published',
        'published_at',
        'status',
        'show_in_nav',
        'meta_title',
        'meta_description',
        'created_at',
        'updated_at',
      ].sort(),
    )
    expect(page.content).not.toContain('<script')
    expect(page.content).not.toContain('javascript:')
    expect(changes).toEqual(['pages'])
  })

  it('GET list (drafts too, newest first), GET one, PUT replaces (slug kept when absent), DELETE', async () => {
    const a = (await api('POST', '/admin/pages', pageInput({ slug: 'page-a', published: true }))).json()
    const b = (await api('POST', '/admin/pages', pageInput({ slug: 'page-b' }))).json()
    const list = (await api('GET', '/admin/pages')).json() as { id: number }[]
    expect(list.findIndex((p) => p.id === b.id)).toBeLessThan(list.findIndex((p) => p.id === a.id))
    expect((await api('GET', `/admin/pages/${a.id}`)).json()).toEqual(a)

    const put = await api('PUT', `/admin/pages/${a.id}`, {
      title: 'Now',
      content_markdown: 'What I am doing *now*.',
      meta_description: 'Now page',
    })
    expect(put.statusCode).toBe(200)
    // Replaced: published and show_in_nav back to their defaults; the slug kept.
    expect(put.json()).toMatchObject({
      id: a.id,
      title: 'Now',
      slug: 'page-a',
      published: false,
      meta_description: 'Now page',
      created_at: a.created_at,
    })
    expect(put.json().content).toContain('<em>now</em>')

    expect((await api('DELETE', `/admin/pages/${a.id}`)).statusCode).toBe(204)
    expect((await api('GET', `/admin/pages/${a.id}`)).json()).toMatchObject({ code: 'PAGE_NOT_FOUND' })
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', pageInput()],
      ['DELETE', undefined],
    ] as const)
      expect((await api(method, `/admin/pages/${a.id}`, body)).statusCode).toBe(404)
  })

  it("another page's slug → 409, nothing written", async () => {
    await api('POST', '/admin/pages', pageInput({ slug: 'services' }))
    const before = await pageCount()
    const res = await api('POST', '/admin/pages', pageInput({ slug: 'services' }))
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ detail: 'A page with this slug already exists' })
    // From the title too, and on a rename.
    expect((await api('POST', '/admin/pages', pageInput({ title: 'Services' }))).statusCode).toBe(409)
    const other = (await api('POST', '/admin/pages', pageInput())).json()
    expect((await api('PUT', `/admin/pages/${other.id}`, pageInput({ slug: 'services' }))).statusCode).toBe(409)
    expect(await pageCount()).toBe(before + 1)
  })

  it.each([...RESERVED_SLUGS])(
    'the reserved slug %s → 422 at ["body","slug"], given or made from the title',
    async (slug) => {
      const before = await pageCount()
      for (const body of [pageInput({ slug }), pageInput({ title: slug.replace(/-/g, ' ').toUpperCase() })]) {
        const res = await api('POST', '/admin/pages', body)
        expect(res.statusCode).toBe(422)
        expect(res.json()).toMatchObject({
          code: 'VALIDATION_ERROR',
          detail: RESERVED_SLUG_MESSAGE,
          errors: [{ loc: ['body', 'slug'], msg: RESERVED_SLUG_MESSAGE }],
        })
        expect(res.json().detail).toMatch(/used by the site/)
      }
      expect(await pageCount()).toBe(before)
    },
  )

  it('a rename onto a reserved slug → 422, the page unchanged', async () => {
    const page = (await api('POST', '/admin/pages', pageInput())).json()
    const res = await api('PUT', `/admin/pages/${page.id}`, pageInput({ slug: 'admin' }))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc).toEqual(['body', 'slug'])
    expect((await api('GET', `/admin/pages/${page.id}`)).json()).toEqual(page)
  })

  it.each([
    [{ slug: 'rss.xml' }, 'slug'],
    [{ slug: 'sitemap.xml' }, 'slug'],
    [{ slug: 'robots.txt' }, 'slug'],
    [{ slug: 'resume.pdf' }, 'slug'],
    [{ slug: 'About' }, 'slug'],
    [{ slug: 'a'.repeat(121) }, 'slug'],
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ meta_title: 'x'.repeat(201) }, 'meta_title'],
    [{ meta_description: 'x'.repeat(501) }, 'meta_description'],
    [{ published: 'yes' }, 'published'],
    [{ show_in_nav: 1 }, 'show_in_nav'],
    [{ content_markdown: undefined }, 'content_markdown'],
  ])('422 for %j, nothing written', async (override, field) => {
    const before = await pageCount()
    const res = await api('POST', '/admin/pages', { ...pageInput(), ...override })
    expect(res.statusCode).toBe(422)
    expect(res.json().code).toBe('VALIDATION_ERROR')
    expect(res.json().errors[0].loc).toEqual(['body', field])
    expect(await pageCount()).toBe(before)
  })

  it('needs a superuser: 401 without a token, 403 for a user', async () => {
    for (const [method, url] of [
      ['GET', '/admin/pages'],
      ['POST', '/admin/pages'],
      ['GET', '/admin/pages/1'],
      ['PUT', '/admin/pages/1'],
      ['DELETE', '/admin/pages/1'],
    ] as const) {
      expect((await api(method, url, pageInput(), {})).statusCode).toBe(401)
      expect((await api(method, url, pageInput(), visitor.headers)).statusCode).toBe(403)
    }
  })

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json()
    expect(Object.keys(doc.paths['/api/v1/admin/pages'])).toEqual(expect.arrayContaining(['get', 'post']))
    expect(Object.keys(doc.paths['/api/v1/admin/pages/{id}'])).toEqual(expect.arrayContaining(['get', 'put', 'delete']))
  })

  it('comes back with a backup restore', async () => {
    const page = (await api('POST', '/admin/pages', pageInput({ published: true, show_in_nav: true }))).json()
    const file = join(scratch, 'pages.tar.gz')
    const target = { db: t.app.db, databaseUrl: t.app.config.DATABASE_URL, uploads: t.app.services.uploads.store }
    await createBackup(target, file)
    const other = await createTestApp()
    try {
      await restoreBackup(
        { db: other.app.db, databaseUrl: other.app.config.DATABASE_URL, uploads: other.app.services.uploads.store },
        file,
        { force: true },
      )
      expect(await other.app.services.pages.adminGet(page.id)).toEqual(page)
      expect(await other.app.services.pages.navLinks()).toContainEqual({ label: page.title, url: `/${page.slug}` })
    } finally {
      await other.close()
    }
  })
})
