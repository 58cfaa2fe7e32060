import { readFileSync, writeFileSync } from 'node:fs'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { type RunningServer, startServer } from './support/server.ts'

/**
 * docs/api/owners-site.md: "A fresh install looks exactly as today". The visible text of every
 * public page of a fresh install (the sample content), compared with the text main served
 * before the site texts, sections, navigation and design became editable (the fixture was taken
 * from that build; FOLIO_WRITE_TEXT_FIXTURE=1 rewrites it). Dates are relative to the moment of
 * seeding, so they are masked.
 */
const FIXTURE = new URL('./fixtures/fresh-install-text.json', import.meta.url)

const MONTH = '(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?'
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' }

// The newsletter's subscribe form (docs/api/newsletter.md), added to the home page and under each
// post after the snapshot, speaks its own contract's words: it is left out of the comparison.
const SUBSCRIBE_FORM = /<section\b(?:(?!<section\b)[\s\S])*?New posts by email[\s\S]*?<\/section>/g

const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(SUBSCRIBE_FORM, ' ')
    .replace(/<(script|style|template|noscript)\b[\s\S]*?<\/\1>/g, ' ')
    // React's markers between two text nodes ("I reply<!-- --> <!-- -->within") are no space.
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x([0-9a-f]+);/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);/g, (_, d: string) => String.fromCodePoint(Number(d)))
    .replace(/&(amp|lt|gt|quot|nbsp);/g, (_, e: string) => ENTITIES[e]!)
    .replace(new RegExp(`${MONTH} \\d{1,2}, \\d{4}`, 'g'), '<date>')
    .replace(new RegExp(`${MONTH} \\d{4}`, 'g'), '<month>')
    .replace(/\b(?:19|20)\d{2}\b/g, '<year>')
    .replace(/\b\d+ (?:minute|hour|day|week|month|year)s? ago\b/g, '<ago>')
    .replace(/\s+/g, ' ')
    .trim()

describe('a fresh install', () => {
  let server: RunningServer
  beforeAll(async () => {
    server = await startServer()
  })
  afterAll(async () => {
    await server?.stop()
  })

  test('every public page shows the same text as before the site became editable', async () => {
    const get = (path: string) => fetch(`${server.url}${path}`)
    const [{ projects }, { posts }] = (await Promise.all([
      get('/api/v1/projects?limit=1').then((r) => r.json()),
      get('/api/v1/blogs?limit=1').then((r) => r.json()),
    ])) as [{ projects: { slug: string }[] }, { posts: { slug: string }[] }]
    const paths: [string, string][] = [
      ['home', '/'],
      ['projects', '/projects'],
      ['project', `/projects/${projects[0]!.slug}`],
      ['blogs', '/blogs'],
      ['post', `/blogs/${posts[0]!.slug}`],
      ['certificates', '/certificates'],
      ['contact', '/contact'],
      ['terms', '/terms'],
      ['privacy', '/privacy'],
      ['not-found', '/no-such-page'],
    ]
    const texts: Record<string, string> = {}
    for (const [name, path] of paths) texts[name] = visibleText(await (await get(path)).text())
    if (process.env.FOLIO_WRITE_TEXT_FIXTURE === '1') writeFileSync(FIXTURE, `${JSON.stringify(texts, null, 2)}\n`)
    const expected = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>
    // Word by word: a difference shows as a short diff.
    for (const [name] of paths) expect(texts[name]!.split(' '), name).toEqual(expected[name]!.split(' '))
  })
})
