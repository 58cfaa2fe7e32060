import { createHash, randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, open, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join, relative, sep } from 'node:path'
import { Writable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { createGunzip } from 'node:zlib'

import * as tar from 'tar'
import { z } from 'zod'

import { AppError } from '../../errors.ts'

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

/** A scratch folder beside `near` (same file system, so its content can be renamed into place). */
export const scratchDir = async (near: string, label: string) => {
  const dir = join(dirname(near), `.folio-${label}-${randomBytes(6).toString('hex')}`)
  await mkdir(dir, { recursive: true })
  return dir
}

/** Writes manifest.json (checksums of every other file in `dir`) and packs `dir` into `out` (.tar.gz). */
export const packArchive = async (dir: string, manifest: Omit<Manifest, 'entries'>, out: string) => {
  const entries: Manifest['entries'] = {}
  for (const file of await listFiles(dir)) {
    const full = join(dir, file)
    entries[file] = { sha256: await sha256File(full), bytes: (await stat(full)).size }
  }
  await writeFile(join(dir, MANIFEST), JSON.stringify({ ...manifest, entries }, null, 2))
  await mkdir(dirname(out), { recursive: true })
  // The manifest first, so a reader meets it before the data it describes.
  await tar.create({ gzip: true, file: out, cwd: dir, portable: true }, [MANIFEST, ...Object.keys(entries)])
  return { ...manifest, entries }
}

/**
 * Unpacks `file` into `dir` and checks it against its manifest: every listed entry present
 * with its size and sha256, nothing unlisted, only plain files and folders. Throws
 * BackupError with a sentence a person understands; writes nothing outside `dir`.
 */
export const unpackArchive = async (file: string, dir: string): Promise<Manifest> => {
  try {
    await stat(file)
  } catch {
    throw new BackupError(`The backup file ${file} does not exist`)
  }
  let odd: string | undefined
  try {
    const head = Buffer.alloc(2)
    const fd = await open(file, 'r')
    await fd.read(head, 0, 2, 0).finally(() => fd.close())
    if (head[0] !== 0x1f || head[1] !== 0x8b) throw new Error('not a gzip file')
    // The whole gzip stream first (plain Node streams, so a damaged or truncated file always
    // ends in an error), then the tar inside it.
    await pipeline(createReadStream(file), createGunzip(), new Writable({ write: (_chunk, _enc, done) => done() }))
    await tar.extract({
      file,
      cwd: dir,
      strict: true,
      filter: (path, entry) => {
        const type = 'type' in entry ? entry.type : 'File'
        if (type !== 'File' && type !== 'Directory') odd ??= path
        return type === 'File' || type === 'Directory'
      },
    })
  } catch (err) {
    throw new BackupError(
      `The backup file is damaged or is not a Folio backup (${err instanceof Error ? err.message : String(err)})`,
    )
  }
  if (odd) throw new BackupError(`The backup holds an entry that is not a plain file (${odd})`)
  let manifest: Manifest
  try {
    manifest = ManifestSchema.parse(JSON.parse(await readFile(join(dir, MANIFEST), 'utf8')))
  } catch {
    throw new BackupError('The backup has no valid manifest.json: it is damaged or is not a Folio backup')
  }
  if (manifest.format_version > BACKUP_FORMAT_VERSION) {
    throw new BackupError(
      `The backup uses format version ${manifest.format_version}; this version of Folio reads up to ${BACKUP_FORMAT_VERSION}`,
    )
  }
  const present = new Set((await listFiles(dir)).filter((f) => f !== MANIFEST))
  for (const [name, expected] of Object.entries(manifest.entries)) {
    const full = join(dir, name)
    if (!present.delete(name)) throw new BackupError(`The backup is incomplete: ${name} is missing`)
    const size = (await stat(full)).size
    if (size !== expected.bytes || (await sha256File(full)) !== expected.sha256) {
      throw new BackupError(`The backup is damaged: the checksum of ${name} does not match`)
    }
  }
  const extra = [...present][0]
  if (extra) throw new BackupError(`The backup holds a file its manifest does not list (${extra})`)
  return manifest
}

export const removeDir = (dir: string) => rm(dir, { recursive: true, force: true })
