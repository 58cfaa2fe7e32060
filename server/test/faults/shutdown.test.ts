import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { describe, expect, it } from 'vitest'

import { freePort } from '../ports.ts'
import { sleep, waitFor } from '../private-services.ts'

// SIGTERM (systemd stop, a deploy): requests already in flight are answered, then the process exits.
describe('SIGTERM', () => {
  it('drains in-flight requests, refuses new connections, then exits 0', { timeout: 180_000 }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-sigterm-'))
    const port = await freePort()
    const child = spawn(process.execPath, ['scripts/start.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATABASE_URL: `file:${join(dir, 'db.sqlite')}`,
        UPLOADS_DIR: join(dir, 'uploads'),
        JWT_SECRET: 'sigterm-test-secret-that-is-long-enough-0123456789',
        LOG_LEVEL: 'warn',
        // Each in-flight client comes from its own address, past the login rate limit.
        TRUST_PROXY: 'true',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (d) => (output += d))
    child.stderr.on('data', (d) => (output += d))
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
    try {
      await waitFor(async () => (await fetch(`http://127.0.0.1:${port}/api/v1/health`)).ok, 170_000)
      expect(child.exitCode, output).toBeNull()

      // Five sign-ins whose bodies are half sent when the signal arrives.
      const body = 'username=someone%40example.com&password=not+the+password'
      const inflight = Array.from({ length: 5 }, (_, i) => {
        const socket = connect(port, '127.0.0.1')
        let answer = ''
        socket.on('data', (d) => (answer += d))
        socket.on('error', () => {})
        const closed = new Promise<string>((resolve) => socket.on('close', () => resolve(answer)))
        socket.write(
          `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 10.6.0.${i}\r\nConnection: close\r\n` +
            `Content-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
        )
        return { socket, closed }
      })
      await sleep(300)
      const t0 = performance.now()
      child.kill('SIGTERM')
      await sleep(500)
      // No new connections once shutting down.
      await expect(fetch(`http://127.0.0.1:${port}/api/v1/health`)).rejects.toThrow()
      for (const r of inflight) r.socket.write(body.slice(10))
      const answers = await Promise.all(inflight.map((r) => r.closed))
      for (const a of answers) {
        expect(a).toMatch(/^HTTP\/1\.1 401 /)
        expect(a).toContain('Incorrect email or password')
      }
      expect(await exited, output).toBe(0)
      console.info(
        `[faults] SIGTERM: ${answers.length} of ${inflight.length} in-flight requests answered, exit 0 after ${Math.round(performance.now() - t0)} ms`,
      )
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL')
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
