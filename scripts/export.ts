// npm run export -- [--out DIR]: the public site as static files for any static host
// (API.md "Backup, restore and export"), rendered from the database DATABASE_URL names.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'

import { enableStaticRender } from '../app/lib/static-mode.ts'
import { buildApp } from '../server/app.ts'
import { ConfigError, loadConfig } from '../server/config.ts'
import { createDb } from '../server/db/create-db.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { exportSite } from '../server/web/export/export.ts'
import { ensureBuild } from './ensure-build.ts'

const main = async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } } })
  const out = resolve(values.out ?? 'dist/static')
  const config = loadConfig()
  if (!ensureBuild('export')) process.exit(1)
  const db = createDb(config.DATABASE_URL)
  try {
    await migrateToLatest(db.db)
    enableStaticRender()
    const app = await buildApp({ config, db, web: 'production', logger: { level: 'warn' } })
    try {
      const { pages, files } = await exportSite(app, { outDir: out })
      console.log(`Static site written: ${out} (${pages} pages, ${files} files rendered, assets copied)`)
    } finally {
      await app.close()
    }
  } finally {
    await db.close()
  }
}

main().catch((err: unknown) => {
  console.error(`Export failed: ${err instanceof ConfigError || err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
