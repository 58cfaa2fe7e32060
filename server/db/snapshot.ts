import SQLite from 'better-sqlite3'
import { Kysely, SqliteDialect, sql } from 'kysely'

import type { Db } from './create-db.ts'
import type { Database } from './schema.ts'

/**
 * Runs `read` against one consistent view of the whole database while the server keeps
 * serving and writing. SQLite: a read transaction on a connection of its own (in WAL mode
 * writers go on, and this connection keeps seeing the database as it was when it began).
 * PostgreSQL: one REPEATABLE READ, READ ONLY transaction. Either way every table is read as
 * of the same instant, in pages, so the event loop keeps turning.
 */
export const withSnapshot = async <T>(db: Db, url: string, read: (db: Kysely<Database>) => Promise<T>): Promise<T> => {
  if (db.dialect === 'postgres') {
    return db.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        await sql`set transaction read only`.execute(trx)
        return read(trx)
      })
  }
  const connection = new SQLite(url.replace(/^file:/, ''), { readonly: true, fileMustExist: true })
  connection.pragma('busy_timeout = 5000')
  const snapshot = new Kysely<Database>({ dialect: new SqliteDialect({ database: connection }) })
  try {
    await sql`begin`.execute(snapshot)
    // The snapshot starts with the transaction's first read.
    await sql`select count(*) from sqlite_master`.execute(snapshot)
    return await read(snapshot)
  } finally {
    await sql`rollback`.execute(snapshot).catch(() => {})
    await snapshot.destroy()
  }
}
