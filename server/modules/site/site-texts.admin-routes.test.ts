import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { DEFAULT_HOME_SECTIONS, DEFAULT_NAVIGATION } from '../../../core/site-defaults.ts'
import { SITE_COPY_DEFAULTS, SITE_COPY_KEYS } from '../../../core/site-copy.ts'
import type { ContentKind } from '../../lib/events.ts'
import { createAdmin, createUser, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { DEFAULT_SITE_PROFILE } from './default-profile.ts'

// docs/api/owners-site.md: "Site texts (copy)", "Home sections", "Navigation", "Design".
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

const call = (method: 'GET' | 'PUT', url: string, payload?: unknown, headers: Record<string, string> = admin.headers) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

const entry = (list: { key: string }[], key: string) => list.find((e) => e.key === key)

describe('site texts', () => {
  it('lists every text with its default, unchanged at first; titles are required', async () => {
    const res = await call('GET', '/admin/site/copy')
    expect(res.statusCode).toBe(200)
    const list = res.json() as { key: string; default: string; value: string; customized: boolean; required: boolean }[]
    expect(list.map((e) => e.key)).toEqual(SITE_COPY_KEYS)
    expect(entry(list, 'hero.resume_label')).toEqual({
      key: 'hero.resume_label',
      default: 'Download Resume',
      value: 'Download Resume',
      customized: false,
      required: false,
    })
    expect(entry(list, 'footer.copyright')).toMatchObject({ default: '© {year} {name}. All rights reserved.' })
    expect(list.filter((e) => e.required).map((e) => e.key)).toEqual(SITE_COPY_KEYS.filter((k) => k.endsWith('.title')))
  })

  it('changes only the keys named, trims, empties, restores with null; each write is announced', async () => {
    changes.length = 0
    const res = await call('PUT', '/admin/site/copy', {
      'home.skills.intro': '  What I do, <b>plainly</b>.  ',
      'home.posts.link': '',
    })
    expect(res.statusCode).toBe(200)
    const list = res.json() as { key: string; value: string; customized: boolean }[]
    expect(entry(list, 'home.skills.intro')).toMatchObject({ value: 'What I do, <b>plainly</b>.', customized: true })
    expect(entry(list, 'home.posts.link')).toMatchObject({ value: '', customized: true })
    expect(entry(list, 'home.skills.title')).toMatchObject({ customized: false })
    expect(changes).toEqual(['site'])

    const again = (await call('PUT', '/admin/site/copy', { 'home.posts.link': null })).json() as typeof list
    expect(entry(again, 'home.posts.link')).toMatchObject({
      value: SITE_COPY_DEFAULTS['home.posts.link'],
      customized: false,
    })
    expect(entry(again, 'home.skills.intro')).toMatchObject({ customized: true })
    expect((await call('GET', '/admin/site/copy')).json()).toEqual(again)
  })

  it('refuses the whole body for an unknown key, a non-string, a long text or an empty title; nothing changes', async () => {
    const before = (await call('GET', '/admin/site/copy')).json()
    const cases: [Record<string, unknown>, string][] = [
      [{ 'home.skills.intro': 'ok', 'no.such.key': 'x' }, 'no.such.key'],
      [{ 'home.skills.intro': 'ok', 'hero.resume_label': 42 }, 'hero.resume_label'],
      [{ 'home.skills.intro': 'ok', 'blogs.intro': 'x'.repeat(501) }, 'blogs.intro'],
      [{ 'home.skills.intro': 'ok', 'projects.title': '   ' }, 'projects.title'],
    ]
    changes.length = 0
    for (const [body, key] of cases) {
      const res = await call('PUT', '/admin/site/copy', body)
      expect(res.statusCode, key).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
      expect(res.json().errors.map((e: { loc: unknown }) => e.loc)).toContainEqual(['body', key])
    }
    expect((await call('PUT', '/admin/site/copy', { 'blogs.intro': 'x'.repeat(500) })).statusCode).toBe(200)
    await call('PUT', '/admin/site/copy', { 'blogs.intro': null })
    expect((await call('GET', '/admin/site/copy')).json()).toEqual(before)
  })

  it('needs a superuser', async () => {
    const user = await createUser(t.app)
    expect((await call('GET', '/admin/site/copy', undefined, {})).statusCode).toBe(401)
    expect((await call('PUT', '/admin/site/copy', {}, user.headers)).statusCode).toBe(403)
    expect((await call('GET', '/admin/navigation', undefined, user.headers)).statusCode).toBe(403)
    expect((await call('PUT', '/admin/navigation', {}, {})).statusCode).toBe(401)
  })
})

describe('home sections and design in the site profile', () => {
  it('answers the defaults, keeps what is left out and restores a default with null', async () => {
    expect((await call('PUT', '/admin/site', DEFAULT_SITE_PROFILE)).statusCode).toBe(200)
    const fresh = (await call('GET', '/site', undefined, {})).json()
    expect(fresh).toMatchObject({
      home_sections: DEFAULT_HOME_SECTIONS,
      accent_color: '#3B82F6',
      logo_url: '',
      favicon_url: '',
    })
    const order = [
      { id: 'hero', visible: true },
      { id: 'contact', visible: true },
      { id: 'tutoring', visible: false },
      ...DEFAULT_HOME_SECTIONS.filter((s) => !['hero', 'contact', 'tutoring'].includes(s.id)),
    ]
    const { home_sections: _h, accent_color: _a, logo_url: _l, favicon_url: _f, ...base } = fresh
    const saved = await call('PUT', '/admin/site', {
      ...base,
      home_sections: order,
      accent_color: '#e11d48',
      logo_url: '/uploads/logo.png',
      favicon_url: 'https://cdn.example.com/icon.png',
    })
    expect(saved.statusCode).toBe(200)
    // Left out: kept.
    const kept = (await call('PUT', '/admin/site', { ...base, name: 'Sam Rivera' })).json()
    expect(kept).toMatchObject({ name: 'Sam Rivera', home_sections: order, accent_color: '#e11d48' })
    expect(kept.logo_url).toBe('/uploads/logo.png')
    // null: the default.
    const reset = (
      await call('PUT', '/admin/site', {
        ...base,
        home_sections: null,
        accent_color: null,
        logo_url: null,
        favicon_url: '',
      })
    ).json()
    expect(reset).toMatchObject({
      home_sections: DEFAULT_HOME_SECTIONS,
      accent_color: '#3B82F6',
      logo_url: '',
      favicon_url: '',
    })
  })

  it('refuses a bad order, a bad colour or a bad link with 422 and changes nothing', async () => {
    const before = (await call('GET', '/admin/site')).json()
    const { home_sections: _h, accent_color: _a, logo_url: _l, favicon_url: _f, ...base } = before
    const without = (id: string) => DEFAULT_HOME_SECTIONS.filter((s) => s.id !== id)
    const cases: [Record<string, unknown>, string][] = [
      [
        { home_sections: [...without('skills'), { id: 'skills', visible: true }, { id: 'skills', visible: true }] },
        'home_sections',
      ],
      [{ home_sections: without('posts') }, 'home_sections'],
      [{ home_sections: [...without('hero'), { id: 'hero', visible: true }] }, 'home_sections'],
      [{ home_sections: [{ id: 'hero', visible: false }, ...without('hero')] }, 'home_sections'],
      [{ home_sections: [...DEFAULT_HOME_SECTIONS, { id: 'gallery', visible: true }] }, 'home_sections'],
      [{ home_sections: [{ id: 'hero', visible: 'yes' }, ...without('hero')] }, 'home_sections'],
      ...['blue', '#abc', '#12345', 'rgb(1,2,3)', '#GGGGGG'].map((c): [Record<string, unknown>, string] => [
        { accent_color: c },
        'accent_color',
      ]),
      [{ logo_url: 'javascript:alert(1)' }, 'logo_url'],
      [{ favicon_url: 'ftp://example.com/x.ico' }, 'favicon_url'],
    ]
    for (const [extra, field] of cases) {
      const res = await call('PUT', '/admin/site', { ...base, ...extra })
      expect(res.statusCode, JSON.stringify(extra)).toBe(422)
      const locs = (res.json().errors as { loc: unknown[] }[]).map((e) => e.loc.slice(0, 2))
      expect(locs, JSON.stringify(extra)).toContainEqual(['body', field])
    }
    expect((await call('GET', '/admin/site')).json()).toEqual(before)
  })
})

describe('navigation', () => {
  it('answers SPEC.md §2 links by default; a list sent replaces, one left out is kept, null restores', async () => {
    expect((await call('GET', '/admin/navigation')).json()).toEqual(DEFAULT_NAVIGATION)
    changes.length = 0
    const header = [
      { label: ' Work ', url: '/projects' },
      { label: 'Say hi', url: '/#contact' },
      { label: 'GitHub', url: 'https://github.com/example' },
      { label: 'Mail', url: 'mailto:me@example.com' },
    ]
    const res = await call('PUT', '/admin/navigation', { header })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      header: [{ label: 'Work', url: '/projects' }, ...header.slice(1)],
      footer: DEFAULT_NAVIGATION.footer,
    })
    expect(changes).toEqual(['site'])
    const footer = [{ label: 'Blog', url: '/blogs?tag=react' }]
    expect((await call('PUT', '/admin/navigation', { footer })).json()).toMatchObject({
      header: [{ label: 'Work' }, {}, {}, {}],
      footer,
    })
    expect((await call('PUT', '/admin/navigation', { header: null, footer: null })).json()).toEqual(DEFAULT_NAVIGATION)
  })

  it('refuses dangerous or malformed links with the entry located; nothing changes', async () => {
    await call('PUT', '/admin/navigation', { footer: [{ label: 'Home', url: '/' }] })
    const before = (await call('GET', '/admin/navigation')).json()
    const bad = [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'data:text/html,hi',
      'vbscript:msgbox',
      'ftp://example.com',
      '//evil.example.com',
      'projects',
      '/pro\u0000jects',
      '/a\nb',
      'https://',
    ]
    for (const url of bad) {
      for (const list of ['header', 'footer'] as const) {
        const entries = [
          { label: 'Fine', url: '/' },
          { label: 'Bad', url },
        ]
        const res = await call('PUT', '/admin/navigation', { [list]: entries })
        expect(res.statusCode, `${list} ${JSON.stringify(url)}`).toBe(422)
        expect(res.json().errors.map((e: { loc: unknown }) => e.loc)).toContainEqual(['body', list, 1, 'url'])
      }
    }
    const tooMany = Array.from({ length: 21 }, (_, i) => ({ label: `L${i}`, url: '/' }))
    expect((await call('PUT', '/admin/navigation', { header: tooMany })).statusCode).toBe(422)
    expect((await call('PUT', '/admin/navigation', { header: [{ label: ' ', url: '/' }] })).statusCode).toBe(422)
    expect((await call('PUT', '/admin/navigation', { header: [{ label: 'x'.repeat(41), url: '/' }] })).statusCode).toBe(
      422,
    )
    expect((await call('GET', '/admin/navigation')).json()).toEqual(before)
  })

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>
    }
    expect(Object.keys(doc.paths['/api/v1/admin/site/copy'] ?? {})).toEqual(expect.arrayContaining(['get', 'put']))
    expect(Object.keys(doc.paths['/api/v1/admin/navigation'] ?? {})).toEqual(expect.arrayContaining(['get', 'put']))
  })
})
