import type { Element, ElementContent, Root, RootContent, Text } from 'hast'

/**
 * Post-sanitize rehype plugins for the writing desk (docs/api/writing.md): GitHub alert callouts,
 * captioned figures, click-to-load video embeds, gist/CodePen cards and unique footnote ids.
 * They run after rehype-sanitize: what they add is our own markup, built from values they check
 * (URLs matched against fixed patterns, text kept as text nodes).
 */

const el = (tagName: string, properties: Element['properties'], children: ElementContent[] = []): Element => ({
  type: 'element',
  tagName,
  properties,
  children,
})
const text = (value: string): Text => ({ type: 'text', value })
const isBlank = (n: RootContent) => n.type === 'text' && !n.value.trim()

/** The only element child of a paragraph that holds nothing else (whitespace aside). */
const soleChild = (node: Element): Element | undefined => {
  if (node.tagName !== 'p') return undefined
  const rest = node.children.filter((c) => !isBlank(c))
  return rest.length === 1 && rest[0]!.type === 'element' ? rest[0] : undefined
}

const textOf = (n: RootContent | Root): string =>
  n.type === 'text' ? n.value : 'children' in n ? n.children.map(textOf).join('') : ''

// ---------------------------------------------------------------------------------------------
// Callouts

const CALLOUTS = {
  NOTE: { title: 'Note', path: 'M12 16v-4M12 8h.01' },
  TIP: { title: 'Tip', path: 'M9 12l2 2 4-4' },
  IMPORTANT: { title: 'Important', path: 'M12 7v6M12 17h.01' },
  WARNING: { title: 'Warning', path: 'M12 9v4M12 17h.01' },
  CAUTION: { title: 'Caution', path: 'M12 8v4M12 16h.01' },
} as const
type CalloutKind = keyof typeof CALLOUTS

/** Decorative line icon, drawn in the text's colour. */
const calloutIcon = (kind: CalloutKind): Element =>
  el(
    'svg',
    {
      className: ['callout-icon'],
      viewBox: '0 0 24 24',
      width: '16',
      height: '16',
      fill: 'none',
      stroke: 'currentColor',
      strokeWidth: '2',
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      ariaHidden: 'true',
      focusable: 'false',
    },
    [
      kind === 'WARNING'
        ? el('path', { d: 'M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z' })
        : kind === 'CAUTION'
          ? el('path', { d: 'M7.9 2h8.2L22 7.9v8.2L16.1 22H7.9L2 16.1V7.9z' })
          : el('circle', { cx: '12', cy: '12', r: '10' }),
      el('path', { d: CALLOUTS[kind].path }),
    ],
  )

const MARKER = /^\[!(NOTE|TIP|IMPORTANT|WARNING|CAUTION)\][ \t]*(?:\n|$)/

/** `> [!NOTE]` … → a `role="note"` box titled "Note" with an icon; other blockquotes stay. */
const toCallout = (quote: Element): Element | undefined => {
  const first = quote.children.find((c) => !isBlank(c))
  if (!first || first.type !== 'element' || first.tagName !== 'p') return undefined
  const lead = first.children[0]
  if (!lead || lead.type !== 'text') return undefined
  const match = MARKER.exec(lead.value)
  if (!match) return undefined
  const kind = match[1] as CalloutKind
  const rest = lead.value.slice(match[0].length)
  const firstChildren = [...(rest ? [text(rest)] : []), ...first.children.slice(1)]
  // A `[!NOTE]` line followed by a hard break leaves the <br> first: drop it.
  while (firstChildren[0] && firstChildren[0].type === 'element' && firstChildren[0].tagName === 'br')
    firstChildren.shift()
  // `> [!NOTE]` on a line of its own leaves the first paragraph empty: no empty <p>.
  const firstIsEmpty = !firstChildren.some((c) => c.type === 'element' || c.value.trim())
  const body = quote.children
    .filter((c) => !(c === first && firstIsEmpty))
    .map((c) => (c === first ? { ...first, children: firstChildren } : c))
  return el('div', { className: ['callout', `callout-${kind.toLowerCase()}`], role: 'note' }, [
    el('p', { className: ['callout-title'] }, [calloutIcon(kind), text(CALLOUTS[kind].title)]),
    ...body,
  ])
}

// ---------------------------------------------------------------------------------------------
// Figures, embeds and cards

/** `![alt](src "Caption")` alone in its paragraph → figure with a caption. */
const toFigure = (p: Element): Element | undefined => {
  const img = soleChild(p)
  if (!img || img.tagName !== 'img' || typeof img.properties.title !== 'string' || !img.properties.title.trim())
    return undefined
  const caption = img.properties.title
  const { title: _title, ...properties } = img.properties
  return el('figure', { className: ['figure'] }, [
    { ...img, properties: { ...properties, loading: 'lazy' } },
    el('figcaption', {}, [text(caption)]),
  ])
}

interface Video {
  provider: 'YouTube' | 'Vimeo'
  embed: string
}

const YOUTUBE = /^https:\/\/(?:www\.|m\.)?youtube\.com\/watch\?v=([\w-]{6,20})(?:&[\w=&%.-]*)?$/
const YOUTU_BE = /^https:\/\/youtu\.be\/([\w-]{6,20})(?:\?[\w=&%.-]*)?$/
const VIMEO = /^https:\/\/(?:www\.)?vimeo\.com\/(\d{1,12})\/?$/

/** The player origins a video embed needs (server/web/csp.ts allows them on that page only). */
export const PLAYER_ORIGINS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

export const videoOf = (url: string): Video | undefined => {
  const yt = YOUTUBE.exec(url) ?? YOUTU_BE.exec(url)
  if (yt) return { provider: 'YouTube', embed: `${PLAYER_ORIGINS[0]}/embed/${yt[1]}` }
  const vimeo = VIMEO.exec(url)
  if (vimeo) return { provider: 'Vimeo', embed: `${PLAYER_ORIGINS[1]}/video/${vimeo[1]}` }
  return undefined
}

const GIST = /^https:\/\/gist\.github\.com\/([\w-]{1,39})\/([\da-f]{1,40})\/?$/
const CODEPEN = /^https:\/\/codepen\.io\/([\w-]{1,60})\/pen\/([\w]{1,20})\/?$/

export const cardOf = (url: string): { site: string; title: string } | undefined => {
  const gist = GIST.exec(url)
  if (gist) return { site: 'gist', title: `Gist by ${gist[1]}` }
  const pen = CODEPEN.exec(url)
  if (pen) return { site: 'codepen', title: `CodePen by ${pen[1]}` }
  return undefined
}

/** A bare URL alone in its paragraph (GFM's autolink: the link's text is its address). */
const bareUrl = (p: Element): string | undefined => {
  const a = soleChild(p)
  if (!a || a.tagName !== 'a' || typeof a.properties.href !== 'string') return undefined
  return textOf(a).trim() === a.properties.href ? a.properties.href : undefined
}

/**
 * Click to load: a link to the video (works without JavaScript) and a button that swaps the
 * player in (app/features/blog/post-body.tsx). Nothing is requested from the video's site
 * before the click: no iframe, thumbnail or preconnect.
 */
const toVideo = (url: string, video: Video): Element =>
  el('div', { className: ['video-embed'], dataEmbed: video.embed, dataProvider: video.provider }, [
    el('p', { className: ['video-embed-title'] }, [
      text(`${video.provider} video: `),
      el('a', { href: url, rel: ['noopener', 'noreferrer'] }, [text(url)]),
    ]),
    el('button', { type: 'button', className: ['video-embed-play'], disabled: true }, [
      text(`Play the ${video.provider} video here`),
    ]),
  ])

const toCard = (url: string, card: { site: string; title: string }): Element =>
  el('p', { className: ['bookmark'] }, [
    el('a', { href: url, className: ['bookmark-card', `bookmark-${card.site}`], rel: ['noopener', 'noreferrer'] }, [
      el('span', { className: ['bookmark-title'] }, [text(card.title)]),
      text(' '),
      el('span', { className: ['bookmark-url'] }, [text(url)]),
    ]),
  ])

/**
 * GFM's task list boxes (`- [x] done`) are bare, disabled checkboxes: each is named by its item's
 * text, or axe reports a form control without a label.
 */
const labelTaskBox = (li: Element) => {
  const classes = li.properties.className
  if (!Array.isArray(classes) || !classes.includes('task-list-item')) return
  const holder = li.children.find((c): c is Element => c.type === 'element' && c.tagName === 'p') ?? li
  const box = holder.children.find((c): c is Element => c.type === 'element' && c.tagName === 'input')
  const own = li.children.filter((c) => !(c.type === 'element' && (c.tagName === 'ul' || c.tagName === 'ol')))
  const label = own.map(textOf).join('').replace(/\s+/g, ' ').trim()
  if (box && label) box.properties.ariaLabel = label
}

// ---------------------------------------------------------------------------------------------

/**
 * GFM's footnotes section names itself with the id `footnote-label`, which a heading
 * "Footnote label" would also get: it takes the `user-content-` prefix its notes already have.
 */
const FOOTNOTE_LABEL = 'footnote-label'
const PREFIXED_LABEL = `user-content-${FOOTNOTE_LABEL}`

export const rehypeWritingBlocks = () => (tree: Root) => {
  const walk = (parent: Root | Element) => {
    parent.children = parent.children.map((node) => {
      if (node.type !== 'element') return node
      if ('dataFootnotes' in node.properties) {
        for (const c of node.children)
          if (c.type === 'element' && c.properties.id === FOOTNOTE_LABEL) c.properties.id = PREFIXED_LABEL
        return node
      }
      const described = node.properties.ariaDescribedBy
      if (Array.isArray(described) && described.includes(FOOTNOTE_LABEL))
        node.properties.ariaDescribedBy = described.map((d) => (d === FOOTNOTE_LABEL ? PREFIXED_LABEL : d))
      if (node.tagName === 'li') labelTaskBox(node)
      if (node.tagName === 'blockquote') {
        const callout = toCallout(node)
        if (callout) {
          walk(callout)
          return callout
        }
      }
      if (node.tagName === 'p') {
        const figure = toFigure(node)
        if (figure) return figure
        const url = bareUrl(node)
        const video = url ? videoOf(url) : undefined
        if (url && video) return toVideo(url, video)
        const card = url ? cardOf(url) : undefined
        if (url && card) return toCard(url, card)
      }
      walk(node)
      return node
    }) as typeof parent.children
  }
  walk(tree)
}
