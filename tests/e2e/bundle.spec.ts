import { gzipSync } from 'node:zlib'

import { describe, expect, test } from 'vitest'

import { launchBrowser } from './support/browser.ts'
import { baseUrl } from './support/browser.ts'

const BUDGET = 150_000 // bytes of gzip, everything the home page runs on first load

describe('JavaScript budget', () => {
  test('the home page loads at most 150 KB of gzipped JavaScript, and no admin code', async () => {
    const browser = await launchBrowser()
    const page = await browser.newPage()
    const scripts: Promise<{ url: string; gzip: number; text: string }>[] = []
    page.on('response', (r) => {
      if (r.request().resourceType() === 'script') {
        scripts.push(
          r.body().then((b) => ({ url: r.url(), gzip: gzipSync(b, { level: 9 }).length, text: b.toString('utf8') })),
        )
      }
    })
    await page.goto(`${baseUrl()}/`, { waitUntil: 'networkidle' })
    const loaded = await Promise.all(scripts)
    await browser.close()

    const total = loaded.reduce((n, s) => n + s.gzip, 0)
    const table = loaded.map((s) => `${String(s.gzip).padStart(7)}  ${new URL(s.url).pathname}`).join('\n')
    console.info(`home page JavaScript: ${(total / 1024).toFixed(1)} KB gzip in ${loaded.length} files\n${table}`)
    expect(total, table).toBeLessThanOrEqual(BUDGET)
    expect(loaded.length).toBeGreaterThan(0)

    for (const s of loaded) {
      expect(new URL(s.url).pathname).not.toMatch(/admin/i)
      expect(s.text).not.toMatch(/routes\/admin/)
    }
  })
})
