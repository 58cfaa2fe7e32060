// Only the configuration and the memory settings are imported here: the server re-executes itself
// under MEMORY_LIMIT_MB's settings (server/memory.ts) before the rest is loaded.
import { ConfigError, loadConfig } from './config.ts'
import { applyMemoryLimit } from './memory.ts'

const start = async () => {
  let config
  try {
    config = loadConfig()
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(`folio: ${err.message}`)
      process.exit(1)
    }
    throw err
  }
  const dev = process.argv.includes('--dev')
  // The budget is for the production server: `npm run dev` runs Vite's dev server in this process.
  if (!dev) applyMemoryLimit(config.MEMORY_LIMIT_MB)
  const [{ buildApp }, { createDb }, { migrateToLatest }, { seedIfEmpty }, { bootstrapAdmin }, { compileHotRegExps }] =
    await Promise.all([
      import('./app.ts'),
      import('./db/create-db.ts'),
      import('./db/migrate.ts'),
      import('./db/sample-content/seed.ts'),
      import('./modules/users/admin-bootstrap.ts'),
      import('./plugins/http-delivery.ts'),
    ])
  // Before anything renders Markdown: V8 would compile them slower after (plugins/http-delivery.ts).
  compileHotRegExps()
  const db = createDb(config.DATABASE_URL)
  await migrateToLatest(db.db)
  if (config.SAMPLE_CONTENT) await seedIfEmpty(db)

  const app = await buildApp({ config, db, web: dev ? 'development' : 'production' })
  await bootstrapAdmin(app.services.users, config, app.log)
  // Uploads made before a variant width existed get it now (idempotent; logs what it made).
  // The bucket away at start: the site serves without it (uploads answer 503 until it is back).
  await app.services.uploads.backfill(app.log).catch((err: unknown) => {
    app.log.warn({ cause: (err as Error).message }, 'uploads: backfill skipped, the uploads store is unavailable')
  })

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => process.exit(1), 10_000).unref()
    try {
      await app.close()
      await db.close()
      clearTimeout(force)
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  try {
    await app.listen({ port: config.PORT, host: config.HOST })
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code
    console.error(
      code === 'EADDRINUSE'
        ? `folio: port ${config.PORT} is already in use; set PORT to another port`
        : `folio: could not listen on ${config.HOST}:${config.PORT}: ${(err as Error).message}`,
    )
    await db.close()
    process.exit(1)
  }
  app.log.info(`Folio is serving ${config.siteUrl}`)
}

start().catch((err: unknown) => {
  console.error(`folio: could not start: ${err instanceof Error ? err.message : String(err)}`)
  process.exit(1)
})
