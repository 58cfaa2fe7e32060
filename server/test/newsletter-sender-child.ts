// A newsletter sender in its own process, for the kill -9 test (newsletter-crash.test.ts): the
// real service and send loop on DATABASE_URL through SMTP_URL, with a short lease so that a
// killed sender's claim runs out quickly. Prints "ready" once sending.
import { createDb } from '../db/create-db.ts'
import { createNewsletterService } from '../modules/newsletter/newsletter.service.ts'

const db = createDb(process.env.DATABASE_URL!)
const log = {
  info: () => {},
  warn: () => {},
  error: (obj: object, msg: string) => console.error(msg, obj),
}
const newsletter = createNewsletterService({
  db: db.db,
  siteUrl: 'http://folio.test',
  smtpUrl: process.env.SMTP_URL,
  ratePerMinute: null,
  burstPerMinute: 30,
  siteName: async () => 'Folio',
  log,
  leaseMs: 1500,
  pollMs: 100,
})
newsletter.start()
console.log('ready')
