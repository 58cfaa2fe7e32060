import sharp from 'sharp'

import { extraSteps, outputs, page, stage, write } from './kit.ts'

// ---------------------------------------------------------------------------------------------
// Share image (1200×630 JPEG), favicon and touch icon
// ---------------------------------------------------------------------------------------------

outputs.push({
  path: 'og-image.jpg',
  w: 1200,
  h: 630,
  format: 'jpeg',
  quality: 82,
  html: page(
    1200,
    630,
    stage(
      1200,
      630,
      'linear-gradient(135deg,#0b1220 0%,#0f1d3a 55%,#1e3a8a 100%)',
      `<div style="position:absolute;inset:0;background-image:linear-gradient(rgba(255,255,255,.045) 1px,transparent 1px),linear-gradient(90deg,rgba(255,255,255,.045) 1px,transparent 1px);background-size:40px 40px"></div>
      <div style="position:absolute;left:80px;top:0;bottom:0;width:640px;display:flex;flex-direction:column;justify-content:center;color:#fff">
        <div class="row" style="gap:10px"><span class="pill" style="background:rgba(34,197,94,.16);color:#4ade80;padding:6px 14px;font-size:14px;border:1px solid rgba(74,222,128,.3)">● Available for hire</span><span class="pill" style="background:rgba(255,255,255,.08);color:#cbd5e1;padding:6px 14px;font-size:14px">Remote · Freelance · Contract</span></div>
        <div style="font-size:76px;font-weight:850;letter-spacing:-.035em;margin-top:26px;line-height:1">Alex Morgan</div>
        <div style="font-size:30px;font-weight:650;margin-top:16px;letter-spacing:-.01em"><span style="color:#60a5fa">Full-Stack Developer</span> · 3+ years</div>
        <div style="font-size:19px;color:#94a3b8;margin-top:18px;line-height:1.5">Web and mobile products with Django, FastAPI, Laravel, React and TypeScript — plus tutoring and mentorship.</div>
        <div class="row" style="gap:8px;margin-top:30px">${[
          'Python',
          'TypeScript',
          'React',
          'Django',
          'FastAPI',
          'PostgreSQL',
        ]
          .map(
            (t) =>
              `<span style="padding:7px 13px;border-radius:9px;background:rgba(59,130,246,.14);border:1px solid rgba(96,165,250,.3);color:#bfdbfe;font-size:14px;font-weight:600">${t}</span>`,
          )
          .join('')}</div>
      </div>
      <div style="position:absolute;right:90px;top:50%;transform:translateY(-50%);width:300px;height:300px;border-radius:72px;background:linear-gradient(135deg,#3b82f6,#1d4ed8);box-shadow:0 40px 90px -20px rgba(59,130,246,.6),0 0 0 10px rgba(59,130,246,.12);display:grid;place-items:center">
        <svg width="190" height="190" viewBox="0 0 32 32"><path d="M4.5 24 10 8l5.5 16M6.4 18.6h7.2M18.5 24V8l4.5 9 4.5-9v16" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>
      </div>`,
      [
        ['#3b82f6', 760, -220, 560],
        ['#6366f1', -260, 380, 460],
      ],
    ),
  ),
})

/** A monogram (A + M drawn as strokes, no font needed) on a rounded #3B82F6 square. */
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="#3B82F6"/><path d="M4.5 24 10 8l5.5 16M6.4 18.6h7.2M18.5 24V8l4.5 9 4.5-9v16" fill="none" stroke="#fff" stroke-width="2.6" stroke-linecap="round" stroke-linejoin="round"/></svg>
`

extraSteps.push({
  path: 'favicon.svg apple-touch-icon.png',
  run: async () => {
    write('favicon.svg', FAVICON_SVG)
    // iOS rounds the corners itself and wants an opaque square: no transparent corners.
    const square = FAVICON_SVG.replace('rx="7" ', '')
    write(
      'apple-touch-icon.png',
      await sharp(Buffer.from(square), { density: 600 }).resize(180, 180).png({ compressionLevel: 9 }).toBuffer(),
    )
  },
})
