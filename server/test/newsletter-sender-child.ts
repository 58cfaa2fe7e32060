// A newsletter sender in its own process, for the kill -9 test (newsletter-crash.test.ts) and
// `npm run bench -- --newsletter`: the real service and send loop on DATABASE_URL through
// SMTP_URL, under the server's memory settings (MEMORY_LIMIT_MB, default 192), with a short
// lease so that a killed sender's claim runs out quickly. Prints "ready" once sending.
import { applyMemoryLimit } from '../memory.ts'

applyMemoryLimit(Number(process.env.MEMORY_LIMIT_MB ?? 192))
const [{ createDb }, { createNewsletterService }] = await Promise.all([
  import('../db/create-db.ts'),
  import('../modules/newsletter/newsletter.service.ts'),
])

const db = createDb(process.env.DATABASE_URL!)
const newsletter = createNewsletterService({
  db: db.db,
  siteUrl: 'http://folio.test',
  smtpUrl: process.env.SMTP_URL,
  ratePerMinute: null,
  burstPerMinute: 30,
  siteName: async () => 'Folio',
  log: { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) },
  leaseMs: 1500,
  pollMs: 100,
})
newsletter.start()
console.log('ready')
