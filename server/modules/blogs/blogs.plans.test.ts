import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { postTotals } from '../../db/site-totals.ts'
import { createPost } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { listPageIds, type PostFilter } from './blogs.repository.ts'

// Query plans of the public lists (issue 9, 10,000 posts): a page's order comes off an index,
// never from sorting every post; the dashboard's totals come off an index, never from the posts'
// rows. The planners are told to avoid sorts and table scans (bitmap scans too: they read the
// rows), so a plan still holding a sort means no index can give that order (as with
// `published_at DESC NULLS LAST` on PostgreSQL, whose index keeps NULLs first in DESC order).
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await createPost(t.app, { featured: true })
  await createPost(t.app, {})
})
afterAll(() => t.close())

const planOf = async (query: { compile: () => { sql: string; parameters: readonly unknown[] } }) => {
  const { db } = t.db
  const { sql: text, parameters } = query.compile()
  if (t.db.dialect === 'postgres')
    return db.transaction().execute(async (trx) => {
      await sql`set local enable_sort = off`.execute(trx)
      await sql`set local enable_seqscan = off`.execute(trx)
      await sql`set local enable_bitmapscan = off`.execute(trx)
      const { rows } = await sql
        .raw<{ 'QUERY PLAN': string }>(
          `explain ${text.replace(/\$(\d+)/g, (_, i) => literal(parameters[Number(i) - 1]))}`,
        )
        .execute(trx)
      return rows.map((r) => r['QUERY PLAN']).join('\n')
    })
  let next = 0
  const { rows } = await sql
    .raw<{ detail: string }>(`explain query plan ${text.replace(/\?/g, () => literal(parameters[next++]))}`)
    .execute(db)
  return rows.map((r) => r.detail).join('\n')
}
const literal = (v: unknown) => (typeof v === 'number' ? String(v) : `'${String(v).replace(/'/g, "''")}'`)

describe('public list plans', () => {
  for (const [name, f] of [
    ['featured first, then newest (API default)', {}],
    ['newest first (the /blogs page)', { sort: 'newest' }],
  ] as [string, PostFilter][])
    it(`${name}: read in index order, no sort`, async () => {
      const plan = await planOf(listPageIds(t.db.db, f, 20, 10))
      expect(plan).toMatch(/blog_posts_(list|newest)_idx/)
      expect(plan).not.toMatch(/\bSort\b|TEMP B-TREE FOR ORDER BY/)
    })
})

describe('admin dashboard plans', () => {
  it('the post totals are read from a covering index, not from the posts', async () => {
    const plan = await planOf(postTotals(t.db.db, new Date().toISOString()))
    expect(plan).toMatch(/(COVERING INDEX|Index Only Scan using) blog_posts_totals_idx/)
  })
})
