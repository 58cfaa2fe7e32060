// npm run migrate: the migrations and maintenance steps the database DATABASE_URL names has not
// had yet — what `npm start` runs first; `./folio upgrade` runs it before the server starts.
import { ConfigError, loadConfig } from '../server/config.ts'
import { createDb } from '../server/db/create-db.ts'
import { migrateToLatest } from '../server/db/migrate.ts'

const main = async () => {
  const config = loadConfig()
  const db = createDb(config.DATABASE_URL)
  try {
    const applied = await migrateToLatest(db.db)
    console.log(applied.length ? `Migrated (${applied.length}): ${applied.join(', ')}` : 'The database is up to date')
  } finally {
    await db.close()
  }
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err)
  console.error(`Migration failed: ${message.replace(/\s*\n\s*/g, ' ')}`)
  process.exit(1)
})
