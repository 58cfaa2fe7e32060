import type { Element, Root } from 'hast'
import rehypeParse from 'rehype-parse'
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import { unified } from 'unified'

/**
 * What stored HTML may contain: GitHub's safe subset (no script, style, iframe, event handlers
 * or javascript: URLs), plus `class` on code for language names, and the heading anchors a
 * rendered post carries (server/lib/heading-anchors.ts: ids on headings are kept unprefixed).
 * The sanitizer itself prefixes nothing (`clobberPrefix: ''`): its prefix is added again on every
 * pass, and a post's footnote ids come prefixed already. User HTML gets `rehypeClobberPrefix`.
 */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    // remark-math marks formulas `language-math math-inline` / `math-display` (rendered after sanitizing).
    code: [
      ...(defaultSchema.attributes?.code ?? []),
      ['className', /^language-[\w-]+$/, 'math-inline', 'math-display'],
    ],
    a: [
      ...(defaultSchema.attributes?.a ?? []).filter((a) => !(Array.isArray(a) && a[0] === 'className')),
      ['className', 'data-footnote-backref', 'heading-anchor'],
      'title',
      'ariaLabel',
    ],
    div: [...(defaultSchema.attributes?.div ?? []), ['className', 'heading-anchored']],
    img: [...(defaultSchema.attributes?.img ?? []), 'title', 'loading'],
  },
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'] },
}

/** GitHub's prefix for the ids and names of user content. */
export const CLOBBER_PREFIX = 'user-content-'

const prefixed = (value: string) => (value.startsWith(CLOBBER_PREFIX) ? value : `${CLOBBER_PREFIX}${value}`)

/**
 * DOM clobbering: an `id` or `name` in user HTML becomes a property of `window` or `document`
 * (`<img name="getElementById">` hides the real one, `<a id="config">` answers `window.config`),
 * which page scripts may read. Every `id` and `name` (and the ids `aria-describedby` and
 * `aria-labelledby` name) is prefixed with `user-content-`, as GitHub does, and a link to a place
 * in the same text (`href="#intro"`) follows its target. Idempotent: HTML saved again unchanged
 * (the project editor sends the stored description back) keeps its ids as they are.
 */
export const rehypeClobberPrefix = () => (tree: Root) => {
  const walk = (node: Root | Element) => {
    for (const child of node.children) {
      if (child.type !== 'element') continue
      const p = child.properties
      for (const key of ['id', 'name'] as const) {
        if (typeof p[key] === 'string' && p[key]) p[key] = prefixed(p[key])
      }
      for (const key of ['ariaDescribedBy', 'ariaLabelledBy'] as const) {
        const ids: unknown = p[key]
        if (Array.isArray(ids)) p[key] = ids.map((id) => prefixed(String(id)))
        else if (typeof ids === 'string' && ids) p[key] = ids.split(/\s+/).filter(Boolean).map(prefixed)
      }
      if (child.tagName === 'a' && typeof p.href === 'string' && p.href.length > 1 && p.href.startsWith('#')) {
        p.href = `#${prefixed(p.href.slice(1))}`
      }
      walk(child)
    }
  }
  walk(tree)
}

const processor = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeSanitize, SANITIZE_SCHEMA)
  .use(rehypeClobberPrefix)
  .use(rehypeStringify)
  .freeze()

/** Clean user HTML before it is stored; the result is safe to render as is. */
export const sanitizeHtml = (html: string) => (html ? String(processor.processSync(html)) : '')
