// `npm run bench -- --uploads`: how long the owner waits for an image upload (issue 23), with a
// real photo saved as a ~360 KB PNG: the answer of one upload, of a 2-image gallery (two at
// once, as the editor sends them), and when the responsive variants of each are all stored.
// Informational: it never fails on speed.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import sharp from 'sharp'

import { createDiskStore } from '../server/lib/upload-store.ts'
import { createUploadsService } from '../server/modules/uploads/uploads.service.ts'

const root = new URL('..', import.meta.url).pathname
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)

/** A sample photo (900 px wide) as a PNG: ~360 KB, the size the issue measured. */
const photoPng = () =>
  sharp(join(root, 'public/images/projects/fittrack/coach.webp')).resize({ width: 900 }).png().toBuffer()

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!
const ms = (x: number) => `${Math.round(x)} ms`

export const runUploadsBench = async () => {
  const png = await photoPng()
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-uploads-'))
  try {
    const uploads = createUploadsService({ store: createDiskStore(dir) })
    // One upload first: sharp and libvips load once per process.
    await uploads.save(png)
    await uploads.idle()
    const one: number[] = []
    const oneDone: number[] = []
    const two: number[] = []
    const twoDone: number[] = []
    for (let i = 0; i < ROUNDS; i++) {
      let t0 = performance.now()
      await uploads.save(png)
      one.push(performance.now() - t0)
      await uploads.idle()
      oneDone.push(performance.now() - t0)

      t0 = performance.now()
      await Promise.all([uploads.save(png), uploads.save(png)])
      two.push(performance.now() - t0)
      await uploads.idle()
      twoDone.push(performance.now() - t0)
    }
    console.log(`uploads: a ${Math.round(png.length / 1024)} KB PNG (900 px wide), median of ${ROUNDS}`)
    console.log(`  one image:        answered in ${ms(median(one))}, variants stored after ${ms(median(oneDone))}`)
    console.log(`  2-image gallery:  answered in ${ms(median(two))}, variants stored after ${ms(median(twoDone))}`)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
