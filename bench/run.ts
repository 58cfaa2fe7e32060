// `npm run bench`: requests/s and p99 latency of the production server for a few public URLs,
// next to a bare node:http server returning the same bytes from memory and nginx serving them
// from files (when installed), on 127.0.0.1, bounded in time. Informational: it never fails on
// speed (issue 4).
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

import autocannon from 'autocannon'

import { ensureBuild } from '../scripts/ensure-build.ts'
import { type Fixed, startNginx } from './nginx.ts'
import { startSampleServer, stop } from './processes.ts'

// `--soak [--minutes N]`: the server's RSS under a mixed load for N minutes (default 10), bench/soak.ts.
if (process.argv.includes('--soak')) {
  if (!process.env.BENCH_BUILD && !ensureBuild('bench')) process.exit(1)
  const { runSoak } = await import('./soak.ts')
  await runSoak()
  process.exit(0)
}

// `--uploads`: how long an image upload keeps the owner waiting, bench/uploads.ts.
if (process.argv.includes('--uploads')) {
  const { runUploadsBench } = await import('./uploads.ts')
  await runUploadsBench()
  process.exit(0)
}

// `--imports`: 1,000 posts and 200 images imported from a Markdown archive, bench/imports.ts.
if (process.argv.includes('--imports')) {
  const { runImportsBench } = await import('./imports.ts')
  await runImportsBench()
  process.exit(0)
}

// `--posts N`: the blog at 10 and at N posts (list, tag, search, search page), bench/posts.ts.
if (process.argv.includes('--posts')) {
  const { runPostsBench } = await import('./posts.ts')
  await runPostsBench()
  process.exit(0)
}

const root = new URL('..', import.meta.url).pathname
const DURATION = Number(process.env.BENCH_DURATION ?? 4) // seconds per URL, server and round
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2) // best of, alternating servers (a shared machine is noisy)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10)

if (!ensureBuild('bench')) process.exit(1)

const server = await startSampleServer('bench').catch((err: Error) => {
  console.error(`bench: ${err.message}`)
  process.exit(1)
})
const base = server.base
let bare: ChildProcess | undefined
let nginx: Awaited<ReturnType<typeof startNginx>>

const cleanup = async () => {
  await Promise.all([server.cleanup(), bare ? stop(bare) : Promise.resolve(), nginx?.cleanup()])
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

try {
  const { posts } = (await (await fetch(`${base}/api/v1/blogs?limit=1`)).json()) as { posts: { slug: string }[] }
  const paths = ['/', '/projects', `/blogs/${posts[0]?.slug ?? ''}`, '/api/v1/projects']

  // Exactly what the real server answers (uncompressed, as autocannon asks), for the bare one.
  const fixed: Record<string, Fixed> = {}
  for (const path of paths) {
    const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })
    const headers: Record<string, string> = {}
    res.headers.forEach((v, k) => {
      if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(k)) headers[k] = v
    })
    fixed[path] = { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') }
  }
  bare = spawn(process.execPath, [join(root, 'bench/bare-server.ts')], { stdio: ['pipe', 'pipe', 'inherit'] })
  const barePort = await new Promise<number>((resolve, reject) => {
    bare!.stdout!.once('data', (d: Buffer) => resolve(Number(d.toString().trim())))
    bare!.once('exit', () => reject(new Error('the bare server did not start')))
    bare!.stdin!.end(JSON.stringify(fixed))
  })
  nginx = await startNginx(fixed)

  const warmed = new Set<string>()
  const measure = async (url: string) => {
    if (!warmed.has(url)) await autocannon({ url, connections: CONNECTIONS, duration: 1 }) // warm-up: caches, JIT
    warmed.add(url)
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }
  }

  console.log(`\nbench: ${CONNECTIONS} connections, best of ${ROUNDS} × ${DURATION} s per URL and server, 127.0.0.1\n`)
  type Result = Awaited<ReturnType<typeof measure>>
  const best = (a: Result | undefined, b: Result) => (!a || b.rps > a.rps ? b : a)
  const head = ['URL', 'bytes', 'folio req/s', 'p99 ms', 'bare req/s', 'p99 ms', 'ratio']
  const rows: string[][] = [nginx ? [...head, 'nginx req/s', 'p99 ms', 'ratio'] : head]
  for (const path of paths) {
    // Best of ROUNDS, the servers taking turns, so that a noisy moment hurts each alike.
    const results: (Result | undefined)[] = [undefined, undefined, undefined]
    const bases = [base, `http://127.0.0.1:${barePort}`, ...(nginx ? [`http://127.0.0.1:${nginx.port}`] : [])]
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, b] of bases.entries()) results[i] = best(results[i], await measure(`${b}${path}`))
    }
    const [real, ...others] = results
    if (!real) continue
    const row = [path, String(Buffer.from(fixed[path]!.body, 'base64').length)]
    row.push(real.rps.toFixed(0) + (real.errors ? ` (${real.errors} errors)` : ''), String(real.p99))
    for (const other of others) {
      if (other) row.push(other.rps.toFixed(0), String(other.p99), (real.rps / other.rps).toFixed(2))
    }
    rows.push(row)
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const [i, row] of rows.entries()) {
    console.log(row.map((c, j) => (j === 0 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join('  '))
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
  console.log(
    `\nratio = folio / the other server with the same bytes (bare node:http from memory${nginx ? ', nginx from files with one worker' : ''}); pages are served from the page cache.`,
  )
} catch (err) {
  console.error(`bench: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  await cleanup()
}
