import { sql, type Kysely } from 'kysely'

import type { Dialect } from '../../db/create-db.ts'

/** The backup copies whatever tables the database has, so it addresses them by name. */
export type AnyTables = Kysely<Record<string, Record<string, unknown>>>

/** A table as the backup sees it: its stored columns, its key, and the tables it points to. */
export interface TableInfo {
  name: string
  /** Stored columns in table order (generated and derived search columns left out). */
  columns: string[]
  /** Primary-key columns, the order rows are read in (all columns when there is none). */
  key: string[]
  /** Tables this one references (foreign keys), itself excluded. */
  parents: string[]
  /** An integer `id` filled from a sequence (PostgreSQL) or AUTOINCREMENT (SQLite). */
  serialId: boolean
}

export type Row = Record<string, unknown>

// Bookkeeping that is not the owner's data: Kysely's migration tables and SQLite's own, and
// PostgreSQL's search index (derived from blog_posts; a restore rebuilds it).
const SKIPPED = /^(kysely_|sqlite_|post_search$)/

const sqliteTables = async (db: AnyTables): Promise<TableInfo[]> => {
  const { rows: all } = await sql<{ name: string; sql: string | null }>`
    select name, sql from sqlite_master where type = 'table' order by name`.execute(db)
  // Full-text indexes are virtual tables with shadow tables (<name>_data, <name>_idx, …): both
  // are derived from the content tables and rebuilt by their triggers when rows go back in.
  const virtual = all.filter((t) => /^\s*create\s+virtual\s+table/i.test(t.sql ?? '')).map((t) => t.name)
  const tables = all
    .map((t) => t.name)
    .filter((name) => !SKIPPED.test(name) && !virtual.some((v) => name === v || name.startsWith(`${v}_`)))
  const out: TableInfo[] = []
  for (const name of tables) {
    const { rows: cols } = await sql<{ name: string; type: string; pk: number; hidden: number }>`
      select name, type, pk, hidden from pragma_table_xinfo(${name}) order by cid`.execute(db)
    const { rows: fks } = await sql<{ table: string }>`select "table" from pragma_foreign_key_list(${name})`.execute(db)
    const stored = cols.filter((c) => c.hidden === 0)
    const key = stored
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name)
    out.push({
      name,
      columns: stored.map((c) => c.name),
      key: key.length ? key : stored.map((c) => c.name),
      parents: [...new Set(fks.map((f) => f.table))].filter((p) => p !== name),
      serialId: key.length === 1 && key[0] === 'id' && /int/i.test(stored.find((c) => c.name === 'id')?.type ?? ''),
    })
  }
  return out
}

const postgresTables = async (db: AnyTables): Promise<TableInfo[]> => {
  const { rows: tables } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db)
  const out: TableInfo[] = []
  for (const { name } of tables.filter((t) => !SKIPPED.test(t.name))) {
    // tsvector columns are search indexes kept by triggers: derived, never restored as data.
    const { rows: cols } = await sql<{ name: string }>`
      select column_name as name from information_schema.columns
      where table_schema = current_schema() and table_name = ${name}
        and is_generated = 'NEVER' and data_type <> 'tsvector'
      order by ordinal_position`.execute(db)
    const { rows: key } = await sql<{ name: string }>`
      select a.attname as name
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
      where i.indrelid = ${name}::regclass and i.indisprimary
      order by a.attnum`.execute(db)
    const { rows: fks } = await sql<{ parent: string }>`
      select distinct confrelid::regclass::text as parent from pg_constraint
      where contype = 'f' and conrelid = ${name}::regclass`.execute(db)
    const { rows: seq } = await sql<{ seq: string | null }>`
      select pg_get_serial_sequence(${name}, 'id') as seq
      where exists (select 1 from information_schema.columns
                    where table_schema = current_schema() and table_name = ${name} and column_name = 'id')`.execute(db)
    const columns = cols.map((c) => c.name)
    out.push({
      name,
      columns,
      key: key.length ? key.map((k) => k.name) : columns,
      parents: fks.map((f) => f.parent.replace(/^"|"$/g, '')).filter((p) => p !== name),
      serialId: Boolean(seq[0]?.seq),
    })
  }
  return out
}

/** Every table that holds the site's data, parents before children (the order to insert in). */
export const listTables = async (db: AnyTables, dialect: Dialect): Promise<TableInfo[]> => {
  const tables = dialect === 'postgres' ? await postgresTables(db) : await sqliteTables(db)
  const byName = new Map(tables.map((t) => [t.name, t]))
  const ordered: TableInfo[] = []
  const seen = new Set<string>()
  const visit = (t: TableInfo, path: Set<string>) => {
    if (seen.has(t.name) || path.has(t.name)) return
    path.add(t.name)
    for (const p of t.parents) {
      const parent = byName.get(p)
      if (parent) visit(parent, path)
    }
    seen.add(t.name)
    ordered.push(t)
  }
  for (const t of tables) visit(t, new Set())
  return ordered
}

/** Names of the migrations applied to this database, in order. */
export const appliedMigrations = async (db: AnyTables): Promise<string[]> => {
  const rows = await db.selectFrom('kysely_migration').select('name').orderBy('name').execute()
  return rows.map((r) => String(r.name))
}

/** The rows of one table in key order, a page at a time (the caller's snapshot keeps them consistent). */
export async function* readRows(db: AnyTables, table: TableInfo, pageSize = 1000): AsyncGenerator<Row[]> {
  for (let offset = 0; ; offset += pageSize) {
    let query = db.selectFrom(table.name).select(table.columns)
    for (const k of table.key) query = query.orderBy(k)
    const rows = (await query.limit(pageSize).offset(offset).execute()) as Row[]
    if (rows.length) yield rows
    if (rows.length < pageSize) return
  }
}

/** Whether any table holds a row (a database with content is not restored over without --force). */
export const countRows = async (db: AnyTables, tables: TableInfo[]) => {
  const counts: Record<string, number> = {}
  for (const t of tables) {
    const row = await db
      .selectFrom(t.name)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    counts[t.name] = Number(row.n)
  }
  return counts
}

/** Empties every table, children first. */
export const clearTables = async (db: AnyTables, tables: TableInfo[]) => {
  for (const t of [...tables].reverse()) await db.deleteFrom(t.name).execute()
}

/** Inserts rows in batches that stay under both engines' bound-parameter limits. */
export const insertRows = async (db: AnyTables, table: string, rows: Row[]) => {
  if (!rows.length) return
  const perBatch = Math.max(1, Math.floor(30_000 / Object.keys(rows[0] ?? {}).length))
  for (let i = 0; i < rows.length; i += perBatch)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + perBatch))
      .execute()
}

/** Moves each PostgreSQL id sequence past the restored ids (SQLite's AUTOINCREMENT follows by itself). */
export const advanceSequences = async (db: AnyTables, dialect: Dialect, tables: TableInfo[]) => {
  if (dialect !== 'postgres') return
  for (const t of tables.filter((x) => x.serialId)) {
    await sql`select setval(pg_get_serial_sequence(${t.name}, 'id'), coalesce((select max(id) from ${sql.table(t.name)}), 0) + 1, false)`.execute(
      db,
    )
  }
}
