// node scripts/db-set-aside.ts SUFFIX DIR: empties the database DATABASE_URL names before a
// backup is restored into it by an earlier version (server/db/set-aside.ts): SQLite's file is
// renamed; PostgreSQL's contents are first written to DIR/SUFFIX.tar.gz (a backup archive, the
// uploads included), then dropped. `./folio upgrade` and `./folio rollback` run it; stop the
// server first.
import { join, resolve } from 'node:path'

import { ConfigError, loadConfig } from '../server/config.ts'
import { createDb } from '../server/db/create-db.ts'
import { setAsideDatabase } from '../server/db/set-aside.ts'
import { createUploadStore } from '../server/lib/upload-store.ts'
import { createBackup } from '../server/modules/backup/backup.service.ts'

const main = async () => {
  const [suffix, dir] = process.argv.slice(2)
  if (!suffix || !dir) throw new Error('Usage: node scripts/db-set-aside.ts SUFFIX DIR')
  const config = loadConfig()
  if (!config.DATABASE_URL.startsWith('file:')) {
    const db = createDb(config.DATABASE_URL)
    const out = resolve(join(dir, `${suffix}.tar.gz`))
    try {
      // As it is, whatever its migrations: no migrating before this backup.
      await createBackup({ db, databaseUrl: config.DATABASE_URL, uploads: createUploadStore(config) }, out)
    } finally {
      await db.close()
    }
    console.log(`The database's previous contents are archived in ${out}`)
  }
  const what = await setAsideDatabase(config.DATABASE_URL, suffix)
  console.log(`The database's previous contents: ${what}`)
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err)
  console.error(`Setting the database aside failed: ${message.replace(/\s*\n\s*/g, ' ')}`)
  process.exit(1)
})
