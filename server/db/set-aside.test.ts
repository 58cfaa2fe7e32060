import { existsSync } from 'node:fs'

import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDb, testDialect, type TestDb } from '../test/harness.ts'
import { createDb } from './create-db.ts'
import { migrateToLatest } from './migrate.ts'
import { setAsideDatabase } from './set-aside.ts'

// `./folio upgrade`'s rollback empties the database before restoring the backup into it (a later
// version's migrations would stop an earlier one from opening it); SQLite's file is kept aside.
const dialect = testDialect()
let test: TestDb

beforeAll(async () => {
  test = await createTestDb()
  // A table of a later version, with the owner's row in it.
  await sql`create table from_a_later_version (words text)`.execute(test.db)
  await sql`insert into from_a_later_version (words) values ('kept')`.execute(test.db)
  await test.close()
})
afterAll(async () => {
  await test.destroy().catch(() => undefined)
})

describe(`setting a database aside (${dialect})`, () => {
  it('leaves it empty for a restore (SQLite: the file kept aside)', async () => {
    const where = await setAsideDatabase(test.url, 'before_rollback_1')
    const db = createDb(test.url)
    try {
      const tables = async (schema: string) =>
        dialect === 'sqlite'
          ? (await sql<{ name: string }>`select name from sqlite_master where type = 'table'`.execute(db.db)).rows
          : (
              await sql<{
                name: string
              }>`select table_name as name from information_schema.tables where table_schema = ${schema}`.execute(db.db)
            ).rows
      expect(await tables('public')).toEqual([])
      await migrateToLatest(db.db)
      expect((await tables('public')).map((t) => t.name)).not.toContain('from_a_later_version')
      if (dialect === 'sqlite') {
        const file = `${test.url.slice(5)}.before_rollback_1`
        expect(where).toBe(`kept in ${file}`)
        expect(existsSync(file)).toBe(true)
        const aside = createDb(`file:${file}`)
        expect((await sql`select words from from_a_later_version`.execute(aside.db)).rows).toEqual([{ words: 'kept' }])
        await aside.close()
      } else expect(where).toBe('dropped')
    } finally {
      await db.close()
    }
  })

  it('refuses a suffix that is not a plain name', async () => {
    await expect(setAsideDatabase(test.url, 'x; drop table users')).rejects.toThrow(/suffix/)
  })
})
