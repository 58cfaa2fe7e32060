import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:https'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ensureBuild } from '../../../scripts/ensure-build.ts'
import { buildApp } from '../../app.ts'
import { createProject } from '../factories.ts'
import { createTestApp, type TestApp } from '../harness.ts'
import { freePort } from '../ports.ts'
import { waitFor } from '../private-services.ts'

// deploy/nginx.conf as shipped, in front of a real Folio: only ports and file paths are changed.
const dir = mkdtempSync(join(tmpdir(), 'folio-nginx-'))
let t: TestApp
let app: FastifyInstance
let nginx: ChildProcess
let httpPort = 0
let httpsPort = 0

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: httpsPort,
          path,
          method,
          headers: { host: 'example.com', ...headers },
          rejectUnauthorized: false,
        },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
        },
      )
      req.on('error', reject)
      req.end()
    },
  )

beforeAll(async () => {
  expect(ensureBuild('nginx test')).toBe(true)
  t = await createTestApp({ env: { TRUST_PROXY: '1', SITE_URL: 'https://example.com' } })
  app = await buildApp({ config: t.app.config, db: t.db, logger: false, web: 'production' })
  const appPort = Number(new URL(await app.listen({ port: 0, host: '127.0.0.1' })).port)
  ;[httpPort, httpsPort] = [await freePort(), await freePort()]

  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=example.com',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  )
  // nginx's workers run as an unprivileged user: let them reach the cache and temp folders.
  chmodSync(dir, 0o755)
  mkdirSync(join(dir, 'cache'), { mode: 0o777 })
  const site = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^\s*listen \[::\].*$/gm, '')
    .replace('listen 80;', `listen 127.0.0.1:${httpPort};`)
    .replace('listen 443 ssl http2;', `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace('server 127.0.0.1:3000;', `server 127.0.0.1:${appPort};`)
    .replace('/var/cache/nginx/folio', join(dir, 'cache'))
    .replace('/etc/letsencrypt/live/example.com/fullchain.pem', join(dir, 'cert.pem'))
    .replace('/etc/letsencrypt/live/example.com/privkey.pem', join(dir, 'key.pem'))
  writeFileSync(join(dir, 'folio.conf'), site)
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${join(dir, 'nginx.pid')};`,
      `error_log ${join(dir, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      `  access_log off; client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy;`,
      `  include ${join(dir, 'folio.conf')};`,
      '}',
    ].join('\n'),
  )
  execFileSync('nginx', ['-t', '-q', '-p', dir, '-c', join(dir, 'nginx.conf')])
  nginx = spawn('nginx', ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'ignore' })
  await waitFor(async () => (await get('/api/v1/health')).status === 200)
}, 600_000)

afterAll(async () => {
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((r) => nginx.once('exit', r))
    nginx.kill('SIGQUIT')
    await exited
  }
  await app?.close()
  await t?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('deploy/nginx.conf in front of Folio', () => {
  it('redirects HTTP to HTTPS and serves the site over TLS, compressed', async () => {
    const plain = await fetch(`http://127.0.0.1:${httpPort}/projects?x=1`, {
      headers: { host: 'example.com' },
      redirect: 'manual',
    })
    expect(plain.status).toBe(301)
    expect(plain.headers.get('location')).toMatch(/^https:\/\/[^/]+\/projects\?x=1$/)

    const home = await get('/', { 'accept-encoding': 'gzip' })
    expect(home.status).toBe(200)
    expect(home.headers['content-encoding']).toBe('gzip')
    expect(home.headers['strict-transport-security']).toBeTruthy()
  })

  it('caches /assets in nginx', async () => {
    const asset = readdirSync('build/client/assets').find((f) => f.endsWith('.js'))!
    const first = await get(`/assets/${asset}`)
    const second = await get(`/assets/${asset}`)
    expect(first.status).toBe(200)
    expect(second.status).toBe(200)
    expect(second.headers['x-cache-status']).toBe('HIT')
    expect(String(second.headers['cache-control'])).toContain('immutable')
  })

  it('with TRUST_PROXY=1 a client cannot choose its address with X-Forwarded-For', async () => {
    const project = await createProject(app)
    const statuses: number[] = []
    for (let i = 0; i < 31; i++) {
      const spoofed = { 'x-forwarded-for': `203.0.113.${i}`, 'content-length': '0' }
      statuses.push((await get(`/api/v1/projects/${project.id}/like`, spoofed, 'POST')).status)
    }
    // One real client (nginx saw 127.0.0.1 each time): the 31st like in a minute is refused.
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true)
    expect(statuses[30]).toBe(429)
  })
})
