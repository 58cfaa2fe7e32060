// `npm run bench`: requests/s and p99 latency of the production server for a few public URLs,
// next to a bare node:http server returning the same bytes from memory (twice: under Node's
// defaults, and under the V8 and glibc settings Folio's memory budget gives the server) and nginx
// serving them from files (when installed), on 127.0.0.1, bounded in time, with the server's RSS
// at idle and after the load. Informational: it never fails on speed (issue 4).
//
// The load comes from wrk (Debian's `wrk` package: a C load generator that outpaces nginx on
// one core), never from a Node process, which would measure itself. With two cores or more,
// wrk runs on the first core and each server, one at a time, on the last (`taskset`, see
// BENCH_CORES in bench/processes.ts), so every server has one core to itself (issue 24).
// `BENCH_CPU_PROF=<dir>`: the server writes a V8 CPU profile (`node --cpu-prof`) there on exit.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { join, resolve } from 'node:path'

import { ensureBuild } from '../scripts/ensure-build.ts'
import { loadConfig } from '../server/config.ts'
import { memorySettings } from '../server/memory.ts'
import { type Fixed, startNginx } from './nginx.ts'
import { BENCH_CORES, cpuMs, pinned, quiet, rssMb, startSampleServer, stop } from './processes.ts'

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

// `--writing`: rendering a post with math and three diagrams, uncached, bench/writing.ts.
if (process.argv.includes('--writing')) {
  const { runWritingBench } = await import('./writing.ts')
  await runWritingBench()
  process.exit(0)
}

// `--newsletter [N]`: one post to N subscribers, unthrottled, bench/newsletter.ts.
if (process.argv.includes('--newsletter')) {
  const { runNewsletterBench } = await import('./newsletter.ts')
  await runNewsletterBench()
  process.exit(0)
}

const root = new URL('..', import.meta.url).pathname
const DURATION = Number(process.env.BENCH_DURATION ?? 4) // seconds per URL, server and round
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2) // best of, alternating servers (a shared machine is noisy)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64)

if (spawnSync('wrk', ['--version']).error) {
  console.error(
    'bench: wrk is not installed. It is the load generator (a Node one would be measured more than the server):\n' +
      '  sudo apt-get install -y wrk   (Debian/Ubuntu; other systems: https://github.com/wg/wrk)',
  )
  process.exit(1)
}
if (!ensureBuild('bench')) process.exit(1)

const profileDir = process.env.BENCH_CPU_PROF ? resolve(process.env.BENCH_CPU_PROF) : undefined
const server = await startSampleServer('bench', {
  core: BENCH_CORES?.server,
  nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
}).catch((err: Error) => {
  console.error(`bench: ${err.message}`)
  process.exit(1)
})
const base = server.base
const bares: ChildProcess[] = []
let nginx: Awaited<ReturnType<typeof startNginx>>

const cleanup = async () => {
  await Promise.all([server.cleanup(), ...bares.map(stop), nginx?.cleanup()])
}
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

/**
 * wrk's figures for one URL: requests/s, p99 in ms, answers that were not 2xx/3xx or failed, and
 * the server's CPU time per request in µs (`pid`: the server's process).
 */
const wrk = (url: string, seconds: number, pid?: number) => {
  const cpuBefore = cpuMs(pid)
  const [command, args] = pinned(BENCH_CORES?.load, 'wrk', [
    '-t1',
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    '--latency',
    url,
  ])
  const out = spawnSync(command, args, { encoding: 'utf8' }).stdout
  const cpu = cpuMs(pid) - cpuBefore
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0)
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? 0)
  const p99 = /\s99%\s+([\d.]+)(us|ms|s)/.exec(out)
  const scale = { us: 0.001, ms: 1, s: 1000 }
  const errors =
    Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0) +
    (/Socket errors: (.*)/.exec(out)?.[1]?.match(/\d+/g) ?? []).reduce((n, d) => n + Number(d), 0)
  const cpuUs = requests && cpu ? (cpu * 1000) / requests : NaN
  return { rps, p99: p99 ? Number(p99[1]) * scale[p99[2] as keyof typeof scale] : NaN, errors, cpuUs }
}

try {
  const idleRss = rssMb(server.process.pid)
  const { posts } = (await (await fetch(`${base}/api/v1/blogs?limit=1`)).json()) as { posts: { slug: string }[] }
  const paths = ['/', '/projects', `/blogs/${posts[0]?.slug ?? ''}`, '/api/v1/projects']

  // Exactly what the real server answers (uncompressed, as wrk asks), for the bare one and nginx.
  const fixed: Record<string, Fixed> = {}
  for (const path of paths) {
    const res = await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })
    const headers: Record<string, string> = {}
    res.headers.forEach((v, k) => {
      if (!['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'date'].includes(k)) headers[k] = v
    })
    fixed[path] = { status: res.status, headers, body: Buffer.from(await res.arrayBuffer()).toString('base64') }
  }
  /** The bare server with these V8 flags and environment; resolves to its port. */
  const startBare = (v8Flags: string[], env: Record<string, string>) => {
    const [command, args] = pinned(BENCH_CORES?.server, process.execPath, [
      ...v8Flags,
      join(root, 'bench/bare-server.ts'),
    ])
    const bare = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'], env: { ...process.env, ...env } })
    bares.push(bare)
    return new Promise<{ port: number; pid: number | undefined }>((resolve, reject) => {
      bare.stdout!.once('data', (d: Buffer) => resolve({ port: Number(d.toString().trim()), pid: bare.pid }))
      bare.once('exit', () => reject(new Error('the bare server did not start')))
      bare.stdin!.end(JSON.stringify(fixed))
    })
  }
  // Under Node's defaults, and under the V8 and glibc settings Folio's memory budget gives it
  // (server/memory.ts; none with MEMORY_LIMIT_MB=0): what Node itself reaches, and what it
  // reaches within the same budget.
  const budgetMb = loadConfig({ MEMORY_LIMIT_MB: process.env.MEMORY_LIMIT_MB }).MEMORY_LIMIT_MB
  const budget = budgetMb > 0 ? memorySettings(budgetMb) : undefined
  const bare = await startBare([], {})
  const bareBudget = budget ? await startBare(budget.v8Flags, budget.env) : undefined
  nginx = await startNginx(fixed, BENCH_CORES?.server)
  await quiet(server.process.pid)

  const warmed = new Set<string>()
  const measure = (url: string, pid: number | undefined) => {
    if (!warmed.has(url)) wrk(url, 1) // warm-up: caches, JIT
    warmed.add(url)
    return wrk(url, DURATION, pid)
  }

  const pinning = BENCH_CORES
    ? `wrk on core ${BENCH_CORES.load}; Folio, the bare servers and nginx each on core ${BENCH_CORES.server}, one measured at a time`
    : 'nothing pinned (taskset missing or one core): the load generator shares the cores with the servers'
  console.log(
    `\nbench: wrk, 1 thread, ${CONNECTIONS} connections, best of ${ROUNDS} × ${DURATION} s per URL and server, 127.0.0.1; ${pinning}\n`,
  )
  type Result = ReturnType<typeof measure>
  const best = (a: Result | undefined, b: Result) => (!a || b.rps > a.rps ? b : a)
  const leanest = (a: number | undefined, b: number) => (a === undefined || !(b >= a) ? b : a)
  const others = ['bare', ...(bareBudget ? [`bare ${budgetMb} MB`] : []), ...(nginx ? ['nginx'] : [])]
  const rows: string[][] = [
    ['URL', 'bytes', 'folio req/s', 'p99 ms', 'µs CPU/req'].concat(
      ...others.map((o) => [`${o} req/s`, 'p99 ms', 'µs CPU/req', 'ratio', 'CPU ratio']),
    ),
  ]
  for (const path of paths) {
    // Best of ROUNDS, the servers taking turns, so that a noisy moment hurts each alike; the
    // CPU per request is the lowest seen (what the server needs when nothing else interferes).
    const servers = [
      { base, pid: server.process.pid },
      { base: `http://127.0.0.1:${bare.port}`, pid: bare.pid },
      ...(bareBudget ? [{ base: `http://127.0.0.1:${bareBudget.port}`, pid: bareBudget.pid }] : []),
      ...(nginx ? [{ base: `http://127.0.0.1:${nginx.port}`, pid: nginx.pid }] : []),
    ]
    const results: (Result | undefined)[] = servers.map(() => undefined)
    const cpus: (number | undefined)[] = servers.map(() => undefined)
    for (let round = 0; round < ROUNDS; round++) {
      for (const [i, s] of servers.entries()) {
        const r = measure(`${s.base}${path}`, s.pid)
        results[i] = best(results[i], r)
        cpus[i] = leanest(cpus[i], r.cpuUs)
      }
    }
    const [real, ...other] = results
    if (!real) continue
    const row = [path, String(Buffer.from(fixed[path]!.body, 'base64').length)]
    row.push(real.rps.toFixed(0) + (real.errors ? ` (${real.errors} errors)` : ''), real.p99.toFixed(2))
    row.push(cpus[0]!.toFixed(0))
    for (const [i, o] of other.entries()) {
      if (!o) continue
      row.push(o.rps.toFixed(0), o.p99.toFixed(2), cpus[i + 1]!.toFixed(0), (real.rps / o.rps).toFixed(2))
      row.push((cpus[i + 1]! / cpus[0]!).toFixed(2))
    }
    rows.push(row)
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  for (const [i, row] of rows.entries()) {
    console.log(row.map((c, j) => (j === 0 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join('  '))
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
  console.log(
    `\nratio = folio's req/s / the other server's with the same bytes (bare node:http from memory under Node's defaults${bareBudget ? ` and under the V8 and glibc settings of Folio's ${budgetMb} MB budget` : ''}${nginx ? ', nginx from files with one worker' : ''}); pages are served from the page cache.`,
  )
  console.log(
    "CPU ratio = the other server's CPU time per request / folio's (its best round): what a request costs, less moved by other load on a shared machine than req/s.",
  )
  console.log(
    `folio RSS: ${idleRss.toFixed(0)} MB at idle (started, nothing asked), ${rssMb(server.process.pid).toFixed(0)} MB after the load.`,
  )
} catch (err) {
  console.error(`bench: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  await cleanup()
}
