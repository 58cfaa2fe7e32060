import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import PDFDocument from 'pdfkit'

import { accentTextColors } from '../../../core/accent.ts'

/** What the generated résumé shows: the site profile, featured projects, certificates. */
export interface ResumeData {
  name: string
  headline: string
  about: string
  email: string
  location: string
  /** The site's address (`https://alexmorgan.dev`). */
  siteUrl: string
  links: { label: string; url: string }[]
  skills: { title: string; items: string[] }[]
  languages: string[]
  projects: {
    title: string
    url: string
    description: string
    technologies: string[]
    meta: string
  }[]
  certificates: { title: string; issuer: string; year: string | null; url: string | null }[]
  /** The document's date: the newest change among the items, so the same data gives the same bytes. */
  date: Date
  /** The owner's accent colour when changed (docs/api/owners-site.md, "Design"); else today's blue. */
  accent?: string
  /** The owner's logo (a PNG, square, transparent around it), drawn at the header's right. */
  logo?: Buffer
}

const DEFAULT_BRAND = '#3B82F6'
const DEFAULT_BRAND_DARK = '#1D4ED8'
const INK = '#0F172A'
const BODY = '#334155'
const MUTED = '#64748B'
const RULE = '#E2E8F0'

// A4 in points, and the text column.
const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = { top: 54, bottom: 56, side: 50 }
const WIDTH = PAGE.width - MARGIN.side * 2
/** Two pages at most (API.md "Résumé"): what does not fit is named by a link to the site. */
const MAX_PAGES = 2
/** The logo's square at the header's right, and the gap the name and headline keep from it. */
const LOGO_SIZE = 48
const LOGO_GAP = 16
/** Past these, a list ends with a link to the rest: the certificates always get their room. */
const PROJECTS_SHOWN = 8
const CERTIFICATES_SHOWN = 12

type FontName = 'regular' | 'medium' | 'bold' | 'heavy'
// Inter's full static fonts (every script it covers: Latin Extended, Cyrillic, Greek,
// Vietnamese) from the npm package; pdfkit embeds only the glyphs a résumé uses.
const FONT_FILES: Record<FontName, string> = {
  regular: 'inter-ui/web/Inter-Regular.woff2',
  medium: 'inter-ui/web/Inter-Medium.woff2',
  bold: 'inter-ui/web/Inter-Bold.woff2',
  heavy: 'inter-ui/web/Inter-ExtraBold.woff2',
}
let fonts: Promise<Record<FontName, Buffer>> | undefined
/** The four weights as TrueType, once: fontkit cannot subset WOFF2 glyphs, so wawoff2 unpacks them. */
const loadFonts = () =>
  (fonts ??= (async () => {
    const require = createRequire(import.meta.url)
    const decompress = require('wawoff2/decompress.js') as (woff2: Buffer) => Promise<Uint8Array>
    // One at a time, copied at once: the result is a view of the decoder's memory, reused by the next call.
    const entries: [string, Buffer][] = []
    for (const [name, file] of Object.entries(FONT_FILES)) {
      entries.push([name, Buffer.from(await decompress(readFileSync(require.resolve(file))))])
    }
    return Object.fromEntries(entries) as Record<FontName, Buffer>
  })())

const displayUrl = (url: string) =>
  url
    .replace(/^https?:\/\//, '')
    .replace(/^mailto:/, '')
    .replace(/\/$/, '')

/**
 * The résumé as an A4 PDF of at most two pages, drawn with pdfkit: real text in embedded Inter
 * (selectable, searchable), clickable links (PDF link annotations), the owner's name as the
 * document title. Lists that do not fit end with a link to the rest on the site.
 */
export const renderResumePdf = async (data: ResumeData): Promise<Buffer> => {
  // The rule and marks in the accent; text in it in a shade that keeps 4.5:1 on white.
  const BRAND = data.accent ?? DEFAULT_BRAND
  const BRAND_DARK = data.accent ? accentTextColors(data.accent).light : DEFAULT_BRAND_DARK
  const ttf = await loadFonts()
  const doc = new PDFDocument({
    size: 'A4',
    margins: { top: MARGIN.top, bottom: 0, left: MARGIN.side, right: MARGIN.side },
    bufferPages: true,
    autoFirstPage: true,
    displayTitle: true,
    lang: 'en',
    info: {
      Title: `${data.name} — Résumé`,
      Author: data.name,
      Subject: data.headline,
      Creator: 'Folio',
      Producer: 'Folio (pdfkit)',
      CreationDate: data.date,
      ModDate: data.date,
    },
  })
  const chunks: Buffer[] = []
  doc.on('data', (c: Buffer) => chunks.push(c))
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })

  for (const [name, buf] of Object.entries(ttf)) doc.registerFont(name, buf)
  const font = (name: FontName, size: number, color: string) => doc.font(name).fontSize(size).fillColor(color)

  const x = MARGIN.side
  const bottom = PAGE.height - MARGIN.bottom
  let y = MARGIN.top
  let page = 1
  let full = false

  const topBar = () => {
    doc.rect(0, 0, PAGE.width, 6).fill(BRAND)
  }
  topBar()

  /** Room for `h` points here, or on a new page while there may be one; false once the résumé is full. */
  const room = (h: number, reserve = 0) => {
    if (full) return false
    if (y + h + reserve <= bottom) return true
    if (page >= MAX_PAGES) {
      full = true
      return false
    }
    doc.addPage()
    topBar()
    page++
    y = MARGIN.top
    return true
  }

  // Header: name, headline (beside the logo when there is one), contact line.
  const headWidth = data.logo ? WIDTH - LOGO_SIZE - LOGO_GAP : WIDTH
  if (data.logo) doc.image(data.logo, x + WIDTH - LOGO_SIZE, y, { fit: [LOGO_SIZE, LOGO_SIZE], align: 'right' })
  font('heavy', 26, INK).text(data.name, x, y, { width: headWidth, lineGap: 0 })
  y = doc.y + 4
  font('medium', 12, BODY).text(data.headline, x, y, { width: headWidth, lineGap: 2 })
  y = Math.max(doc.y, data.logo ? MARGIN.top + LOGO_SIZE : 0) + 10
  // Contact on one line, profiles on the next: links in the theme colour.
  const inline = (items: { text: string; link?: string }[]) => {
    if (!items.length) return
    items.forEach((c, i) => {
      const last = i === items.length - 1
      const options = { link: c.link ?? null, underline: false, continued: !last, lineGap: 3 }
      font(c.link ? 'medium' : 'regular', 9, c.link ? BRAND_DARK : MUTED)
      if (i === 0) doc.text(c.text, x, y, { ...options, width: WIDTH })
      else doc.text(c.text, options)
      if (!last) font('regular', 9, '#94A3B8').text('   ·   ', { link: null, continued: true })
    })
    y = doc.y + 2
  }
  inline([
    ...(data.email ? [{ text: data.email, link: `mailto:${data.email}` }] : []),
    ...(data.location ? [{ text: data.location }] : []),
    { text: displayUrl(data.siteUrl), link: data.siteUrl },
  ])
  inline(data.links.map((l) => ({ text: l.label, link: l.url })))
  y += 10
  doc
    .moveTo(x, y)
    .lineTo(x + WIDTH, y)
    .lineWidth(0.75)
    .strokeColor(RULE)
    .stroke()
  y += 16

  const heading = (title: string, firstBlock: number) => {
    if (!room(26 + firstBlock)) return false
    font('bold', 8.5, BRAND_DARK).text(title.toUpperCase(), x, y, { width: WIDTH, characterSpacing: 1.6 })
    doc.rect(x, doc.y + 3, 18, 2).fill(BRAND)
    y = doc.y + 12
    return true
  }

  const paragraph = (text: string, size: number, color: string, f: FontName = 'regular', gap = 2.5) => {
    font(f, size, color)
    const h = doc.heightOfString(text, { width: WIDTH, lineGap: gap })
    doc.text(text, x, y, { width: WIDTH, lineGap: gap })
    y += h
  }

  // Profile.
  if (data.about) {
    font('regular', 10, BODY)
    const h = doc.heightOfString(data.about, { width: WIDTH, lineGap: 2.5 })
    if (heading('Profile', h)) {
      paragraph(data.about, 10, BODY)
      y += 16
    }
  }

  // Skills: one line per category, then languages.
  const skillRows = [
    ...data.skills.filter((s) => s.items.length).map((s) => ({ label: s.title, text: s.items.join(', ') })),
    ...(data.languages.length ? [{ label: 'Languages', text: data.languages.join(', ') }] : []),
  ]
  const LABEL = 128
  const rowHeight = (text: string) => {
    font('regular', 9.5, BODY)
    return doc.heightOfString(text, { width: WIDTH - LABEL, lineGap: 2 })
  }
  if (skillRows.length && heading('Skills', rowHeight(skillRows[0]!.text))) {
    for (const row of skillRows) {
      const h = rowHeight(row.text)
      if (!room(h)) break
      font('bold', 9.5, INK).text(row.label, x, y, { width: LABEL - 12 })
      font('regular', 9.5, BODY).text(row.text, x + LABEL, y, { width: WIDTH - LABEL, lineGap: 2 })
      y += Math.max(h, doc.heightOfString(row.label, { width: LABEL - 12 })) + 6
    }
    y += 10
  }

  const more = (text: string, link: string) => {
    font('medium', 9, BRAND_DARK).text(text, x, y, { width: WIDTH, link, underline: false })
    y = doc.y + 4
  }

  // Selected projects: title (linked), meta, description, technologies.
  const projectHeight = (p: ResumeData['projects'][number]) => {
    font('bold', 11, INK)
    let h = doc.heightOfString(p.title, { width: WIDTH - 150 }) + 3
    font('regular', 9.5, BODY)
    if (p.description) h += doc.heightOfString(p.description, { width: WIDTH, lineGap: 2 }) + 3
    font('regular', 8.5, MUTED)
    if (p.technologies.length) h += doc.heightOfString(p.technologies.join(' · '), { width: WIDTH }) + 2
    return h + 12
  }
  const projectsUrl = `${data.siteUrl}/projects`
  if (data.projects.length && heading('Selected projects', projectHeight(data.projects[0]!))) {
    let shown = 0
    for (const p of data.projects.slice(0, PROJECTS_SHOWN)) {
      const rest = data.projects.length - shown - 1
      if (!room(projectHeight(p), rest > 0 ? 18 : 0)) break
      font('bold', 11, INK).text(p.title, x, y, { width: WIDTH - 150, link: p.url, underline: false })
      const titleBottom = doc.y
      font('regular', 8.5, MUTED).text(p.meta, x + WIDTH - 145, y + 2, { width: 145, align: 'right' })
      y = titleBottom + 3
      if (p.description) {
        paragraph(p.description, 9.5, BODY, 'regular', 2)
        y += 3
      }
      if (p.technologies.length) {
        font('medium', 8.5, MUTED).text(p.technologies.join('  ·  '), x, y, { width: WIDTH })
        y = doc.y + 2
      }
      y += 10
      shown++
    }
    if (shown < data.projects.length) {
      const n = data.projects.length - shown
      more(`+ ${n} more project${n === 1 ? '' : 's'} at ${displayUrl(projectsUrl)}`, projectsUrl)
      y += 8
    }
    y += 6
  }

  // Certificates: one line each, linked to the credential when there is one.
  const certificatesUrl = `${data.siteUrl}/certificates`
  const certLine = (c: ResumeData['certificates'][number]) => [c.issuer, c.year].filter(Boolean).join(' · ')
  if (data.certificates.length && heading('Certificates', 16)) {
    let shown = 0
    for (const c of data.certificates.slice(0, CERTIFICATES_SHOWN)) {
      font('bold', 9.5, INK)
      const h = Math.max(doc.heightOfString(c.title, { width: WIDTH - 180 }), 11) + 6
      const rest = data.certificates.length - shown - 1
      if (!room(h, rest > 0 ? 18 : 0)) break
      font('bold', 9.5, INK).text(c.title, x, y, { width: WIDTH - 180, link: c.url, underline: false })
      const lineBottom = doc.y
      font('regular', 8.5, MUTED).text(certLine(c), x + WIDTH - 175, y + 1, { width: 175, align: 'right' })
      y = Math.max(lineBottom, doc.y) + 6
      shown++
    }
    if (shown < data.certificates.length) {
      const n = data.certificates.length - shown
      more(`+ ${n} more certificate${n === 1 ? '' : 's'} at ${displayUrl(certificatesUrl)}`, certificatesUrl)
    }
  }

  // Footer on every page: who, where, page n of m.
  const range = doc.bufferedPageRange()
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i)
    const fy = PAGE.height - 34
    doc
      .moveTo(x, fy - 8)
      .lineTo(x + WIDTH, fy - 8)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke()
    font('regular', 8, MUTED).text(`${data.name} — ${displayUrl(data.siteUrl)}`, x, fy, {
      width: WIDTH / 2,
      link: data.siteUrl,
      underline: false,
      lineBreak: false,
    })
    font('regular', 8, MUTED).text(`${i - range.start + 1} / ${range.count}`, x + WIDTH / 2, fy, {
      width: WIDTH / 2,
      align: 'right',
      lineBreak: false,
    })
  }
  doc.end()
  return done
}
