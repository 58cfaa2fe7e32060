import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestDb, type TestDb } from '../test/harness.ts'
import { isUniqueViolation } from './errors.ts'

let t: TestDb
beforeAll(async () => {
  t = await createTestDb()
})
afterAll(async () => {
  await t?.destroy()
})

const failure = async (run: () => Promise<unknown>) => {
  try {
    await run()
  } catch (err) {
    return err
  }
  throw new Error('the statement succeeded')
}

const site = (id: number) => t.db.insertInto('site_profile').values({ id, data: '{}', updated_at: '2026-01-01' })

describe('isUniqueViolation', () => {
  it('is true for a duplicate key, on the engine under test', async () => {
    await site(7).execute()
    expect(isUniqueViolation(await failure(() => site(7).execute()))).toBe(true)
  })

  it('is false for other database errors and for non-errors', async () => {
    const missingColumn = await failure(() =>
      t.db
        .selectFrom('site_profile')
        .select('nope' as 'id')
        .execute(),
    )
    expect(isUniqueViolation(missingColumn)).toBe(false)
    expect(isUniqueViolation(new Error('duplicate key value violates unique constraint'))).toBe(false)
    expect(isUniqueViolation(undefined)).toBe(false)
    expect(isUniqueViolation('UNIQUE constraint failed')).toBe(false)
  })
})
