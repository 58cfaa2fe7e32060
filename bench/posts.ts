// `npm run bench -- --posts 10000`: the blog at 10 posts and at N posts side by side. Each size
// gets its own temporary database (SQLite; PostgreSQL too with `--pg` or BENCH_PG_URL), seeded
// through the repository layer (so the search index is built the way writes build it), then
// the real app (production web build) answers over HTTP on 127.0.0.1. Every request is
// uncached: the response caches are dropped before each one. Informational: never fails on speed.
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'

import pg from 'pg'

import { buildApp } from '../server/app.ts'
import { loadConfig } from '../server/config.ts'
import { createDb, type Db } from '../server/db/create-db.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { htmlToText } from '../server/db/search.ts'
import { insertPost } from '../server/modules/blogs/blogs.repository.ts'
import { createAdmin } from '../server/test/factories.ts'

const root = new URL('..', import.meta.url).pathname
const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? process.argv[i + 1] : undefined
}
const BIG = Number(arg('--posts') ?? 10_000)
const SIZES = [10, BIG]
const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const PG_URL =
  process.env.BENCH_PG_URL ?? (process.argv.includes('--pg') ? 'postgres://postgres@127.0.0.1:5432/postgres' : '')

// A deterministic stream of plausible posts: each has one main topic (its words recur in it,
// other topics appear now and then), over a vocabulary of common words and a long tail.
let seed = 42
const rand = () => (seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648
const pick = <T>(xs: readonly T[]) => xs[Math.floor(rand() * xs.length)]!
/** Zipf-like: the first words of a list are picked far more often than the last. */
const pickCommon = <T>(xs: readonly T[]) => xs[Math.floor(rand() ** 3 * xs.length)]!
const TOPIC_WORDS: Record<string, string[]> = {
  postgres: ['postgres', 'vacuum', 'replication', 'index', 'query', 'planner'],
  sqlite: ['sqlite', 'wal', 'pragma', 'fts5', 'file', 'embedded'],
  react: ['react', 'hooks', 'component', 'render', 'state', 'suspense'],
  typescript: ['typescript', 'generic', 'interface', 'narrowing', 'compiler', 'types'],
  node: ['node', 'stream', 'event', 'loop', 'buffer', 'worker'],
  docker: ['docker', 'image', 'layer', 'container', 'compose', 'registry'],
  kubernetes: ['kubernetes', 'pod', 'memory', 'cluster', 'helm', 'ingress'],
  rust: ['rust', 'borrow', 'lifetime', 'trait', 'cargo', 'unsafe'],
  python: ['python', 'django', 'asyncio', 'typing', 'pip', 'notebook'],
  css: ['css', 'grid', 'flexbox', 'cascade', 'selector', 'layout'],
}
const TOPICS = Object.keys(TOPIC_WORDS)
const TAGS = [...TOPICS, 'performance', 'testing', 'security', 'devops', 'frontend', 'backend', 'career', 'tooling']
const syllables = ['ka', 'lo', 'mi', 'ne', 'ro', 'ta', 'vu', 'shi', 'den', 'gar', 'pol', 'tek', 'zur', 'bel', 'fin']
const COMMON = (
  'the a of to and in for with on that this from by as at is are was be can will how why what when ' +
  'we it you not but have more one all so if or about which their there would make like time just ' +
  'server client request response cache latency deploy build test design error performance café résumé'
).split(' ')
const LONG_TAIL = Array.from({ length: 3000 }, (_, i) => {
  let w = ''
  for (let n = i + 7; n > 0; n = Math.floor(n / syllables.length)) w += syllables[n % syllables.length]
  return w
})
const wordFor = (topic: string) => {
  const r = rand()
  if (r < 0.08) return pick(TOPIC_WORDS[topic]!)
  if (r < 0.09) return pick(TOPIC_WORDS[pick(TOPICS)]!)
  return r < 0.6 ? pickCommon(COMMON) : pickCommon(LONG_TAIL)
}
const sentence = (n: number, topic: string) => Array.from({ length: n }, () => wordFor(topic)).join(' ')
const makePost = (i: number) => {
  const topic = pick(TOPICS)
  const body = Array.from({ length: 6 }, () => `<p>${sentence(80, topic)}.</p>`).join('\n')
  const content = `<h2>${topic} notes</h2>\n${body}`
  const at = new Date(Date.UTC(2016, 0, 1) + i * 8 * 3_600_000).toISOString()
  const tags = [...new Set([topic, pick(TAGS), pick(TAGS)])]
  return {
    row: {
      title: `${pick(['Notes on', 'Scaling', 'Debugging', 'A year of', 'Why I like'])} ${topic} ${pick(TOPIC_WORDS[topic]!)} ${i}`,
      slug: `post-${i}`,
      excerpt: `${sentence(24, topic)}.`,
      content_markdown: content,
      content,
      content_text: htmlToText(content),
      featured_image: null,
      tags: JSON.stringify(tags),
      meta_title: null,
      meta_description: null,
      published: 1,
      featured: i % 50 === 0 ? 1 : 0,
      read_time: 3,
      views: 0,
      published_at: at,
      created_at: at,
      updated_at: at,
    },
    tags,
  }
}

export const seedPosts = async (db: Db, n: number) => {
  seed = 42
  for (let i = 0; i < n; i += 500) {
    await db.db.transaction().execute(async (trx) => {
      for (let j = i; j < Math.min(n, i + 500); j++) {
        const { row, tags } = makePost(j)
        await insertPost(trx, row, tags)
      }
    })
  }
}

const percentile = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!
}

interface Figures {
  [what: string]: { p50: number; p99: number }
}
const OVERVIEW = '/api/v1/admin/overview'
/** The size of the admin dashboard's one request (issue 9: ≤ 50 KB at 10,000 posts), per engine and size. */
const overviewSizes: string[] = []

const measureSize = async (engine: 'sqlite' | 'postgres', n: number, dir: string): Promise<Figures> => {
  let url: string
  let dropPg: (() => Promise<void>) | undefined
  if (engine === 'postgres') {
    const name = `folio_bench_${process.pid}_${n}`
    const admin = new pg.Client({ connectionString: PG_URL })
    await admin.connect()
    await admin.query(`drop database if exists ${name}`)
    await admin.query(`create database ${name}`)
    await admin.end()
    url = PG_URL.replace(/\/[^/]*$/, `/${name}`)
    dropPg = async () => {
      const a = new pg.Client({ connectionString: PG_URL })
      await a.connect()
      await a.query(`drop database if exists ${name} with (force)`)
      await a.end()
    }
  } else url = `file:${join(dir, `bench-${n}.db`)}`

  const db = createDb(url)
  try {
    await migrateToLatest(db.db)
    const t0 = performance.now()
    await seedPosts(db, n)
    if (engine === 'postgres') await pg_analyze(db)
    process.stdout.write(`  ${engine}: ${n} posts seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s\n`)

    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      SAMPLE_CONTENT: 'false',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
      UPLOADS_DIR: join(dir, 'uploads'),
    })
    const app = await buildApp({ config, db, logger: false, web: 'production' })
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as { port: number }
    const base = `http://127.0.0.1:${port}`
    // The dashboard's aggregate is the owner's: a signed-in administrator asks for it.
    const owner = await createAdmin(app)
    let overview = ''
    try {
      const time = async (path: string) => {
        // Uncached: drop the API and page caches first. Locally only (what `changed` does first):
        // `changed` would also NOTIFY other instances over PostgreSQL, a query on the events
        // connection racing the measured request (and overlapping the previous one's).
        app.events.emit('change', 'blogs')
        const start = performance.now()
        const res = await fetch(base + path, { headers: path.startsWith('/api/v1/admin/') ? owner.headers : {} })
        const bytes = (await res.arrayBuffer()).byteLength
        const ms = performance.now() - start
        if (res.status !== 200) throw new Error(`${path}: ${res.status}`)
        if (path === OVERVIEW) overview = `${engine} ${n} posts: ${bytes} bytes`
        // Let the background work of this answer (compressing it for the cache) finish first.
        await new Promise((r) => setTimeout(r, 15))
        return ms
      }
      // Typical searches (a topic, two or three words, a prefix) and a broad one that every post
      // matches ("the": the worst case for ranking, reported on its own row).
      const searches = ['postgres', 'react hooks', 'typescript gener', 'kubernetes pod memory', 'vacuum', 'resume']
      const q = (i: number) => encodeURIComponent(searches[i % searches.length]!)
      const cases: Record<string, (i: number) => string> = {
        list: () => `/api/v1/blogs?skip=${Math.floor(rand() * Math.max(1, n - 10))}&limit=10`,
        tag: () => `/api/v1/blogs?tag=${pick(TAGS)}&skip=${Math.floor(rand() * Math.min(100, n / 20))}&limit=10`,
        search: (i) => `/api/v1/blogs?search=${q(i)}`,
        'search, every post matches': () => '/api/v1/blogs?search=the',
        'page /blogs?search=': (i) => `/blogs?search=${q(i)}`,
        'admin overview': () => OVERVIEW,
      }
      const out: Figures = {}
      // Warm-up of every case before any is measured: JIT, statement caches, the page's modules.
      // (Warming each case just before its own row left the first row, the 10-post list, measuring
      // a process still compiling the code every other row shares: 5 ms for a 0.5 ms query.)
      for (let round = 0; round < 2; round++)
        for (const path of Object.values(cases)) for (let i = 0; i < 20; i++) await time(path(i))
      for (const [what, path] of Object.entries(cases)) {
        const ms: number[] = []
        for (let i = 0; i < RUNS; i++) ms.push(await time(path(i)))
        out[what] = { p50: percentile(ms, 50), p99: percentile(ms, 99) }
      }
      overviewSizes.push(overview)
      return out
    } finally {
      await app.close()
    }
  } finally {
    await db.close()
    await dropPg?.()
  }
}

// Statistics and visibility map as autovacuum keeps them on a live site.
const pg_analyze = async (db: Db) => {
  const { sql } = await import('kysely')
  await sql`vacuum analyze`.execute(db.db)
}

export const runPostsBench = async () => {
  // BENCH_BUILD_DIR: a copy of build/ taken elsewhere (the shared build/ may be mid-rebuild).
  const buildDir = process.env.BENCH_BUILD_DIR ?? join(root, 'build')
  if (!existsSync(join(buildDir, 'server/index.js'))) {
    console.error('bench: build the web app first (npm run build)')
    process.exit(1)
  }
  // A private copy of build/, so a rebuild elsewhere cannot change it mid-run.
  mkdirSync(join(root, '.cache'), { recursive: true })
  const dir = mkdtempSync(join(root, '.cache', 'bench-posts-'))
  cpSync(buildDir, join(dir, 'build'), { recursive: true })
  process.chdir(dir)
  const engines: ('sqlite' | 'postgres')[] = PG_URL ? ['sqlite', 'postgres'] : ['sqlite']
  try {
    console.log(`\nbench --posts ${BIG}: ${RUNS} uncached requests per row, one at a time, 127.0.0.1\n`)
    const rows: string[][] = [['engine', 'request', ...SIZES.flatMap((n) => [`${n} p50`, `${n} p99`]), 'p50 ratio']]
    for (const engine of engines) {
      const figures: Figures[] = []
      for (const n of SIZES) figures.push(await measureSize(engine, n, dir))
      for (const what of Object.keys(figures[0]!)) {
        const cells = figures.flatMap((f) => [f[what]!.p50.toFixed(2), f[what]!.p99.toFixed(2)])
        rows.push([engine, what, ...cells, (figures[1]![what]!.p50 / figures[0]![what]!.p50).toFixed(2)])
      }
    }
    const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)))
    console.log('')
    for (const [i, row] of rows.entries()) {
      console.log(row.map((c, j) => (j < 2 ? c.padEnd(widths[j]!) : c.padStart(widths[j]!))).join('  '))
      if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '))
    }
    console.log('\nms per request; ratio = p50 at the larger size / p50 at 10 posts.')
    console.log(`the admin dashboard's one request (${OVERVIEW}): ${overviewSizes.join(', ')}`)
  } finally {
    process.chdir(root)
    rmSync(dir, { recursive: true, force: true })
  }
}
