// `npm run bench -- --soak [--minutes N]` (default 10): the server's memory under a mixed load.
// Ten clients request, without pause, a mix of cached pages, API lists with ever-new query
// strings (the response cache fills to CACHE_MAX_MB and evicts), uncached search pages, post
// and project pages, images, 404s, likes and every content encoding, while the server's RSS
// (from /proc) is sampled every 10 s. Prints RSS per minute and the growth after warm-up.
// Informational: it never fails on a figure (issue 9 asks ≤ 200 MB RSS, flat).

import { rssMb, startSampleServer } from './processes.ts'

const arg = (name: string) => {
  const i = process.argv.indexOf(name)
  return i === -1 ? undefined : process.argv[i + 1]
}
const MINUTES = Number(arg('--minutes') ?? process.env.BENCH_SOAK_MINUTES ?? 10)
const CLIENTS = Number(process.env.BENCH_CONNECTIONS ?? 10)
const WORDS = ['docker', 'typescript', 'react', 'postgres', 'django', 'freelance', 'api', 'testing', 'css', 'cache']
const ENCODINGS = ['br', 'gzip', 'identity', 'gzip, deflate, br']

export const runSoak = async () => {
  // BENCH_BUILD: a copy of build/ made earlier (no build lock held for the whole soak).
  const server = await startSampleServer('soak', process.env.BENCH_BUILD ? { build: process.env.BENCH_BUILD } : {})
  const { base } = server
  const pid = server.process.pid!
  try {
    const [projects, posts] = (await Promise.all([
      fetch(`${base}/api/v1/projects?limit=50`).then((r) => r.json()),
      fetch(`${base}/api/v1/blogs?limit=50`).then((r) => r.json()),
    ])) as [{ projects: { id: number; slug: string; featured_image: string | null }[] }, { posts: { slug: string }[] }]
    const images = projects.projects.flatMap((p) => (p.featured_image ? [p.featured_image] : []))
    let n = 0
    const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!
    const nextUrl = (): { url: string; method?: string } => {
      const r = n++ % 20
      if (r < 6) return { url: pick(['/', '/projects', '/blogs', '/certificates', '/contact', '/rss.xml']) }
      if (r < 9) return { url: `/api/v1/projects?skip=${n % 5000}&limit=${1 + (n % 12)}` } // new key each time
      if (r < 11) return { url: `/blogs?search=${pick(WORDS)}${n % 50}` } // uncached page
      if (r < 13) return { url: `/blogs/${pick(posts.posts).slug}` }
      if (r < 15) return { url: `/projects/${pick(projects.projects).slug}` }
      if (r < 17 && images.length) return { url: pick(images) }
      if (r < 18) return { url: `/api/v1/projects/${pick(projects.projects).id}/like`, method: 'POST' }
      if (r < 19) return { url: `/api/v1/blogs?search=${pick(WORDS)}&skip=${n % 30}` }
      return { url: `/no-such-page-${n}` }
    }

    const end = Date.now() + MINUTES * 60_000
    let requests = 0
    let failures = 0
    const client = async () => {
      while (Date.now() < end) {
        const { url, method = 'GET' } = nextUrl()
        try {
          const res = await fetch(`${base}${url}`, {
            method,
            headers: { 'accept-encoding': pick(ENCODINGS), origin: base },
          })
          await res.arrayBuffer()
          if (res.status >= 500) failures++
        } catch {
          failures++
        }
        requests++
      }
    }

    const setting = (name: string) => `${name} ${process.env[name] || 'default'}`
    console.log(
      `\nsoak: ${MINUTES} min, ${CLIENTS} clients, ${setting('MEMORY_LIMIT_MB')}, ${setting('CACHE_MAX_MB')}, RSS every 10 s\n`,
    )
    const samples: { at: number; rss: number; requests: number }[] = []
    const start = Date.now()
    const sampler = setInterval(() => samples.push({ at: Date.now() - start, rss: rssMb(pid), requests }), 10_000)
    samples.push({ at: 0, rss: rssMb(pid), requests: 0 })
    await Promise.all(Array.from({ length: CLIENTS }, client))
    clearInterval(sampler)
    samples.push({ at: Date.now() - start, rss: rssMb(pid), requests })

    console.log('minute  requests   RSS MB (max in that minute)')
    for (let m = 1; m <= MINUTES; m++) {
      const inMinute = samples.filter((s) => s.at > (m - 1) * 60_000 && s.at <= m * 60_000 + 1000)
      if (!inMinute.length) continue
      const last = inMinute.at(-1)!
      console.log(
        `${String(m).padStart(6)}  ${String(last.requests).padStart(8)}  ${Math.max(...inMinute.map((s) => s.rss))
          .toFixed(0)
          .padStart(7)}`,
      )
    }
    const afterWarmUp = samples.filter((s) => s.at >= 60_000)
    const first = afterWarmUp[0] ?? samples[0]!
    const last = samples.at(-1)!
    const peak = Math.max(...samples.map((s) => s.rss))
    console.log(
      `\nRSS: start ${samples[0]!.rss.toFixed(0)} MB, after 1 min ${first.rss.toFixed(0)} MB, ` +
        `peak ${peak.toFixed(0)} MB, end ${last.rss.toFixed(0)} MB (${last.rss - first.rss >= 0 ? '+' : ''}` +
        `${(last.rss - first.rss).toFixed(0)} MB after warm-up); ${requests} requests ` +
        `(${(requests / ((last.at || 1) / 1000)).toFixed(0)}/s), ${failures} failed`,
    )
  } finally {
    await server.cleanup()
  }
}
