import type { Element, ElementContent, Root, RootContent } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toText } from 'hast-util-to-text'
import rehypeParse from 'rehype-parse'
import rehypeRemark from 'rehype-remark'
import remarkGfm from 'remark-gfm'
import remarkStringify from 'remark-stringify'
import { unified } from 'unified'

/**
 * HTML bodies (Ghost, WordPress, Medium) → the product's Markdown (docs/api/import-export.md,
 * "Bodies become the product's Markdown"). The maintained libraries do the conversion
 * (rehype-parse → rehype-remark → remark-gfm → remark-stringify); what is written here is only
 * the rewriting of each platform's cards and blocks into plain HTML those libraries understand.
 */

const parser = unified().use(rehypeParse, { fragment: true })
const toMarkdown = unified()
  .use(rehypeRemark)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, emphasis: '_', strong: '*', rule: '-', listItemIndent: 'one' })

export const parseHtml = (html: string): Root => parser.parse(html)

const el = (tagName: string, properties: Element['properties'], children: ElementContent[]): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
})
const text = (value: string): ElementContent => ({ type: 'text', value })
const para = (children: ElementContent[]) => el('p', {}, children)

const classes = (node: Element): string[] => {
  const c: unknown = node.properties.className
  return Array.isArray(c) ? c.map(String) : typeof c === 'string' ? c.split(/\s+/) : []
}
const hasClass = (node: Element, prefix: string) => classes(node).some((c) => c === prefix || c.startsWith(prefix))
const str = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) ? v.join(' ') : v == null ? '' : String(v))

/** Images of a figure (gallery, image card, WordPress image block) and its caption as a line under them. */
const figureReplacement = (node: Element): ElementContent[] => {
  const images = selectAll('img', node).map((img) =>
    el('img', { src: str(img.properties.src), alt: str(img.properties.alt) }, []),
  )
  const caption = select('figcaption', node)
  const out: ElementContent[] = images.map((img) => para([img]))
  const pre = select('pre', node)
  if (pre) out.push(pre)
  const table = select('table', node)
  if (table) out.push(table)
  const quote = select('blockquote', node)
  if (quote) out.push(quote)
  if (caption && toText(caption).trim()) out.push(para(caption.children))
  return out
}

/** Ghost cards and WordPress blocks → plain HTML (images, paragraphs, blockquotes, code). */
const rewriteCard = (node: Element): ElementContent[] | undefined => {
  if (hasClass(node, 'kg-bookmark-card')) {
    const link = select('a', node)
    const url = str(link?.properties.href)
    const title = toText(select('.kg-bookmark-title', node) ?? el('span', {}, [])).trim() || url
    const desc = toText(select('.kg-bookmark-description', node) ?? el('span', {}, [])).trim()
    return [para([el('a', { href: url }, [text(title)]), ...(desc ? [text(` — ${desc}`)] : [])])]
  }
  if (hasClass(node, 'kg-embed-card') || (node.tagName === 'figure' && hasClass(node, 'wp-block-embed'))) {
    const frame = select('iframe', node)
    const link = select('a', node)
    const url = str(frame?.properties.src) || str(link?.properties.href) || toText(node).trim()
    const out: ElementContent[] = url ? [para([el('a', { href: url }, [text(url)])])] : []
    const caption = select('figcaption', node)
    if (caption && toText(caption).trim()) out.push(para(caption.children))
    return out
  }
  if (hasClass(node, 'kg-callout-card')) {
    const emoji = toText(select('.kg-callout-emoji', node) ?? el('span', {}, [])).trim()
    const body = select('.kg-callout-text', node)
    return [el('blockquote', {}, [para([...(emoji ? [text(`${emoji} `)] : []), ...(body?.children ?? [])])])]
  }
  if (node.tagName === 'figure') return figureReplacement(node)
  if (node.tagName === 'iframe' || node.tagName === 'video' || node.tagName === 'audio') {
    const url = str(node.properties.src)
    return url ? [para([el('a', { href: url }, [text(url)])])] : []
  }
  if (node.tagName === 'script' || node.tagName === 'style' || node.tagName === 'noscript') return []
  return undefined
}

/** A `<code>` inside `<pre>` keeps its language whether the class is on `<pre>` or `<code>`. */
const keepLanguage = (pre: Element) => {
  const code = pre.children.find((c): c is Element => c.type === 'element' && c.tagName === 'code')
  const lang = [...classes(pre), ...(code ? classes(code) : [])]
    .map((c) => /^lang(?:uage)?-(.+)$/.exec(c)?.[1])
    .find(Boolean)
  if (code) code.properties = lang ? { className: [`language-${lang}`] } : {}
  else pre.children = [el('code', lang ? { className: [`language-${lang}`] } : {}, [text(toText(pre))])]
}

const walk = (parent: Root | Element, visit: (node: Element) => ElementContent[] | undefined) => {
  const next: RootContent[] = []
  for (const child of parent.children) {
    if (child.type === 'comment') continue
    if (child.type !== 'element') {
      next.push(child)
      continue
    }
    const replaced = visit(child)
    if (replaced) {
      for (const r of replaced) if (r.type === 'element') walk(r, visit)
      next.push(...replaced)
      continue
    }
    if (child.tagName === 'pre') keepLanguage(child)
    else walk(child, visit)
    next.push(child)
  }
  parent.children = next as Element['children']
}

export interface ConvertOptions {
  /** Rewrites each link (`a[href]`); undefined keeps it. */
  rewriteHref?: (href: string) => string | undefined
}

/** HTML (a hast tree or a string) → Markdown the editor edits and the renderer shows. */
export const htmlToMarkdown = (input: string | Root, opts: ConvertOptions = {}): string => {
  const tree: Root = typeof input === 'string' ? parseHtml(input) : input
  walk(tree, rewriteCard)
  if (opts.rewriteHref) {
    for (const a of selectAll('a[href]', tree)) {
      const href = opts.rewriteHref(str(a.properties.href))
      if (href !== undefined) a.properties.href = href
    }
  }
  const md = toMarkdown.stringify(toMarkdown.runSync(tree) as never)
  return String(md).trim() + '\n'
}

/** Plain text of an HTML fragment: tags stripped, entities decoded, spaces collapsed. */
export const htmlToPlainText = (html: string) => toText(parseHtml(html)).replace(/\s+/g, ' ').trim()

/**
 * WordPress's "autop" for classic posts: text separated by a blank line is a paragraph, a single
 * line break is a `<br>`; block-level markup is left as it is.
 */
export const autoParagraphs = (html: string) => {
  const block = /^<\/?(p|div|h[1-6]|ul|ol|li|blockquote|pre|table|figure|hr|dl|section|img|iframe|form|address)\b/i
  return html
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((chunk) => chunk.trim())
    .filter(Boolean)
    .map((chunk) => (block.test(chunk) ? chunk : `<p>${chunk.replace(/\n/g, '<br>\n')}</p>`))
    .join('\n')
}
