import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { afterAll, describe, expect, it } from 'vitest'

import { extractToc } from '../../core/toc.ts'
import { createBackup, restoreBackup } from '../modules/backup/backup.service.ts'
import { createPost } from '../test/factories.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'
import { runMaintenance } from './maintenance.ts'

const scratch = mkdtempSync(join(tmpdir(), 'folio-maintenance-test-'))
const apps: TestApp[] = []
afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()))
  rmSync(scratch, { recursive: true, force: true })
})
const newApp = async () => {
  const t = await createTestApp()
  apps.push(t)
  return t
}
const targetOf = (t: TestApp) => ({
  db: t.app.db,
  databaseUrl: t.app.config.DATABASE_URL,
  uploads: t.app.services.uploads.store,
})

describe('frozen migrations', () => {
  it('import nothing but Kysely and their own folder', () => {
    const dir = new URL('./migrations/', import.meta.url).pathname
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const sources = [...readFileSync(join(dir, file), 'utf8').matchAll(/\bfrom\s+'([^']+)'|import\(\s*'([^']+)'/g)]
      for (const m of sources) expect(m[1] ?? m[2], file).toMatch(/^(kysely(\/.*)?|\.\/[^/]+)$/)
    }
  })
})

describe('maintenance steps', () => {
  it('run once on a database and are recorded', async () => {
    const t = await newApp()
    const names = (await t.db.db.selectFrom('maintenance_runs').select('name').execute()).map((r) => r.name)
    expect(names).toContain('2026-11-23-heading-anchors')
    expect(await runMaintenance(t.db.db)).toEqual([])
  })

  it("run on the rows of a restored archive made before them: its posts are rendered by today's code", async () => {
    const source = await newApp()
    const post = await createPost(source.app, { title: 'Old post', content_markdown: '## One\n\ntext\n\n### Two' })
    // As a site made before heading anchors and before maintenance steps existed stored it.
    await source.db.db
      .updateTable('blog_posts')
      .set({ content: '<h2>One</h2>\n<p>text</p>\n<h3>Two</h3>' })
      .where('id', '=', post.id)
      .execute()
    await source.db.db.deleteFrom('maintenance_runs').execute()
    const file = join(scratch, 'older.tar.gz')
    await createBackup(targetOf(source), file)

    const target = await newApp()
    await restoreBackup(targetOf(target), file, { force: true })
    const row = await target.db.db
      .selectFrom('blog_posts')
      .select('content')
      .where('slug', '=', post.slug)
      .executeTakeFirstOrThrow()
    expect(extractToc(row.content).map((e) => e.id)).toEqual(['one', 'two'])
    const names = (await target.db.db.selectFrom('maintenance_runs').select('name').execute()).map((r) => r.name)
    expect(names).toContain('2026-11-23-heading-anchors')
  })
})
