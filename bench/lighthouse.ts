// `npm run bench:lighthouse`: Lighthouse (mobile, default simulated throttling) on the four
// pages issue 9 measures and a post using every writing-desk feature (issue 27), against the production build served by the real server on a
// temporary SQLite database with the sample content. Chromium is Debian's (CHROME_PATH,
// default /usr/bin/chromium). Prints one table; informational, it never fails on a score.
import { spawnSync } from 'node:child_process'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

import { ensureBuild } from '../scripts/ensure-build.ts'
import { startSampleServer } from './processes.ts'

const root = new URL('..', import.meta.url).pathname
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 1) // median of N runs per page (a shared machine is noisy)
const REPORTS = process.env.LIGHTHOUSE_REPORTS // a folder to keep each page's Lighthouse JSON in
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

// Builds first when build/ is missing or older than its sources; LIGHTHOUSE_BUILD names a copy of
// a build to measure instead (a shared tree: copy it under the build lock, measure without it).
const BUILD = process.env.LIGHTHOUSE_BUILD ?? join(root, 'build')
if (!process.env.LIGHTHOUSE_BUILD && !ensureBuild('bench:lighthouse')) process.exit(1)

const server = await startSampleServer('lighthouse', { build: BUILD }).catch((err: Error) => {
  console.error(`bench:lighthouse: ${err.message}`)
  process.exit(1)
})
const { base, dir } = server
const cleanup = server.cleanup
process.on('SIGINT', () => void cleanup().then(() => process.exit(130)))

interface Lhr {
  categories: Record<'performance' | 'accessibility' | 'best-practices' | 'seo', { score: number | null }>
  audits: Record<string, { numericValue?: number; score?: number | null; title?: string; details?: unknown }>
  runtimeError?: { message: string }
}

const runLighthouse = (url: string, out: string): Lhr | string => {
  const res = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { cwd: dir, env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' },
  )
  if (res.status !== 0) return res.stderr.trim().split('\n').at(-1) ?? `exit ${res.status}`
  const lhr = JSON.parse(readFileSync(out, 'utf8')) as Lhr
  return lhr.runtimeError ? lhr.runtimeError.message : lhr
}

/**
 * Issue 27's page: a post that uses every writing-desk feature (bench/fixtures/writing-sample.md:
 * footnotes, math, three diagrams, callouts, figures, embeds), published through the admin API
 * as startSampleServer's owner. Its slug.
 */
const writingPost = async () => {
  const login = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: 'bench@example.com', password: 'Bench-Pass-1!' }),
  })
  const { access_token } = (await login.json()) as { access_token: string }
  const res = await fetch(`${base}/api/v1/blogs`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({
      title: 'Every writing-desk feature',
      excerpt: 'Footnotes, math, diagrams, callouts, figures and embeds, rendered on the server.',
      content_markdown: readFileSync(join(root, 'bench/fixtures/writing-sample.md'), 'utf8'),
      tags: ['writing'],
      published: true,
    }),
  })
  if (res.status !== 201) throw new Error(`creating the writing sample answered ${res.status}: ${await res.text()}`)
  return ((await res.json()) as { slug: string }).slug
}

// Headless Chromium now and then fails to record a trace (NO_NAVSTART): try again.
const lighthouse = (url: string, out: string): Lhr => {
  let error = ''
  for (let attempt = 0; attempt < 3; attempt++) {
    const result = runLighthouse(url, out)
    if (typeof result !== 'string') return result
    error = result
  }
  throw new Error(`lighthouse on ${url}: ${error}`)
}

/** Gzip bytes (level 9, what the budget test counts) of every script the page loaded. */
const scriptsOf = async (lhr: Lhr) => {
  const items =
    (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] } | undefined)
      ?.items ?? []
  const urls = [...new Set(items.filter((i) => i.resourceType === 'Script').map((i) => i.url))]
  // One at a time, and once more on a dropped keep-alive socket.
  const sizes: number[] = []
  for (const u of urls) {
    const res = await fetch(u).catch(() => fetch(u))
    sizes.push(gzipSync(Buffer.from(await res.arrayBuffer()), { level: 9 }).length)
  }
  return { kb: sizes.reduce((a, b) => a + b, 0) / 1024, requests: urls.length }
}

const median = <T>(xs: T[], by: (x: T) => number) => [...xs].sort((a, b) => by(a) - by(b))[Math.floor(xs.length / 2)]!

try {
  const { posts } = (await (await fetch(`${base}/api/v1/blogs?limit=1`)).json()) as { posts: { slug: string }[] }
  const paths = ['/', '/projects', `/blogs/${posts[0]?.slug ?? ''}`, '/certificates', `/blogs/${await writingPost()}`]

  const rows: string[][] = [
    ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP s', 'CLS', 'TBT ms', 'JS KB gz / req', 'HTML KB'],
  ]
  const notes: string[] = []
  for (const path of paths) {
    const html = Buffer.from(
      await (await fetch(`${base}${path}`, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
    )
    const runs: Lhr[] = []
    for (let i = 0; i < RUNS; i++) runs.push(lighthouse(`${base}${path}`, join(dir, `lhr-${runs.length}.json`)))
    const lhr = median(runs, (r) => r.categories.performance.score ?? 0)
    if (REPORTS) {
      mkdirSync(REPORTS, { recursive: true })
      writeFileSync(join(REPORTS, `${path.replace(/\W+/g, '_') || 'home'}.json`), JSON.stringify(lhr))
    }
    const js = await scriptsOf(lhr)
    const score = (c: keyof Lhr['categories']) => String(Math.round((lhr.categories[c].score ?? 0) * 100))
    const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN
    rows.push([
      path,
      score('performance'),
      score('accessibility'),
      score('best-practices'),
      score('seo'),
      (num('largest-contentful-paint') / 1000).toFixed(2),
      num('cumulative-layout-shift').toFixed(3),
      num('total-blocking-time').toFixed(0),
      `${js.kb.toFixed(1)} / ${js.requests}`,
      (html.length / 1024).toFixed(1),
    ])
    // Why a category is below 100: the failing audits, so a regression names its cause.
    const failing = Object.entries(lhr.audits)
      .filter(([, a]) => a.score !== null && a.score !== undefined && a.score < 0.9 && !('numericValue' in a))
      .map(([id]) => id)
    if (failing.length) notes.push(`${path}: ${failing.join(', ')}`)
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
  console.log(`\nbench:lighthouse: Lighthouse mobile (simulated throttling), median of ${RUNS} run(s) per page\n`)
  for (const [i, row] of rows.entries()) {
    console.log(row.map((c, j) => (j === 0 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join('  '))
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
  }
  if (notes.length) console.log(`\naudits below 0.9:\n${notes.join('\n')}`)
} catch (err) {
  console.error(`bench:lighthouse: ${(err as Error).message}`)
  process.exitCode = 1
} finally {
  await cleanup()
}
