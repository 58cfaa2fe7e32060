// `npm run bench -- --imports`: a Markdown archive of 1,000 posts and 200 images (issue 26,
// goal: under 60 s) imported through the same service the API uses, into a temporary SQLite
// database and upload folder: the time until the job is done (posts, uploads and redirects
// written), the time until every image's responsive variants are stored too, and the process's
// peak RSS meanwhile. Informational: it never fails on speed.
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import pino from 'pino'
import sharp from 'sharp'
import yazl from 'yazl'

import { loadConfig } from '../server/config.ts'
import { createDb } from '../server/db/create-db.ts'
import { migrateToLatest } from '../server/db/migrate.ts'
import { ContentEvents } from '../server/lib/events.ts'
import { createServices } from '../server/services.ts'

const POSTS = Number(process.env.BENCH_IMPORT_POSTS ?? 1000)
const IMAGES = Number(process.env.BENCH_IMPORT_IMAGES ?? 200)

const archive = async (path: string) => {
  const zip = new yazl.ZipFile()
  for (let i = 0; i < IMAGES; i++) {
    const png = await sharp({
      create: { width: 1200, height: 800, channels: 3, background: { r: i % 256, g: (i * 7) % 256, b: 120 } },
    })
      .png()
      .toBuffer()
    zip.addBuffer(png, `blog/images/img-${i}.png`)
  }
  const para = 'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor. '.repeat(12)
  for (let i = 0; i < POSTS; i++) {
    const image = i < IMAGES ? `\n![Image ${i}](../images/img-${i}.png)\n` : ''
    const md = `---\ntitle: Post number ${i}\ndate: 2024-01-01T00:00:00Z\ntags: [bench, t${i % 17}]\naliases: [/old/${i}/]\n---\n# Heading ${i}\n\n${para}\n${image}\n\`\`\`ts\nconst n = ${i}\n\`\`\`\n\n${para}\n`
    zip.addBuffer(Buffer.from(md), `blog/posts/post-${i}.md`)
  }
  zip.end()
  const chunks: Buffer[] = []
  for await (const c of zip.outputStream) chunks.push(c as Buffer)
  writeFileSync(path, Buffer.concat(chunks))
}

export const runImportsBench = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-import-'))
  try {
    const zipPath = join(dir, 'export.zip')
    await archive(zipPath)
    const config = loadConfig({
      DATABASE_URL: `file:${join(dir, 'site.db')}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      LOG_LEVEL: 'silent',
    })
    const db = createDb(config.DATABASE_URL)
    await migrateToLatest(db.db)
    const events = new ContentEvents()
    const services = createServices(db, config, events, pino({ level: 'silent' }))
    let peak = process.memoryUsage().rss
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50)
    const t0 = performance.now()
    const staged = await services.imports.stagingPath()
    copyFileSync(zipPath, staged)
    const { id } = await services.imports.enqueue(staged, false)
    await services.imports.idle()
    const done = performance.now() - t0
    const job = await services.imports.get(id)
    const mb = (b: number) => `${Math.round(b / 1048576)} MB`
    console.log(`imports: ${POSTS} Markdown posts, ${IMAGES} images (1200×800 PNG) in one .zip`)
    console.log(
      `  job ${job?.status} in ${(done / 1000).toFixed(1)} s: posts ${JSON.stringify(job?.report?.posts)}, media ${JSON.stringify(job?.report?.media)}, redirects ${job?.report?.redirects}; peak RSS ${mb(peak)}`,
    )
    await services.uploads.idle()
    clearInterval(sampler)
    console.log(
      `  every image's variants stored after ${((performance.now() - t0) / 1000).toFixed(1)} s; peak RSS ${mb(peak)}`,
    )
    events.close()
    await db.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
