import { readFileSync } from 'node:fs'

import rehypeShiki from '@shikijs/rehype'
import rehypeStringify from 'rehype-stringify'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import remarkRehype from 'remark-rehype'
import { unified } from 'unified'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { runMaintenanceStep } from '../db/maintenance.ts'
import { readPostMarkdown, SAMPLE_POSTS } from '../db/sample-content/posts.ts'
import { createTestDb, type TestDb } from '../test/harness.ts'
import { CODE_THEME_CSS_PATH, CODE_THEMES, codeThemeCss } from './code-theme.ts'
import { renderMarkdown } from './markdown.ts'

const FENCE =
  '```ts\n// a comment\nconst answer: number = 42\nexport const greet = (name: string) => `hi ${name}`\n```\n'

describe('highlighted code blocks', () => {
  it('colour tokens with classes and carry no inline style', async () => {
    const { html } = await renderMarkdown(`Some code:\n\n${FENCE}`)
    const pre = /<pre[^>]*>[\s\S]*<\/pre>/.exec(html)?.[0] ?? ''
    expect(pre).toMatch(/^<pre class="shiki"/)
    expect(pre).not.toMatch(/style=/)
    // `const` is red in github-light and pink in github-dark; the comment is grey in both.
    expect(pre).toMatch(/<span class="l-d73a49 d-f97583">\s*const<\/span>/)
    expect(pre).toContain('<span class="l-6a737d d-6a737d">// a comment</span>')
    // Tokens in the default colour are plain text, not empty spans.
    expect(pre).not.toContain('<span>')
  })

  it('app/code-theme.css is the stylesheet the themes generate, with both themes', () => {
    const css = readFileSync(CODE_THEME_CSS_PATH, 'utf8')
    // Out of date: run `node server/lib/code-theme.ts` and commit app/code-theme.css.
    expect(css).toBe(codeThemeCss())
    expect(css).toContain('.l-d73a49{--code-l:#d73a49}')
    expect(css).toContain('.d-f97583{--code-d:#f97583}')
    expect(css).toContain('.dark .shiki span{color:var(--code-d,inherit)}')
    // The themes' low-contrast colours are replaced (WCAG AA on their backgrounds).
    expect(css).toContain('.l-e36209{--code-l:#953800}')
    expect(css).toContain('.d-6a737d{--code-d:#9ea7b3}')
  })

  it('make every sample post with code smaller than inline styles did', async () => {
    // The previous output: the same pipeline with Shiki's inline colour styles.
    const inline = unified()
      .use(remarkParse)
      .use(remarkGfm)
      .use(remarkRehype)
      .use(rehypeShiki, {
        themes: CODE_THEMES,
        defaultColor: 'light',
        langs: ['ts', 'python', 'sql', 'bash', 'dockerfile', 'yaml'],
      })
      .use(rehypeStringify)
    const rows: string[] = []
    for (const post of SAMPLE_POSTS) {
      const markdown = readPostMarkdown(post.file)
      const before = String(await inline.process(markdown)).length
      const after = (await renderMarkdown(markdown)).html.length
      rows.push(`${post.slug}: ${before} → ${after} bytes`)
      if (markdown.includes('```')) expect(after).toBeLessThan(before)
    }
    console.info(`sample post HTML, inline styles → classes:\n${rows.join('\n')}`)
  })
})

describe('maintenance step 2026-11-23-code-classes', () => {
  let t: TestDb
  beforeEach(async () => {
    t = await createTestDb()
  })
  afterEach(async () => {
    await t.destroy()
  })

  it('re-renders posts stored with inline Shiki styles, once, and leaves the others alone', async () => {
    const now = new Date().toISOString()
    const row = (slug: string, content: string) => ({
      title: slug,
      slug,
      excerpt: '',
      content_markdown: FENCE,
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
    const old =
      '<pre class="shiki shiki-themes github-light github-dark" style="background-color:#fff;--shiki-dark-bg:#24292e" tabindex="0"><code><span class="line"><span style="color:#D73A49;--shiki-dark:#F97583">const</span></span></code></pre>'
    await t.db
      .insertInto('blog_posts')
      .values([row('old', old), row('plain', '<p>kept as is</p>')])
      .execute()

    await runMaintenanceStep(t.db, '2026-11-23-code-classes')
    const after = await t.db.selectFrom('blog_posts').select(['slug', 'content']).orderBy('slug').execute()
    const bySlug = Object.fromEntries(after.map((r) => [r.slug, r.content]))
    expect(bySlug.old).toBe((await renderMarkdown(FENCE)).html)
    expect(bySlug.old).not.toMatch(/style=/)
    expect(bySlug.plain).toBe('<p>kept as is</p>')

    // Idempotent: a second run changes nothing.
    await runMaintenanceStep(t.db, '2026-11-23-code-classes')
    const again = await t.db.selectFrom('blog_posts').select(['slug', 'content']).orderBy('slug').execute()
    expect(again).toEqual(after)
  })
})
