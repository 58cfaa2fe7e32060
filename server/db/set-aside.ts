import { rename, stat } from 'node:fs/promises'

import { sql } from 'kysely'

import { createDb } from './create-db.ts'

/**
 * Empties the database, so that a backup can be restored into it by a version that may know
 * fewer migrations (`./folio upgrade`'s rollback: a later version's migrations stop an earlier one
 * from opening it). SQLite: the file (with its -wal and -shm) is renamed to `<file>.<suffix>`,
 * nothing deleted. PostgreSQL: the current schema is dropped and created again — a schema kept
 * beside it would be found by Kysely's migrator and by introspection, so the caller archives
 * the contents first (scripts/db-set-aside.ts). Returns what became of the old contents.
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
    return `kept in ${file}.${suffix}`
  }
  const db = createDb(databaseUrl)
  try {
    await db.db.transaction().execute(async (trx) => {
      const { schema } = (await sql<{ schema: string }>`select current_schema() as schema`.execute(trx)).rows[0]!
      await sql`drop schema ${sql.id(schema)} cascade`.execute(trx)
      await sql`create schema ${sql.id(schema)}`.execute(trx)
    })
    return 'dropped'
  } finally {
    await db.close()
  }
}
