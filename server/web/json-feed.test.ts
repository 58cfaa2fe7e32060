import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureBuild } from '../../scripts/ensure-build.ts'
import { buildApp } from '../app.ts'
import { createPost } from '../test/factories.ts'
import { createTestApp, testDialect, type TestApp } from '../test/harness.ts'

/**
 * JSON Feed 1.1, written from its specification (https://jsonfeed.org/version/1.1), not from the
 * code under test: required fields, types, URL and RFC 3339 formats, no unknown member except
 * extensions (`_name`).
 */
const url = { type: 'string', format: 'uri' }
const author = {
  type: 'object',
  properties: { name: { type: 'string' }, url, avatar: url },
  anyOf: [{ required: ['name'] }, { required: ['url'] }, { required: ['avatar'] }],
  patternProperties: { '^_': {} },
  additionalProperties: false,
}
const JSON_FEED_1_1 = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['version', 'title', 'items'],
  properties: {
    version: { const: 'https://jsonfeed.org/version/1.1' },
    title: { type: 'string' },
    home_page_url: url,
    feed_url: url,
    description: { type: 'string' },
    user_comment: { type: 'string' },
    next_url: url,
    icon: url,
    favicon: url,
    authors: { type: 'array', items: author },
    language: { type: 'string', pattern: '^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$' },
    expired: { type: 'boolean' },
    hubs: {
      type: 'array',
      items: { type: 'object', required: ['type', 'url'], properties: { type: { type: 'string' }, url } },
    },
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id'],
        anyOf: [{ required: ['content_html'] }, { required: ['content_text'] }],
        properties: {
          id: { type: 'string' },
          url,
          external_url: url,
          title: { type: 'string' },
          content_html: { type: 'string' },
          content_text: { type: 'string' },
          summary: { type: 'string' },
          image: url,
          banner_image: url,
          date_published: { type: 'string', format: 'date-time' },
          date_modified: { type: 'string', format: 'date-time' },
          authors: { type: 'array', items: author },
          tags: { type: 'array', items: { type: 'string' } },
          language: { type: 'string' },
          attachments: {
            type: 'array',
            items: {
              type: 'object',
              required: ['url', 'mime_type'],
              properties: {
                url,
                mime_type: { type: 'string' },
                title: { type: 'string' },
                size_in_bytes: { type: 'number' },
                duration_in_seconds: { type: 'number' },
              },
            },
          },
        },
        patternProperties: { '^_': {} },
        additionalProperties: false,
      },
    },
  },
  patternProperties: { '^_': {} },
  additionalProperties: false,
}

const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false })
addFormats.default(ajv)
const validateFeed = ajv.compile(JSON_FEED_1_1)

let t: TestApp
let site: FastifyInstance
beforeAll(async () => {
  t = await createTestApp()
  expect(ensureBuild('json feed test')).toBe(true)
  site = await buildApp({ config: t.app.config, db: t.db, logger: false, web: 'production' })
  await site.ready()
})
afterAll(async () => {
  await site?.close()
  await t.close()
})

interface FeedItem {
  id: string
  url: string
  title: string
  content_html: string
  summary: string
  date_published: string
  date_modified: string
  tags: string[]
  image?: string
}

const getFeed = async () => {
  const res = await site.inject({ method: 'GET', url: '/feed.json' })
  expect(res.statusCode).toBe(200)
  expect(res.headers['content-type']).toMatch(/^application\/feed\+json/)
  return res.json<Record<string, unknown> & { items: FeedItem[] }>()
}

describe(`JSON Feed (${testDialect()})`, () => {
  it('is valid JSON Feed 1.1 with the published posts, newest first, links absolute', async () => {
    const site = t.app.config.siteUrl
    const older = await createPost(t.app, {
      title: 'Feed Older Post',
      excerpt: 'The <em>older</em> one',
      content_markdown: 'See [the projects](/projects) and ![a chart](/images/chart.png).',
      tags: ['Node'],
      featured_image: '/images/cover.webp',
      published_at: '2026-01-01T10:00:00.000Z',
    })
    const newer = await createPost(t.app, {
      title: 'Feed Newer Post',
      content_markdown: 'Plain $x^2$ text.',
      published_at: '2026-02-01T10:00:00.000Z',
    })
    const draft = await createPost(t.app, { title: 'Feed Draft Post', published: false })
    const scheduled = await createPost(t.app, {
      title: 'Feed Scheduled Post',
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    })

    const feed = await getFeed()
    expect(validateFeed(feed), JSON.stringify(validateFeed.errors)).toBe(true)
    expect(feed.feed_url).toBe(`${site}/feed.json`)
    expect(feed.home_page_url).toMatch(new RegExp(`^${site}/`))
    const site_ = await t.app.services.site.get()
    expect(feed.authors).toEqual([{ name: site_.name, url: `${site}/` }])

    const titles = feed.items.map((i) => i.title)
    expect(titles).not.toContain(draft.title)
    expect(titles).not.toContain(scheduled.title)
    expect(titles.indexOf(newer.title)).toBeLessThan(titles.indexOf(older.title))

    const item = feed.items.find((i) => i.title === older.title)!
    expect(item.id).toBe(`${site}/blogs/${older.slug}`)
    expect(item.url).toBe(item.id)
    expect(item.summary).toBe('The older one')
    expect(item.tags).toEqual(['Node'])
    expect(item.image).toBe(`${site}/images/cover.webp`)
    expect(item.date_published).toBe('2026-01-01T10:00:00.000Z')
    expect(item.content_html).toContain(`href="${site}/projects"`)
    expect(item.content_html).toContain(`src="${site}/images/chart.png"`)
    expect(feed.items.find((i) => i.title === newer.title)).not.toHaveProperty('image')
  })

  it('shows a newly published post at once, and every page advertises it', async () => {
    await getFeed()
    const post = await createPost(site, { title: 'Feed Fresh Post' })
    const feed = await getFeed()
    expect(feed.items[0]?.title).toBe(post.title)

    const page = await site.inject({ method: 'GET', url: '/' })
    expect(page.body).toMatch(
      /<link rel="alternate" type="application\/feed\+json" title="[^"]+" href="\/feed.json"\/?>/,
    )
  })
})
