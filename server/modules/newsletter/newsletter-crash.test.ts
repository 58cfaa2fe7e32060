import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'

import { afterAll, describe, expect, it } from 'vitest'

import { createDb } from '../../db/create-db.ts'
import { ContentEvents } from '../../lib/events.ts'
import { postInput } from '../../test/factories.ts'
import { createTestDb, type TestDb } from '../../test/harness.ts'
import { waitFor } from '../../test/private-services.ts'
import { startSmtp, type TestSmtp } from '../../test/smtp.ts'
import { createBlogsService } from '../blogs/blogs.service.ts'
import { createNewsletterService } from './newsletter.service.ts'

const SUBSCRIBERS = 20
/** The message whose 250 the server holds back while the sender is killed. */
const HELD = 6

/** The real send loop in its own process (server/test/newsletter-sender-child.ts). */
const startSender = async (db: TestDb, smtp: TestSmtp) => {
  const child = spawn(process.execPath, ['server/test/newsletter-sender-child.ts'], {
    env: { ...process.env, DATABASE_URL: db.url, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (d) => (output += d))
  child.stderr!.on('data', (d) => (output += d))
  await waitFor(async () => output.includes('ready') || child.exitCode !== null, 60_000)
  expect(child.exitCode, output).toBeNull()
  return child
}

describe('newsletter: a sender killed with SIGKILL in the middle of sending', () => {
  const children: ChildProcess[] = []
  let db: TestDb | undefined
  let smtp: TestSmtp | undefined
  afterAll(async () => {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL')
    await smtp?.close()
    await db?.destroy()
  })

  it('is restarted, resumes by itself, and every subscriber has exactly one copy', async () => {
    let release: (() => void) | undefined
    const held = new Promise<void>((r) => (release = r))
    let accepted = 0
    smtp = await startSmtp({
      hold: async () => {
        if (++accepted === HELD) await held
      },
    })
    db = await createTestDb()
    // Queue the post in this process (its own sender never started), as a publish would.
    const newsletter = createNewsletterService({
      db: db.db,
      siteUrl: 'http://folio.test',
      smtpUrl: `smtp://127.0.0.1:${smtp.port}`,
      ratePerMinute: null,
      burstPerMinute: 30,
      siteName: async () => 'Folio',
      log: { info: () => {}, warn: () => {}, error: () => {} },
    })
    const emails = Array.from({ length: SUBSCRIBERS }, (_, i) => `crash${i}@example.test`)
    await newsletter.importCsv(`email,consent\n${emails.map((e) => `${e},yes`).join('\n')}\n`)
    const post = await createBlogsService({ db: db.db, events: new ContentEvents() }).create(postInput())
    expect((await newsletter.queueGonePublic()).queued).toBe(SUBSCRIBERS)

    const first = await startSender(db, smtp)
    children.push(first)
    // The held message's data arrived; its 250 has not left: kill the sender there.
    await waitFor(async () => smtp!.dataSeen() >= HELD, 60_000)
    const closedBefore = smtp.closedSessions()
    first.kill('SIGKILL')
    await once(first, 'exit')
    expect(first.signalCode).toBe('SIGKILL')
    // The server noticed the connection drop before it would have answered 250.
    await waitFor(async () => smtp!.closedSessions() > closedBefore)
    release!()
    const rows = () => db!.db.selectFrom('newsletter_deliveries').selectAll().where('post_id', '=', post.id).execute()
    const before = await rows()
    expect(before.filter((d) => d.status === 'sent').length).toBe(HELD - 1)
    expect(before.filter((d) => d.status === 'sending')).toHaveLength(1)

    children.push(await startSender(db, smtp))
    await waitFor(async () => (await rows()).every((d) => d.status === 'sent'), 60_000)
    const copies = smtp.received.filter((m) => m.mail.subject === post.title)
    expect(copies.map((m) => m.rcpt[0]).sort()).toEqual([...emails].sort())
    expect(new Set(copies.map((m) => m.mail.messageId)).size).toBe(SUBSCRIBERS)
    // The delivery that was in flight was tried twice; the others once.
    expect((await rows()).filter((d) => d.attempts === 2)).toHaveLength(1)
    await newsletter.stop()
  }, 150_000)

  it('two instances sending the same queue at once send each delivery once', async () => {
    const smtp2 = await startSmtp()
    const db2 = await createTestDb()
    const second = createDb(db2.url)
    const service = (on: typeof db2.db) =>
      createNewsletterService({
        db: on,
        siteUrl: 'http://folio.test',
        smtpUrl: `smtp://127.0.0.1:${smtp2.port}`,
        ratePerMinute: null,
        burstPerMinute: 30,
        siteName: async () => 'Folio',
        log: { info: () => {}, warn: () => {}, error: () => {} },
        pollMs: 50,
      })
    const a = service(db2.db)
    const b = service(second.db)
    try {
      const emails = Array.from({ length: 30 }, (_, i) => `twice${i}@example.test`)
      await a.importCsv(`email,consent\n${emails.map((e) => `${e},yes`).join('\n')}\n`)
      const post = await createBlogsService({ db: db2.db, events: new ContentEvents() }).create(postInput())
      expect((await a.queueGonePublic()).queued).toBe(30)
      a.start()
      b.start()
      await waitFor(async () => smtp2.received.length >= 30)
      await waitFor(async () =>
        (
          await db2.db.selectFrom('newsletter_deliveries').select('status').where('post_id', '=', post.id).execute()
        ).every((d) => d.status === 'sent'),
      )
      await Promise.all([a.stop(), b.stop()])
      expect(smtp2.received.map((m) => m.rcpt[0]).sort()).toEqual([...emails].sort())
    } finally {
      await Promise.all([a.stop(), b.stop()])
      await second.close()
      await smtp2.close()
      await db2.destroy()
    }
  }, 120_000)
})
