// npm run import -- FILE [--dry-run]: imports a Ghost, WordPress, Medium or Markdown export into
// the database DATABASE_URL names (uploads into UPLOADS_DIR or S3_BUCKET), migrating it first
// when needed (docs/api/import-export.md). Prints the report as JSON; on failure one line on
// stderr, a non-zero exit, and nothing changed.
import { copyFile } from 'node:fs/promises'
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

import pino from 'pino'

import { ConfigError, loadConfig } from '../server/config.ts'
import { createDb } from '../server/db/create-db.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { ContentEvents } from '../server/lib/events.ts'
import { createServices } from '../server/services.ts'

const main = async () => {
  const { values, positionals } = parseArgs({ options: { 'dry-run': { type: 'boolean' } }, allowPositionals: true })
  const file = positionals[0]
  if (!file || positionals.length > 1) throw new Error('Usage: npm run import -- FILE [--dry-run]')
  const config = loadConfig()
  const db = createDb(config.DATABASE_URL)
  const events = new ContentEvents()
  const services = createServices(db, config, events, pino({ level: 'silent' }))
  try {
    await migrateToLatest(db.db)
    const staged = await services.imports.stagingPath()
    await copyFile(resolve(file), staged)
    const { id } = await services.imports.enqueue(staged, values['dry-run'] === true)
    await services.imports.idle()
    await services.uploads.idle()
    const job = await services.imports.get(id)
    if (job?.status !== 'done') throw new Error(job?.error ?? 'The import did not finish.')
    console.log(JSON.stringify(job.report, null, 2))
  } finally {
    events.close()
    await services.redis?.quit()
    await db.close()
  }
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err)
  console.error(`Import failed: ${message.replace(/\s*\n\s*/g, ' ')}`)
  process.exit(1)
})
