import { createReadStream, createWriteStream } from 'node:fs'
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { once } from 'node:events'
import { pipeline } from 'node:stream/promises'

import pkg from '../../../package.json' with { type: 'json' }
import type { Db } from '../../db/create-db.ts'
import { runMaintenance } from '../../db/maintenance.ts'
import { migrateToLatest } from '../../db/migrate.ts'
import type { Database } from '../../db/schema.ts'
import { indexAllPosts } from '../../db/search.ts'
import type { Kysely } from 'kysely'

import { withSnapshot } from '../../db/snapshot.ts'
import type { UploadStore } from '../../lib/upload-store.ts'
import {
  advanceSequences,
  appliedMigrations,
  clearTables,
  countRows,
  insertRows,
  listTables,
  readRows,
  type AnyTables,
  type Row,
} from './backup.repository.ts'
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupError,
  listFiles,
  makePrivateDir,
  type Manifest,
  packArchive,
  PRIVATE_FILE_MODE,
  removeDir,
  scratchDir,
  unpackArchive,
} from './archive.ts'

export interface BackupTarget {
  db: Db
  /** The DATABASE_URL of `db` (SQLite snapshots copy the file it names). */
  databaseUrl: string
  /** The uploads store (UPLOADS_DIR or S3_BUCKET) whose files the archive holds. */
  uploads: UploadStore
}

/** `folio-2026-11-23T15-04-05.123Z.tar.gz`: sorts by time, safe in every file system. */
export const backupFileName = (at = new Date()) => `folio-${at.toISOString().replace(/:/g, '-')}.tar.gz`

// Values cross engines as JSON: bytes as {"$base64"}, dates as ISO text, booleans kept (turned
// back into 0/1 where SQLite needs them).
const encodeValue = (v: unknown) =>
  Buffer.isBuffer(v) || v instanceof Uint8Array
    ? { $base64: Buffer.from(v).toString('base64') }
    : v instanceof Date
      ? v.toISOString()
      : v
const decodeValue = (v: unknown, dialect: Db['dialect']) => {
  if (v && typeof v === 'object' && '$base64' in v) return Buffer.from(String(v.$base64), 'base64')
  if (typeof v === 'boolean' && dialect === 'sqlite') return v ? 1 : 0
  return v
}

const writeLines = async (file: string, lines: AsyncIterable<string>) => {
  const out = createWriteStream(file, { flags: 'wx', mode: PRIVATE_FILE_MODE })
  for await (const line of lines) if (!out.write(line)) await once(out, 'drain')
  out.end()
  await once(out, 'finish')
}

/**
 * One archive of the whole site (API.md "Backup, restore and export"): every table as JSON
 * lines read from one consistent snapshot, then every upload (uploads are never rewritten in
 * place, so each file the snapshot names is there). Returns the manifest.
 */
export const createBackup = async (target: BackupTarget, out: string): Promise<Manifest> => {
  const work = await scratchDir(out, 'backup')
  try {
    await makePrivateDir(join(work, 'tables'))
    const { tables, migrations } = await withSnapshot(target.db, target.databaseUrl, async (snapshot) => {
      const db = snapshot as unknown as AnyTables
      const list = await listTables(db, target.db.dialect)
      const info: Manifest['tables'] = {}
      for (const t of list) {
        let rows = 0
        async function* lines() {
          for await (const page of readRows(db, t)) {
            rows += page.length
            for (const row of page)
              yield `${JSON.stringify(Object.fromEntries(Object.entries(row).map(([k, v]) => [k, encodeValue(v)])))}\n`
          }
        }
        await writeLines(join(work, 'tables', `${t.name}.jsonl`), lines())
        info[t.name] = { rows, columns: t.columns }
      }
      return { tables: info, migrations: await appliedMigrations(db) }
    })
    let files = 0
    let bytes = 0
    await makePrivateDir(join(work, 'uploads'))
    for (const file of await target.uploads.list()) {
      const dest = join(work, 'uploads', file.name)
      const body = await target.uploads.stream(file.name)
      // Deleted since it was listed (a failed save cleaning up): not part of the site.
      if (!body) continue
      await pipeline(body, createWriteStream(dest, { flags: 'wx', mode: PRIVATE_FILE_MODE }))
      files += 1
      bytes += (await stat(dest)).size
    }
    return await packArchive(
      work,
      {
        format: BACKUP_FORMAT,
        format_version: BACKUP_FORMAT_VERSION,
        app_version: pkg.version,
        engine: target.db.dialect,
        created_at: new Date().toISOString(),
        migrations,
        tables,
        uploads: { files, bytes },
      },
      out,
    )
  } finally {
    await removeDir(work)
  }
}

async function* readJsonLines(file: string): AsyncGenerator<Row> {
  const lines = createInterface({ input: createReadStream(file), crlfDelay: Infinity })
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as Row
}

export interface RestoreResult {
  manifest: Manifest
  rows: Record<string, number>
  uploads: number
}

/** Whether the database holds anything of the owner's (the maintenance record is the app's own). */
const hasRows = (counts: Record<string, number>) =>
  Object.entries(counts).some(([table, n]) => n > 0 && table !== 'maintenance_runs')

/**
 * Restores an archive into `target` (either engine, whichever made it), all or nothing
 * (hardening.md "Backup and restore"): unpacks it into a private scratch folder, checking each
 * entry against the manifest as it is met; refuses a database that holds anything unless
 * `force`; stores the archive's uploads beside the current ones (one with the name and bytes of
 * a live upload is left as it is; a live upload it replaces is first kept aside in the scratch
 * folder); then replaces all rows in one transaction and moves the id sequences past the
 * restored ids; only then are the uploads the archive does not hold deleted. When anything
 * fails before that, the uploads it added are deleted and the ones it replaced are put back,
 * and the error (BackupError, the database's, or the store's 503) is thrown.
 */
export const restoreBackup = async (
  target: BackupTarget,
  file: string,
  opts: { force?: boolean; /** Where the scratch folder goes (the system's temporary folder). */ tmpDir?: string } = {},
): Promise<RestoreResult> => {
  const work = await scratchDir(join(opts.tmpDir ?? tmpdir(), 'folio'), 'restore')
  let keepAside = false
  try {
    await makePrivateDir(join(work, 'archive'))
    const archive = join(work, 'archive')
    const manifest = await unpackArchive(file, archive)
    const db = target.db.db as unknown as AnyTables
    await migrateToLatest(db)
    const known = await appliedMigrations(db)
    const unknown = manifest.migrations.filter((m) => !known.includes(m))
    if (unknown.length) {
      throw new BackupError(
        `The backup was made by a newer version of Folio (${manifest.app_version}, migration ${unknown[0]}); upgrade first`,
      )
    }
    const tables = await listTables(db, target.db.dialect)
    const byName = new Map(tables.map((t) => [t.name, t]))
    const missing = Object.keys(manifest.tables).find((name) => !byName.has(name))
    if (missing) throw new BackupError(`The backup holds a table this version does not know (${missing})`)
    if (!opts.force && hasRows(await countRows(db, tables))) {
      throw new BackupError('The database already holds content; restore with --force to replace it')
    }
    const archived = await listFiles(join(archive, 'uploads'))

    // The archive's uploads first, beside the current ones: upload names are random and never
    // reused, so this changes nothing a visitor sees until the rows that name them are in.
    const before = new Set((await target.uploads.list()).map((f) => f.name))
    const aside = await makePrivateDir(join(work, 'aside'))
    const added: string[] = []
    const replaced: string[] = []
    const rows: Record<string, number> = {}
    try {
      for (const name of archived) {
        const data = await readFile(join(archive, 'uploads', name))
        const live = before.has(name) ? await target.uploads.read(name) : undefined
        if (live?.equals(data)) continue
        if (live) {
          await writeFile(join(aside, name), live, { flag: 'wx', mode: PRIVATE_FILE_MODE })
          replaced.push(name)
        } else added.push(name)
        await target.uploads.put(name, data)
      }
      await restoreRows(target, db, tables, manifest, archive, rows)
    } catch (err) {
      try {
        for (const name of replaced) await target.uploads.put(name, await readFile(join(aside, name)))
        await target.uploads.delete(added)
      } catch (undo) {
        // The uploads it replaced are still in the scratch folder: keep them, say where.
        keepAside = replaced.length > 0
        if (keepAside) await removeDir(archive)
        throw new BackupError(
          `${err instanceof Error ? err.message : String(err)}; putting the uploads back failed too (${undo instanceof Error ? undo.message : String(undo)})` +
            (keepAside ? `: their previous bytes are in ${aside}` : ''),
        )
      }
      throw err
    }

    // The database is committed; the uploads the archive does not hold go.
    const keep = new Set(archived)
    await target.uploads.delete([...before].filter((name) => !keep.has(name)))
    return { manifest, rows, uploads: manifest.uploads.files }
  } finally {
    if (!keepAside) await removeDir(work)
  }
}

/** Every table's rows replaced by the archive's, in one transaction; `rows` gets the counts. */
const restoreRows = async (
  target: BackupTarget,
  db: AnyTables,
  tables: Awaited<ReturnType<typeof listTables>>,
  manifest: Manifest,
  work: string,
  rows: Record<string, number>,
) =>
  db.transaction().execute(async (trx) => {
    await clearTables(trx, tables)
    for (const t of tables) {
      const saved = manifest.tables[t.name]
      rows[t.name] = 0
      if (!saved) continue
      const columns = saved.columns.filter((c) => t.columns.includes(c))
      let batch: Row[] = []
      const flush = async () => {
        await insertRows(trx, t.name, batch)
        rows[t.name] = (rows[t.name] ?? 0) + batch.length
        batch = []
      }
      for await (const row of readJsonLines(join(work, 'tables', `${t.name}.jsonl`))) {
        batch.push(Object.fromEntries(columns.map((c) => [c, decodeValue(row[c], target.db.dialect)])))
        if (batch.length >= 500) await flush()
      }
      await flush()
      if (rows[t.name] !== saved.rows) {
        throw new BackupError(`The backup's ${t.name} table has ${rows[t.name]} rows; its manifest says ${saved.rows}`)
      }
    }
    await advanceSequences(trx, target.db.dialect, tables)
    // The search index is derived data: built again from the restored posts. The fix-ups the
    // archive's data has not had (it was made before them) run on it now.
    await indexAllPosts(trx as unknown as Kysely<Database>)
    await runMaintenance(trx as unknown as Kysely<Database>)
  })

/** Backup files in `dir`, newest first. */
export const listBackups = async (dir: string) => {
  let names: string[]
  try {
    names = await readdir(dir)
  } catch {
    return []
  }
  const files = names
    .filter((n) => /^folio-.+\.tar\.gz$/.test(n))
    .sort()
    .reverse()
  return Promise.all(
    files.map(async (name) => {
      const s = await stat(join(dir, name))
      return { name, bytes: s.size, created_at: s.mtime.toISOString() }
    }),
  )
}

/** Deletes all but the newest `keep` backups in `dir`. */
export const pruneBackups = async (dir: string, keep: number) => {
  const all = await listBackups(dir)
  for (const b of all.slice(keep)) await rm(join(dir, b.name), { force: true })
  return all.slice(keep).map((b) => b.name)
}

export const BACKUP_JOB = 'backup'

/** The backups of a running site: downloads, the schedule's status and the scheduled run itself. */
export const createBackupService = ({
  target,
  dir,
  keep,
  intervalHours,
  lastRun,
}: {
  target: BackupTarget
  /** BACKUP_DIR: where scheduled backups go (none: no schedule). */
  dir?: string
  keep: number
  intervalHours: number
  lastRun: () => Promise<{ last_run_at: string | null; last_error: string | null } | undefined>
}) => ({
  /** One archive at `out` (a temporary file for downloads). */
  create: (out: string) => createBackup(target, out),
  /** The scheduled run: a new archive in BACKUP_DIR, then only the newest `keep` are kept. */
  async scheduled() {
    if (!dir) return undefined
    const file = join(dir, backupFileName())
    const manifest = await createBackup(target, file)
    const removed = await pruneBackups(dir, keep)
    return { file, rows: Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0), removed }
  },
  async status() {
    const run = await lastRun()
    return {
      scheduled: Boolean(dir),
      interval_hours: intervalHours,
      keep,
      last_run_at: run?.last_run_at ?? null,
      last_error: run?.last_error ?? null,
      files: dir ? await listBackups(dir) : [],
    }
  },
})
