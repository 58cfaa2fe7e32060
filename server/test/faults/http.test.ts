import { connect } from 'node:net'
import { Writable } from 'node:stream'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { buildApp } from '../../app.ts'
import { createTestApp, type TestApp } from '../harness.ts'

// Hostile HTTP on a real socket: bodies that never finish, chunk sizes that are not numbers.
let t: TestApp
let app: FastifyInstance
let port = 0
const logs: { level: number; msg: string }[] = []

beforeAll(async () => {
  // TRUST_PROXY: each client gets its own X-Forwarded-For address, so no rate limit interferes.
  t = await createTestApp({ env: { REQUEST_TIMEOUT_MS: '2000', TRUST_PROXY: 'true' } })
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) logs.push(JSON.parse(line))
      done()
    },
  })
  // Fastify takes pino options; the stream lets the test read what was logged.
  app = await buildApp({ config: t.app.config, db: t.db, logger: { level: 'info', stream } as { level: string } })
  port = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port)
})
afterAll(async () => {
  await app.close()
  await t.close()
})

/** Writes `parts` `gapMs` apart on one connection; resolves with all it got back once closed. */
const rawRequest = (parts: string[], gapMs: number) =>
  new Promise<{ text: string; ms: number }>((resolve) => {
    const t0 = performance.now()
    const socket = connect(port, '127.0.0.1')
    let text = ''
    const timers = parts.map((p, i) => setTimeout(() => socket.writable && socket.write(p), i * gapMs))
    socket.on('data', (d) => (text += d))
    socket.on('error', () => {})
    socket.on('close', () => {
      timers.forEach(clearTimeout)
      resolve({ text, ms: performance.now() - t0 })
    })
  })

const bodyOf = (text: string) => JSON.parse(text.slice(text.indexOf('\r\n\r\n') + 4)) as unknown

describe('slow and malformed request bodies', () => {
  it('closes bodies that trickle in with 408 once REQUEST_TIMEOUT_MS has passed', { timeout: 30_000 }, async () => {
    const head = (i: number) =>
      `POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 10.7.0.${i}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\n`
    // 100 clients each sending one byte every 200 ms, forever.
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => rawRequest([head(i), ...Array.from({ length: 100 }, () => 'a')], 200)),
    )
    for (const r of results) {
      expect(r.text).toMatch(/^HTTP\/1\.1 408 /)
      expect(bodyOf(r.text)).toEqual({ detail: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' })
    }
    const slowest = Math.max(...results.map((r) => r.ms))
    expect(slowest).toBeLessThan(2000 + 1500)
    console.info(
      `[faults] slow bodies: 100 of 100 closed with 408, the last after ${Math.round(slowest)} ms (timeout 2000 ms)`,
    )
  })

  it('answers a bad chunk size with 400 in the API error shape, logging no error', async () => {
    const before = logs.length
    for (const [i, url] of ['/api/v1/projects/1/like', '/api/v1/auth/login', '/api/v1/contact'].entries()) {
      const head = `POST ${url} HTTP/1.1\r\nHost: x\r\nX-Forwarded-For: 10.8.0.${i}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n`
      // A first good chunk (the route has started), then a chunk size that is not hexadecimal.
      const res = await rawRequest([head + '2\r\n{"\r\n', 'zz\r\nabc\r\n0\r\n\r\n'], 200)
      expect(res.text).toMatch(/^HTTP\/1\.1 400 /)
      expect(bodyOf(res.text)).toEqual({ detail: 'The request could not be understood', code: 'BAD_REQUEST' })
    }
    const serious = logs.slice(before).filter((l) => l.level >= 40)
    expect(serious).toEqual([])
    // The server is fine afterwards.
    expect((await fetch(`http://127.0.0.1:${port}/api/v1/health`)).status).toBe(200)
  })
})
