// npm run restore -- FILE [--force]: put a backup back into the database DATABASE_URL names
// (SQLite or PostgreSQL, whichever made the archive) and into the uploads store (UPLOADS_DIR
// or S3_BUCKET). Every entry checked against the manifest as it is read, then all or nothing,
// uploads included; a database that holds anything is refused unless --force.
// Stop the server first: it keeps caches of what the restore replaces.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { ConfigError, loadConfig } from '../server/config.ts'
import { createDb } from '../server/db/create-db.ts'
import { restoreBackup } from '../server/modules/backup/backup.service.ts'
import { createUploadStore } from '../server/lib/upload-store.ts'

const main = async () => {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  })
  const file = positionals[0]
  if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- FILE [--force]')
  const config = loadConfig()
  const db = createDb(config.DATABASE_URL)
  try {
    const { manifest, rows, uploads } = await restoreBackup(
      { db, databaseUrl: config.DATABASE_URL, uploads: createUploadStore(config) },
      resolve(file),
      { force: values.force },
    )
    const total = Object.values(rows).reduce((n, r) => n + r, 0)
    const where = db.dialect === 'sqlite' ? config.DATABASE_URL : 'the PostgreSQL database'
    console.log(
      `Restored ${resolve(file)} (made ${manifest.created_at} on ${manifest.engine}, Folio ${manifest.app_version}) into ${where}:`,
    )
    for (const [table, n] of Object.entries(rows)) if (n) console.log(`  ${table}: ${n} rows`)
    console.log(`  ${total} rows, ${uploads} uploads`)
  } finally {
    await db.close()
  }
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err)
  // One line, whatever the error (a database's can span several).
  console.error(`Restore failed: ${message.replace(/\s*\n\s*/g, ' ')}`)
  process.exit(1)
})
