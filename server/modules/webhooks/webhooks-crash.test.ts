import { spawn, type ChildProcess } from 'node:child_process'

import { afterAll, describe, expect, it } from 'vitest'

import { createOutbound } from '../../lib/outbound.ts'
import { createTestDb, type TestDb } from '../../test/harness.ts'
import { waitFor } from '../../test/private-services.ts'
import { startReceiver } from '../../test/webhook-receiver.ts'
import { createWebhooksService } from './webhooks.service.ts'

const MASTER_KEY = 'a-master-key-for-the-webhook-crash-test-0123456789'

const service = (db: TestDb) =>
  createWebhooksService({
    db: db.db,
    masterKey: async () => MASTER_KEY,
    outbound: createOutbound({ allowPrivate: true }),
    settings: { timeoutMs: 5000, maxAttempts: 3, retryBaseMs: 100, disableAfter: 10 },
    log: { info: () => {}, warn: () => {}, error: () => {} },
    version: 'test',
  })

describe('webhooks: a sender killed with SIGKILL in the middle of an attempt', () => {
  const children: ChildProcess[] = []
  let db: TestDb | undefined
  let receiver: Awaited<ReturnType<typeof startReceiver>> | undefined
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
    await receiver?.close()
    await db?.destroy()
  })

  it('leaves its claim to run out; another sender makes the attempt again with the same webhook-id', async () => {
    db = await createTestDb()
    // The first request is held unanswered while its sender is killed; the next is answered.
    receiver = await startReceiver((n) => (n === 1 ? 'hang' : 200))
    const here = service(db)
    const hook = await here.create({ url: receiver.url, events: ['post.published'] })
    const { delivery_id } = await here.test(hook.id)

    const child = spawn(process.execPath, ['server/test/webhook-sender-child.ts'], {
      env: { ...process.env, DATABASE_URL: db.url, MASTER_KEY },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    children.push(child)
    let output = ''
    child.stdout!.on('data', (d) => (output += d))
    child.stderr!.on('data', (d) => (output += d))
    await waitFor(async () => receiver!.received.length === 1 || child.exitCode !== null, 60_000)
    expect(child.exitCode, output).toBeNull()
    child.kill('SIGKILL')
    await new Promise((r) => child.once('exit', r))

    const row = () =>
      db!.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', delivery_id).executeTakeFirstOrThrow()
    expect(await row()).toMatchObject({ status: 'pending', attempts: 1 })
    expect((await row()).lease_until).not.toBeNull()

    here.start()
    try {
      await waitFor(async () => (await row()).status !== 'pending', 20_000)
      expect(await row()).toMatchObject({ status: 'succeeded', attempts: 2, response_code: 200 })
      const ids = receiver.received.map((r) => r.headers['webhook-id'])
      expect(ids).toEqual([(await row()).message_id, (await row()).message_id])
    } finally {
      await here.stop()
    }
  })
})
