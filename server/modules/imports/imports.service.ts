import { randomUUID } from 'node:crypto'
import { mkdir, open, readFile, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setImmediate as setImmediatePromise } from 'node:timers/promises'

import type { Kysely, Transaction } from 'kysely'
import type { Image, Definition, Root as MdRoot } from 'mdast'
import remarkGfm from 'remark-gfm'
import remarkParse from 'remark-parse'
import { unified } from 'unified'

import type { ImportJob, ImportReport } from '../../../core/schemas/imports.ts'
import { cleanList, fromBool, nowIso, slugify, toList } from '../../db/convert.ts'
import type { Database } from '../../db/schema.ts'
import { htmlToText } from '../../db/search.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { releaseMarkdownRenderer, renderMarkdown } from '../../lib/markdown.ts'
import { collectGarbage } from '../../memory.ts'
import { importedPostWrites as blogsRepo, toAdminPost } from '../blogs/blogs.service.ts'
import { normalizeRedirectPath } from '../redirects/redirects.service.ts'
import { recordPostRevision } from '../revisions/revisions.service.ts'
import { servedByProduct } from '../../web/reserved-paths.ts'
import { sniffType } from '../uploads/uploads.service.ts'
import { type ArchiveFile, isZip, unpackZip } from './archive.ts'
import { parseArchive, parseSingleFile, type ParsedSource, type SourcePost } from './formats.ts'
import { ImportError } from './import-error.ts'
import * as repo from './imports.repository.ts'
import { exportMarkdown } from './markdown-export.ts'

/** The redirects module's part this import needs (server/modules/redirects). */
interface RedirectsPort {
  add(
    entries: { from: string; kind: 'post'; id: number }[],
    source: 'import',
    q?: Transaction<Database>,
  ): Promise<{ added: number; refused: { from: string; reason: string }[] }>
  pathsFor(kind: 'post', id: number): Promise<string[]>
}

interface UploadsPort {
  save(buf: Buffer, opts: { variants: boolean }): Promise<{ url: string }>
  makeVariants(urls: string[]): void
  readUpload(urlOrName: string): Promise<Buffer | undefined>
  idle(): Promise<void>
  store: { list(prefix?: string): Promise<{ name: string }[]>; delete(names: string[]): Promise<void> }
}

const SLUG_RULE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_TAGS = 20

const mdParser = unified().use(remarkParse).use(remarkGfm)

/** Image and definition URLs of a Markdown body with their places (code is never looked into). */
const mediaRefs = (markdown: string) => {
  const tree = mdParser.parse(markdown) as MdRoot
  const refs: { url: string; start: number; end: number }[] = []
  const visit = (node: { type: string; children?: unknown[] } & Partial<Image | Definition>) => {
    if ((node.type === 'image' || node.type === 'definition') && node.url && node.position) {
      const start = node.position.start.offset ?? 0
      const end = node.position.end.offset ?? 0
      refs.push({ url: node.url, start, end })
    }
    for (const c of (node.children ?? []) as (typeof node)[]) visit(c)
  }
  visit(tree as never)
  return refs
}

/** Replaces each reference's URL where it is written, leaving the rest of the Markdown as it was. */
const rewriteRefs = (markdown: string, to: (url: string) => string | undefined) => {
  let out = markdown
  for (const ref of mediaRefs(markdown).sort((a, b) => b.start - a.start)) {
    const target = to(ref.url)
    if (target === undefined) continue
    const slice = out.slice(ref.start, ref.end)
    const raw = [ref.url, encodeURI(ref.url)].find((u) => slice.includes(u))
    if (!raw) continue
    const at = slice.lastIndexOf(raw)
    out = out.slice(0, ref.start) + slice.slice(0, at) + target + slice.slice(at + raw.length) + out.slice(ref.end)
  }
  return out
}

const firstWords = (markdown: string) =>
  markdown
    .replace(/[#>*_`[\]()!-]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .join(' ')

interface PlannedPost {
  src: SourcePost
  slug: string
  existingId?: number
}

export const createImportsService = ({
  db,
  uploads,
  events,
  maxMb,
  redirects,
  stagingDir = join(tmpdir(), 'folio-imports'),
}: {
  db: Kysely<Database>
  uploads: UploadsPort
  events: ContentEvents
  maxMb: number
  redirects: RedirectsPort
  stagingDir?: string
}) => {
  const files = new Map<string, string>()
  const progress = new Map<string, number>()
  let running: Promise<void> = Promise.resolve()
  let busy = false

  const setProgress = async (id: string, value: number) => {
    progress.set(id, value)
    await repo.updateJob(db, id, { progress: value })
  }

  /** Parses the uploaded file: an archive is unpacked into the job's own temporary folder. */
  const parse = async (id: string, path: string): Promise<ParsedSource> => {
    const fh = await open(path)
    const head = Buffer.alloc(4)
    await fh.read(head, 0, 4, 0)
    await fh.close()
    if (isZip(head)) {
      const unpacked: ArchiveFile[] = await unpackZip(path, join(stagingDir, `${id}.d`), maxMb)
      return parseArchive(unpacked)
    }
    return parseSingleFile(await readFile(path))
  }

  const plan = async (source: ParsedSource, report: ImportReport) => {
    const warn = (w: string) => report.warnings.push(w)
    const taken = new Set<string>()
    const planned: PlannedPost[] = []
    for (const src of source.posts) {
      if (!src.title) {
        src.title = src.slug ? src.slug.replace(/-/g, ' ') : firstWords(src.markdown) || 'Untitled'
        warn(`${src.label}: it had no title; it is called “${src.title}”.`)
      }
      let slug =
        src.slug && SLUG_RULE.test(src.slug) && src.slug.length <= 120 ? src.slug : slugify(src.slug || src.title)
      const tags = cleanList(src.tags)
      if (tags.length > MAX_TAGS) warn(`“${src.title}” had ${tags.length} tags: the first ${MAX_TAGS} are kept.`)
      src.tags = tags.slice(0, MAX_TAGS)
      const mine = await repo.findSource(db, source.format, src.sourceId)
      let existingId = mine?.post_id
      if (existingId === undefined) {
        const bySlug = await blogsRepo.findBySlug(db, slug)
        if (bySlug && source.format === 'markdown') existingId = bySlug.id
        else if (bySlug || taken.has(slug)) {
          const base = slug.slice(0, 115)
          let n = 2
          while (taken.has(`${base}-${n}`) || (await blogsRepo.findBySlug(db, `${base}-${n}`))) n++
          warn(`“${src.title}”: the slug ${slug} is taken by another post; it is imported as ${base}-${n}.`)
          slug = `${base}-${n}`
        }
      } else {
        const bySlug = await blogsRepo.findBySlug(db, slug, existingId)
        if (bySlug) {
          const current = (await blogsRepo.find(db, existingId, true))?.slug
          if (current) slug = current
        }
      }
      taken.add(slug)
      planned.push({ src, slug, existingId })
      if (existingId === undefined) report.posts.created++
      else report.posts.updated++
    }
    report.posts.skipped = source.skipped
    report.tags = cleanList(planned.flatMap((p) => p.src.tags)).length
    return planned
  }

  /** Every local media file the posts reference (once each), and the remote and missing ones counted. */
  const collectMedia = (source: ParsedSource, planned: PlannedPost[], report: ImportReport) => {
    const wanted = new Map<string, ArchiveFile>()
    const external = new Set<string>()
    const missing = new Set<string>()
    const refsOf = (p: SourcePost) => [
      ...(p.featuredImage ? [p.featuredImage] : []),
      ...mediaRefs(p.markdown).map((r) => r.url),
    ]
    for (const { src } of planned) {
      for (const ref of refsOf(src)) {
        const r = source.resolve(ref, src)
        if (r === 'ignore') continue
        if (r === 'external') {
          if (!external.has(ref))
            report.warnings.push(`“${src.title}” links to remote media ${ref}, kept as a link and not copied.`)
          external.add(ref)
        } else if (r === 'missing') {
          if (!missing.has(ref)) report.warnings.push(`“${src.title}” refers to ${ref}, which is not in the archive.`)
          missing.add(ref)
        } else wanted.set(r.path, r)
      }
    }
    report.media.external = external.size
    report.media.missing = missing.size
    return wanted
  }

  const run = async (id: string, path: string, dryRun: boolean) => {
    const report: ImportReport = {
      posts: { created: 0, updated: 0, skipped: 0 },
      tags: 0,
      media: { imported: 0, external: 0, missing: 0 },
      redirects: 0,
      warnings: [],
    }
    const saved: string[] = []
    try {
      await repo.updateJob(db, id, { status: 'running' })
      const source = await parse(id, path)
      await repo.updateJob(db, id, { format: source.format })
      report.warnings.push(...source.warnings)
      await setProgress(id, 0.1)
      const planned = await plan(source, report)
      const wanted = collectMedia(source, planned, report)
      const urls = new Map<string, string>()
      let done = 0
      for (const file of wanted.values()) {
        const buf = await file.read()
        const kind = sniffType(buf)
        if (!kind || kind === 'pdf') {
          report.warnings.push(`${file.path} is not a JPEG, PNG, GIF, WebP or AVIF image; it was not imported.`)
          report.media.missing++
          continue
        }
        if (!dryRun) {
          try {
            // Their variants are made after the posts are written (below), not beside the rendering.
            const up = await uploads.save(buf, { variants: false })
            saved.push(up.url)
            urls.set(file.path, up.url)
          } catch {
            report.warnings.push(`${file.path} could not be read as an image; it was not imported.`)
            report.media.missing++
            continue
          }
        } else urls.set(file.path, `/uploads/${file.path}`)
        report.media.imported++
        await setProgress(id, 0.1 + (0.6 * ++done) / wanted.size)
      }
      const mediaUrl = (src: SourcePost) => (ref: string) => {
        const r = source.resolve(ref, src)
        return typeof r === 'object' ? urls.get(r.path) : undefined
      }
      if (!dryRun) {
        const now = nowIso()
        const rendered: {
          p: PlannedPost
          markdown: string
          featured: string | null
          html: string
          readTime: number
        }[] = []
        for (const p of planned) {
          const to = mediaUrl(p.src)
          const markdown = rewriteRefs(p.src.markdown, to)
          const featured = p.src.featuredImage ? (to(p.src.featuredImage) ?? p.src.featuredImage) : null
          rendered.push({ p, markdown, featured, ...(await renderMarkdown(markdown)) })
          // Rendering resolves without waiting on anything: the server answers between posts.
          await setImmediatePromise()
        }
        // No more rendering follows: its highlighter and grammars (~25 MB) are let go now rather
        // than a minute later, before the transaction and the images' variants.
        releaseMarkdownRenderer()
        await setProgress(id, 0.8)
        const entries: { postId: number; paths: string[] }[] = []
        await db.transaction().execute(async (trx) => {
          for (const { p, markdown, featured, html, readTime } of rendered) {
            const s = p.src
            const published = s.status !== 'draft'
            const publishedAt = s.publishedAt ?? (published ? now : null)
            const row = {
              title: s.title,
              slug: p.slug,
              excerpt: s.excerpt,
              content_markdown: markdown,
              content: html,
              content_text: htmlToText(html),
              featured_image: featured,
              tags: toList(s.tags),
              meta_title: s.metaTitle || null,
              meta_description: s.metaDescription || null,
              published: fromBool(published),
              featured: fromBool(s.featured),
              read_time: readTime,
              published_at: publishedAt,
              updated_at: s.updatedAt ?? publishedAt ?? now,
            }
            const written =
              p.existingId !== undefined
                ? await blogsRepo.update(trx, p.existingId, row, s.tags)
                : await blogsRepo.insert(trx, { ...row, views: 0, created_at: publishedAt ?? now }, s.tags)
            if (!written) throw new ImportError(`The post “${s.title}” changed during the import; try again.`)
            await recordPostRevision(trx, toAdminPost(written))
            await repo.rememberSource(trx, source.format, s.sourceId, written.id)
            entries.push({ postId: written.id, paths: s.oldPaths })
          }
          const list = entries.flatMap((e) => e.paths.map((from) => ({ from, kind: 'post' as const, id: e.postId })))
          if (list.length) {
            const result = await redirects.add(list, 'import', trx)
            report.redirects = result.added
            for (const r of result.refused)
              report.warnings.push(`The old address ${r.from} is not redirected: ${r.reason}.`)
          }
        })
        events.changed('blogs')
        // The job's garbage and the renderer's pages go back before the variants' encoders need room.
        collectGarbage({ thorough: true })
        uploads.makeVariants(saved)
      } else {
        // What add() would record: the same rule, nothing written.
        for (const { src } of planned)
          for (const from of src.oldPaths) {
            const path = normalizeRedirectPath(from)
            if (!path)
              report.warnings.push(`The old address ${from} is not redirected: it is not an address on this site.`)
            else if (servedByProduct(path))
              report.warnings.push(
                `The old address ${from} is not redirected: the site serves this address itself, so it cannot redirect.`,
              )
            else report.redirects++
          }
      }
      await repo.updateJob(db, id, { status: 'done', progress: 1, report: JSON.stringify(report) })
    } catch (err) {
      if (saved.length) await removeUploads(saved)
      const message = err instanceof ImportError ? err.message : 'The import failed unexpectedly; nothing was imported.'
      await repo.updateJob(db, id, { status: 'failed', error: message }).catch(() => {})
      if (!(err instanceof ImportError)) throw err
    } finally {
      progress.delete(id)
      files.delete(id)
      await rm(path, { force: true })
      await rm(join(stagingDir, `${id}.d`), { recursive: true, force: true })
    }
  }

  /** A failed import leaves no upload: each one it stored goes, variants and description too. */
  const removeUploads = async (urls: string[]) => {
    await uploads.idle()
    for (const url of urls) {
      const base = url.replace(/^\/uploads\//, '').replace(/\.[a-z]+$/, '')
      const mine = (await uploads.store.list(base)).map((f) => f.name)
      await uploads.store.delete(mine)
    }
  }

  /** Runs the queued imports of this instance, one at a time. */
  const drain = async (): Promise<number> => {
    if (busy) return 0
    busy = true
    let count = 0
    try {
      for (;;) {
        const next = await repo.nextQueued(db, [...files.keys()])
        if (!next) break
        const path = files.get(next.id)
        if (!path || !(await repo.claim(db, next.id))) break
        count++
        await run(next.id, path, next.dry_run === 1).catch(() => {})
      }
    } finally {
      busy = false
    }
    return count
  }

  const kick = () => {
    running = running.then(() => drain().then(() => undefined))
  }

  return {
    /** Where an upload is written while it waits: a file of the imports' own temporary folder. */
    stagingPath: async () => {
      await mkdir(stagingDir, { recursive: true })
      return join(stagingDir, `${randomUUID()}.upload`)
    },
    /** Queues the staged file as an import; it runs in the background. */
    enqueue: async (path: string, dryRun: boolean): Promise<{ id: string }> => {
      if ((await stat(path)).size > maxMb * 1024 * 1024)
        throw new ImportError(`The file is larger than the ${maxMb} MB allowed (IMPORT_MAX_MB).`, 413)
      const id = randomUUID()
      const now = nowIso()
      await repo.insertJob(db, {
        id,
        status: 'queued',
        progress: 0,
        dry_run: fromBool(dryRun),
        created_at: now,
        updated_at: now,
      })
      files.set(id, path)
      kick()
      return { id }
    },
    get: async (id: string): Promise<ImportJob | undefined> => {
      const row = await repo.findJob(db, id)
      if (!row) return undefined
      return {
        id: row.id,
        status: row.status,
        progress: progress.get(row.id) ?? row.progress,
        dry_run: row.dry_run === 1,
        format: row.format as ImportJob['format'],
        report: row.report ? (JSON.parse(row.report) as ImportReport) : null,
        error: row.error,
      }
    },
    /** The scheduler's run: queued imports whose file this instance holds; others' uploads that are gone fail. */
    runQueued: async () => {
      await repo.failStale(db, [...files.keys()])
      kick()
      await running
    },
    /** Every post as Markdown and the media they use: a zip stream. */
    exportMarkdown: () =>
      exportMarkdown({
        db,
        readUpload: (name) => uploads.readUpload(name),
        pathsFor: (id) => redirects.pathsFor('post', id),
      }),
    /** Resolves once the imports queued so far have finished. */
    idle: () => running,
  }
}
