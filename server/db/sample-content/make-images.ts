// node server/db/sample-content/make-images.ts — gives every bundled sample image in
// public/images/ its responsive WebP/AVIF variants (next to it, `<name>-<w>w.<format>`) and writes
// their descriptions to images.json, which pages read instead of probing files. Run it after
// changing a sample image (tools/sample-assets/main.ts) or the variant widths; unchanged
// variants are kept, so a second run writes nothing but the same images.json (then run
// `npx prettier --write server/db/sample-content/images.json`: the format check covers it).
import { readdirSync, readFileSync } from 'node:fs'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

import type { ImageMap } from '../../../core/schemas/upload.ts'
import { createDiskStore } from '../../lib/upload-store.ts'
import { makeImageInfo, writeJsonAtomic } from '../../modules/uploads/uploads.variants.ts'

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const PUBLIC = join(ROOT, 'public')
const VARIANT = /-\d+w\.(webp|avif)$/

const sources = (readdirSync(join(PUBLIC, 'images'), { recursive: true }) as string[])
  .map((p) => join(PUBLIC, 'images', p))
  .filter((p) => /\.(webp|png|jpg)$/.test(p) && !VARIANT.test(p))
  .sort()

const manifest: ImageMap = {}
let written = 0
for (const file of sources) {
  const url = `/${relative(PUBLIC, file).split('\\').join('/')}`
  const base = basename(file).replace(/\.[a-z]+$/, '')
  const { info, made } = await makeImageInfo(readFileSync(file), { store: createDiskStore(dirname(file)), base })
  manifest[url] = info
  written += made.length
  console.log(
    `${url}: ${info.width}×${info.height}, variants at ${info.widths.join(', ')} px (${made.length} new files)`,
  )
}
await writeJsonAtomic(join(ROOT, 'server/db/sample-content/images.json'), manifest)
console.log(`${sources.length} images, ${written} variant files written`)
