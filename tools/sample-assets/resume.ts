import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

import { extraSteps, FONT, ROOT, write } from './kit.ts'

// ---------------------------------------------------------------------------------------------
// Résumé: server/db/sample-content/resume.html printed to PDF by Chromium
// ---------------------------------------------------------------------------------------------

/**
 * Chromium embeds a variable font in a PDF as Type 3 glyphs (bigger, blurrier in some viewers), so the
 * résumé prefers static Inter: Debian's fonts-inter (`apt-get install fonts-inter`, or its .deb unpacked
 * with `dpkg -x` and INTER_OTF_DIR pointing at usr/share/fonts/opentype/inter). Without it, the
 * variable font from npm is used.
 */
const resumeFontFaces = () => {
  const dir = process.env.INTER_OTF_DIR ?? '/usr/share/fonts/opentype/inter'
  const weights: [string, number][] = [
    ['Regular', 400],
    ['Medium', 500],
    ['SemiBold', 600],
    ['Bold', 700],
    ['ExtraBold', 800],
  ]
  if (!weights.every(([n]) => existsSync(join(dir, `Inter-${n}.otf`)))) {
    console.warn(`Static Inter not found in ${dir}: the résumé falls back to the variable font (Type 3 glyphs).`)
    return `@font-face { font-family: 'Inter'; src: url(data:font/woff2;base64,${FONT}) format('woff2'); font-weight: 100 900; }`
  }
  return weights
    .map(
      ([n, w]) =>
        `@font-face { font-family: 'Inter'; font-weight: ${w}; src: url(data:font/otf;base64,${readFileSync(join(dir, `Inter-${n}.otf`)).toString('base64')}) format('opentype'); }`,
    )
    .join('\n')
}

extraSteps.push({
  path: 'resume.pdf',
  run: async (p) => {
    const html = readFileSync(join(ROOT, 'server/db/sample-content/resume.html'), 'utf8').replace(
      '/*INTER_FONT_FACES*/',
      resumeFontFaces(),
    )
    await p.setContent(html, { waitUntil: 'load' })
    await p.evaluate(() => document.fonts.ready)
    const pdf = await p.pdf({
      format: 'A4',
      printBackground: true,
      preferCSSPageSize: true,
      tagged: true,
      outline: false,
    })
    write('resume.pdf', pdf)
  },
})
