// npm run db:reset — put the bundled sample content back: deletes all content, messages, likes,
// views and the site profile, keeps users (so the owner can still sign in), then seeds again.
import { ConfigError, loadConfig } from '../server/config.ts'
import { createDb } from '../server/db/create-db.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { resetContent } from '../server/db/sample-content/seed.ts'

const main = async () => {
  const config = loadConfig()
  const db = createDb(config.DATABASE_URL)
  try {
    await migrateToLatest(db.db)
    await resetContent(db)
    const where = db.dialect === 'sqlite' ? config.DATABASE_URL : 'the PostgreSQL database'
    console.log(
      `Content reset: sample projects, certificates, posts, testimonials and site profile restored in ${where}.`,
    )
  } finally {
    await db.close()
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof ConfigError ? err.message : err)
  process.exit(1)
})
