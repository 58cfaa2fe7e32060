import type { Kysely } from 'kysely'

import { pageMeta } from '../../../core/schemas/common.ts'
import type {
  UploadCreated,
  UploadItem,
  UploadList,
  UploadListQuery,
  UploadPatch,
  UploadResponse,
  UploadUsage,
} from '../../../core/schemas/upload.ts'
import type { Database } from '../../db/schema.ts'
import { AppError } from '../../errors.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { loadSharp } from '../../lib/sharp.ts'
import { contentTypeOf, isUploadName, type StoredFile } from '../../lib/upload-store.ts'
import * as repo from './uploads.repository.ts'
import { UPLOADS_URL_PREFIX, type createUploadsService } from './uploads.service.ts'
import { createUsageIndex, stemOf } from './uploads.usage.ts'
import { SHARP_INPUT } from './uploads.variants.ts'

type Uploads = ReturnType<typeof createUploadsService>
type Row = repo.UploadRow

const notFound = () => new AppError(404, 'UPLOAD_NOT_FOUND', 'Upload not found')

/** Files of the store that are not items: descriptions and responsive variants. */
const isItemName = (name: string) => !name.endsWith('.json') && !/-\d+w\.(?:webp|avif)$/.test(name)

/** The name a browser sent for a file, as the library shows it: its last path segment, trimmed, ≤ 200. */
const cleanName = (name: string | undefined, fallback: string) => {
  const base = (name ?? '').split(/[\\/]/).pop()?.trim().slice(0, 200)
  return base ? base : fallback
}

export const usedInDetail = (usedIn: UploadUsage[]) => {
  const first = usedIn
    .slice(0, 3)
    .map((u) => (u.kind === 'site' ? `the site profile (${u.title})` : `${u.kind} "${u.title}"`))
  const more = usedIn.length > 3 ? ` and ${usedIn.length - 3} more` : ''
  return `This file is used by ${first.join(', ')}${more}`
}

/**
 * The media library (docs/api/owners-site.md, Media library): every original in the uploads
 * store is an item, whoever stored it; the `uploads` table adds its original name and alt text.
 * A file stored without a row (before the library, by a client's testimonial, a restore of an
 * older archive) gets one the first time the library lists it.
 */
export const createUploadsLibrary = ({
  db,
  uploads,
  events,
}: {
  db: Kysely<Database>
  uploads: Uploads
  events?: ContentEvents
}) => {
  const { store } = uploads
  const usageIndex = createUsageIndex(db)

  const toItem = (row: Row, file: StoredFile, usedIn: UploadUsage[]): UploadItem => ({
    id: row.name,
    url: `${UPLOADS_URL_PREFIX}${row.name}`,
    name: row.original_name,
    content_type: row.content_type,
    size: file.size,
    width: row.width,
    height: row.height,
    alt: row.alt,
    created_at: row.created_at,
    used_in: usedIn,
  })

  /** A row for a file stored without one: its size from the store, its pixels from its description or its bytes. */
  const adopt = async (file: StoredFile): Promise<Row> => {
    const url = `${UPLOADS_URL_PREFIX}${file.name}`
    const type = contentTypeOf(file.name)
    let width: number | null = null
    let height: number | null = null
    if (type.startsWith('image/')) {
      const info = (await uploads.describe([url]))[url]
      if (info) ({ width, height } = info)
      else {
        const bytes = await store.read(file.name)
        try {
          const meta = bytes ? await (await loadSharp())(bytes, SHARP_INPUT).metadata() : undefined
          width = meta?.width ?? null
          height = meta ? (meta.pageHeight ?? meta.height) : null
        } catch {
          // Not decodable: listed without its size in pixels.
        }
      }
    }
    const row: Row = {
      name: file.name,
      original_name: file.name,
      alt: '',
      content_type: type,
      width,
      height,
      created_at: file.modified.toISOString(),
    }
    await repo.insertUploadRowIfMissing(db, row)
    return (await repo.findUploadRow(db, file.name)) ?? row
  }

  /** Every item: the store's originals, each with its row (made when missing), newest first. */
  const all = async () => {
    const files = (await store.list()).filter((f) => isItemName(f.name))
    const rows = new Map((await repo.findUploadRows(db)).map((r) => [r.name, r]))
    const out: { row: Row; file: StoredFile }[] = []
    for (const file of files) out.push({ file, row: rows.get(file.name) ?? (await adopt(file)) })
    out.sort((a, b) => b.row.created_at.localeCompare(a.row.created_at) || a.row.name.localeCompare(b.row.name))
    return out
  }

  const one = async (id: string) => {
    if (!isUploadName(id) || !isItemName(id)) throw notFound()
    const file = await store.head(id)
    if (!file) throw notFound()
    const row = (await repo.findUploadRow(db, id)) ?? (await adopt(file))
    return { file, row }
  }

  const usageOf = async (id: string) => (await usageIndex()).get(stemOf(id)) ?? []

  return {
    list: async ({ skip, limit, search }: UploadListQuery): Promise<UploadList> => {
      const needle = search?.toLowerCase()
      const items = (await all()).filter(
        ({ row }) =>
          !needle ||
          [row.original_name, row.alt, `${UPLOADS_URL_PREFIX}${row.name}`].some((s) =>
            s.toLowerCase().includes(needle),
          ),
      )
      const pageItems = items.slice(skip, skip + limit)
      const index = pageItems.length ? await usageIndex() : new Map<string, UploadUsage[]>()
      return {
        uploads: pageItems.map(({ row, file }) => toItem(row, file, index.get(stemOf(row.name)) ?? [])),
        ...pageMeta(items.length, skip, limit, pageItems.length),
      }
    },

    get: async (id: string): Promise<UploadItem> => {
      const { row, file } = await one(id)
      return toItem(row, file, await usageOf(id))
    },

    /** Records a file the upload route just stored, under the name the browser sent. */
    record: async (saved: UploadResponse, filename: string | undefined): Promise<UploadCreated> => {
      const name = saved.url.slice(UPLOADS_URL_PREFIX.length)
      const row: Row = {
        name,
        original_name: cleanName(filename, name),
        alt: '',
        content_type: saved.content_type,
        width: saved.width,
        height: saved.height,
        created_at: new Date().toISOString(),
      }
      await repo.insertUploadRow(db, row)
      return {
        ...saved,
        id: name,
        name: row.original_name,
        alt: '',
        created_at: row.created_at,
        used_in: [],
      }
    },

    setAlt: async (id: string, { alt }: UploadPatch): Promise<UploadItem> => {
      const { row, file } = await one(id)
      await repo.updateUploadAlt(db, id, alt)
      return toItem({ ...row, alt }, file, await usageOf(id))
    },

    /**
     * Deletes the file, its variants and description, and its row; refused (the usage returned)
     * while anything uses it, unless forced.
     */
    remove: async (id: string, force: boolean): Promise<{ usedIn: UploadUsage[]; deleted: boolean }> => {
      await one(id)
      const usedIn = await usageOf(id)
      if (usedIn.length && !force) return { usedIn, deleted: false }
      const stem = stemOf(id)
      const names = (await store.list(stem))
        .map((f) => f.name)
        .filter((n) => n === id || n === `${stem}.json` || (n.startsWith(`${stem}-`) && stemOf(n) === stem))
      await store.delete(names)
      await repo.deleteUploadRow(db, id)
      uploads.forget(`${UPLOADS_URL_PREFIX}${id}`)
      // Pages that showed it (a forced delete) are rendered again, here and on other instances.
      events?.changed('images')
      return { usedIn, deleted: true }
    },
  }
}
