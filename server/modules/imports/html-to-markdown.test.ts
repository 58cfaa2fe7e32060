import { describe, expect, it } from 'vitest'

import { autoParagraphs, htmlToMarkdown } from './html-to-markdown.ts'

// docs/api/import-export.md, "Bodies become the product's Markdown": each card and block as
// Markdown the renderer shows without loss, no HTML it would drop.
const noHtml = (md: string) => expect(md).not.toMatch(/<\/?(figure|iframe|script|div|figcaption|span)\b|<!--/)

describe('Ghost cards', () => {
  it('image, gallery, bookmark, embed, code, callout, divider; card markers go', () => {
    const md = htmlToMarkdown(
      [
        '<!--kg-card-begin: markdown--><p>Intro</p><!--kg-card-end: markdown-->',
        '<figure class="kg-card kg-image-card kg-card-hascaption"><img src="/content/images/a.jpg" class="kg-image" alt="A cat"><figcaption>A <b>cat</b></figcaption></figure>',
        '<figure class="kg-card kg-gallery-card"><div class="kg-gallery-container"><div class="kg-gallery-row"><div class="kg-gallery-image"><img src="/g1.jpg" alt="one"></div><div class="kg-gallery-image"><img src="/g2.jpg" alt="two"></div></div></div><figcaption>Both</figcaption></figure>',
        '<figure class="kg-card kg-bookmark-card"><a class="kg-bookmark-container" href="https://ghost.org/"><div class="kg-bookmark-content"><div class="kg-bookmark-title">Ghost</div><div class="kg-bookmark-description">Publishing</div></div></a></figure>',
        '<figure class="kg-card kg-embed-card"><iframe src="https://www.youtube.com/embed/xyz"></iframe></figure>',
        '<figure class="kg-card kg-code-card"><pre><code class="language-python">print("hi")\n</code></pre><figcaption>Run it</figcaption></figure>',
        '<div class="kg-card kg-callout-card kg-callout-card-grey"><div class="kg-callout-emoji">💡</div><div class="kg-callout-text">Remember <em>this</em></div></div>',
        '<hr>',
        '<!--members-only--><p>Members text</p>',
      ].join(''),
    )
    expect(md).toBe(
      [
        'Intro',
        '![A cat](/content/images/a.jpg)',
        'A **cat**',
        '![one](/g1.jpg)',
        '![two](/g2.jpg)',
        'Both',
        '[Ghost](https://ghost.org/) — Publishing',
        '<https://www.youtube.com/embed/xyz>',
        '```python\nprint("hi")\n```',
        'Run it',
        '> 💡 Remember _this_',
        '---',
        'Members text\n',
      ].join('\n\n'),
    )
    noHtml(md)
  })
})

describe('WordPress blocks', () => {
  it('paragraph, heading, lists, quote and pullquote, image, gallery, code, preformatted, table, separator', () => {
    const md = htmlToMarkdown(
      [
        '<!-- wp:heading --><h2 class="wp-block-heading">Title <em>here</em></h2><!-- /wp:heading -->',
        '<!-- wp:list --><ul><li>One<ul><li>Nested</li></ul></li><li>Two</li></ul><!-- /wp:list -->',
        '<!-- wp:list {"ordered":true} --><ol><li>First</li><li>Second</li></ol><!-- /wp:list -->',
        '<!-- wp:quote --><blockquote class="wp-block-quote"><p>Quoted</p><cite>Someone</cite></blockquote><!-- /wp:quote -->',
        '<!-- wp:pullquote --><figure class="wp-block-pullquote"><blockquote><p>Pulled</p><cite>Author</cite></blockquote></figure><!-- /wp:pullquote -->',
        '<!-- wp:image --><figure class="wp-block-image"><img src="https://x.test/wp-content/uploads/2024/01/a.jpg" alt="Alt"/><figcaption class="wp-element-caption">Caption</figcaption></figure><!-- /wp:image -->',
        '<!-- wp:code --><pre class="wp-block-code"><code>a &lt; b</code></pre><!-- /wp:code -->',
        '<!-- wp:preformatted --><pre class="wp-block-preformatted">pre  text</pre><!-- /wp:preformatted -->',
        '<!-- wp:table --><figure class="wp-block-table"><table><thead><tr><th>H1</th><th>H2</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table></figure><!-- /wp:table -->',
        '<!-- wp:separator --><hr class="wp-block-separator"/><!-- /wp:separator -->',
      ].join('\n'),
    )
    expect(md).toContain('## Title _here_')
    expect(md).toContain('- One\n  - Nested\n- Two')
    expect(md).toContain('1. First\n2. Second')
    expect(md).toMatch(/> Quoted\n>\n> Someone/)
    expect(md).toMatch(/> Pulled\n>\n> Author/)
    expect(md).toContain('![Alt](https://x.test/wp-content/uploads/2024/01/a.jpg)\n\nCaption')
    expect(md).toContain('```\na < b\n```')
    expect(md).toContain('```\npre  text\n```')
    expect(md).toContain('| H1 | H2 |\n| -- | -- |\n| a  | b  |')
    expect(md).toContain('\n---\n')
    noHtml(md)
  })

  it('classic posts: blank-line-separated text is paragraphs, a single break a line break', () => {
    expect(htmlToMarkdown(autoParagraphs('First line\nsecond line\n\nNext <strong>para</strong>'))).toBe(
      'First line\\\nsecond line\n\nNext **para**\n',
    )
  })
})
