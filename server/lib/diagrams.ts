import type { renderMermaidSVG } from 'beautiful-mermaid'
import type { Element, ElementContent, Root } from 'hast'
import rehypeParse from 'rehype-parse'
import { unified } from 'unified'

import { lazyRetrying } from './lazy.ts'

/**
 * Mermaid diagrams drawn on the server, in pure JavaScript (beautiful-mermaid: its own parser
 * and the ELK layout, no DOM, no browser; ADR 012). Its SVG is then reduced to a strict
 * allowlist: shapes, text and markers, colours only from CSS custom properties (the site's
 * stylesheet maps them to the theme: app/app.css `.diagram`), no <style> (it names a web font
 * to @import), no script, no link, ids prefixed so several diagrams share a page.
 */

const svgParser = unified().use(rehypeParse, { fragment: true })

const ELEMENTS = new Set([
  'svg',
  'g',
  'defs',
  'marker',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'path',
  'text',
  'tspan',
  'title',
])
const ATTRIBUTES = new Set([
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'dx',
  'dy',
  'd',
  'points',
  'transform',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeDasharray',
  'strokeLinejoin',
  'strokeLinecap',
  'opacity',
  'fillOpacity',
  'strokeOpacity',
  'textAnchor',
  'dominantBaseline',
  'fontSize',
  'fontWeight',
  'fontStyle',
  'markerWidth',
  'markerHeight',
  'refX',
  'refY',
  'orient',
  'markerUnits',
  'markerEnd',
  'markerStart',
  'markerMid',
  'id',
  'className',
])
const COLOUR = /^(?:none|currentColor|var\(--[\w-]+(?:,\s*[^;()]*)?\))$/
const URL_REF = /^url\(#([\w-]+)\)$/
const NUMBER = /-?\d+\.\d{3,}/g

const clean = (node: Element, prefix: string): Element | undefined => {
  if (!ELEMENTS.has(node.tagName)) return undefined
  const properties: Element['properties'] = {}
  for (const [key, value] of Object.entries(node.properties)) {
    if (!ATTRIBUTES.has(key) || value === null || value === undefined) continue
    let v = Array.isArray(value) ? value.join(' ') : String(value)
    if (key === 'fill' || key === 'stroke') {
      // A fixed colour (a `style` or `classDef` line) would ignore the theme: text and lines
      // take the text colour, shapes lose their fill.
      if (!COLOUR.test(v))
        v = key === 'fill' && node.tagName !== 'text' && node.tagName !== 'tspan' ? 'none' : 'currentColor'
    } else if (key === 'id') v = `${prefix}${v}`
    else if (key.startsWith('marker') && URL_REF.test(v))
      v = v.replace(URL_REF, (_, id: string) => `url(#${prefix}${id})`)
    else if (key.startsWith('marker') && /^url/.test(v)) continue
    else if (key === 'className') v = v.replace(/[^\w -]/g, '')
    properties[key] = v.replace(NUMBER, (n) => String(Math.round(Number(n) * 100) / 100))
  }
  const children: ElementContent[] = []
  for (const child of node.children) {
    if (child.type === 'text') children.push(child)
    else if (child.type === 'element') {
      const c = clean(child, prefix)
      if (c) children.push(c)
    }
  }
  return { type: 'element', tagName: node.tagName, properties, children }
}

const labelsOf = (svg: string) => [...svg.matchAll(/class="node"[^>]*data-label="([^"]*)"/g)].map((m) => m[1]!)

const decode = (s: string) =>
  s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!)

type DrawMermaid = typeof renderMermaidSVG

/**
 * beautiful-mermaid and its layout engine (~4.5 MB resident) are loaded when a post first has a
 * diagram, not with the renderer: most posts have none (README, Performance: issue 26).
 */
const mermaid = lazyRetrying<DrawMermaid>(() => import('beautiful-mermaid').then((m) => m.renderMermaidSVG))

/** One diagram as an inline, accessible `<svg>`; throws when the source cannot be drawn. */
const renderDiagram = (draw: DrawMermaid, source: string, index: number): Element => {
  const svg = draw(source, { bg: 'var(--diagram-bg)', fg: 'var(--diagram-fg)', transparent: true })
  const tree = svgParser.parse(svg) as Root
  const root = tree.children.find((c): c is Element => c.type === 'element' && c.tagName === 'svg')
  if (!root) throw new Error('The renderer returned no SVG')
  const out = clean(root, `diagram-${index}-`)!
  const labels = labelsOf(svg).map(decode)
  const kind = /^\s*(\w+)/.exec(source)?.[1] ?? 'diagram'
  const name = ['graph', 'flowchart'].includes(kind) ? 'Flowchart' : 'Diagram'
  out.properties = {
    ...out.properties,
    className: ['diagram-svg'],
    role: 'img',
    ariaLabel: labels.length ? `${name}: ${labels.join(', ')}` : name,
  }
  return out
}

/** The block shown instead of a diagram that cannot be drawn: a note, then its source. */
const diagramFallback = (source: string): Element => ({
  type: 'element',
  tagName: 'div',
  properties: { className: ['diagram', 'diagram-error'] },
  children: [
    {
      type: 'element',
      tagName: 'p',
      properties: { className: ['diagram-note'] },
      children: [{ type: 'text', value: 'This diagram could not be rendered; its source is shown instead.' }],
    },
    {
      type: 'element',
      tagName: 'pre',
      properties: {},
      children: [{ type: 'element', tagName: 'code', properties: {}, children: [{ type: 'text', value: source }] }],
    },
  ],
})

const textOf = (n: ElementContent): string =>
  n.type === 'text' ? n.value : n.type === 'element' ? n.children.map(textOf).join('') : ''

/** The `<code>` of a ```mermaid fence (`<pre><code class="language-mermaid">`), if `node` is one. */
const mermaidCode = (node: ElementContent) => {
  if (node.type !== 'element' || node.tagName !== 'pre') return undefined
  const code = node.children.find((c) => c.type === 'element' && c.tagName === 'code')
  const classes = code?.type === 'element' ? code.properties.className : undefined
  return code && Array.isArray(classes) && classes.includes('language-mermaid') ? code : undefined
}

const hasDiagram = (parent: Root | Element): boolean =>
  parent.children.some((n) => n.type === 'element' && (mermaidCode(n) !== undefined || hasDiagram(n)))

/** ```mermaid fences → diagrams (after sanitizing, before code highlighting). */
export const rehypeDiagrams = () => async (tree: Root) => {
  if (!hasDiagram(tree)) return
  const draw = await mermaid.get()
  let index = 0
  const walk = (parent: Root | Element) => {
    parent.children = parent.children.map((node) => {
      if (node.type !== 'element') return node
      const code = mermaidCode(node)
      if (code) {
        const source = textOf(code).replace(/\n$/, '')
        index++
        try {
          return {
            type: 'element',
            tagName: 'div',
            properties: { className: ['diagram'] },
            children: [renderDiagram(draw, source, index)],
          } satisfies Element
        } catch {
          return diagramFallback(source)
        }
      }
      walk(node)
      return node
    }) as typeof parent.children
  }
  walk(tree)
}
