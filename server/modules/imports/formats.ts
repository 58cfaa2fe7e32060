import { posix } from 'node:path'

import { XMLParser, XMLValidator } from 'fast-xml-parser'
import type { Element } from 'hast'
import { select, selectAll } from 'hast-util-select'
import { toText } from 'hast-util-to-text'
import YAML from 'yaml'

import type { ArchiveFile } from './archive.ts'
import { autoParagraphs, htmlToMarkdown, htmlToPlainText, parseHtml } from './html-to-markdown.ts'
import { ImportError, UNRECOGNISED } from './import-error.ts'

export type ImportFormat = 'ghost' | 'wordpress' | 'medium' | 'markdown'
export type SourceStatus = 'published' | 'scheduled' | 'draft'

/** One post as the source holds it, mapped to the product's fields (docs/api/import-export.md, "What each post keeps"). */
export interface SourcePost {
  sourceId: string
  title: string
  slug: string
  /** True when the slug came from the source as it is (kept exactly when it fits). */
  excerpt: string
  tags: string[]
  status: SourceStatus
  publishedAt: string | null
  updatedAt: string | null
  featuredImage: string | null
  featured: boolean
  metaTitle: string | null
  metaDescription: string | null
  /** The body as Markdown; media references still as the source wrote them. */
  markdown: string
  /** Old site paths that should redirect to the post. */
  oldPaths: string[]
  /** Where the item's local media references are resolved from (a folder of the archive). */
  baseDir: string
  /** The item's file or slug, for warnings. */
  label: string
}

export interface ParsedSource {
  format: ImportFormat
  posts: SourcePost[]
  skipped: number
  warnings: string[]
  /** Resolves a media reference of a post to a file of the archive, or a kind of miss. */
  resolve(ref: string, post: SourcePost): ArchiveFile | 'external' | 'missing' | 'ignore'
}

// ---------- shared helpers ----------

const iso = (v: unknown): string | null => {
  if (v === null || v === undefined || v === '' || v === '0000-00-00 00:00:00') return null
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : v.toISOString()
  if (typeof v === 'number') return new Date(v).toISOString()
  const s = String(v).trim()
  // A date alone is midnight UTC; a time without a zone is UTC.
  const bare = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?))?$/.exec(s)
  const d = bare ? new Date(`${bare[1]}T${bare[2] ?? '00:00:00'}Z`) : new Date(s)
  return Number.isNaN(d.getTime()) ? null : d.toISOString()
}

const statusByDate = (publishedAt: string | null): SourceStatus =>
  publishedAt && publishedAt > new Date().toISOString() ? 'scheduled' : 'published'

const asList = (v: unknown): string[] => {
  if (Array.isArray(v)) return v.map((x) => String(x).trim()).filter(Boolean)
  if (typeof v === 'string')
    return v
      .split(',')
      .map((x) => x.trim())
      .filter(Boolean)
  return []
}

const pathOf = (url: string): string | undefined => {
  try {
    const u = new URL(url, 'http://x.invalid')
    return `${u.pathname}${u.search}`
  } catch {
    return undefined
  }
}

const isRemote = (ref: string) => /^(https?:)?\/\//i.test(ref)

/** Archive files by their path, and a lookup by path suffix (exports are often zipped inside a folder). */
const indexFiles = (files: ArchiveFile[]) => {
  const byPath = new Map(files.map((f) => [f.path, f]))
  return {
    byPath,
    bySuffix: (suffix: string) => {
      const exact = byPath.get(suffix)
      if (exact) return exact
      return files.find((f) => f.path.endsWith(`/${suffix}`))
    },
  }
}

const decode = (ref: string) => {
  try {
    return decodeURIComponent(ref.split(/[?#]/)[0] ?? '')
  } catch {
    return ref
  }
}

// ---------- Ghost ----------

interface GhostData {
  posts?: Record<string, unknown>[]
  tags?: Record<string, unknown>[]
  posts_tags?: Record<string, unknown>[]
  posts_meta?: Record<string, unknown>[]
}

export const ghostDataOf = (json: unknown): GhostData | undefined => {
  const root = json as { db?: { data?: GhostData }[]; data?: GhostData; meta?: unknown }
  const data = Array.isArray(root?.db) ? root.db[0]?.data : root?.meta && root?.data ? root.data : undefined
  return data && typeof data === 'object' && Array.isArray(data.posts) ? data : undefined
}

const parseGhost = (data: GhostData, files: ArchiveFile[]): ParsedSource => {
  const warnings: string[] = []
  const tagsById = new Map((data.tags ?? []).map((t) => [String(t.id), String(t.name ?? '')]))
  const tagsOf = new Map<string, string[]>()
  for (const pt of data.posts_tags ?? []) {
    const list = tagsOf.get(String(pt.post_id)) ?? []
    const name = tagsById.get(String(pt.tag_id))
    if (name && !name.startsWith('#')) list.push(name)
    tagsOf.set(String(pt.post_id), list)
  }
  const metaOf = new Map((data.posts_meta ?? []).map((m) => [String(m.post_id), m]))
  const posts: SourcePost[] = []
  let skipped = 0
  const slugs = new Set((data.posts ?? []).map((p) => String(p.slug ?? '')))
  for (const p of data.posts ?? []) {
    const type = p.type ?? (p.page === 1 || p.page === true ? 'page' : 'post')
    if (type !== 'post') {
      skipped++
      continue
    }
    const slug = String(p.slug ?? '')
    const label = slug || String(p.title ?? p.id)
    let status: SourceStatus = p.status === 'published' ? 'published' : p.status === 'scheduled' ? 'scheduled' : 'draft'
    if (p.visibility && p.visibility !== 'public' && status !== 'draft') {
      status = 'draft'
      warnings.push(`“${label}” was visible to ${String(p.visibility)} only on Ghost: it is imported as a draft.`)
    }
    const meta = metaOf.get(String(p.id))
    const html = typeof p.html === 'string' ? p.html : ''
    if (!html && (p.lexical || p.mobiledoc))
      warnings.push(`“${label}” has no HTML body in the export (only the editor's own format): its body is empty.`)
    const markdown = html
      ? htmlToMarkdown(html, {
          rewriteHref: (href) => {
            if (!href.startsWith('__GHOST_URL__')) return undefined
            const rest = href.slice('__GHOST_URL__'.length) || '/'
            const target = /^\/([^/?#]+)\/?$/.exec(rest)?.[1]
            return target && slugs.has(target) ? `/blogs/${target}` : rest
          },
        })
      : ''
    posts.push({
      sourceId: String(p.id),
      title: htmlToPlainText(String(p.title ?? '')),
      slug,
      excerpt: htmlToPlainText(String(p.custom_excerpt ?? '')),
      tags: tagsOf.get(String(p.id)) ?? [],
      status,
      publishedAt: iso(p.published_at),
      updatedAt: iso(p.updated_at),
      featuredImage: typeof p.feature_image === 'string' && p.feature_image ? p.feature_image : null,
      featured: p.featured === true || p.featured === 1,
      metaTitle: (p.meta_title ?? meta?.meta_title ?? null) as string | null,
      metaDescription: (p.meta_description ?? meta?.meta_description ?? null) as string | null,
      markdown,
      oldPaths: slug ? [`/${slug}/`] : [],
      baseDir: '',
      label,
    })
  }
  const { bySuffix } = indexFiles(files)
  return {
    format: 'ghost',
    posts,
    skipped,
    warnings,
    resolve: (ref) => {
      const m = /^(?:__GHOST_URL__|https?:\/\/[^/]+)?\/?(content\/images\/.+)$/.exec(ref)
      if (m?.[1] && (!isRemote(ref) || files.length)) {
        const f = bySuffix(decode(m[1]))
        if (f) return f
        if (!isRemote(ref)) return 'missing'
      }
      return isRemote(ref) ? 'external' : ref.startsWith('#') || ref.startsWith('data:') ? 'ignore' : 'missing'
    },
  }
}

// ---------- WordPress ----------

type XmlNode = Record<string, unknown>

const xmlText = (v: unknown): string => {
  if (v === undefined || v === null) return ''
  if (typeof v === 'object') return xmlText((v as XmlNode)['#text'] ?? '')
  return String(v)
}
const xmlList = (v: unknown): XmlNode[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]) as XmlNode[]

/** XML without any DTD: a DOCTYPE is refused outright, entities are never expanded. */
export const parseXml = (text: string): XmlNode => {
  if (/<!DOCTYPE/i.test(text) || /<!ENTITY/i.test(text))
    throw new ImportError('The XML file declares a DOCTYPE or entities, which are not accepted.')
  const valid = XMLValidator.validate(text)
  if (valid !== true) throw new ImportError(`The file is not valid XML: ${valid.err.msg} (line ${valid.err.line}).`)
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    processEntities: true,
    htmlEntities: false,
    parseTagValue: false,
    trimValues: false,
    cdataPropName: false,
  })
  return parser.parse(text) as XmlNode
}

export const isWxr = (doc: XmlNode) => {
  const rss = doc.rss as XmlNode | undefined
  return (
    !!rss &&
    typeof rss === 'object' &&
    !!rss.channel &&
    (!!(rss.channel as XmlNode)['wp:wxr_version'] || !!(rss.channel as XmlNode)['wp:base_site_url'])
  )
}

const parseWordPress = (doc: XmlNode, files: ArchiveFile[]): ParsedSource => {
  const channel = (doc.rss as XmlNode).channel as XmlNode
  const site = xmlText(channel['wp:base_blog_url'] || channel['wp:base_site_url'] || channel.link).trim()
  const items = xmlList(channel.item)
  const warnings: string[] = []
  const attachments = new Map<string, string>()
  for (const it of items)
    if (xmlText(it['wp:post_type']).trim() === 'attachment')
      attachments.set(xmlText(it['wp:post_id']).trim(), xmlText(it['wp:attachment_url']).trim())
  const posts: SourcePost[] = []
  let skipped = 0
  for (const it of items) {
    const type = xmlText(it['wp:post_type']).trim()
    const wpStatus = xmlText(it['wp:status']).trim()
    if (type !== 'post' || wpStatus === 'trash' || wpStatus === 'auto-draft' || wpStatus === 'inherit') {
      skipped++
      continue
    }
    const id = xmlText(it['wp:post_id']).trim()
    const title = htmlToPlainText(xmlText(it.title))
    const postName = decode(xmlText(it['wp:post_name']).trim())
    const label = postName || title || `post ${id}`
    const meta = new Map(
      xmlList(it['wp:postmeta']).map((m) => [xmlText(m['wp:meta_key']).trim(), xmlText(m['wp:meta_value'])]),
    )
    let status: SourceStatus = wpStatus === 'publish' ? 'published' : wpStatus === 'future' ? 'scheduled' : 'draft'
    if (wpStatus === 'private' || xmlText(it['wp:post_password']).trim()) {
      if (status !== 'draft' || wpStatus === 'private')
        warnings.push(`“${label}” was private or password-protected on WordPress: it is imported as a draft.`)
      status = 'draft'
    }
    const tags: string[] = []
    for (const c of xmlList(it.category)) {
      const domain = typeof c === 'object' ? String(c['@domain'] ?? '') : ''
      const name = htmlToPlainText(xmlText(c))
      if ((domain === 'category' && name !== 'Uncategorized') || domain === 'post_tag') tags.push(name)
    }
    let html = xmlText(it['content:encoded'])
    // [caption]<img …> text[/caption] → a figure; [gallery ids="…"] → the attachments' images.
    html = html.replace(/\[caption[^\]]*\]([\s\S]*?)\[\/caption\]/g, (_m, inner: string) => {
      const img = /<a\b[^>]*>\s*<img\b[^>]*>\s*<\/a>|<img\b[^>]*>/i.exec(inner)?.[0] ?? ''
      const caption = inner.replace(img, '').trim()
      return `<figure>${img}<figcaption>${caption}</figcaption></figure>`
    })
    html = html.replace(/\[gallery\b([^\]]*)\]/g, (_m, attrs: string) => {
      const ids = /ids="([^"]*)"/.exec(attrs)?.[1]?.split(',') ?? []
      return ids
        .map((i) => attachments.get(i.trim()))
        .filter(Boolean)
        .map((url) => `<p><img src="${url}" alt=""></p>`)
        .join('')
    })
    html = html.replace(/\[\/?[a-zA-Z_-]+(?:\s[^\]]*)?\]/g, '')
    const isBlocks = /<!--\s*wp:/.test(html)
    const markdown = htmlToMarkdown(isBlocks ? html : autoParagraphs(html))
    const link = xmlText(it.link).trim()
    const oldPaths = [link && pathOf(link), `/?p=${id}`, postName && `/${postName}/`].filter(
      (p): p is string => !!p && p !== '/',
    )
    const publishedAt = iso(xmlText(it['wp:post_date_gmt']))
    const thumb = meta.get('_thumbnail_id')
    posts.push({
      sourceId: `${site}#${id}`,
      title,
      slug: postName,
      excerpt: htmlToPlainText(xmlText(it['excerpt:encoded'])),
      tags,
      status,
      publishedAt,
      updatedAt: iso(xmlText(it['wp:post_modified_gmt'])),
      featuredImage: (thumb && attachments.get(thumb.trim())) || null,
      featured: xmlText(it['wp:is_sticky']).trim() === '1',
      metaTitle: meta.get('_yoast_wpseo_title') || null,
      metaDescription: meta.get('_yoast_wpseo_metadesc') || null,
      markdown,
      oldPaths: [...new Set(oldPaths)],
      baseDir: '',
      label,
    })
  }
  const { bySuffix } = indexFiles(files)
  return {
    format: 'wordpress',
    posts,
    skipped,
    warnings,
    resolve: (ref) => {
      const m = /\/wp-content\/uploads\/(.+)$/.exec(ref.split(/[?#]/)[0] ?? '')
      if (m?.[1]) {
        const f = bySuffix(`wp-content/uploads/${decode(m[1])}`)
        if (f) return f
        if (!isRemote(ref)) return 'missing'
      }
      return isRemote(ref) ? 'external' : ref.startsWith('#') || ref.startsWith('data:') ? 'ignore' : 'missing'
    },
  }
}

// ---------- Medium ----------

const parseMediumPost = (html: string, file: string): SourcePost | undefined => {
  const tree = parseHtml(html)
  const titleEl = select('h1.p-name', tree) ?? select('title', tree)
  const title = titleEl ? toText(titleEl).replace(/\s+/g, ' ').trim() : ''
  const canonical = select('a.p-canonical', tree)?.properties.href
  const time = select('time.dt-published', tree)?.properties.dateTime
  const pLink = selectAll('a[href]', tree)
    .map((a) => String(a.properties.href))
    .find((h) => /\/p\/[0-9a-f]+$/i.test(h))
  const canonicalPath = typeof canonical === 'string' ? pathOf(canonical) : undefined
  const canon = canonicalPath ? /^\/(?:@[^/]+\/|[^/]+\/)?([^/]*?)-?([0-9a-f]{8,})$/i.exec(canonicalPath) : null
  const id = canon?.[2] ?? (pLink ? /\/p\/([0-9a-f]+)$/i.exec(pLink)?.[1] : undefined)
  if (!id) return undefined
  const body = select('section.e-content', tree) ?? select('section[data-field=body]', tree)
  // The title Medium repeats as the body's first heading is not kept twice.
  if (body) {
    const first = select('h1, h2, h3, h4', body)
    if (first && toText(first).replace(/\s+/g, ' ').trim() === title) removeNode(body, first)
  }
  const publishedAt = typeof time === 'string' ? iso(time) : null
  const summary = select('section.p-summary', tree)
  const tags = selectAll('a.p-tag', tree).map((a) => toText(a).trim())
  const oldPaths = [canonicalPath, `/p/${id}`].filter((p): p is string => !!p)
  return {
    sourceId: id,
    title,
    slug: canon?.[1] ?? '',
    excerpt: summary ? toText(summary).replace(/\s+/g, ' ').trim() : '',
    tags,
    status: publishedAt ? 'published' : 'draft',
    publishedAt,
    updatedAt: null,
    featuredImage: null,
    featured: false,
    metaTitle: null,
    metaDescription: null,
    markdown: body ? htmlToMarkdown({ type: 'root', children: body.children }) : '',
    oldPaths,
    baseDir: '',
    label: file,
  }
}

const removeNode = (root: Element, target: Element): boolean => {
  const i = root.children.indexOf(target)
  if (i >= 0) {
    root.children.splice(i, 1)
    return true
  }
  return root.children.some((c) => c.type === 'element' && removeNode(c, target))
}

// ---------- Markdown ----------

const FRONT_MATTER = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/

const imageOf = (v: unknown): string | null => {
  if (typeof v === 'string') return v || null
  if (v && typeof v === 'object') {
    const o = v as { src?: unknown; url?: unknown }
    const s = o.src ?? o.url
    return typeof s === 'string' && s ? s : null
  }
  return null
}
const firstOf = (fm: Record<string, unknown>, keys: string[]) => {
  for (const k of keys) if (fm[k] !== undefined && fm[k] !== null && fm[k] !== '') return fm[k]
  return undefined
}

const parseMarkdownFile = (text: string, path: string, warnings: string[]): SourcePost | undefined => {
  const m = FRONT_MATTER.exec(text)
  if (!m) return undefined
  let fm: Record<string, unknown>
  try {
    const parsed: unknown = YAML.parse(m[1] ?? '', { maxAliasCount: 100 })
    fm = parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {}
  } catch (err) {
    warnings.push(
      `${path}: its front matter is not valid YAML (${(err as Error).message.split('\n')[0]}); it was skipped.`,
    )
    return undefined
  }
  if (typeof fm.title !== 'string' || !fm.title.trim()) return undefined
  const base = posix.basename(path).replace(/\.(md|markdown)$/i, '')
  const fileSlug = (base === 'index' ? posix.basename(posix.dirname(path)) : base).replace(/^\d{4}-\d{2}-\d{2}-/, '')
  const fileDate = /^(\d{4}-\d{2}-\d{2})-/.exec(base)?.[1]
  const publishedAt = iso(firstOf(fm, ['date', 'pubDatetime', 'pubDate', 'publishDate', 'published_at']) ?? fileDate)
  const status: SourceStatus =
    fm.status === 'draft' || fm.status === 'published' || fm.status === 'scheduled'
      ? fm.status
      : fm.draft === true
        ? 'draft'
        : statusByDate(publishedAt)
  const slug = typeof fm.slug === 'string' && fm.slug ? fm.slug : fileSlug
  const aliases = [...asList(fm.aliases), ...asList(fm.redirect_from)]
    .map((a) => (isRemote(a) ? pathOf(a) : a.startsWith('/') ? a : `/${a}`))
    .filter((a): a is string => !!a)
  return {
    sourceId: slug,
    title: fm.title.trim(),
    slug,
    excerpt: String(firstOf(fm, ['excerpt', 'description', 'summary']) ?? ''),
    tags: [...asList(fm.tags), ...asList(fm.categories)],
    status,
    publishedAt,
    updatedAt: iso(firstOf(fm, ['updated', 'modDatetime', 'lastmod', 'updatedDate', 'updated_at'])),
    featuredImage: imageOf(firstOf(fm, ['featured_image', 'image', 'cover', 'heroImage', 'ogImage'])),
    featured: fm.featured === true,
    metaTitle: typeof fm.meta_title === 'string' ? fm.meta_title : null,
    metaDescription: typeof fm.meta_description === 'string' ? fm.meta_description : null,
    markdown: m[2] ?? '',
    oldPaths: aliases,
    baseDir: posix.dirname(path),
    label: path,
  }
}

const parseMarkdownZip = async (files: ArchiveFile[]): Promise<ParsedSource> => {
  const warnings: string[] = []
  const posts: SourcePost[] = []
  let skipped = 0
  for (const f of files) {
    if (!/\.(md|markdown)$/i.test(f.path)) continue
    const post = parseMarkdownFile((await f.read()).toString('utf8'), f.path, warnings)
    if (post) posts.push(post)
    else skipped++
  }
  const { byPath } = indexFiles(files)
  return {
    format: 'markdown',
    posts,
    skipped,
    warnings,
    resolve: (ref, post) => {
      if (isRemote(ref)) return 'external'
      if (ref.startsWith('#') || ref.startsWith('data:') || /^[a-z]+:/i.test(ref)) return 'ignore'
      const clean = decode(ref)
      const candidates: string[] = []
      if (clean.startsWith('@/')) {
        // From the nearest src/ folder above the file.
        let dir = post.baseDir
        while (dir && dir !== '.') {
          if (posix.basename(dir) === 'src') break
          dir = posix.dirname(dir)
        }
        candidates.push(posix.join(posix.basename(dir) === 'src' ? dir : 'src', clean.slice(2)))
      } else if (clean.startsWith('/')) {
        const top = [...byPath.keys()][0]?.split('/')[0] ?? ''
        for (const root of ['', top, 'public', 'static', `${top}/public`, `${top}/static`])
          candidates.push(posix.join(root, clean.slice(1)))
      } else candidates.push(posix.join(post.baseDir, clean))
      for (const c of candidates) {
        const f = byPath.get(posix.normalize(c).replace(/^\.\//, ''))
        if (f) return f
      }
      return 'missing'
    },
  }
}

// ---------- detection ----------

const parseJsonOrFail = (text: string) => {
  try {
    return JSON.parse(text) as unknown
  } catch (err) {
    throw new ImportError(`The file is not valid JSON: ${(err as Error).message}.`)
  }
}

/** A single uploaded file (not an archive): a Ghost JSON or a WordPress WXR, recognised by content. */
export const parseSingleFile = (buf: Buffer): ParsedSource => {
  const text = buf.toString('utf8').replace(/^\uFEFF/, '')
  const head = text.trimStart()
  if (head.startsWith('{') || head.startsWith('[')) {
    const data = ghostDataOf(parseJsonOrFail(text))
    if (data) return parseGhost(data, [])
    throw new ImportError(UNRECOGNISED)
  }
  if (head.startsWith('<')) {
    const doc = parseXml(text)
    if (isWxr(doc)) return parseWordPress(doc, [])
  }
  throw new ImportError(UNRECOGNISED)
}

/** An archive: Ghost (JSON + content/images), WordPress (WXR + wp-content/uploads), Medium (posts/*.html) or Markdown. */
export const parseArchive = async (files: ArchiveFile[]): Promise<ParsedSource> => {
  for (const f of files.filter((x) => /\.json$/i.test(x.path))) {
    const text = (await f.read()).toString('utf8')
    if (!/"posts"/.test(text)) continue
    const data = ghostDataOf(parseJsonOrFail(text.replace(/^\uFEFF/, '')))
    if (data) return parseGhost(data, files)
  }
  for (const f of files.filter((x) => /\.xml$/i.test(x.path))) {
    const text = (await f.read()).toString('utf8').replace(/^\uFEFF/, '')
    if (!/<rss\b/.test(text)) continue
    const doc = parseXml(text)
    if (isWxr(doc)) return parseWordPress(doc, files)
  }
  const medium = files.filter((x) => /(^|\/)posts\/[^/]+\.html$/i.test(x.path))
  if (medium.length) {
    const posts: SourcePost[] = []
    let skipped = 0
    for (const f of medium) {
      const post = parseMediumPost((await f.read()).toString('utf8'), f.path)
      if (post) posts.push(post)
      else skipped++
    }
    return {
      format: 'medium',
      posts,
      skipped,
      warnings: [],
      resolve: (ref) =>
        isRemote(ref) ? 'external' : ref.startsWith('#') || ref.startsWith('data:') ? 'ignore' : 'missing',
    }
  }
  if (files.some((f) => /\.(md|markdown)$/i.test(f.path))) return parseMarkdownZip(files)
  throw new ImportError(UNRECOGNISED)
}
