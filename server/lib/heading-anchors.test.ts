import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { extractToc } from '../../core/toc.ts'
import { runMaintenanceStep } from '../db/maintenance.ts'
import { createTestDb, type TestDb } from '../test/harness.ts'
import { renderMarkdown } from './markdown.ts'
import { sanitizeHtml } from './sanitize.ts'

const POST = [
  '## Getting *started* & more',
  'Intro text.',
  '### Setup',
  '## Setup',
  '## Setup',
  '## main',
  '## Ünïcödé — café',
  '## ???',
  'A footnote[^1].',
  '[^1]: The note.',
].join('\n\n')

describe('heading anchors and the table of contents', () => {
  it('give each h2/h3 a unique, slugified id and a named "#" link beside it', async () => {
    const { html } = await renderMarkdown(POST)
    expect(html).toContain(
      '<div class="heading-anchored"><h2 id="getting-started-more">Getting <em>started</em> &#x26; more</h2>' +
        '<a class="heading-anchor" href="#getting-started-more" aria-label="Link to section: Getting started &#x26; more"></a></div>',
    )
    const ids = [...html.matchAll(/<h[23] id="([^"]+)"/g)].map((m) => m[1])
    // Deduplicated in order; `main` is the page's own landmark id, so the heading gets `main-1`.
    expect(ids).toEqual(['getting-started-more', 'setup', 'setup-1', 'setup-2', 'main-1', 'unicode-cafe', 'section'])
    expect(new Set(ids).size).toBe(ids.length)
    // GFM's hidden footnotes heading keeps its own id (the references point at it), no anchor.
    expect(html).toContain('<h2 class="sr-only" id="user-content-footnote-label">Footnotes</h2>')
    expect(html).not.toContain('href="#user-content-footnote-label"')
  })

  it('are stable: the same Markdown renders the same ids', async () => {
    expect((await renderMarkdown(POST)).html).toBe((await renderMarkdown(POST)).html)
  })

  it('survive the stored-HTML sanitizer, each id prefixed user-content- with the link to it (DOM clobbering)', async () => {
    const { html } = await renderMarkdown(POST)
    const headings = (s: string) => [...s.matchAll(/<div class="heading-anchored">.*?<\/div>/g)].map((m) => m[0])
    expect(headings(html)).toHaveLength(7)
    const clean = sanitizeHtml(html)
    expect(headings(clean)).toEqual(headings(html).map((h) => h.replace(/(id="|href="#)/g, '$1user-content-')))
    // Its table of contents still points at headings that exist; sanitizing again changes nothing.
    const toc = extractToc(clean)
    expect(toc).toHaveLength(7)
    for (const entry of toc) expect(clean).toContain(`<h${entry.level} id="${entry.id}"`)
    expect(sanitizeHtml(clean)).toBe(clean)
    // Author HTML still cannot bring other classes or handlers onto links.
    const link = sanitizeHtml('<a class="evil" href="#x" onclick="alert(1)" aria-label="ok">x</a>')
    expect(link).not.toMatch(/evil|onclick/)
    expect(link).toContain('aria-label="ok"')
  })

  it('the table of contents lists h2 and h3 in order with their text, not the footnotes heading', async () => {
    const toc = extractToc((await renderMarkdown(POST)).html)
    expect(toc).toEqual([
      { id: 'getting-started-more', text: 'Getting started & more', level: 2 },
      { id: 'setup', text: 'Setup', level: 3 },
      { id: 'setup-1', text: 'Setup', level: 2 },
      { id: 'setup-2', text: 'Setup', level: 2 },
      { id: 'main-1', text: 'main', level: 2 },
      { id: 'unicode-cafe', text: 'Ünïcödé — café', level: 2 },
      { id: 'section', text: '???', level: 2 },
    ])
    expect(extractToc('<p>No headings</p>')).toEqual([])
  })

  it('the "#" adds nothing to the text of the post', async () => {
    const { html } = await renderMarkdown('## Title\n\nBody')
    expect(html.replace(/<[^>]*>/g, '')).toBe('Title\nBody')
  })
})

describe('maintenance step 2026-11-23-heading-anchors', () => {
  let t: TestDb
  beforeEach(async () => {
    t = await createTestDb()
  })
  afterEach(async () => {
    await t.destroy()
  })

  it('re-renders posts whose headings have no id, once, and leaves the others alone', async () => {
    const now = new Date().toISOString()
    const markdown = '## One\n\ntext\n\n### Two\n'
    const row = (slug: string, content: string) => ({
      title: slug,
      slug,
      excerpt: '',
      content_markdown: markdown,
      content,
      tags: '[]',
      published: 1,
      featured: 0,
      read_time: 1,
      views: 0,
      published_at: now,
      created_at: now,
      updated_at: now,
    })
    await t.db
      .insertInto('blog_posts')
      .values([row('old', '<h2>One</h2>\n<p>text</p>\n<h3>Two</h3>'), row('plain', '<p>kept as is</p>')])
      .execute()

    await runMaintenanceStep(t.db, '2026-11-23-heading-anchors')
    const after = await t.db.selectFrom('blog_posts').select(['slug', 'content']).orderBy('slug').execute()
    const bySlug = Object.fromEntries(after.map((r) => [r.slug, r.content]))
    expect(bySlug.old).toBe((await renderMarkdown(markdown)).html)
    expect(extractToc(bySlug.old!).map((e) => e.id)).toEqual(['one', 'two'])
    expect(bySlug.plain).toBe('<p>kept as is</p>')

    await runMaintenanceStep(t.db, '2026-11-23-heading-anchors')
    expect(await t.db.selectFrom('blog_posts').select(['slug', 'content']).orderBy('slug').execute()).toEqual(after)
  })
})
