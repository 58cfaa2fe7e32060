import type { Element, Root } from 'hast'
import { toText } from 'hast-util-to-text'
import rehypeParse from 'rehype-parse'
import { unified } from 'unified'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { runMaintenanceStep } from '../db/maintenance.ts'
import { createTestDb, type TestDb } from '../test/harness.ts'
import { renderMarkdown } from './markdown.ts'

/**
 * The writing desk's Markdown (docs/api/writing.md), checked on the rendered HTML parsed by a real
 * HTML parser (rehype-parse, parse5): what a browser builds from it, not the string's shape.
 */
const parser = unified().use(rehypeParse, { fragment: true })

const render = async (markdown: string) => {
  const { html } = await renderMarkdown(markdown)
  const tree = parser.parse(html) as Root
  const all: Element[] = []
  const walk = (node: Root | Element) => {
    for (const c of node.children) {
      if (c.type !== 'element') continue
      all.push(c)
      walk(c)
    }
  }
  walk(tree)
  const classes = (e: Element) => (Array.isArray(e.properties.className) ? e.properties.className.map(String) : [])
  return {
    html,
    tree,
    all,
    byTag: (tag: string) => all.filter((e) => e.tagName === tag),
    byClass: (cls: string) => all.filter((e) => classes(e).includes(cls)),
    within: (root: Element) => {
      const out: Element[] = []
      const w = (n: Element) =>
        n.children.forEach((c) => {
          if (c.type === 'element') {
            out.push(c)
            w(c)
          }
        })
      w(root)
      return out
    },
    ids: () => all.map((e) => e.properties.id).filter((id): id is string => typeof id === 'string'),
  }
}

describe('footnotes', () => {
  it('number references by first use, with one list of notes that link back', async () => {
    const r = await render(
      'First[^note] and second[^1] and the first again[^note].\n\n[^1]: One.\n[^note]: A named note.\n',
    )
    const section = r.byTag('section')[0]!
    const inSection = new Set(r.within(section))
    const refs = r
      .byTag('sup')
      .filter((s) => !inSection.has(s))
      .map((s) => s.children.find((c): c is Element => c.type === 'element')!)
    expect(refs.map((a) => a.tagName)).toEqual(['a', 'a', 'a'])
    expect(refs.map((a) => toText(a))).toEqual(['1', '2', '1'])
    const lists = r.within(section).filter((e) => e.tagName === 'ol')
    expect(lists).toHaveLength(1)
    const items = r.within(lists[0]!).filter((e) => e.tagName === 'li')
    expect(items.map((li) => toText(li).replace(/↩2?/g, '').trim())).toEqual(['A named note.', 'One.'])
    // Each reference points at its note, each note back at its reference.
    for (const [i, li] of items.entries()) {
      expect(refs[i]!.properties.href).toBe(`#${String(li.properties.id)}`)
      const back = r.within(li).find((e) => e.tagName === 'a')!
      expect(back.properties.href).toBe(`#${String(refs[i]!.properties.id)}`)
    }
  })

  it('keep every id unique beside headings named like the footnotes section', async () => {
    const r = await render('## Footnote label\n\n## Footnotes\n\n## Fn 1\n\nText[^1].\n\n[^1]: Note.\n')
    const ids = r.ids()
    expect(new Set(ids).size).toBe(ids.length)
    // The reference's aria-describedby names the section's label, which exists.
    const ref = r.all.find((e) => 'dataFootnoteRef' in e.properties)!
    expect(ids).toContain(String(ref.properties.ariaDescribedBy))
  })
})

describe('math', () => {
  it('renders inline and display TeX with KaTeX: MathML plus hidden visual HTML, no $ left', async () => {
    const r = await render('Energy is $E = mc^2$ here.\n\n$$\n\\int_0^1 x\\,dx = \\frac{1}{2}\n$$\n')
    const formulas = r.byClass('katex')
    expect(formulas).toHaveLength(2)
    for (const f of formulas) {
      const maths = r.within(f).filter((e) => e.tagName === 'math')
      expect(maths).toHaveLength(1)
      const visual = r
        .within(f)
        .find((e) => Array.isArray(e.properties.className) && e.properties.className.includes('katex-html'))
      expect(visual?.properties.ariaHidden).toBe('true')
    }
    expect(r.within(formulas[1]!).find((e) => e.tagName === 'math')?.properties.display).toBe('block')
    expect(r.within(formulas[0]!).find((e) => e.tagName === 'math')?.properties.display).toBeUndefined()
    const visibleText = toText({ type: 'root', children: r.tree.children.filter((c) => c.type === 'element') })
    expect(visibleText).not.toContain('$')
  })

  it('shows invalid TeX as its source in a katex-error element with the message; the rest renders', async () => {
    const r = await render('Broken $\\frac{1}{$ formula, then $a+b$ and **bold**.\n')
    const errors = r.byClass('katex-error')
    expect(errors).toHaveLength(1)
    expect(toText(errors[0]!)).toBe('\\frac{1}{')
    expect(String(errors[0]!.properties.title)).toMatch(/ParseError/)
    expect(r.byClass('katex')).toHaveLength(1)
    expect(r.byTag('strong')).toHaveLength(1)
  })
})

const FLOW = '```mermaid\ngraph LR\n  A[Write draft] --> B{Ready?}\n  B -->|yes| C[Publish]\n```\n'

describe('diagrams', () => {
  it('become an accessible inline SVG with text labels, themed colours only, no script or remote', async () => {
    const r = await render(`Intro\n\n${FLOW}`)
    const svgs = r.byTag('svg').filter((s) => s.properties.role === 'img')
    expect(svgs).toHaveLength(1)
    const svg = svgs[0]!
    expect(svg.properties.ariaLabel).toMatch(/Write draft/)
    expect(svg.properties.ariaHidden).toBeUndefined()
    const texts = r
      .within(svg)
      .filter((e) => e.tagName === 'text')
      .map((e) => toText(e))
    expect(texts).toEqual(expect.arrayContaining(['Write draft', 'Ready?', 'Publish', 'yes']))
    for (const e of [svg, ...r.within(svg)]) {
      expect(['script', 'style', 'image', 'foreignObject', 'a', 'use']).not.toContain(e.tagName)
      for (const key of ['fill', 'stroke', 'color', 'stopColor']) {
        const v = e.properties[key]
        if (v !== undefined) expect(String(v)).toMatch(/^(none|currentColor|var\(--[\w-]+(,[^)]*)?\))$/)
      }
      expect(e.properties.style).toBeUndefined()
      for (const v of Object.values(e.properties)) expect(String(v)).not.toMatch(/https?:|@import/)
    }
    expect(r.byTag('pre')).toHaveLength(0)
  })

  it('keep ids unique with several diagrams; a bad one shows its source and a note, the others render', async () => {
    const r = await render(`${FLOW}\n\`\`\`mermaid\nflowchrt LR\n  A --> B\n\`\`\`\n\n${FLOW}`)
    expect(r.byTag('svg').filter((s) => s.properties.role === 'img')).toHaveLength(2)
    const ids = r.ids()
    expect(ids.length).toBeGreaterThan(0)
    expect(new Set(ids).size).toBe(ids.length)
    const failed = r.byClass('diagram-error')
    expect(failed).toHaveLength(1)
    const inside = r.within(failed[0]!)
    expect(toText(inside.find((e) => e.tagName === 'pre')!)).toContain('flowchrt LR')
    expect(toText(inside.find((e) => e.tagName === 'p')!)).toMatch(/diagram could not be rendered/)
  })
})

describe('callouts', () => {
  it.each([
    ['NOTE', 'Note'],
    ['TIP', 'Tip'],
    ['IMPORTANT', 'Important'],
    ['WARNING', 'Warning'],
    ['CAUTION', 'Caution'],
  ])('[!%s] becomes a role=note box titled "%s" with an icon and every paragraph', async (marker, title) => {
    const r = await render(`> [!${marker}]\n> First *paragraph*.\n>\n> Second paragraph.\n`)
    expect(r.byTag('blockquote')).toHaveLength(0)
    const box = r.all.find((e) => e.properties.role === 'note')!
    const [head, ...body] = box.children.filter((c): c is Element => c.type === 'element')
    expect(toText(head!).trim()).toBe(title)
    const icon = r.within(head!).find((e) => e.tagName === 'svg')!
    expect(icon.properties.ariaHidden).toBe('true')
    expect(body.map((p) => toText(p))).toEqual(['First paragraph.', 'Second paragraph.'])
    expect(toText(box)).not.toContain('[!')
  })

  it('leave other blockquotes, unknown markers included, as blockquotes', async () => {
    const r = await render('> [!FOO]\n> Not an alert.\n\n> Just a quote.\n\n> Text [!NOTE]\n')
    expect(r.byTag('blockquote')).toHaveLength(3)
    expect(r.all.filter((e) => e.properties.role === 'note')).toHaveLength(0)
  })
})

describe('figures, embeds and cards', () => {
  it('an image with a title alone in its paragraph is a figure; one in a sentence stays inline', async () => {
    const r = await render(
      '![A chart](/images/chart.png "Requests per second")\n\nSee ![icon](/i.png "Icon") inline.\n',
    )
    const figure = r.byTag('figure')[0]!
    const [img, caption] = figure.children.filter((c): c is Element => c.type === 'element')
    expect(img?.tagName).toBe('img')
    expect(img?.properties.alt).toBe('A chart')
    expect(caption?.tagName).toBe('figcaption')
    expect(toText(caption!)).toBe('Requests per second')
    expect(r.byTag('p').some((p) => r.within(p).some((e) => e.tagName === 'figure'))).toBe(false)
    expect(r.byTag('figure')).toHaveLength(1)
  })

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ'],
    ['https://vimeo.com/76979871', 'https://player.vimeo.com/video/76979871'],
  ])('%s alone is a click-to-load embed: a link and a button, no iframe', async (url, player) => {
    const r = await render(`Watch:\n\n${url}\n\nOr inline ${url} here.\n`)
    expect(r.byTag('iframe')).toHaveLength(0)
    const embed = r.byClass('video-embed')[0]!
    expect(embed.properties.dataEmbed).toBe(player)
    const inside = r.within(embed)
    expect(inside.find((e) => e.tagName === 'a')?.properties.href).toBe(url)
    expect(inside.find((e) => e.tagName === 'button')?.properties.type).toBe('button')
    expect(r.byClass('video-embed')).toHaveLength(1)
    // Nothing loads from the video's site: no src, srcset or poster anywhere.
    expect(r.all.filter((e) => e.properties.src || e.properties.poster)).toHaveLength(0)
  })

  it.each([
    ['https://gist.github.com/octocat/6cad326836d38bd3a7ae', 'Gist by octocat'],
    ['https://codepen.io/chriscoyier/pen/gfdDu', 'CodePen by chriscoyier'],
  ])('%s alone is a card titled "%s", fetching nothing', async (url, title) => {
    const r = await render(`${url}\n`)
    const card = r.byClass('bookmark-card')[0]!
    expect(card.tagName).toBe('a')
    expect(card.properties.href).toBe(url)
    expect(toText(card)).toContain(title)
    expect(toText(card)).toContain(url)
    expect(r.byTag('script')).toHaveLength(0)
    expect(r.byTag('iframe')).toHaveLength(0)
  })
})

describe('sanitizing stays strict', () => {
  it('drops raw HTML, iframes and scripts written in the Markdown', async () => {
    const r = await render(
      '<iframe src="https://evil.example"></iframe>\n\n<svg><script>alert(1)</script></svg>\n\n<div class="video-embed" data-embed="https://evil.example/x">x</div>\n',
    )
    expect(r.byTag('iframe')).toHaveLength(0)
    expect(r.byTag('script')).toHaveLength(0)
    expect(r.byTag('svg')).toHaveLength(0)
    expect(r.all.filter((e) => e.properties.dataEmbed)).toHaveLength(0)
  })
})

describe('stored posts', () => {
  let t: TestDb
  beforeEach(async () => {
    t = await createTestDb()
  })
  afterEach(async () => {
    await t.destroy()
  })

  it('rendered before the writing desk are rendered again by its maintenance step; others are left alone', async () => {
    const now = new Date().toISOString()
    const row = (slug: string, content_markdown: string, content: string) => ({
      title: slug,
      slug,
      excerpt: '',
      content_markdown,
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
    const math = 'Area: $\\pi r^2$.\n'
    const callout = '> [!TIP]\n> Hello.\n'
    await t.db
      .insertInto('blog_posts')
      .values([
        row('math', math, '<p>Area: $\\pi r^2$.</p>'),
        row('callout', callout, '<blockquote>\n<p>[!TIP]\nHello.</p>\n</blockquote>'),
        row('plain', 'Plain.\n', '<p>kept as is</p>'),
      ])
      .execute()
    await runMaintenanceStep(t.db, '2026-11-28-writing-desk')
    const bySlug = Object.fromEntries(
      (await t.db.selectFrom('blog_posts').select(['slug', 'content']).execute()).map((r) => [r.slug, r.content]),
    )
    expect(bySlug.math).toBe((await renderMarkdown(math)).html)
    expect(bySlug.math).toContain('class="katex"')
    expect(bySlug.callout).toContain('role="note"')
    expect(bySlug.plain).toBe('<p>kept as is</p>')
  })
})
