import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createUser } from '../../test/factories.ts'
import { RETENTION_JOB } from './retention.ts'

const DAY = 86_400_000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const day = (offsetDays: number) => iso(offsetDays * DAY).slice(0, 10)

describe('retention job', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('is registered with the scheduler and runs on its first tick', async () => {
    await expect
      .poll(async () => {
        const run = await t.db.db
          .selectFrom('job_runs')
          .selectAll()
          .where('name', '=', RETENTION_JOB)
          .executeTakeFirst()
        return run && { ran: run.last_run_at !== null, error: run.last_error }
      })
      .toEqual({ ran: true, error: null })
  })

  it('deletes expired refresh tokens and old view de-duplication rows, and keeps live ones', async () => {
    const { db } = t.db
    const { user } = await createUser(t.app)
    const token = (hash: string, expiresIn: number) => ({
      user_id: user.id,
      family_id: hash,
      token_hash: hash,
      expires_at: iso(expiresIn),
      used_at: null,
      revoked_at: null,
      created_at: iso(-DAY),
      user_agent: null,
      ip: null,
    })
    await db
      .insertInto('refresh_tokens')
      .values([token('expired-long-ago', -30 * DAY), token('expired-just-now', -1000), token('live', 7 * DAY)])
      .execute()
    const mark = (d: string, visitor: string) => ({
      content_type: 'post',
      content_id: 1,
      day: d,
      visitor_hash: visitor,
    })
    await db
      .insertInto('view_visitors')
      .values([mark(day(-40), 'a'), mark(day(-2), 'b'), mark(day(-1), 'c'), mark(day(0), 'd')])
      .execute()

    // Webhook deliveries: ended ones older than 30 days go; pending ones stay, however old.
    const hook = await db
      .insertInto('webhooks')
      .values({
        url: 'https://example.com/hook',
        events: '["post.published"]',
        description: '',
        secret_sealed: 'v1.x.y.z',
        // Off: the sender leaves its pending delivery alone.
        enabled: 0,
        disabled_reason: null,
        consecutive_failures: 0,
        created_at: iso(-40 * DAY),
        updated_at: iso(-40 * DAY),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const delivery = (id: string, status: 'pending' | 'succeeded' | 'failed', age: number) => ({
      webhook_id: hook.id,
      message_id: id,
      type: 'post.published',
      event_key: null,
      payload: '{}',
      status,
      attempts: 1,
      created_at: iso(-age),
      next_attempt_at: status === 'pending' ? iso(0) : null,
    })
    await db
      .insertInto('webhook_deliveries')
      .values([
        delivery('old-ok', 'succeeded', 31 * DAY),
        delivery('old-failed', 'failed', 40 * DAY),
        delivery('old-pending', 'pending', 40 * DAY),
        delivery('recent-ok', 'succeeded', 29 * DAY),
      ])
      .execute()

    // The job as the site registered it (its daily run claimed through the scheduler is above).
    expect(await jobNamed(t).run()).toEqual({ refresh_tokens: 2, view_visitors: 2, webhook_deliveries: 2 })
    const kept = await db.selectFrom('webhook_deliveries').select('message_id').orderBy('message_id').execute()
    expect(kept.map((r) => r.message_id)).toEqual(['old-pending', 'recent-ok'])

    const tokens = await db.selectFrom('refresh_tokens').select('token_hash').where('user_id', '=', user.id).execute()
    const hashes = tokens.map((r) => r.token_hash)
    // The session createUser opened is live too.
    expect(hashes).toContain('live')
    expect(hashes).not.toContain('expired-long-ago')
    expect(hashes).not.toContain('expired-just-now')
    const marks = await db.selectFrom('view_visitors').select('visitor_hash').orderBy('visitor_hash').execute()
    expect(marks.map((r) => r.visitor_hash)).toEqual(['c', 'd'])
    // Claimed once a day: not due again after its first run.
    expect(await t.app.scheduler.runDue(jobNamed(t))).toBe(false)
  })
})

/** The retention job as the app registered it. */
const jobNamed = (t: TestApp) => {
  const job = t.app.scheduler.jobs().find((j) => j.name === RETENTION_JOB)
  if (!job) throw new Error('retention job not registered')
  return job
}
