import { createWriteStream } from 'node:fs'
import { mkdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { Transform } from 'node:stream'

import yauzl from 'yauzl'

import { ImportError } from './import-error.ts'

/** A file of an uploaded archive, unpacked into the import's own temporary folder. */
export interface ArchiveFile {
  /** Its path inside the archive (forward slashes, no leading `./`). */
  path: string
  size: number
  read(): Promise<Buffer>
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04])
const EMPTY_ZIP = Buffer.from([0x50, 0x4b, 0x05, 0x06])
export const isZip = (head: Buffer) => head.subarray(0, 4).equals(ZIP_MAGIC) || head.subarray(0, 4).equals(EMPTY_ZIP)

const S_IFMT = 0o170000
const S_IFLNK = 0o120000

/**
 * Why an entry's name makes the whole archive refused (docs/api/import-export.md, "Bad and
 * hostile input"): `..` segments, absolute paths (`/…`, `C:…`, `\…`) and symlinks.
 */
const refusal = (entry: yauzl.Entry): string | undefined => {
  const name = entry.fileName
  if (/^[/\\]/.test(name) || /^[a-zA-Z]:/.test(name)) return `it holds an absolute path (${name})`
  if (name.split(/[/\\]/).includes('..')) return `it holds a path leaving the archive (${name})`
  // Unix mode in the high 16 bits of the external attributes (made on Unix: version made by 3).
  const madeOnUnix = entry.versionMadeBy >> 8 === 3
  if (madeOnUnix && ((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
    return `it holds a symbolic link (${name})`
  return undefined
}

const tooBig = (maxMb: number) =>
  new ImportError(`The archive unpacks to more than the ${maxMb} MB allowed (IMPORT_MAX_MB).`, 413)

/**
 * Unpacks a zip into `dir`, one numbered file per entry (names never reach the file system).
 * Refuses the archive for a hostile entry name and stops as soon as the bytes actually
 * unpacked pass `maxMb` in total, whatever sizes the headers declare.
 */
export const unpackZip = async (zipPath: string, dir: string, maxMb: number): Promise<ArchiveFile[]> => {
  const limit = maxMb * 1024 * 1024
  await mkdir(dir, { recursive: true })
  let zip: yauzl.ZipFile
  try {
    zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
      yauzl.open(
        zipPath,
        { lazyEntries: true, autoClose: true, strictFileNames: false, validateEntrySizes: true },
        (err, z) => (err ? reject(err) : resolve(z)),
      ),
    )
  } catch (err) {
    throw new ImportError(`The file is not a valid zip archive (${(err as Error).message}).`)
  }
  const files: ArchiveFile[] = []
  let total = 0
  try {
    await new Promise<void>((resolve, reject) => {
      // yauzl checks names itself before an entry is seen: its refusals are the same refusals.
      zip.on('error', (err: Error) => {
        const name = /: (.*)$/.exec(err.message)?.[1] ?? ''
        if (/absolute path/i.test(err.message))
          reject(new ImportError(`The archive was refused: it holds an absolute path (${name}).`))
        else if (/invalid relative path/i.test(err.message))
          reject(new ImportError(`The archive was refused: it holds a path leaving the archive (${name}).`))
        else reject(new ImportError(`The archive could not be read (${err.message}).`))
      })
      zip.on('end', () => resolve())
      zip.on('entry', (entry: yauzl.Entry) => {
        const why = refusal(entry)
        if (why) return reject(new ImportError(`The archive was refused: ${why}.`))
        const path = entry.fileName.replace(/\\/g, '/').replace(/^(\.\/)+/, '')
        if (path.endsWith('/')) return zip.readEntry()
        if (total + entry.uncompressedSize > limit) return reject(tooBig(maxMb))
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(new ImportError(`The archive could not be read (${err.message}).`))
          const file = join(dir, `${files.length}.bin`)
          let size = 0
          const count = new Transform({
            transform(chunk: Buffer, _enc, done) {
              size += chunk.length
              total += chunk.length
              if (total > limit) return done(tooBig(maxMb))
              done(null, chunk)
            },
          })
          pipeline(stream, count, createWriteStream(file))
            .then(() => {
              files.push({ path, size, read: () => readFile(file) })
              zip.readEntry()
            })
            .catch((e: unknown) =>
              reject(
                e instanceof ImportError
                  ? e
                  : new ImportError(`The archive could not be read (${(e as Error).message}).`),
              ),
            )
        })
      })
      zip.readEntry()
    })
  } finally {
    zip.close()
  }
  return files
}
