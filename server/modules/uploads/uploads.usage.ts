import type { Kysely } from 'kysely'

import type { UploadUsage } from '../../../core/schemas/upload.ts'
import type { Database } from '../../db/schema.ts'
import { findOptionalUsageSchema, findUsageTexts, type OptionalUsageSchema } from './uploads.repository.ts'

/**
 * Where each upload is used (docs/api/owners-site.md, Media library): every text of the
 * content that may hold an upload's URL, read in one pass per request and indexed by the
 * upload's stem (its stored name without the extension, which its variants share). Drafts and
 * soft-deleted items count. A URL counts with or without the site origin (`/uploads/<name>` is
 * found anywhere in the text), and a variant's URL (`<stem>-480w.avif`) counts for its original.
 */

/** `/uploads/<name>` anywhere in a text (Markdown, HTML, a JSON list, an absolute URL). */
const UPLOAD_REF = /\/uploads\/([A-Za-z0-9_-][A-Za-z0-9._-]*)/g
const VARIANT = /^(.+)-\d+w\.(?:webp|avif)$/

/** The stem a stored name or a referenced name belongs to: `<id>` of `<id>.jpg` and `<id>-480w.avif`. */
export const stemOf = (name: string) => VARIANT.exec(name)?.[1] ?? name.replace(/\.[A-Za-z0-9]+$/, '')

/** One item of content and the texts of it that may name uploads. */
interface UsageSource {
  kind: UploadUsage['kind']
  id: number | null
  title: string
  texts: (string | null | undefined)[]
}

const SITE_FIELDS: [key: string, title: string][] = [
  ['photo_url', 'Site photo'],
  ['logo_url', 'Site logo'],
  ['favicon_url', 'Favicon'],
  ['resume_url', 'Résumé'],
]

const readSources = async (db: Kysely<Database>, optional: OptionalUsageSchema) => {
  const t = await findUsageTexts(db, optional)
  const out: UsageSource[] = []
  for (const p of t.posts)
    out.push({ kind: 'post', id: p.id, title: p.title, texts: [p.content_markdown, p.featured_image, p.og_image_url] })
  for (const p of t.projects)
    out.push({ kind: 'project', id: p.id, title: p.title, texts: [p.featured_image, p.gallery, p.description] })
  for (const p of t.pages) out.push({ kind: 'page', id: p.id, title: p.title, texts: [p.content_markdown] })
  for (const c of t.certificates) out.push({ kind: 'certificate', id: c.id, title: c.title, texts: [c.image_url] })
  for (const r of t.testimonials)
    out.push({ kind: 'testimonial', id: r.id, title: r.name, texts: [r.avatar_url, r.company_logo] })
  if (t.profileData) {
    let data: Record<string, unknown> = {}
    try {
      data = JSON.parse(t.profileData) as Record<string, unknown>
    } catch {
      // A profile that is not JSON names no upload.
    }
    for (const [key, title] of SITE_FIELDS) {
      const v = data[key]
      if (typeof v === 'string') out.push({ kind: 'site', id: null, title, texts: [v] })
    }
  }
  return out
}

/** Upload stem → where it is used, in a stable order (posts, projects, pages, certificates, testimonials, site). */
export const createUsageIndex = (db: Kysely<Database>) => {
  let optional: Promise<OptionalUsageSchema> | undefined
  return async (): Promise<Map<string, UploadUsage[]>> => {
    // The tables other branches add (see uploads.repository.ts) are looked for once.
    optional ??= findOptionalUsageSchema(db)
    const index = new Map<string, UploadUsage[]>()
    for (const src of await readSources(db, await optional)) {
      const stems = new Set<string>()
      for (const text of src.texts) if (text) for (const m of text.matchAll(UPLOAD_REF)) stems.add(stemOf(m[1]!))
      for (const stem of stems) {
        const list = index.get(stem) ?? []
        list.push({ kind: src.kind, id: src.id, title: src.title })
        index.set(stem, list)
      }
    }
    return index
  }
}
