// npm run admin -- create|reset-password|list: operator commands for administrator accounts,
// on the database named by DATABASE_URL (see server/modules/users/admin-cli.ts for the options).
import { createInterface } from 'node:readline'

import { ConfigError, loadConfig } from '../server/config.ts'
import { createDb } from '../server/db/create-db.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { runAdminCli } from '../server/modules/users/admin-cli.ts'

const firstLine = () =>
  new Promise<string>((resolve) => {
    const rl = createInterface({ input: process.stdin })
    let done = false
    const finish = (line: string) => {
      if (done) return
      done = true
      rl.close()
      resolve(line)
    }
    rl.once('line', finish)
    rl.once('close', () => finish(''))
  })

const main = async () => {
  const config = loadConfig()
  const db = createDb(config.DATABASE_URL)
  try {
    await migrateToLatest(db.db)
    return await runAdminCli(process.argv.slice(2), db.db, {
      out: (text) => process.stdout.write(text),
      err: (text) => process.stderr.write(text),
      readStdin: firstLine,
    })
  } finally {
    await db.close()
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof ConfigError ? `folio: ${err.message}` : err)
    process.exit(1)
  },
)
