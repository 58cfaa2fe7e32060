import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BlogList } from '../../../core/schemas/blog.ts'
import { markSnippet, searchWords } from '../../db/search.ts'
import { createAdmin, createPost, postInput, type TestAccount, unique } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let admin: TestAccount

const search = async (q: string, extra = '') => {
  const res = await t.app.inject(`/api/v1/blogs?search=${encodeURIComponent(q)}${extra}`)
  expect(res.statusCode, q).toBe(200)
  return res.json() as BlogList
}
const idsFor = async (q: string) => (await search(q)).posts.map((p) => p.id)
/** A word no other post holds: letters only, so the index keeps it whole. */
const word = () =>
  unique('w')
    .replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)
    .toLowerCase()
const tick = () => new Promise((r) => setTimeout(r, 3))

beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(() => t.close())

describe('blog search', () => {
  it('ranks title over tags over excerpt over body, then newest', async () => {
    const w = word()
    const inTitleOld = await createPost(t.app, { title: `About ${w} things` })
    await tick()
    const inBody = await createPost(t.app, { content_markdown: `Some text about ${w} here.` })
    await tick()
    const inExcerpt = await createPost(t.app, { excerpt: `An excerpt on ${w}.` })
    await tick()
    const inTags = await createPost(t.app, { tags: ['Misc', w.toUpperCase()] })
    await tick()
    const inTitleNew = await createPost(t.app, { title: `More ${w}`, featured: false })
    await tick()
    // Featured does not lift a weaker match above a stronger one.
    const featuredBody = await createPost(t.app, { content_markdown: `${w}`, featured: true })

    expect(await idsFor(w)).toEqual([inTitleNew.id, inTitleOld.id, inTags.id, inExcerpt.id, featuredBody.id, inBody.id])
    const page2 = await search(w, '&skip=2&limit=2')
    expect(page2).toMatchObject({ total: 6, page: 2, pages: 3, has_more: true })
    expect(page2.posts.map((p) => p.id)).toEqual([inTags.id, inExcerpt.id])
  })

  it('counts every match on each page, past the last one too, and only what the public sees', async () => {
    const w = word()
    for (let i = 0; i < 3; i++) await createPost(t.app, { title: `${w} ${i}` })
    await createPost(t.app, { title: `${w} draft`, published: false })
    expect(await search(w, '&limit=2')).toMatchObject({ total: 3, pages: 2, has_more: true })
    const last = await search(w, '&skip=2&limit=2')
    expect(last).toMatchObject({ total: 3, has_more: false })
    expect(last.posts).toHaveLength(1)
    const past = await search(w, '&skip=4&limit=2')
    expect(past).toMatchObject({ total: 3 })
    expect(past.posts).toEqual([])
  })

  it('matches whole words and word prefixes, every word required, in any field', async () => {
    const [a, b] = [word(), word()]
    const both = await createPost(t.app, { title: `Post on ${a}`, content_markdown: `Body with ${b}lication inside.` })
    const onlyA = await createPost(t.app, { excerpt: `${a} alone` })
    expect((await idsFor(a)).sort()).toEqual([both.id, onlyA.id].sort())
    expect(await idsFor(`${a} ${b}`)).toEqual([both.id]) // b is a prefix of "<b>lication"
    expect(await idsFor(a.slice(0, -2))).toEqual(expect.arrayContaining([both.id, onlyA.id]))
    expect(await idsFor(`${a} ${word()}`)).toEqual([]) // a word no post has
    expect(await idsFor(a.slice(3))).toEqual([]) // inside a word is not a match
  })

  it('is case- and accent-insensitive both ways', async () => {
    const w = word()
    const accented = await createPost(t.app, { title: `Crème brûlée ${w}`, excerpt: 'Ärger mit Ölfässern' })
    const plain = await createPost(t.app, { title: `Creme BRULEE, again ${w}` })
    const both = [accented.id, plain.id].sort()
    for (const q of [`creme ${w}`, `CRÈME ${w}`, `brûlée ${w.toUpperCase()}`, `Brulee ${w}`]) {
      expect((await idsFor(q)).sort(), q).toEqual(both)
    }
    expect(await idsFor(`arger olfass ${w}`)).toEqual([accented.id])
    expect(await idsFor(`ÄRGER ${w}`)).toEqual([accented.id])
  })

  it('searches the text of the post, not its markup', async () => {
    const w = word()
    const p = await createPost(t.app, {
      content_markdown: `[link text](https://example.com/${w}-url) and **${w}bold** text.\n\n| a | b |\n|---|---|\n| x${w} | y |`,
    })
    expect(await idsFor(`${w}bold`)).toEqual([p.id])
    expect(await idsFor(`x${w}`)).toEqual([p.id]) // a table cell is a word of its own
    expect(await idsFor(`${w} url`)).toEqual([]) // the link target is markup, not text
    expect(await idsFor('strong')).not.toContain(p.id) // nor are tag names
  })

  it('finds a write at once, follows an update, forgets unpublished and deleted posts', async () => {
    const [w, w2] = [word(), word()]
    const write = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api/v1${url}`, headers: admin.headers, ...(payload ? { payload } : {}) })
    expect(await idsFor(w)).toEqual([]) // cached empty answer, dropped by the write below
    const created = await write('POST', '/blogs', postInput({ title: `Fresh ${w}` }))
    expect(created.statusCode).toBe(201)
    const id = created.json().id as number
    expect(await idsFor(w)).toEqual([id])

    const body = postInput({ title: `Renamed ${w2}`, slug: created.json().slug })
    expect((await write('PUT', `/blogs/${id}`, body)).statusCode).toBe(200)
    expect(await idsFor(w)).toEqual([])
    expect(await idsFor(w2)).toEqual([id])

    expect((await write('PUT', `/blogs/${id}`, { ...body, published: false })).statusCode).toBe(200)
    expect(await idsFor(w2)).toEqual([])
    // Drafts are found in the admin list.
    const adminRes = await t.app.inject({ url: `/api/v1/admin/blogs?search=${w2}`, headers: admin.headers })
    expect(adminRes.json().posts.map((p: { id: number }) => p.id)).toEqual([id])

    expect((await write('PUT', `/blogs/${id}`, { ...body, published: true })).statusCode).toBe(200)
    expect(await idsFor(w2)).toEqual([id])
    expect((await write('DELETE', `/blogs/${id}`)).statusCode).toBe(204)
    expect(await idsFor(w2)).toEqual([])
  })

  it('marks the matched words in an HTML-escaped snippet', async () => {
    const w = word()
    const p = await createPost(t.app, {
      title: 'Unrelated title',
      excerpt: '',
      content_markdown: `${'Intro words here. '.repeat(12)}Then a <b>bold</b> & "quoted" ${w.toUpperCase()}ed claim about ${w} and more text after it.`,
    })
    const [item] = (await search(w)).posts
    expect(item?.id).toBe(p.id)
    expect(item?.match).toContain(`<mark>${w.toUpperCase()}ed</mark>`)
    expect(item?.match).toContain(`<mark>${w}</mark>`)
    expect(item?.match).toContain('&amp; &quot;quoted&quot;')
    expect(item?.match).toMatch(/^…/) // the window starts near the match, not at the top
    expect(item?.match?.replace(/<\/?mark>/g, '')).not.toMatch(/[<>]/)
    expect(item!.match!.length).toBeLessThan(260)
  })

  it('never fails on hostile input: 200 or 422, never a 500', async () => {
    const w = word()
    const p = await createPost(t.app, { title: `Hostile ${w}` })
    const hostile = [
      '"',
      "'",
      '""',
      '*',
      '-',
      `-${w}`,
      `${w}*`,
      `"${w}`,
      `${w} NEAR`,
      `NEAR(${w} hostile)`,
      'AND OR NOT',
      `${w} OR`,
      '^',
      `title:${w}`,
      `{title}: ${w}`,
      '%',
      '_',
      '\\',
      '%_%',
      "' OR '1'='1",
      '"; DROP TABLE blog_posts; --',
      '()',
      ':*',
      '&|!',
      '!!!',
      '🚀 émoji',
      'ﬁ ligature',
      'e\u0301',
      '\u202eevil',
      'x'.repeat(200),
      `${w} `.repeat(30).slice(0, 200),
    ]
    for (const q of hostile) {
      const res = await t.app.inject(`/api/v1/blogs?search=${encodeURIComponent(q)}`)
      expect([200, 422], q).toContain(res.statusCode)
      if (res.statusCode === 422) expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    // Operators are plain words: the post is still found through them.
    for (const q of [`-${w}`, `"${w}`, `${w}*`, `{title}: ${w}`, `NEAR(${w} hostile)`, `${w} AND`]) {
      expect(await idsFor(q), q).toEqual(q.includes('AND') || q.includes('title') || q.includes('NEAR') ? [] : [p.id])
    }
    expect(await idsFor(`title ${w}`)).toEqual([])
    expect(await idsFor(`hostile ${w}`)).toEqual([p.id])
    expect((await t.app.inject(`/api/v1/blogs?search=${'x'.repeat(201)}`)).statusCode).toBe(422)
  })

  it('list items carry no bodies, searched or not', async () => {
    const w = word()
    await createPost(t.app, { title: `Bodies ${w}` })
    for (const url of ['/api/v1/blogs?limit=50', `/api/v1/blogs?search=${w}`]) {
      const { posts } = (await t.app.inject(url)).json() as BlogList
      expect(posts.length).toBeGreaterThan(0)
      for (const p of posts) {
        expect(Object.keys(p)).not.toEqual(expect.arrayContaining(['content']))
        expect(p).not.toHaveProperty('content_markdown')
        expect(p).not.toHaveProperty('content_text')
        expect(p).toHaveProperty('excerpt')
      }
    }
    const adminList = await t.app.inject({ url: '/api/v1/admin/blogs?limit=50', headers: admin.headers })
    for (const p of adminList.json().posts) {
      expect(p).not.toHaveProperty('content')
      expect(p).not.toHaveProperty('content_markdown')
    }
  })
})

describe('search words and snippets', () => {
  it('folds case, accents and compatibility forms, keeps letters and digits only', () => {
    expect(searchWords('Crème-Brûlée, ﬁle   Ölf "NEAR" 2026 e\u0301')).toEqual([
      'creme',
      'brulee',
      'file',
      'olf',
      'near',
      '2026',
      'e',
    ])
    expect(searchWords('*** -- %% \\ "')).toEqual([])
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
  })

  it('quotes the field with the most words, marking whole words by prefix', () => {
    expect(markSnippet(['nothing here', 'Postgres & <SQLite> postgresql'], ['postgres'])).toBe(
      '<mark>Postgres</mark> &amp; &lt;SQLite&gt; <mark>postgresql</mark>',
    )
    expect(markSnippet(['Café crème'], ['cafe'])).toBe('<mark>Café</mark> crème')
    expect(markSnippet(['apostgres'], ['postgres'])).toBe('apostgres')
  })
})
