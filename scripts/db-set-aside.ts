// node scripts/db-set-aside.ts SUFFIX: empties the database DATABASE_URL names by moving its
// contents aside (server/db/set-aside.ts), before a backup is restored into it by an earlier
// version. `./folio upgrade` and `./folio rollback` run it; stop the server first.
import { ConfigError, loadConfig } from '../server/config.ts'
import { setAsideDatabase } from '../server/db/set-aside.ts'

const main = async () => {
  const suffix = process.argv[2]
  if (!suffix) throw new Error('Usage: node scripts/db-set-aside.ts SUFFIX')
  const where = await setAsideDatabase(loadConfig().DATABASE_URL, suffix)
  console.log(`The database's previous contents are kept in ${where}`)
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err)
  console.error(`Setting the database aside failed: ${message.replace(/\s*\n\s*/g, ' ')}`)
  process.exit(1)
})
