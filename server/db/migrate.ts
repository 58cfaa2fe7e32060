import { readdir } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'

import type { Kysely } from 'kysely'
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration'

import { runMaintenance } from './maintenance.ts'
import type { Database } from './schema.ts'

const dir = fileURLToPath(new URL('./migrations/', import.meta.url))

/**
 * Migrations are the files in db/migrations, applied in name order. A migration's name is its
 * file's without the extension: `.ts` here, `.js` in the compiled server (build/node, ADR 016).
 */
class FolderMigrationProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await readdir(dir)).filter((f) => /^\d{4}-\d{2}-\d{2}-\d{4}-.+\.[jt]s$/.test(f)).sort()
    const out: Record<string, Migration> = {}
    for (const f of files)
      out[f.replace(/\.[jt]s$/, '')] = (await import(/* @vite-ignore */ `./migrations/${f}`)) as Migration
    return out
  }
}

/**
 * The schema migrations, then the maintenance steps the data has not had (maintenance.ts).
 * Migrations see the schema they build, not ours: Kysely<any> (STYLE.md).
 */
export const migrateToLatest = async (db: Kysely<any>) => {
  // Each engineer's migrations have their own name range (search 1000…, 2FA 1100…): a database
  // that already ran a later range must still take an earlier one added since.
  const migrator = new Migrator({ db, provider: new FolderMigrationProvider(), allowUnorderedMigrations: true })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
  await runMaintenance(db as Kysely<Database>)
  return results?.map((r) => r.migrationName) ?? []
}
