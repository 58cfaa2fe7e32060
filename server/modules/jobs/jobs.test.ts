import { describe, expect, it } from 'vitest'

import { createTestDb } from '../../test/harness.ts'
import { claimRun } from './jobs.repository.ts'

describe('job_runs claims', () => {
  it('is claimed by exactly one of several instances asking at once', async () => {
    const db = await createTestDb()
    try {
      const now = new Date().toISOString()
      const due = new Date(Date.now() - 60_000).toISOString()
      const claims = await Promise.all(Array.from({ length: 8 }, () => claimRun(db.db, 'race', now, due)))
      expect(claims.filter(Boolean)).toHaveLength(1)
      // Not due again until its interval has passed.
      expect(await claimRun(db.db, 'race', new Date().toISOString(), due)).toBe(false)
    } finally {
      await db.destroy()
    }
  })
})
