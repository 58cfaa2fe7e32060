// `npm run bench`: requests/s and p99 latency of the production server for a few public URLs,
// next to a bare node:http server returning the same bytes from memory, on 127.0.0.1, bounded
// in time. Informational: it never fails on speed (issue 4).
import { type ChildProcess, spawn } from 'node:child_process'
import { join } from 'node:path'

import autocannon from 'autocannon'

import { ensureBuild } from '../scripts/ensure-build.ts'
import { startSampleServer, stop } from './processes.ts'

// `--soak [--minutes N]`: the server's RSS under a mixed load for N minutes (default 10), bench/soak.ts.
if (process.argv.includes('--soak')) {
  if (!process.env.BENCH_BUILD && !ensureBuild('bench')) process.exit(1)
  const { runSoak } = await import('./soak.ts')
  await runSoak()
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

const cleanup = async () => {
  await Promise.all([server.cleanup(), bare ? stop(bare) : Promise.resolve()])
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

try {
  const { posts } = (await (await fetch(`${base}/api/v1/blogs?limit=1`)).json()) as { posts: { slug: string }[] }
  const paths = ['/', '/projects', `/blogs/${posts[0]?.slug ?? ''}`, '/api/v1/projects']

  // Exactly what the real server answers (uncompressed, as autocannon asks), for the bare one.
  const fixed: Record<string, { status: number; headers: Record<string, string>; body: string }> = {}
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

  const warmed = new Set<string>()
  const measure = async (url: string) => {
    if (!warmed.has(url)) await autocannon({ url, connections: CONNECTIONS, duration: 1 }) // warm-up: caches, JIT
    warmed.add(url)
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION })
    return { rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx }
  }

  console.log(`\nbench: ${CONNECTIONS} connections, best of ${ROUNDS} × ${DURATION} s per URL and server, 127.0.0.1\n`)
  const rows: string[][] = [['URL', 'bytes', 'folio req/s', 'p99 ms', 'bare req/s', 'p99 ms', 'ratio']]
  for (const path of paths) {
    const best = (a: Awaited<ReturnType<typeof measure>> | undefined, b: Awaited<ReturnType<typeof measure>>) =>
      !a || b.rps > a.rps ? b : a
    let real: Awaited<ReturnType<typeof measure>> | undefined
    let ceiling: Awaited<ReturnType<typeof measure>> | undefined
    for (let round = 0; round < ROUNDS; round++) {
      real = best(real, await measure(`${base}${path}`))
      ceiling = best(ceiling, await measure(`http://127.0.0.1:${barePort}${path}`))
    }
    if (!real || !ceiling) continue
    rows.push([
      path,
      String(Buffer.from(fixed[path]!.body, 'base64').length),
      real.rps.toFixed(0) + (real.errors ? ` (${real.errors} errors)` : ''),
      String(real.p99),
      ceiling.rps.toFixed(0),
      String(ceiling.p99),
      (real.rps / ceiling.rps).toFixed(2),
    ])
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const [i, row] of rows.entries()) {
    console.log(row.map((c, j) => (j === 0 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join('  '))
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
  console.log('\nratio = folio / bare node:http with the same bytes; pages are served from the page cache.')
} catch (err) {
  console.error(`bench: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  await cleanup()
}
