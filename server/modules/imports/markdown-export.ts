import { PassThrough, type Readable } from 'node:stream'

import type { Kysely } from 'kysely'
import YAML from 'yaml'
import yazl from 'yazl'

import { parseList } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { importedPostWrites } from '../blogs/blogs.service.ts'
import { allPostIds, postById } from './imports.repository.ts'

/** An upload named in a body or a featured image: `/uploads/<name>` (an original, never a variant). */
const UPLOAD_REF = /\/uploads\/([0-9a-f]{32}\.(?:jpg|png|gif|webp|avif))/g

/**
 * GET /api/v1/admin/export/markdown (docs/api/import-export.md, "Markdown export"): a zip of
 * `posts/<slug>.md` (YAML front matter + the post's Markdown) and `media/<name>` for every upload
 * a post references, linked relatively. Posts are read one at a time and the zip is streamed.
 */
export const exportMarkdown = async ({
  db,
  readUpload,
  pathsFor,
}: {
  db: Kysely<Database>
  readUpload: (name: string) => Promise<Buffer | undefined>
  pathsFor?: (postId: number) => Promise<string[]>
}): Promise<Readable> => {
  const zip = new yazl.ZipFile()
  const out = new PassThrough()
  zip.outputStream.pipe(out)
  const ids = await allPostIds(db)
  const media = new Set<string>()
  const write = async () => {
    for (const { id } of ids) {
      const p = await postById(db, id)
      if (!p) continue
      const relink = (s: string) =>
        s.replace(UPLOAD_REF, (_m, name: string) => {
          media.add(name)
          return `../media/${name}`
        })
      const status = importedPostWrites.statusOf(p)
      const front = {
        title: p.title,
        slug: p.slug,
        date: p.published_at,
        updated: p.updated_at,
        status,
        draft: status === 'draft',
        tags: parseList(p.tags),
        featured: p.featured === 1,
        excerpt: p.excerpt,
        featured_image: p.featured_image ? relink(p.featured_image) : null,
        meta_title: p.meta_title,
        meta_description: p.meta_description,
        aliases: pathsFor ? await pathsFor(p.id) : [],
      }
      const body = relink(p.content_markdown)
      const text = `---\n${YAML.stringify(front, { lineWidth: 0 })}---\n${body}`
      zip.addBuffer(Buffer.from(text, 'utf8'), `posts/${p.slug}.md`)
    }
    for (const name of media) {
      const bytes = await readUpload(name)
      if (bytes) zip.addBuffer(bytes, `media/${name}`, { compress: false })
    }
    zip.end()
  }
  write().catch((err: unknown) => out.destroy(err as Error))
  return out
}
