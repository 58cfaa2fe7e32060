// The webhook sender in its own process, for the kill -9 test (webhooks-crash.test.ts): the real
// service and delivery loop on DATABASE_URL, reaching local endpoints, with a short lease so that
// a killed sender's claim runs out quickly. Prints "ready" once sending.
import { createDb } from '../db/create-db.ts'
import { createOutbound } from '../lib/outbound.ts'
import { createWebhooksService } from '../modules/webhooks/webhooks.service.ts'

const db = createDb(process.env.DATABASE_URL!)
const webhooks = createWebhooksService({
  db: db.db,
  masterKey: async () => process.env.MASTER_KEY!,
  outbound: createOutbound({ allowPrivate: true }),
  settings: { timeoutMs: 30_000, maxAttempts: 3, retryBaseMs: 100, disableAfter: 10, leaseMs: 1000 },
  log: { info: () => {}, warn: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) },
  version: 'test',
})
webhooks.start()
console.log('ready')
