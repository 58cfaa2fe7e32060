// `npm run bench`: requests/s and p99 latency of Folio's main pages and API against a bare
// node:http server returning the same bytes from memory, in the same run, on 127.0.0.1.
// Bounded in time (BENCH_SECONDS per target, default 5); never fails on speed.
import { fork, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import autocannon from 'autocannon'

import { ensureBuild } from '../scripts/ensure-build.ts'

const root = new URL('..', import.meta.url).pathname
const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50)

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

const waitFor = async (url: string) => {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`bench: ${url} did not come up`)
}

const measure = async (url: string) => {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 })
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx }
}

// The production build, as `npm start` serves it.
if (!ensureBuild('bench')) process.exit(1)

const dir = mkdtempSync(join(tmpdir(), 'folio-bench-'))
const children: ChildProcess[] = []
const stopAll = () => children.forEach((c) => c.kill('SIGTERM'))
process.on('exit', stopAll)

try {
  const port = await freePort()
  const folio = spawn(process.execPath, [join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_URL: `file:${join(dir, 'bench.db')}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'Bench-only-pass1!',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.push(folio)
  const base = `http://127.0.0.1:${port}`
  await waitFor(`${base}/api/v1/health`)

  const slug = ((await (await fetch(`${base}/api/v1/blogs?limit=1`)).json()) as { posts: { slug: string }[] }).posts[0]!
    .slug
  const paths = ['/', '/projects', `/blogs/${slug}`, '/api/v1/projects']

  // What Folio answers (uncompressed, as autocannon asks), kept for the bare server.
  const fixtures = []
  for (const path of paths) {
    const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })
    fixtures.push({
      path,
      contentType: res.headers.get('content-type') ?? 'text/plain',
      body: Buffer.from(await res.arrayBuffer()).toString('base64'),
    })
  }
  const fixturesFile = join(dir, 'fixtures.json')
  writeFileSync(fixturesFile, JSON.stringify(fixtures))
  const barePort = await freePort()
  const bare = fork(join(root, 'bench/bare-server.ts'), [fixturesFile, String(barePort)], { stdio: 'inherit' })
  children.push(bare)
  await new Promise((resolve) => bare.once('message', resolve))

  console.log(
    `\nFolio vs a bare node:http server with the same bytes — ${connections} connections, ${seconds} s each\n`,
  )
  const rows = []
  for (const path of paths) {
    const bytes = Buffer.from(fixtures.find((f) => f.path === path)!.body, 'base64').length
    const f = await measure(`${base}${path}`)
    const b = await measure(`http://127.0.0.1:${barePort}${path}`)
    rows.push({
      path,
      KB: (bytes / 1024).toFixed(1),
      'folio req/s': Math.round(f.rps),
      'folio p99 ms': f.p99,
      'bare req/s': Math.round(b.rps),
      'bare p99 ms': b.p99,
      ratio: (f.rps / b.rps).toFixed(2),
      errors: f.errors + b.errors,
    })
  }
  console.table(rows)
  console.log('Goal: cached pages at ≥ 0.8 of the bare server (ratio column). This is a report, not a test.')
} finally {
  stopAll()
  rmSync(dir, { recursive: true, force: true })
}
