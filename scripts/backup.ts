// npm run backup -- [--out FILE]: the whole site (every table, every upload) as one .tar.gz,
// taken from one consistent snapshot while the server keeps running (API.md "Backup").
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { ConfigError, loadConfig } from '../server/config.ts'
import { createDb } from '../server/db/create-db.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { backupFileName, createBackup } from '../server/modules/backup/backup.service.ts'
import { createUploadStore } from '../server/lib/upload-store.ts'

const main = async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const config = loadConfig()
  const out = resolve(values.out ?? join(config.BACKUP_DIR ?? join(config.dataDir, 'backups'), backupFileName()))
  const db = createDb(config.DATABASE_URL)
  try {
    await migrateToLatest(db.db)
    const manifest = await createBackup(
      { db, databaseUrl: config.DATABASE_URL, uploads: createUploadStore(config) },
      out,
    )
    const rows = Object.values(manifest.tables).reduce((n, t) => n + t.rows, 0)
    console.log(
      `Backup written: ${out} (${db.dialect}, ${Object.keys(manifest.tables).length} tables, ${rows} rows, ${manifest.uploads.files} uploads)`,
    )
  } finally {
    await db.close()
  }
}

main().catch((err: unknown) => {
  const message = err instanceof ConfigError || err instanceof Error ? err.message : String(err)
  // One line, whatever the error (a database's can span several).
  console.error(`Backup failed: ${message.replace(/\s*\n\s*/g, ' ')}`)
  process.exit(1)
})
