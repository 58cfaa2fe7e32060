import rehypeParse from 'rehype-parse'
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize'
import rehypeStringify from 'rehype-stringify'
import { unified } from 'unified'

/**
 * What stored HTML may contain: GitHub's safe subset (no script, style, iframe, event handlers
 * or javascript: URLs), plus `class` on code for language names, and the heading anchors a
 * rendered post carries (server/lib/heading-anchors.ts: ids on headings are kept unprefixed).
 */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  clobberPrefix: '',
  attributes: {
    ...defaultSchema.attributes,
    code: [...(defaultSchema.attributes?.code ?? []), ['className', /^language-[\w-]+$/]],
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

const processor = unified()
  .use(rehypeParse, { fragment: true })
  .use(rehypeSanitize, SANITIZE_SCHEMA)
  .use(rehypeStringify)
  .freeze()

/** Clean user HTML before it is stored; the result is safe to render as is. */
export const sanitizeHtml = (html: string) => (html ? String(processor.processSync(html)) : '')
