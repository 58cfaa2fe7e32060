import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import * as tar from 'tar'
import { describe, expect, test } from 'vitest'

import { gotoAdmin, openAdminPage, toast } from './admin-fixtures.ts'
import { expectNoErrors, useBrowser } from './support/browser.ts'

describe('Settings: Download backup', () => {
  const browser = useBrowser()

  test('the owner downloads one archive of the site that holds the manifest, the tables and the uploads', async () => {
    const { page, errors, close } = await openAdminPage(browser())
    const dir = mkdtempSync(join(tmpdir(), 'folio-e2e-backup-'))
    try {
      await gotoAdmin(page, '/admin/settings', 'Settings')
      await page.getByText('Scheduled backups').waitFor()
      const download = page.waitForEvent('download')
      await page.getByRole('button', { name: 'Download backup' }).click()
      const file = await download
      expect(file.suggestedFilename()).toMatch(/^folio-\d{4}-\d{2}-\d{2}T.+\.tar\.gz$/)
      const saved = join(dir, file.suggestedFilename())
      await file.saveAs(saved)
      await toast(page, /^Backup downloaded: folio-/)

      const out = join(dir, 'x')
      mkdirSync(out)
      await tar.extract({ file: saved, cwd: out })
      const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as {
        format: string
        tables: Record<string, { rows: number }>
        entries: Record<string, { sha256: string }>
      }
      expect(manifest.format).toBe('folio-backup')
      expect(manifest.tables.projects?.rows).toBeGreaterThanOrEqual(8)
      expect(manifest.tables.users?.rows).toBeGreaterThanOrEqual(1)
      expect(Object.keys(manifest.entries)).toContain('tables/blog_posts.jsonl')
      expectNoErrors(errors)
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await close()
    }
  })
})
