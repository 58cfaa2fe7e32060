import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { createUploadStore } from '../../lib/upload-store.ts'
import { postInput } from '../../test/factories.ts'
import { createTestApp, createTestDb, type TestApp } from '../../test/harness.ts'
import { createBackup, restoreBackup } from '../backup/backup.service.ts'

const scratch = mkdtempSync(join(tmpdir(), 'folio-newsletter-backup-'))
const TABLES = ['newsletter_subscribers', 'newsletter_posts', 'newsletter_deliveries'] as const

describe('backup and restore carry subscribers and the send queue', () => {
  const apps: TestApp[] = []
  afterAll(async () => {
    for (const a of apps) await a.close()
    rmSync(scratch, { recursive: true, force: true })
  })

  it('every subscriber, recorded post and delivery comes back as it was', async () => {
    const source = await createTestApp({ env: { UPLOADS_DIR: join(scratch, 'a'), LINK_CHECK_INTERVAL_HOURS: '0' } })
    apps.push(source)
    const { newsletter } = source.app.services
    await newsletter.importCsv('email,name,consent\nkeep@example.test,"Keep, Me",yes\nwait@example.test,,no\n')
    await newsletter.subscribe({ email: 'later@example.test', name: null })
    const post = await source.app.services.blogs.create(postInput())
    // A queued delivery, as a publish with SMTP_URL leaves it.
    const sub = await source.app.db.db
      .selectFrom('newsletter_subscribers')
      .select('id')
      .where('email_key', '=', 'keep@example.test')
      .executeTakeFirstOrThrow()
    await source.app.db.db
      .insertInto('newsletter_deliveries')
      .values({
        post_id: post.id,
        subscriber_id: sub.id,
        status: 'queued',
        priority: 1,
        source: 'post',
        next_attempt_at: post.created_at,
        created_at: post.created_at,
      })
      .execute()
    await newsletter.queueGonePublic()
    const read = async (app: TestApp) => {
      const out: Record<string, unknown[]> = {}
      for (const t of TABLES)
        out[t] = await app.app.db.db
          .selectFrom(t)
          .selectAll()
          .orderBy(t === 'newsletter_posts' ? 'post_id' : 'id')
          .execute()
      return out
    }
    const before = await read(source)
    expect(before.newsletter_subscribers).toHaveLength(3)
    expect(before.newsletter_deliveries).toHaveLength(1)
    expect(before.newsletter_posts).toHaveLength(1)

    const file = join(scratch, 'backup.tar.gz')
    await createBackup(
      { db: source.app.db, databaseUrl: source.app.config.DATABASE_URL, uploads: source.app.services.uploads.store },
      file,
    )
    const db = await createTestDb()
    const store = { UPLOADS_DIR: join(scratch, 'b') }
    await restoreBackup({ db, databaseUrl: db.url, uploads: createUploadStore(store) }, file)
    const restored = await createTestApp({ db, env: { ...store, LINK_CHECK_INTERVAL_HOURS: '0' } })
    apps.push(restored)
    expect(await read(restored)).toEqual(before)
  })
})
