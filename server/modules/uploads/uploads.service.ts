import { randomBytes } from 'node:crypto'

import type { Metadata } from 'sharp'

import { ImageInfoSchema, type ImageInfo, type ImageMap, type UploadResponse } from '../../../core/schemas/upload.ts'
import SAMPLE_IMAGES from '../../db/sample-content/images.json' with { type: 'json' }
import { AppError } from '../../errors.ts'
import type { ContentEvents } from '../../lib/events.ts'
import { pictureHtml } from './uploads.html.ts'
import { loadSharp } from '../../lib/sharp.ts'
import { isUploadName, type UploadStore } from '../../lib/upload-store.ts'
import { AVIF_EFFORT, isComplete, makeImageInfo, placeholderOf, SHARP_INPUT } from './uploads.variants.ts'

export const UPLOADS_URL_PREFIX = '/uploads/'

/** An uploaded original (not a variant, not a description): `<32 hex>.<ext>`. */
const ORIGINAL_NAME = /^([0-9a-f]{32})\.(jpg|png|gif|webp|avif)$/

/** How long an /uploads/ URL with no description is not looked up again (another instance may add it). */
const MISS_TTL_MS = 60_000

/** Variants and descriptions whose original never arrived (a save cut off) go after this long. */
const ORPHAN_AGE_MS = 60 * 60_000

type Kind = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif' | 'pdf'

const CONTENT_TYPES: Record<Kind, UploadResponse['content_type']> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  pdf: 'application/pdf',
}
const EXTENSIONS: Record<Kind, string> = { jpeg: 'jpg', png: 'png', gif: 'gif', webp: 'webp', avif: 'avif', pdf: 'pdf' }

/** The format sharp reports for each image kind (AVIF is HEIF with AV1 compression). */
const SHARP_FORMAT: Record<Exclude<Kind, 'pdf'>, string> = {
  jpeg: 'jpeg',
  png: 'png',
  gif: 'gif',
  webp: 'webp',
  avif: 'heif',
}

const ascii = (buf: Buffer, start: number, end: number) => buf.subarray(start, end).toString('latin1')

/**
 * What a file is, by its first bytes (magic numbers), never by its name or declared type.
 * Anything else (SVG, HTML, scripts, archives, HEIC…) is undefined.
 */
export const sniffType = (buf: Buffer): Kind | undefined => {
  if (buf.length < 12) return undefined
  if (buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'jpeg'
  if (buf.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a') return 'gif'
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP') return 'webp'
  if (ascii(buf, 4, 8) === 'ftyp') {
    // ISO-BMFF: major brand, then compatible brands until the end of the ftyp box.
    const boxSize = Math.min(buf.readUInt32BE(0), buf.length, 256)
    const brands = [ascii(buf, 8, 12)]
    for (let i = 16; i + 4 <= boxSize; i += 4) brands.push(ascii(buf, i, i + 4))
    if (brands.includes('avif') || brands.includes('avis')) return 'avif'
    return undefined
  }
  if (ascii(buf, 0, 5) === '%PDF-') return 'pdf'
  return undefined
}

const unsupported = () =>
  new AppError(
    415,
    'UNSUPPORTED_FILE_TYPE',
    'Only JPEG, PNG, WebP, AVIF and GIF images or PDF documents can be uploaded',
  )
const notDecodable = () => new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'The file is not a valid image')

/** What a backfill run did: images looked at, and the ones that got new variants. */
export interface BackfillReport {
  checked: number
  made: { url: string; files: string[] }[]
  failed: { url: string; error: string }[]
  /** Parts of saves that never stored their original, removed. */
  removed: string[]
}

/** Where the backfill reports each image it completed (pino's logger fits). */
interface BackfillLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** The stored file an `/uploads/<name>` URL (or a bare name) names, if it can be one. */
const uploadName = (urlOrName: string) => {
  const name = urlOrName.startsWith(UPLOADS_URL_PREFIX) ? urlOrName.slice(UPLOADS_URL_PREFIX.length) : urlOrName
  return isUploadName(name) ? name : undefined
}

const describedBy = (id: string) => `${id}.json`
const jsonBytes = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`)

export const createUploadsService = ({
  store,
  events,
  log,
}: {
  store: UploadStore
  /** Told when an upload's variants are all stored (`images`), and told of other instances' ones. */
  events?: ContentEvents
  log?: BackfillLog
}) => {
  // Every image description pages may ask for, in memory: the bundled sample images and each
  // upload's `<id>.json` (loaded by the backfill on start, or on first use).
  const known = new Map<string, ImageInfo>(Object.entries(SAMPLE_IMAGES as ImageMap))
  const missedUntil = new Map<string, number>()
  // Another instance finished an upload's variants: a description it just wrote may be one we missed.
  events?.on('change', (kind) => {
    if (kind === 'images') missedUntil.clear()
  })

  /** After a failed save (a full disk, the bucket gone): every file of that upload goes, if the store lets us. */
  const removeUpload = async (id: string) => {
    try {
      const mine = (await store.list(id)).filter((f) => f.name.startsWith(`${id}.`) || f.name.startsWith(`${id}-`))
      await store.delete(mine.map((f) => f.name))
    } catch {
      // The store is away: the variants left behind have no original, nothing names them, and
      // the next backfill removes them (ORPHAN_AGE_MS).
    }
  }

  // Issue 23: the owner waited ~1.5 s for each image while its 7 widths × 2 formats were encoded
  // (AVIF most of it). The answer now comes once the original is stored; the variants are made
  // here, one upload at a time (a core stays free for requests), and the description is written
  // last: pages offer an image's variants only once every one of them is stored (`describe`),
  // until then the original. A server stopped half-way leaves no description, and the backfill
  // on the next start makes what is missing.
  let variantsQueue: Promise<void> = Promise.resolve()
  const makeVariantsLater = (url: string, id: string, original: Buffer, animated: boolean) => {
    variantsQueue = variantsQueue.then(async () => {
      try {
        const { info } = await makeImageInfo(original, { store, base: id }, { animated })
        await store.put(describedBy(id), jsonBytes(info))
        known.set(url, info)
        // A page rendered meanwhile showed the original alone: cached pages (here and on the
        // other instances) are dropped, and the other instances look the description up again.
        events?.changed('images')
      } catch (err) {
        log?.warn({ url, error: (err as Error).message }, 'uploads: could not make responsive variants')
      }
    })
  }

  /**
   * Variants made later from the stored original, one upload after another on the same queue
   * (an import's images: their variants would otherwise be encoded beside its posts' rendering).
   */
  const makeVariantsFromStore = (urls: string[]) => {
    const names = urls.flatMap((url) => uploadName(url) ?? [])
    variantsQueue = variantsQueue.then(() =>
      backfillEach(names, (url, { files, error }) => {
        if (error) log?.warn({ url, error: error.message }, 'uploads: could not make responsive variants')
        else if (files) events?.changed('images')
      }),
    )
  }

  const saveImage = async (
    kind: Exclude<Kind, 'pdf'>,
    buf: Buffer,
    id: string,
    variants: boolean,
  ): Promise<UploadResponse> => {
    const sharp = await loadSharp()
    let meta: Metadata
    try {
      meta = await sharp(buf, SHARP_INPUT).metadata()
    } catch {
      throw notDecodable()
    }
    if (meta.format !== SHARP_FORMAT[kind] || !meta.width || !meta.height) throw notDecodable()
    const animated = kind === 'gif' || kind === 'webp' ? (meta.pages ?? 1) > 1 : false

    // The original is re-encoded, not copied: EXIF (GPS position, camera serial) is dropped,
    // the orientation applied, and anything appended to the image bytes is gone. A JPEG with
    // libjpeg-turbo, not mozjpeg: ~16 ms instead of ~125 ms for 1200×800 on one core, for a file
    // ~10% larger that pages seldom serve (they serve the variants); an import of 200 photos
    // waited ~25 s for mozjpeg (README, Performance: issue 26).
    let original: Buffer
    try {
      const img = sharp(buf, { ...SHARP_INPUT, animated }).rotate()
      const encoded =
        kind === 'jpeg'
          ? img.jpeg({ quality: 90 })
          : kind === 'png'
            ? img.png()
            : kind === 'gif'
              ? img.gif()
              : kind === 'webp'
                ? img.webp({ quality: 90 })
                : img.avif({ quality: 70, effort: AVIF_EFFORT })
      original = await encoded.toBuffer()
    } catch {
      throw notDecodable()
    }
    const name = `${id}.${EXTENSIONS[kind]}`
    const url = `${UPLOADS_URL_PREFIX}${name}`
    let width: number
    let height: number
    let placeholder: string | null
    try {
      const img = sharp(original, SHARP_INPUT)
      const stored = await img.metadata()
      width = stored.width
      height = animated ? (stored.pageHeight ?? stored.height) : stored.height
      placeholder = await placeholderOf(img, stored.hasAlpha)
    } catch {
      throw notDecodable()
    }
    try {
      await store.put(name, original)
    } catch (err) {
      await removeUpload(id)
      throw err
    }
    if (variants) makeVariantsLater(url, id, original, animated)
    return {
      url,
      content_type: CONTENT_TYPES[kind],
      size: original.length,
      width,
      height,
      // Made after the answer (makeVariantsLater): none is stored yet.
      variants: [],
      placeholder,
    }
  }

  const savePdf = async (buf: Buffer, id: string): Promise<UploadResponse> => {
    // A real PDF ends with %%EOF (allowing trailing whitespace); HTML renamed to .pdf does not.
    if (!ascii(buf, Math.max(0, buf.length - 1024), buf.length).includes('%%EOF')) throw unsupported()
    const url = `${UPLOADS_URL_PREFIX}${id}.pdf`
    await store.put(`${id}.pdf`, buf)
    return {
      url,
      content_type: 'application/pdf',
      size: buf.length,
      width: null,
      height: null,
      variants: [],
      placeholder: null,
    }
  }

  /** The stored description of an upload; undefined when it has none (or a broken one); throws when the store is away. */
  const readInfo = async (id: string): Promise<ImageInfo | undefined> => {
    const data = await store.read(describedBy(id))
    if (!data) return undefined
    try {
      return ImageInfoSchema.parse(JSON.parse(data.toString('utf8')))
    } catch {
      return undefined
    }
  }

  const lookup = async (url: string): Promise<ImageInfo | undefined> => {
    const hit = known.get(url)
    if (hit) return hit
    const id = ORIGINAL_NAME.exec(url.slice(UPLOADS_URL_PREFIX.length))?.[1]
    if (!url.startsWith(UPLOADS_URL_PREFIX) || !id || (missedUntil.get(url) ?? 0) > Date.now()) return undefined
    let info
    try {
      info = await readInfo(id)
    } catch {
      // The store is away: the page renders the plain image now and asks again next time.
      return undefined
    }
    if (info) known.set(url, info)
    else missedUntil.set(url, Date.now() + MISS_TTL_MS)
    return info
  }

  const describe = async (urls: Iterable<string | null | undefined>): Promise<ImageMap> => {
    const unique = [...new Set(urls)].filter((u): u is string => !!u)
    const infos = await Promise.all(unique.map(lookup))
    return Object.fromEntries(unique.flatMap((url, i) => (infos[i] ? [[url, infos[i]] as const] : [])))
  }

  /** Gives one stored original its description and missing variants, unless it has them all. */
  const backfillOne = async (name: string, id: string): Promise<string[] | undefined> => {
    const url = `${UPLOADS_URL_PREFIX}${name}`
    const stored = await readInfo(id)
    // The common case on every start: described already, nothing to read but the small JSON.
    if (stored && isComplete(stored)) {
      known.set(url, stored)
      return undefined
    }
    const source = await store.read(name)
    if (!source) return undefined
    const sharp = await loadSharp()
    const meta = await sharp(source, SHARP_INPUT).metadata()
    const animated = (meta.format === 'gif' || meta.format === 'webp') && (meta.pages ?? 1) > 1
    const { info, made } = await makeImageInfo(source, { store, base: id }, { animated })
    await store.put(describedBy(id), jsonBytes(info))
    known.set(url, info)
    return [...made, describedBy(id)]
  }

  /**
   * backfillOne for each of `names` that is an original's, one after another; `each` hears of
   * every one: the files it made (none when it had them all) or why it could not.
   */
  const backfillEach = async (
    names: string[],
    each: (url: string, outcome: { files?: string[]; error?: Error }) => void,
  ) => {
    for (const name of names) {
      const id = ORIGINAL_NAME.exec(name)?.[1]
      if (!id) continue
      let outcome: { files?: string[]; error?: Error }
      try {
        outcome = { files: await backfillOne(name, id) }
      } catch (err) {
        outcome = { error: err as Error }
      }
      each(`${UPLOADS_URL_PREFIX}${name}`, outcome)
    }
  }

  return {
    /** Where the files are (a folder or a bucket): for serving, backup, restore and export. */
    store,

    /**
     * The bytes of an upload, by its URL (`/uploads/<name>`) or name; undefined when there is
     * none (or the URL is not one of ours). Throws a 503 AppError while the store is away.
     */
    readUpload: async (urlOrName: string): Promise<Buffer | undefined> => {
      const name = uploadName(urlOrName)
      return name && !name.endsWith('.json') ? store.read(name) : undefined
    },

    /** Image URL → width, height, variants and placeholder, for the ones that have them (no file read once known). */
    describe,

    /** Post body HTML with every known image as a responsive `<picture>` (see uploads.html.ts). */
    enhanceHtml: async (html: string): Promise<string> => {
      const urls = [...html.matchAll(/<img\b[^>]*?\ssrc="([^"]+)"/g)].map((m) => m[1])
      if (urls.length === 0) return html
      const images = await describe(urls)
      return Object.keys(images).length ? pictureHtml(html, images) : html
    },

    /**
     * Makes the variants and description of every upload that lacks them (uploads made before
     * a width was added, or restored without their variants), and removes the variants and
     * descriptions of saves that never stored their original, once older than an hour (`now`:
     * the clock, for tests). Idempotent: a second run makes nothing.
     */
    backfill: async (log?: BackfillLog, { now = Date.now() }: { now?: number } = {}): Promise<BackfillReport> => {
      const report: BackfillReport = { checked: 0, made: [], failed: [], removed: [] }
      const files = await store.list()
      const originals = new Set(files.flatMap((f) => ORIGINAL_NAME.exec(f.name)?.[1] ?? []))
      // Variants and descriptions of a save that never stored its original (cut off half-way).
      const orphans = files.filter((f) => {
        const id = /^([0-9a-f]{32})(?:-\d+w\.(?:webp|avif)|\.json)$/.exec(f.name)?.[1]
        return id && !originals.has(id) && now - f.modified.getTime() > ORPHAN_AGE_MS
      })
      if (orphans.length) {
        await store.delete(orphans.map((f) => f.name))
        report.removed = orphans.map((f) => f.name)
        log?.info({ files: report.removed }, 'uploads: removed the parts of uploads that never completed')
      }
      await backfillEach(
        files.map((f) => f.name),
        (url, { files, error }) => {
          report.checked++
          if (error) report.failed.push({ url, error: error.message })
          else if (files) report.made.push({ url, files })
        },
      )
      for (const m of report.made) log?.info(m, 'uploads: made responsive variants')
      for (const f of report.failed) log?.warn(f, 'uploads: could not make responsive variants')
      if (report.made.length) log?.info({ checked: report.checked, made: report.made.length }, 'uploads: backfill done')
      return report
    },

    /** Drops what is known of a deleted upload, so pages no longer offer its variants. */
    forget: (url: string) => {
      known.delete(url)
      missedUntil.delete(url)
    },

    /** Resolves once every upload's variants (made after its answer) are stored or have failed. */
    idle: () => variantsQueue,

    /**
     * Stores an uploaded file under a random name; its type is decided by its bytes alone. An
     * image's responsive variants are made after the answer (see makeVariantsLater), or, with
     * `variants: false`, when `makeVariants` is given its URL.
     */
    save: async (buf: Buffer, { variants = true }: { variants?: boolean } = {}): Promise<UploadResponse> => {
      const kind = sniffType(buf)
      if (!kind) throw unsupported()
      const id = randomBytes(16).toString('hex')
      return kind === 'pdf' ? savePdf(buf, id) : saveImage(kind, buf, id, variants)
    },

    /** Queues the variants of uploads saved with `variants: false` (see makeVariantsFromStore). */
    makeVariants: makeVariantsFromStore,
  }
}
