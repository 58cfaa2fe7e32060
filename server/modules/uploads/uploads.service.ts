import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

import sharp, { type Metadata, type OutputInfo } from 'sharp'

import { UPLOAD_VARIANT_WIDTHS, type UploadResponse, type UploadVariant } from '../../../core/schemas/upload.ts'
import { AppError } from '../../errors.ts'

export const UPLOADS_URL_PREFIX = '/uploads/'

// AVIF at sharp's default effort (4) took ~4 s per 1600 px image on one core; effort 2 takes
// ~0.4 s for files ~13% larger: the owner waits for every upload, visitors barely notice.
const AVIF_EFFORT = 2

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

/** A 10 MB file may not decode into a gigapixel bomb: ~50 megapixels is plenty for a portfolio. */
const MAX_PIXELS = 50_000_000

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

export const createUploadsService = ({ dir }: { dir: string }) => {
  let ready: Promise<unknown> | undefined
  const ensureDir = () => (ready ??= mkdir(dir, { recursive: true }))

  const write = async (name: string, data: Buffer) => {
    await writeFile(join(dir, name), data, { flag: 'wx', mode: 0o644 })
    return `${UPLOADS_URL_PREFIX}${name}`
  }

  const saveImage = async (kind: Exclude<Kind, 'pdf'>, buf: Buffer, id: string): Promise<UploadResponse> => {
    const input = { limitInputPixels: MAX_PIXELS, failOn: 'error' as const }
    let meta: Metadata
    try {
      meta = await sharp(buf, input).metadata()
    } catch {
      throw notDecodable()
    }
    if (meta.format !== SHARP_FORMAT[kind] || !meta.width || !meta.height) throw notDecodable()
    const animated = kind === 'gif' || kind === 'webp' ? (meta.pages ?? 1) > 1 : false

    // The original is re-encoded, not copied: EXIF (GPS position, camera serial) is dropped,
    // the orientation applied, and anything appended to the image bytes is gone.
    let original: { data: Buffer; info: OutputInfo }
    try {
      const img = sharp(buf, { ...input, animated }).rotate()
      const encoded =
        kind === 'jpeg'
          ? img.jpeg({ quality: 90, mozjpeg: true })
          : kind === 'png'
            ? img.png()
            : kind === 'gif'
              ? img.gif()
              : kind === 'webp'
                ? img.webp({ quality: 90 })
                : img.avif({ quality: 70, effort: AVIF_EFFORT })
      original = await encoded.toBuffer({ resolveWithObject: true })
    } catch {
      throw notDecodable()
    }
    const written: string[] = []
    try {
      const name = `${id}.${EXTENSIONS[kind]}`
      const url = await write(name, original.data)
      written.push(name)
      const width = original.info.width
      const height = animated ? (original.info.pageHeight ?? original.info.height) : original.info.height

      // Animated images keep their one animated original: a still variant would lose the motion.
      const variants: UploadVariant[] = []
      if (!animated) {
        const widths: number[] = UPLOAD_VARIANT_WIDTHS.filter((w) => w < width)
        if (widths.length === 0 || widths.length < UPLOAD_VARIANT_WIDTHS.length) widths.push(width)
        for (const w of [...new Set(widths)]) {
          const resized = sharp(buf, input).rotate().resize({ width: w, withoutEnlargement: true })
          for (const format of ['webp', 'avif'] as const) {
            const out = await (
              format === 'webp'
                ? resized.clone().webp({ quality: 80 })
                : resized.clone().avif({ quality: 55, effort: AVIF_EFFORT })
            ).toBuffer({ resolveWithObject: true })
            const variantName = `${id}-${w}w.${format}`
            variants.push({
              url: await write(variantName, out.data),
              width: out.info.width,
              height: out.info.height,
              format,
            })
            written.push(variantName)
          }
        }
      }
      return { url, content_type: CONTENT_TYPES[kind], size: original.data.length, width, height, variants }
    } catch (err) {
      await Promise.all(written.map((n) => rm(join(dir, n), { force: true })))
      throw err
    }
  }

  const savePdf = async (buf: Buffer, id: string): Promise<UploadResponse> => {
    // A real PDF ends with %%EOF (allowing trailing whitespace); HTML renamed to .pdf does not.
    if (!ascii(buf, Math.max(0, buf.length - 1024), buf.length).includes('%%EOF')) throw unsupported()
    const url = await write(`${id}.pdf`, buf)
    return { url, content_type: 'application/pdf', size: buf.length, width: null, height: null, variants: [] }
  }

  return {
    /** Stores an uploaded file under a random name; its type is decided by its bytes alone. */
    save: async (buf: Buffer): Promise<UploadResponse> => {
      const kind = sniffType(buf)
      if (!kind) throw unsupported()
      await ensureDir()
      const id = randomBytes(16).toString('hex')
      return kind === 'pdf' ? savePdf(buf, id) : saveImage(kind, buf, id)
    },
  }
}

export type UploadsService = ReturnType<typeof createUploadsService>
