import type { Element, Root, RootContent } from 'hast'

import { headingIdMaker } from '../../core/toc.ts'

const textOf = (n: Root | RootContent): string =>
  n.type === 'text' ? n.value : 'children' in n ? n.children.map(textOf).join('') : ''

/**
 * Gives every h2 and h3 of a post a stable, unique id (slugified text, deduplicated in order,
 * see core/toc.ts) and a "#" link to it. The link sits beside the heading in a wrapper, as on
 * GitHub, so the heading's accessible name stays its own text; the "#" is drawn by CSS, so the
 * post's text (search index, snippets) gains nothing. Runs after sanitizing: this is our markup.
 */
export const rehypeHeadingAnchors = () => (tree: Root) => {
  const nextId = headingIdMaker()
  const walk = (parent: Root | Element) => {
    parent.children = parent.children.map((node): RootContent => {
      if (node.type !== 'element') return node
      // GFM's footnotes section has its own hidden heading, named by its id.
      if ('dataFootnotes' in node.properties) return node
      if (node.tagName !== 'h2' && node.tagName !== 'h3') {
        walk(node)
        return node
      }
      const text = textOf(node).replace(/\s+/g, ' ').trim()
      const id = nextId(text)
      node.properties = { ...node.properties, id }
      const anchor: Element = {
        type: 'element',
        tagName: 'a',
        properties: { className: ['heading-anchor'], href: `#${id}`, ariaLabel: `Link to section: ${text}` },
        children: [],
      }
      return {
        type: 'element',
        tagName: 'div',
        properties: { className: ['heading-anchored'] },
        children: [node, anchor],
      } satisfies Element
    })
  }
  walk(tree)
}
