import type { FastifyInstance } from 'fastify'
import { XMLValidator } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PublicServices } from '../../core/services.ts'
import { ensureBuild } from '../../scripts/ensure-build.ts'
import { buildApp } from '../app.ts'
import { createPost } from '../test/factories.ts'
import { createTestApp, testDialect, type TestApp } from '../test/harness.ts'
import { buildRss } from './feeds.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('RSS feed', () => {
  it('gives each post a plain-text <description>, the HTML only in content:encoded', async () => {
    await createPost(t.app, {
      title: 'Plain Words',
      excerpt: '<p>Fast <strong>APIs</strong> &amp; <em>calm</em> deploys</p>',
      content_markdown: 'Body with **bold** text.',
    })
    const rss = await buildRss(t.app.services as unknown as PublicServices, 'https://example.com')
    const description = rss.match(/<item>.*?<description>(.*?)<\/description>/s)?.[1]
    expect(description).toBe('Fast APIs &amp; calm deploys')
    expect(rss).toContain('<content:encoded><![CDATA[')
    expect(rss).toContain('<strong>bold</strong>')
  })
})

/**
 * Well-formed XML 1.0, checked strictly: fast-xml-parser's validator (tags, nesting, attributes,
 * entities; already installed, for the S3 test server) and XML 1.0's Char production, which that
 * validator does not check: no character outside it, raw or as a character reference.
 */
/** XML 1.0's Char production, written here from the specification (not the code under test). */
const xmlCharCode = (code: number) =>
  code === 0x9 ||
  code === 0xa ||
  code === 0xd ||
  (code >= 0x20 && code <= 0xd7ff) ||
  (code >= 0xe000 && code <= 0xfffd) ||
  code >= 0x10000

const expectWellFormed = (doc: string) => {
  expect(XMLValidator.validate(doc)).toBe(true)
  // Code point by code point: a lone surrogate comes out as one, and XML 1.0 cannot carry it.
  const outside = [...doc].map((ch) => ch.codePointAt(0) ?? 0).filter((code) => !xmlCharCode(code))
  expect(outside.map((code) => code.toString(16))).toEqual([])
  for (const [, hex, dec] of doc.matchAll(/&#(?:x([0-9a-f]+)|(\d+));/gi)) {
    const code = hex ? parseInt(hex, 16) : Number(dec)
    expect(xmlCharCode(code), `&#${hex ? `x${hex}` : dec};`).toBe(true)
  }
}

describe(`feeds with characters XML 1.0 cannot carry (${testDialect()})`, () => {
  // PostgreSQL text cannot hold U+0000 at all; every other one is stored as is.
  const BAD = `${testDialect() === 'sqlite' ? '\u0000' : ''}\u0001\u0008\u000B\u000C\u000E\u001B\u001F\uFFFE\uFFFF`
  let site: FastifyInstance
  let slug = ''

  beforeAll(async () => {
    expect(ensureBuild('feeds test')).toBe(true)
    const post = await createPost(t.app, { title: 'Control Chars', tags: ['Tag'] })
    slug = post.slug
    // As stored before any check, or restored from a backup: straight into the row.
    await t.db.db
      .updateTable('blog_posts')
      .set({
        title: `Bell${BAD}Title`,
        excerpt: `<p>Ex${BAD}cerpt</p>`,
        content: `<p>Body${BAD}text</p>`,
        tags: JSON.stringify([`Ta${BAD}g`]),
      })
      .where('id', '=', post.id)
      .execute()
    const data = { ...(await t.app.services.site.get()), name: `Ow${BAD}ner`, seo_description: `Se${BAD}o` }
    await t.db.db
      .insertInto('site_profile')
      .values({ id: 1, data: JSON.stringify(data), updated_at: new Date().toISOString() })
      .onConflict((oc) => oc.column('id').doUpdateSet({ data: JSON.stringify(data) }))
      .execute()
    site = await buildApp({ config: t.app.config, db: t.db, logger: false, web: 'production' })
    await site.ready()
  })
  afterAll(() => site?.close())

  it.each(['/rss.xml', '/feed.xml', '/sitemap.xml'])('%s parses as XML; the characters are left out', async (path) => {
    const res = await site.inject(path)
    expect(res.statusCode).toBe(200)
    expectWellFormed(res.body)
    if (path !== '/sitemap.xml') {
      expect(res.body).toContain('<title>BellTitle</title>')
      expect(res.body).toContain('<category>Tag</category>')
      // The excerpt's plain text (its vertical tab and form feed count as spaces there).
      expect(res.body).toMatch(/<description>Ex ?cerpt<\/description>/)
      expect(res.body).toContain('<p>Bodytext</p>')
      expect(res.body).toContain('<title>Owner — Blog</title>')
      expect(res.body).toContain('<description>Seo</description>')
    }
  })

  it("keeps the post's page and API answer (200)", async () => {
    expect((await site.inject(`/blogs/${slug}`)).statusCode).toBe(200)
    const api = await site.inject(`/api/v1/blogs/${slug}`)
    expect(api.statusCode).toBe(200)
    expect(api.json().title).toBe(`Bell${BAD}Title`)
  })
})
