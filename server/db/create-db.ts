import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'

import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'

import type { Database } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'
export interface Db {
  db: Kysely<Database>
  dialect: Dialect
  close(): Promise<void>
}

// PostgreSQL returns BIGINT (count(*), sum()) as strings; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number(v))

/** The only place that knows SQLite from PostgreSQL. */
export const createDb = (url: string): Db => {
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 })
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {})
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
    return { db, dialect: 'postgres', close: () => db.destroy() }
  }
  const file = url.replace(/^file:/, '')
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  return { db, dialect: 'sqlite', close: () => db.destroy() }
}
