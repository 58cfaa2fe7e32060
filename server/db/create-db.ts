import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'

import type SQLite from 'better-sqlite3'
import {
  type DatabaseConnection,
  Kysely,
  PostgresDialect,
  sql,
  type SqliteDatabase,
  SqliteDialect,
  SqliteDriver,
  type SqliteStatement,
} from 'kysely'
import type pg from 'pg'

import type { Database } from './schema.ts'

export type Dialect = 'sqlite' | 'postgres'
export interface Db {
  db: Kysely<Database>
  dialect: Dialect
  /** Whether the database answers `select 1` within `timeoutMs` (health, the 503 page). */
  ping(timeoutMs?: number): Promise<boolean>
  close(): Promise<void>
}

export interface DbOptions {
  /**
   * PostgreSQL: how long a connection may take to open, and a statement to answer, before the
   * request fails with 503 instead of hanging on a frozen or unreachable server. Operator
   * commands that read whole tables (backup) pass a longer query timeout; 0 means none.
   */
  connectTimeoutMs?: number
  queryTimeoutMs?: number
}

/** A request gives up on an unreachable database after 2 s and on a silent statement after 3 s. */
export const DB_TIMEOUTS = { connectTimeoutMs: 2000, queryTimeoutMs: 3000 } as const

const require = createRequire(import.meta.url)
let pgDriver: typeof pg | undefined

/**
 * The PostgreSQL driver, loaded on first use: a SQLite site never needs it (~6 MB resident), and
 * a PostgreSQL site does not load the SQLite one.
 */
export const loadPg = (): typeof pg => {
  if (!pgDriver) {
    pgDriver = require('pg') as typeof pg
    // PostgreSQL returns BIGINT (count(*), sum()) as strings; our counts fit in a JS number.
    pgDriver.types.setTypeParser(20, (v) => Number(v))
  }
  return pgDriver
}

/** The only place that knows SQLite from PostgreSQL. */
export const createDb = (url: string, opts: DbOptions = {}): Db => {
  const { connectTimeoutMs, queryTimeoutMs } = { ...DB_TIMEOUTS, ...opts }
  if (/^postgres(ql)?:\/\//.test(url)) {
    const pg = loadPg()
    const pool = new pg.Pool({
      connectionString: url,
      max: 10,
      // The outer bound of a wait for a free client while the server is busy but answering.
      connectionTimeoutMillis: connectTimeoutMs * BUSY_WAIT_FACTOR,
      // Client side (a frozen server never answers) and server side (a slow plan is cancelled).
      ...(queryTimeoutMs ? { query_timeout: queryTimeoutMs, statement_timeout: queryTimeoutMs } : {}),
      keepAlive: true,
    })
    // An idle client that loses its server must not crash the process.
    pool.on('error', () => {})
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: patientPool(pool, url, connectTimeoutMs) }),
    })
    return { db, dialect: 'postgres', ping: pinger(db), close: () => db.destroy() }
  }
  const file = url.replace(/^file:/, '')
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true })
  const sqlite = new (require('better-sqlite3') as typeof SQLite)(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('synchronous = NORMAL')
  // better-sqlite3 is built with a 16 MB page cache per connection; once a large write (an
  // import of 1,000 posts) has touched that many pages it stays resident for good. SQLite's own
  // default, 2 MB, keeps it inside the server's budget (MEMORY_LIMIT_MB); other pages are read
  // from the operating system's file cache.
  sqlite.pragma('cache_size = -2000')
  const db = new Kysely<Database>({ dialect: new KeepCauseSqliteDialect({ database: sqlite }) })
  return { db, dialect: 'sqlite', ping: pinger(db), close: () => db.destroy() }
}

/**
 * SQLite rolls a transaction back by itself when the disk is full (SQLITE_FULL); Kysely's own
 * ROLLBACK then fails with "no transaction is active" and hides the cause. Skip that ROLLBACK,
 * so the caller sees SQLITE_FULL (a 507) rather than a puzzling 500.
 */
class KeepCauseSqliteDriver extends SqliteDriver {
  private readonly sqlite: SQLite.Database

  constructor(config: { database: SQLite.Database }) {
    super({ database: reusingStatements(config.database) })
    this.sqlite = config.database
  }

  override async rollbackTransaction(connection: DatabaseConnection) {
    if (this.sqlite.inTransaction) await super.rollbackTransaction(connection)
  }
}

/** Prepared statements kept for reuse, the least recently used dropped first. */
const STATEMENTS_KEPT = 256

/**
 * Kysely prepares a new statement for every query; better-sqlite3 frees a statement's native
 * memory only when V8 collects its small JS object, which a heap that rarely fills may not do for
 * a long while: an import of 1,000 posts left tens of MB of native statements behind (README,
 * Performance). The same SQL text reuses its prepared statement instead (nothing here iterates a
 * statement, the one use that would make sharing unsafe); SQLite re-prepares it itself after a
 * schema change.
 */
const reusingStatements = (sqlite: SQLite.Database): SqliteDatabase => {
  const kept = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let stmt = kept.get(sql)
      if (stmt) kept.delete(sql)
      else {
        stmt = sqlite.prepare(sql)
        if (kept.size >= STATEMENTS_KEPT) kept.delete(kept.keys().next().value!)
      }
      kept.set(sql, stmt)
      return stmt as unknown as SqliteStatement
    },
  }
}

class KeepCauseSqliteDialect extends SqliteDialect {
  private readonly database: SQLite.Database

  constructor(config: { database: SQLite.Database }) {
    super(config)
    this.database = config.database
  }

  override createDriver() {
    return new KeepCauseSqliteDriver({ database: this.database })
  }
}

/** How many times `connectTimeoutMs` a request may wait for a free client of a busy server. */
const BUSY_WAIT_FACTOR = 5

/**
 * Busy is not down. A request that has waited `connectTimeoutMs` for a client asks a fresh
 * connection whether the server answers (one such probe at a time, shared by every waiter):
 * if it does, every client is merely in use (a burst of likes, a slow machine) and the request
 * keeps waiting; if it does not, the server is stopped or frozen and the request fails at once
 * (a 503), instead of queueing behind clients stuck on a server that will never answer.
 */
const patientPool = (pool: pg.Pool, url: string, connectTimeoutMs: number) => {
  let probe: Promise<boolean> | undefined
  const serverAnswers = () =>
    (probe ??= (async () => {
      const client = new (loadPg().Client)({
        connectionString: url,
        connectionTimeoutMillis: connectTimeoutMs / 2,
        query_timeout: connectTimeoutMs / 2,
      })
      client.on('error', () => {})
      try {
        await client.connect()
        await client.query('select 1')
        return true
      } catch {
        return false
      } finally {
        void client.end().catch(() => {})
        setTimeout(() => (probe = undefined), connectTimeoutMs / 2).unref()
      }
    })())
  return {
    connect: async () => {
      const pending = pool.connect()
      let timer: NodeJS.Timeout | undefined
      const waited = new Promise<undefined>((resolve) => {
        timer = setTimeout(() => resolve(undefined), connectTimeoutMs)
      })
      try {
        const client = await Promise.race([pending, waited])
        if (client) return client
      } finally {
        clearTimeout(timer)
      }
      if (await serverAnswers()) return pending
      pending.then(
        (c) => c.release(),
        () => {},
      )
      throw new Error('timeout exceeded when trying to connect')
    },
    end: () => pool.end(),
    options: pool.options,
  }
}

const pinger =
  (db: Kysely<Database>) =>
  async (timeoutMs = 1500): Promise<boolean> => {
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), timeoutMs)
    })
    const answered = sql`select 1`.execute(db).then(
      () => true,
      () => false,
    )
    try {
      return await Promise.race([answered, late])
    } finally {
      clearTimeout(timer)
    }
  }

// PostgreSQL SQLSTATEs: 08xxx connection exceptions, 57P01-57P03 shutdown / cannot connect now,
// 53300 too many connections, 57014 statement timeout.
const PG_UNAVAILABLE = /^(08...|57P0[1-3]|53300|57014)$/
const NET_UNAVAILABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
])
const PG_CLIENT_MESSAGES =
  /timeout exceeded when trying to connect|Query read timeout|Connection terminated|connection error and is not queryable|Client was closed and is not queryable/

/**
 * Whether an error means the database cannot be reached or answer now (a 503 the client may
 * retry), as opposed to a bug or a bad query.
 */
export const isDatabaseUnavailable = (err: unknown): boolean => {
  if (!(err instanceof Error)) return false
  const code = (err as { code?: unknown }).code
  if (typeof code === 'string') {
    if (PG_UNAVAILABLE.test(code)) return true
    // A socket error of the driver (it names the system call), not a client's aborted body.
    if (NET_UNAVAILABLE.has(code) && typeof (err as { syscall?: unknown }).syscall === 'string') return true
    // SQLite: another writer held the lock past busy_timeout.
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') return true
  }
  if (err instanceof AggregateError) return err.errors.some(isDatabaseUnavailable)
  return PG_CLIENT_MESSAGES.test(err.message)
}

/** Whether an error means the disk is full: SQLite's SQLITE_FULL, PostgreSQL's 53100, ENOSPC. */
export const isStorageFull = (err: unknown): boolean => {
  if (!(err instanceof Error)) return false
  const code = (err as { code?: unknown }).code
  return code === 'SQLITE_FULL' || code === '53100' || code === 'ENOSPC' || code === 'EDQUOT'
}
