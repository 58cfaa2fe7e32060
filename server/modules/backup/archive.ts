import { createHash, randomBytes } from 'node:crypto'
import { createReadStream, createWriteStream } from 'node:fs'
import { chmod, mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'

import * as tar from 'tar'
import { z } from 'zod'

import { AppError } from '../../errors.ts'
import { isUploadName } from '../../lib/upload-store.ts'

/** The archive's layout version; a reader refuses a format it does not know. */
export const BACKUP_FORMAT = 'folio-backup'
export const BACKUP_FORMAT_VERSION = 1

const EntrySchema = z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), bytes: z.number().int().min(0) })
export const ManifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  format_version: z.number().int(),
  app_version: z.string(),
  engine: z.enum(['sqlite', 'postgres']),
  created_at: z.string(),
  migrations: z.array(z.string()),
  tables: z.record(z.string(), z.object({ rows: z.number().int().min(0), columns: z.array(z.string()) })),
  uploads: z.object({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  entries: z.record(z.string(), EntrySchema),
})
export type Manifest = z.infer<typeof ManifestSchema>

export const MANIFEST = 'manifest.json'

/** A backup that cannot be used: damaged, incomplete, not ours, or from a newer version. */
export class BackupError extends AppError {
  constructor(detail: string) {
    super(422, 'INVALID_BACKUP', detail)
  }
}

export const sha256File = async (file: string) => {
  const hash = createHash('sha256')
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer)
  return hash.digest('hex')
}

/** Every regular file below `dir`, as paths relative to it with forward slashes. */
export const listFiles = async (dir: string): Promise<string[]> => {
  const out: string[] = []
  const walk = async (d: string) => {
    let entries
    try {
      entries = await readdir(d, { withFileTypes: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return
      throw err
    }
    for (const e of entries) {
      // Dot-files are in-flight temporary files (an upload being written), never content.
      if (e.name.startsWith('.')) continue
      const p = join(d, e.name)
      if (e.isDirectory()) await walk(p)
      else if (e.isFile()) out.push(relative(dir, p).split(sep).join('/'))
    }
  }
  await walk(dir)
  return out.sort()
}

/** Folders and files that backup and restore create hold password and session hashes: owner only. */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

/** A folder only its owner can read, whatever the umask (mkdir's mode is masked by it). */
export const makePrivateDir = async (dir: string) => {
  await mkdir(dir, { mode: PRIVATE_DIR_MODE })
  await chmod(dir, PRIVATE_DIR_MODE)
  return dir
}

/** A scratch folder beside `near` (same file system, so its content can be renamed into place). */
export const scratchDir = async (near: string, label: string) => {
  await mkdir(dirname(near), { recursive: true, mode: PRIVATE_DIR_MODE })
  return makePrivateDir(join(dirname(near), `.folio-${label}-${randomBytes(6).toString('hex')}`))
}

/**
 * Writes manifest.json (checksums of every other file in `dir`) and packs `dir` into `out`
 * (.tar.gz, 0600). The archive is written inside `dir` and renamed into place, so `out` is never
 * seen half-written nor, when it existed, with its old mode.
 */
export const packArchive = async (dir: string, manifest: Omit<Manifest, 'entries'>, out: string) => {
  const entries: Manifest['entries'] = {}
  for (const file of await listFiles(dir)) {
    const full = join(dir, file)
    entries[file] = { sha256: await sha256File(full), bytes: (await stat(full)).size }
  }
  await writeFile(join(dir, MANIFEST), JSON.stringify({ ...manifest, entries }, null, 2), {
    mode: PRIVATE_FILE_MODE,
  })
  // A dot-name: listFiles never sees it, and it is not one of the entries packed.
  const packed = join(dir, '.archive.tar.gz')
  // The manifest first, so a reader meets it before the data it describes.
  await tar.create({ gzip: true, file: packed, cwd: dir, portable: true, mode: PRIVATE_FILE_MODE }, [
    MANIFEST,
    ...Object.keys(entries),
  ])
  await chmod(packed, PRIVATE_FILE_MODE)
  await rename(packed, out)
  return { ...manifest, entries }
}

/** The largest manifest.json a restore reads (it is held in memory): about 200,000 uploads. */
const MANIFEST_MAX_BYTES = 32 * 1024 * 1024
/**
 * What the tar format adds to the bytes a manifest lists: a header block and, for a long name,
 * an extended header (header + one block) per entry, plus the end blocks and padding.
 */
const TAR_BYTES_PER_ENTRY = 3 * 512
const TAR_SLACK_BYTES = 1024 * 1024
const padded = (bytes: number) => Math.ceil(bytes / 512) * 512

/** Entry names Folio writes: a table's rows or an upload (the name checked by the caller). */
const ENTRY_PATH = /^(tables\/[A-Za-z0-9_]+\.jsonl|uploads\/[^/]+)$/
const FOLDERS = new Set(['tables', 'uploads'])

/** tar names: `./x`, `x`, and folders with or without their trailing slash. */
const entryName = (path: string) => path.replace(/^(\.\/)+/, '').replace(/\/+$/, '')

const parseManifest = (text: string): Manifest => {
  let manifest: Manifest
  try {
    manifest = ManifestSchema.parse(JSON.parse(text))
  } catch {
    throw new BackupError('The backup has no valid manifest.json: it is damaged or is not a Folio backup')
  }
  if (manifest.format_version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The backup uses format version ${manifest.format_version}; this version of Folio reads up to ${BACKUP_FORMAT_VERSION}`,
    )
  }
  for (const name of Object.keys(manifest.entries)) {
    if (!ENTRY_PATH.test(name)) throw new BackupError(`The backup lists a file Folio does not make (${name})`)
    const upload = name.startsWith('uploads/') ? name.slice('uploads/'.length) : undefined
    if (upload !== undefined && !isUploadName(upload)) {
      throw new BackupError(`The backup holds an upload with a name Folio does not make (${upload})`)
    }
  }
  const table = Object.keys(manifest.tables).find((t) => !manifest.entries[`tables/${t}.jsonl`])
  if (table) throw new BackupError(`The backup is incomplete: tables/${table}.jsonl is missing`)
  return manifest
}

/**
 * Unpacks `file` into `dir` (an empty private folder) and checks it against its manifest,
 * entry by entry as the archive is read: manifest.json must come first; an entry it does not
 * list, one larger than the bytes it lists, a second copy, or anything but a plain file is
 * refused when its header is met, before a byte of it is written; each file's size and sha256
 * are checked as it ends, and every listed entry must be there. So no archive writes more than
 * its manifest lists, whatever it expands to. Files are 0600, folders 0700; the manifest itself
 * is only held in memory. Throws BackupError with a sentence a person understands.
 */
export const unpackArchive = async (file: string, dir: string): Promise<Manifest> => {
  try {
    const head = Buffer.alloc(2)
    const fd = await open(file, 'r')
    await fd.read(head, 0, 2, 0).finally(() => fd.close())
    if (head[0] !== 0x1f || head[1] !== 0x8b) {
      throw new BackupError('The backup file is damaged or is not a Folio backup (not a .tar.gz file)')
    }
  } catch (err) {
    if (err instanceof BackupError) throw err
    if ((err as NodeJS.ErrnoException).code === 'ENOENT')
      throw new BackupError(`The backup file ${file} does not exist`)
    throw new BackupError(`The backup file ${file} cannot be read (${(err as Error).message})`)
  }

  let manifest: Manifest | undefined
  let failure: Error | undefined
  let onFailure: () => void = () => undefined
  const failed = new Promise<void>((resolve) => (onFailure = resolve))
  const fail = (err: unknown) => {
    failure ??= err instanceof BackupError ? err : damaged(err)
    onFailure()
  }
  const seen = new Set<string>()
  const writes: Promise<void>[] = []
  const active = new Set<tar.ReadEntry>()
  // What the decompressed stream may hold: the manifest, then what it lists.
  let budget = MANIFEST_MAX_BYTES + TAR_SLACK_BYTES

  const parser = new tar.Parser({ strict: true, noResume: true })
  parser.on('error', fail)
  parser.on('entry', (entry: tar.ReadEntry) => {
    try {
      const name = entryName(entry.path)
      if (!manifest) {
        if (name !== MANIFEST || (entry.type !== 'File' && entry.type !== 'OldFile')) {
          throw new BackupError('The backup does not start with manifest.json: it is damaged or is not a Folio backup')
        }
        if (entry.size > MANIFEST_MAX_BYTES) throw new BackupError("The backup's manifest.json is too large")
        const chunks: Buffer[] = []
        entry.on('data', (c: Buffer) => chunks.push(c))
        entry.on('end', () => {
          try {
            manifest = parseManifest(Buffer.concat(chunks).toString('utf8'))
            budget =
              TAR_SLACK_BYTES +
              padded(entry.size) +
              Object.values(manifest.entries).reduce((n, e) => n + TAR_BYTES_PER_ENTRY + padded(e.bytes), 0)
          } catch (err) {
            fail(err)
          }
        })
        entry.resume()
        return
      }
      if (entry.type === 'Directory' && FOLDERS.has(name)) {
        entry.resume()
        return
      }
      if (entry.type !== 'File' && entry.type !== 'OldFile')
        throw new BackupError(`The backup holds an entry that is not a plain file (${name})`)
      const listed = manifest.entries[name]
      if (!listed) throw new BackupError(`The backup holds a file its manifest does not list (${name})`)
      if (seen.has(name)) throw new BackupError(`The backup holds ${name} twice`)
      if (entry.size > listed.bytes) {
        throw new BackupError(
          `The backup is damaged: ${name} is larger than its manifest lists (${listed.bytes} bytes)`,
        )
      }
      seen.add(name)
      active.add(entry)
      writes.push(
        writeEntry(entry, join(dir, name), name, listed)
          .catch(fail)
          .finally(() => active.delete(entry)),
      )
    } catch (err) {
      fail(err)
    }
  })
  const done = new Promise<void>((resolve) => parser.on('end', resolve))

  try {
    await pipeline(createReadStream(file), createGunzip(), async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) {
        budget -= chunk.length
        if (budget < 0)
          fail(new BackupError('The backup expands past what its manifest lists: it is damaged or hostile'))
        if (failure) throw failure
        if (!parser.write(chunk)) await Promise.race([new Promise((r) => parser.once('drain', r)), failed])
        if (failure) throw failure
      }
      parser.end()
      await Promise.race([done, failed])
      if (failure) throw failure
    })
    await Promise.all(writes)
  } catch (err) {
    fail(err)
  }
  if (failure) {
    parser.abort(new Error('restore stopped'))
    // An entry being written waits for data that will not come: end its file now.
    for (const entry of active) entry.destroy()
    await Promise.allSettled(writes)
    throw failure
  }
  if (!manifest) throw new BackupError('The backup has no valid manifest.json: it is damaged or is not a Folio backup')
  const missing = Object.keys(manifest.entries).find((name) => !seen.has(name))
  if (missing) throw new BackupError(`The backup is incomplete: ${missing} is missing`)
  return manifest
}

const damaged = (err: unknown) =>
  new BackupError(
    `The backup file is damaged or is not a Folio backup (${err instanceof Error ? err.message : String(err)})`,
  )

/** One entry to its file (0600): never past its listed size, its sha256 checked at its end. */
const writeEntry = async (entry: tar.ReadEntry, path: string, name: string, listed: Manifest['entries'][string]) => {
  await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE })
  const hash = createHash('sha256')
  let bytes = 0
  await pipeline(
    async function* () {
      for await (const chunk of entry as AsyncIterable<Buffer>) {
        bytes += chunk.length
        if (bytes > listed.bytes) {
          throw new BackupError(
            `The backup is damaged: ${name} is larger than its manifest lists (${listed.bytes} bytes)`,
          )
        }
        hash.update(chunk)
        yield chunk
      }
    },
    createWriteStream(path, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
  )
  if (bytes !== listed.bytes || hash.digest('hex') !== listed.sha256) {
    throw new BackupError(`The backup is damaged: the checksum of ${name} does not match`)
  }
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true })
