/** A post's table of contents entry: one h2 or h3 of its body. */
export interface TocEntry {
  id: string
  text: string
  level: 2 | 3
}

/** Ids the pages themselves use; a heading never takes one (the skip link targets `main`). */
const RESERVED_IDS = new Set(['main', 'contactForm', 'on-this-page', 'toc-title'])

/** A heading's text → a URL fragment: lower case, accents folded, words joined by `-`. */
export const slugifyHeading = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || 'section'

/**
 * Unique ids for headings in document order: the first "Setup" is `setup`, the next `setup-1`,
 * like GitHub's. Stable: the same text in the same order always gets the same id.
 */
export const headingIdMaker = () => {
  const used = new Set(RESERVED_IDS)
  return (text: string) => {
    const base = slugifyHeading(text)
    let id = base
    for (let n = 1; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    return id
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

const decodeEntities = (s: string) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    if (e[0] === '#') {
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : m
    }
    return ENTITIES[e.toLowerCase()] ?? m
  })

/**
 * The h2/h3 headings of a post's rendered HTML (server/lib/markdown.ts gives each an id), in
 * order. The HTML is our own renderer's output, so its headings are `<h2 id="…">…</h2>`.
 */
export const extractToc = (html: string): TocEntry[] => {
  const out: TocEntry[] = []
  for (const m of html.matchAll(/<h([23]) id="([^"]+)"[^>]*>([\s\S]*?)<\/h\1>/g)) {
    const text = decodeEntities(m[3]!.replace(/<[^>]*>/g, ''))
      .replace(/\s+/g, ' ')
      .trim()
    if (text) out.push({ id: decodeEntities(m[2]!), text, level: m[1] === '2' ? 2 : 3 })
  }
  return out
}

/** A table of contents is shown only for posts with at least this many headings. */
export const TOC_MIN_HEADINGS = 2
