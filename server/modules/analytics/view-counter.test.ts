import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { createDb } from '../../db/create-db.ts'
import { ContentEvents } from '../../lib/events.ts'
import { ViewCounter } from './view-counter.ts'

const dir = mkdtempSync(join(tmpdir(), 'folio-views-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('ViewCounter', () => {
  it('logs a batch it could not write, and keeps counting afterwards', async () => {
    // A database without its tables: every write of a batch fails.
    const db = createDb(`file:${join(dir, 'empty.db')}`)
    const logged: { obj: unknown; msg: string }[] = []
    const log = { error: (obj: unknown, msg: string) => logged.push({ obj, msg }) }
    const views = new ViewCounter(db.db, new ContentEvents(), { log: log as never, intervalMs: 60_000 })
    try {
      views.record('project', 1, { id: 'visitor-a', isBot: false })
      views.record('project', 1, { id: 'visitor-b', isBot: false })
      views.record('post', 2, { id: 'a-bot', isBot: true })
      await expect(views.flush()).resolves.toBeUndefined()
      expect(logged).toHaveLength(1)
      expect(logged[0]!.msg).toBe('view counter: a batch of views was lost')
      expect(logged[0]!.obj).toMatchObject({ views: 2, err: expect.any(Error) })

      // The next batch is tried (and reported) on its own.
      views.record('post', 2, { id: 'visitor-c', isBot: false })
      await views.flush()
      expect(logged).toHaveLength(2)
    } finally {
      await views.close()
      await db.close()
    }
  })
})
