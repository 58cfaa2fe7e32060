import { rename, stat } from 'node:fs/promises'

import { sql } from 'kysely'

import { createDb } from './create-db.ts'

/**
 * Moves what a database holds out of the way, so that it is empty and a backup can be restored
 * into it by a version that may know fewer migrations (`./folio upgrade`'s rollback). Nothing is
 * deleted: SQLite's file (with its -wal and -shm) is renamed to `<file>.<suffix>`; PostgreSQL's
 * `public` schema is renamed to `folio_<suffix>` and an empty `public` is created. Returns where
 * the old contents are now.
 */
export const setAsideDatabase = async (databaseUrl: string, suffix: string): Promise<string> => {
  if (!/^[a-z0-9_]+$/.test(suffix)) throw new Error(`suffix must be lowercase letters, digits and _: ${suffix}`)
  if (databaseUrl.startsWith('file:')) {
    const file = databaseUrl.replace(/^file:/, '')
    const exists = async (f: string) => (await stat(f).catch(() => undefined)) !== undefined
    if (!(await exists(file))) return 'nothing (no database file)'
    for (const extra of ['-wal', '-shm'])
      if (await exists(file + extra)) await rename(file + extra, `${file}.${suffix}${extra}`)
    await rename(file, `${file}.${suffix}`)
    return `${file}.${suffix}`
  }
  const db = createDb(databaseUrl)
  try {
    const schema = `folio_${suffix}`
    await db.db.transaction().execute(async (trx) => {
      await sql`alter schema public rename to ${sql.id(schema)}`.execute(trx)
      await sql`create schema public`.execute(trx)
    })
    return `schema ${schema} of the PostgreSQL database`
  } finally {
    await db.close()
  }
}
