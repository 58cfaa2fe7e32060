// `npm run bench -- --imports`: a Markdown archive of 1,000 posts and 200 images (issue 26,
// goal: under 60 s) uploaded to the production server (the compiled `build/node/server/main.js`,
// NODE_ENV=production, its memory settings from MEMORY_LIMIT_MB: see server/memory.ts) through
// `POST /api/v1/admin/imports`, on a temporary SQLite database and upload folder. Prints the time
// until the job is done (posts, uploads and redirects written), the time until the server is
// quiet again (the images' responsive variants are made after the job, as for any upload), and
// the server process's RSS (read from /proc every 50 ms) at start, its peak and at the end.
// Informational: it never fails on speed or memory.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

import sharp from 'sharp'
import yazl from 'yazl'

import { ensureBuild } from '../scripts/ensure-build.ts'
import { cpuMs, rssMb, startSampleServer } from './processes.ts'

const root = new URL('..', import.meta.url).pathname
const POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 1000)
const IMAGES = Number(process.env.BENCH_IMPORT_IMAGES ?? 200)
const ADMIN = { username: 'bench@example.com', password: 'Bench-Pass-1!' } // startSampleServer's owner

const archive = async (): Promise<Buffer> => {
  const zip = new yazl.ZipFile()
  // Images as a blog has them: a JPEG graphic with gradients and text (the site's own share
  // image, each in another hue), not a flat colour, which an AV1 encoder makes in ~10 MB less.
  const graphic = join(root, 'public/og-image.jpg')
  for (let i = 0; i < IMAGES; i++) {
    const jpeg = await sharp(graphic)
      .resize({ width: 1200, height: 800, fit: 'cover' })
      .modulate({ hue: (i * 37) % 360 })
      .jpeg({ quality: 85 })
      .toBuffer()
    zip.addBuffer(jpeg, `blog/images/img-${i}.jpg`)
  }
  const para = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. '.repeat(12)
  for (let i = 0; i < POSTS; i++) {
    const image = i < IMAGES ? `\n![Image ${i}](../images/img-${i}.jpg)\n` : ''
    const md = `---\ntitle: Post number ${i}\ndate: 2024-01-01T00:00:00Z\ntags: [bench, t${i % 17}]\naliases: [/old/${i}/]\n---\n# Heading ${i}\n\n${para}\n${image}\n\`\`\`ts\nconst n = ${i}\n\`\`\`\n\n${para}\n`
    zip.addBuffer(Buffer.from(md), `blog/posts/post-${i}.md`)
  }
  zip.end()
  const chunks: Buffer[] = []
  for await (const c of zip.outputStream) chunks.push(c as Buffer)
  return Buffer.concat(chunks)
}

const waitFor = async <T>(what: string, poll: () => Promise<T | undefined>, limitMs: number): Promise<T> => {
  const until = Date.now() + limitMs
  for (;;) {
    const value = await poll()
    if (value !== undefined) return value
    if (Date.now() > until) throw new Error(`bench --imports: ${what} took over ${limitMs / 1000} s`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const countFiles = (dir: string): number => {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).length
  } catch {
    return 0
  }
}

export const runImportsBench = async () => {
  if (!process.env.BENCH_BUILD && !ensureBuild('bench')) process.exit(1)
  const zip = await archive()
  const server = await startSampleServer('imports', { env: { SAMPLE_CONTENT: 'false' } })
  const pid = server.process.pid
  try {
    const login = await fetch(`${server.base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(ADMIN),
    })
    if (!login.ok) throw new Error(`bench --imports: login answered ${login.status}`)
    const { access_token } = (await login.json()) as { access_token: string }
    const auth = { authorization: `Bearer ${access_token}` }

    const startRss = rssMb(pid)
    let peak = startRss
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50)
    const t0 = performance.now()
    const form = new FormData()
    form.append('dry_run', 'false')
    form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'blog.zip')
    const created = await fetch(`${server.base}/api/v1/admin/imports`, { method: 'POST', headers: auth, body: form })
    if (created.status !== 202)
      throw new Error(`bench --imports: POST answered ${created.status} ${await created.text()}`)
    const { id } = (await created.json()) as { id: number }
    const job = await waitFor(
      'the import',
      async () => {
        const res = await fetch(`${server.base}/api/v1/admin/imports/${id}`, { headers: auth })
        const body = (await res.json()) as { status: string; report?: Record<string, unknown> }
        return body.status === 'done' || body.status === 'failed' ? body : undefined
      },
      600_000,
    )
    const done = performance.now() - t0
    const peakAtDone = peak
    // The variants follow in the background: the server is quiet once it spends under 5% of a
    // core over two seconds.
    let last = cpuMs(pid)
    await waitFor(
      'the responsive variants',
      async () => {
        await new Promise((r) => setTimeout(r, 2000))
        const now = cpuMs(pid)
        const quiet = now - last < 100
        last = now
        return quiet ? true : undefined
      },
      1_800_000,
    )
    clearInterval(sampler)
    const quiet = performance.now() - t0
    const mb = (n: number) => `${Math.round(n)} MB`
    const report = job.report ?? {}
    console.log(
      `imports: ${POSTS} Markdown posts, ${IMAGES} images (1200×800 JPEG) in one ${(zip.length / 1048576).toFixed(1)} MB .zip, through POST /api/v1/admin/imports to the production server (MEMORY_LIMIT_MB default)`,
    )
    console.log(
      `  job ${job.status} in ${(done / 1000).toFixed(1)} s: posts ${JSON.stringify(report.posts)}, media ${JSON.stringify(report.media)}, redirects ${String(report.redirects)}; server RSS ${mb(startRss)} at start, peak ${mb(peakAtDone)} until the job was done`,
    )
    console.log(
      `  server quiet (variants stored: ${countFiles(join(server.dir, 'uploads'))} files in the upload folder) after ${(quiet / 1000).toFixed(1)} s; peak RSS ${mb(peak)}, ${mb(rssMb(pid))} at the end`,
    )
  } finally {
    await server.cleanup()
  }
}
