import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { freePort } from '../../server/test/ports.ts'

// The real process as `npm start` runs it (on SQLite; the API suites cover PostgreSQL), on a port
// of its own: the journeys' servers (support/global-setup.ts) are not involved.
describe('the server process', () => {
  // `npm start` itself: builds the web app when needed, then serves site and API.
  it('starts with sample content, serves, and stops cleanly on SIGTERM', { timeout: 360_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-main-'))
    const port = await freePort()
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      env: { ...process.env, PORT: String(port), DATABASE_URL: `file:${join(dir, 'db.sqlite')}`, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    try {
      let total = -1
      for (let i = 0; i < 1200 && total < 0; i++) {
        try {
          total = ((await (await fetch(`http://127.0.0.1:${port}/api/v1/projects`)).json()) as { total: number }).total
        } catch {
          await new Promise((r) => setTimeout(r, 100))
        }
      }
      expect(total, output).toBe(8)
      const home = await fetch(`http://127.0.0.1:${port}/`)
      expect(home.status).toBe(200)
      expect(await home.text()).toContain('Alex Morgan')
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    } finally {
      child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('refuses a bad PORT with one line and exit code 1', async () => {
    const child = spawn(process.execPath, ['server/main.ts'], {
      env: { ...process.env, PORT: 'abc' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let err = ''
    child.stderr.on('data', (d) => (err += d))
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(err.trim()).toBe('folio: Invalid PORT: must be a port number')
  })
})
