// `npm run bench -- --newsletter [N]`: one post to N subscribers (default 10,000), unthrottled,
// through a local SMTP server that accepts everything. The sender runs in its own process (the
// real service and send loop, server/test/newsletter-sender-child.ts) on a temporary SQLite
// database; the figures are its rate (emails/s) and its peak RSS, sampled from /proc every
// 100 ms. Informational: it never fails on speed.
import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { SMTPServer } from 'smtp-server'

import { createDb } from '../server/db/create-db.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { ContentEvents } from '../server/lib/events.ts'
import { createBlogsService } from '../server/modules/blogs/blogs.service.ts'
import { createNewsletterService } from '../server/modules/newsletter/newsletter.service.ts'
import { postInput } from '../server/test/factories.ts'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}

const rssMb = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Number(m[1]) / 1024 : 0
}

export const runNewsletterBench = async () => {
  const n = Number(arg('--newsletter') ?? 10_000) || 10_000
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-newsletter-'))
  let accepted = 0
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        accepted++
        callback()
      })
      stream.resume()
    },
  })
  smtp.listen(0, '127.0.0.1')
  await once(smtp.server, 'listening')
  const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`
  const url = `file:${join(dir, 'bench.db')}`
  const db = createDb(url)
  try {
    await migrateToLatest(db.db)
    const newsletter = createNewsletterService({
      db: db.db,
      siteUrl: 'http://folio.test',
      smtpUrl,
      ratePerMinute: null,
      burstPerMinute: 30,
      siteName: async () => 'Folio',
      log: { info: () => {}, warn: () => {}, error: () => {} },
    })
    const csv = `email,consent\n${Array.from({ length: n }, (_, i) => `reader${i}@example.test,yes`).join('\n')}\n`
    let t0 = performance.now()
    await newsletter.importCsv(csv)
    console.log(`newsletter: ${n} subscribers imported in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    await createBlogsService({ db: db.db, events: new ContentEvents() }).create(postInput())
    t0 = performance.now()
    const { queued } = await newsletter.queueGonePublic()
    console.log(`newsletter: ${queued} deliveries queued in ${Math.round(performance.now() - t0)} ms`)

    const child = spawn(process.execPath, ['server/test/newsletter-sender-child.ts'], {
      env: { ...process.env, DATABASE_URL: url, SMTP_URL: smtpUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    await new Promise<void>((resolve) => child.stdout!.on('data', (d: Buffer) => d.includes('ready') && resolve()))
    const start = performance.now()
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(child.pid!))), 100)
    while (accepted < n) await new Promise((r) => setTimeout(r, 100))
    const seconds = (performance.now() - start) / 1000
    clearInterval(sampler)
    peak = Math.max(peak, rssMb(child.pid!))
    child.kill('SIGTERM')
    await once(child, 'exit')
    console.log(
      `newsletter: ${n} emails in ${seconds.toFixed(1)} s = ${Math.round(n / seconds)} emails/s unthrottled; ` +
        `sender peak RSS ${peak.toFixed(0)} MB (budget: MEMORY_LIMIT_MB 192)`,
    )
  } finally {
    await db.close()
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
    rmSync(dir, { recursive: true, force: true })
  }
}
