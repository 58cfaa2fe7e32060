// node tools/sample-assets/main.ts [filter] — regenerates the sample content's static files in public/:
// project screenshots, blog covers, certificate images, the testimonial avatar, og-image.jpg,
// favicon.svg and apple-touch-icon.png. Each image is an HTML/CSS composition rendered
// by Debian's Chromium (through playwright-core, no browser download) and encoded with sharp.
// The outputs are committed; run this only when changing the designs. `filter` limits the run to
// outputs whose path contains it (e.g. `shopflow`, `blog`, `og-image`).
// DUMP_HTML=/tmp/x.html writes the first matching output's HTML there, to debug a layout in a browser.
import { writeFileSync } from 'node:fs'

import { chromium, type Page } from 'playwright-core'
import sharp from 'sharp'

import { extraSteps, FILTER, type Output, outputs, write } from './kit.ts'

// Each family adds its outputs on import, in this order.
import './projects/shopflow.ts'
import './projects/medislot.ts'
import './projects/taskpilot.ts'
import './projects/mobile-apps.ts'
import './projects/insight.ts'
import './projects/stocksync.ts'
import './projects/learnhub.ts'
import './blog-covers.ts'
import './certificates.ts'
import './avatar.ts'
import './site-images.ts'

// ---------------------------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------------------------

const render = async (p: Page, o: Output) => {
  await p.setViewportSize({ width: o.w, height: o.h })
  await p.setContent(o.html, { waitUntil: 'load' })
  await p.evaluate(() => document.fonts.ready)
  const png = await p.screenshot({ type: 'png' })
  const img = sharp(png)
  const format = o.format ?? 'webp'
  if (format === 'webp') {
    // Aim for < 40 KB: step the quality down for the few busy compositions (gradients, phones).
    let out = Buffer.alloc(0)
    for (let q = o.quality ?? 72; q >= 56; q -= 4) {
      out = await img.clone().webp({ quality: q, effort: 6, smartSubsample: true }).toBuffer()
      if (out.length <= 40 * 1024) break
    }
    return out
  }
  if (format === 'jpeg') return img.jpeg({ quality: o.quality ?? 84, mozjpeg: true }).toBuffer()
  return img.png({ compressionLevel: 9, palette: false }).toBuffer()
}

const main = async () => {
  const browserApp = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    const p = await browserApp.newPage({ deviceScaleFactor: 1 })
    if (process.env.DUMP_HTML)
      writeFileSync(process.env.DUMP_HTML, outputs.find((x) => x.path.includes(FILTER))?.html ?? '')
    for (const o of outputs.filter((x) => x.path.includes(FILTER))) write(o.path, await render(p, o))
    for (const step of extraSteps.filter((x) => x.path.includes(FILTER))) await step.run(p)
  } finally {
    await browserApp.close()
  }
}

// === RUN ===
await main()
