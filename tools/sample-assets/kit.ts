// The shared building blocks of the sample images: base CSS, stages, windows, phones, charts,
// and the registry of outputs (`outputs`, `extraSteps`) that each asset family adds to.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import { Lock, type LucideIcon, Star } from 'lucide-react'
import { type Page } from 'playwright-core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'

export const ROOT = fileURLToPath(new URL('../../', import.meta.url))
const PUBLIC = join(ROOT, 'public')
export const FILTER = process.argv[2] ?? ''

export const FONT = readFileSync(
  join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).toString('base64')

export const icon = (I: LucideIcon, size = 16, strokeWidth = 2) =>
  renderToStaticMarkup(createElement(I, { size, strokeWidth }))

/** Deterministic pseudo-random numbers, so regenerated images only change when the design does. */
export const rng = (seed: number) => () => {
  seed |= 0
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

// ---------------------------------------------------------------------------------------------
// Shared styles and building blocks
// ---------------------------------------------------------------------------------------------

export interface Palette {
  accent: string
  soft: string
  bg: string
  glow: string
}

const BASE_CSS = `
@font-face { font-family: 'Inter'; src: url(data:font/woff2;base64,${FONT}) format('woff2'); font-weight: 100 900; }
* { box-sizing: border-box; margin: 0; padding: 0; }
html, body { overflow: hidden; }
body { font-family: Inter, 'DejaVu Sans', sans-serif; -webkit-font-smoothing: antialiased; color: #0f172a; font-size: 13px; line-height: 1.4; }
svg { display: block; flex-shrink: 0; }
.stage { position: relative; overflow: hidden; }
.blob { position: absolute; border-radius: 50%; filter: blur(60px); opacity: .55; }
.window { position: absolute; border-radius: 14px; overflow: hidden; background: #fff; display: flex; flex-direction: column;
  box-shadow: 0 30px 60px -12px rgba(15,23,42,.35), 0 18px 36px -18px rgba(15,23,42,.4), 0 0 0 1px rgba(15,23,42,.06); }
.chrome { height: 40px; flex-shrink: 0; background: #f1f5f9; border-bottom: 1px solid #e2e8f0; display: flex; align-items: center; padding: 0 14px; gap: 8px; }
.chrome.dark { background: #0b1120; border-color: #1e293b; }
.chrome .d { width: 11px; height: 11px; border-radius: 50%; }
.chrome .url { margin-left: 18px; flex: 0 1 420px; height: 24px; border-radius: 7px; background: #fff; border: 1px solid #e2e8f0; display: flex; align-items: center; gap: 6px; padding: 0 10px; font-size: 11.5px; color: #64748b; }
.chrome.dark .url { background: #111827; border-color: #1f2937; color: #94a3b8; }
.viewport { flex: 1; position: relative; overflow: hidden; }
.app { display: flex; height: 100%; background: #f8fafc; }
.app.dark { background: #0b1220; color: #e2e8f0; }
.side { width: 206px; flex-shrink: 0; padding: 18px 12px; background: #fff; border-right: 1px solid #e2e8f0; display: flex; flex-direction: column; gap: 2px; }
.dark .side { background: #0d1526; border-color: #1e293b; }
.brand { display: flex; align-items: center; gap: 9px; font-weight: 700; font-size: 15px; padding: 0 8px; margin-bottom: 20px; letter-spacing: -.01em; }
.logo { width: 28px; height: 28px; border-radius: 8px; color: #fff; display: grid; place-items: center; font-weight: 800; font-size: 13px; }
.nav { padding: 8px 10px; border-radius: 8px; color: #64748b; display: flex; gap: 10px; align-items: center; font-weight: 500; font-size: 13px; }
.dark .nav { color: #94a3b8; }
.navhead { font-size: 10.5px; text-transform: uppercase; letter-spacing: .08em; color: #94a3b8; font-weight: 600; padding: 14px 10px 6px; }
.main { flex: 1; padding: 22px 26px; display: flex; flex-direction: column; gap: 16px; overflow: hidden; min-width: 0; }
.row { display: flex; align-items: center; gap: 10px; }
.between { display: flex; align-items: center; justify-content: space-between; gap: 10px; }
.h1 { font-size: 20px; font-weight: 700; letter-spacing: -.015em; }
.h2 { font-size: 14px; font-weight: 650; }
.muted { color: #64748b; }
.dark .muted { color: #94a3b8; }
.small { font-size: 11.5px; }
.card { background: #fff; border: 1px solid #e2e8f0; border-radius: 12px; padding: 16px; }
.dark .card { background: #0f1a2e; border-color: #1e293b; }
.grid { display: grid; gap: 14px; }
.kpi .label { font-size: 12px; color: #64748b; font-weight: 500; }
.dark .kpi .label { color: #94a3b8; }
.kpi .value { font-size: 23px; font-weight: 700; margin-top: 6px; letter-spacing: -.02em; }
.kpi .delta { font-size: 11.5px; font-weight: 600; margin-top: 4px; }
.up { color: #16a34a; } .down { color: #dc2626; }
.dark .up { color: #4ade80; } .dark .down { color: #f87171; }
.pill { display: inline-flex; align-items: center; gap: 5px; padding: 3px 9px; border-radius: 999px; font-size: 11px; font-weight: 600; white-space: nowrap; }
table { width: 100%; border-collapse: collapse; font-size: 12.5px; }
th { text-align: left; color: #64748b; font-weight: 500; padding: 8px 10px; border-bottom: 1px solid #e2e8f0; font-size: 11.5px; }
td { padding: 10px; border-bottom: 1px solid #f1f5f9; white-space: nowrap; }
.tight td { padding: 7px 10px; }
.dark th { color: #94a3b8; border-color: #1e293b; } .dark td { border-color: #16213a; }
.btn { display: inline-flex; align-items: center; gap: 6px; color: #fff; padding: 8px 14px; border-radius: 8px; font-weight: 600; font-size: 12.5px; white-space: nowrap; }
.btn.ghost { background: #fff; color: #0f172a; border: 1px solid #e2e8f0; }
.input { border: 1px solid #e2e8f0; border-radius: 8px; padding: 9px 12px; color: #0f172a; background: #fff; font-size: 12.5px; }
.input.ph { color: #94a3b8; }
.label { font-size: 11.5px; font-weight: 600; color: #334155; margin-bottom: 5px; }
.av { width: 28px; height: 28px; border-radius: 50%; display: grid; place-items: center; color: #fff; font-size: 10.5px; font-weight: 700; flex-shrink: 0; }
.bar { height: 7px; border-radius: 999px; background: #e2e8f0; overflow: hidden; }
.bar > div { height: 100%; border-radius: 999px; }
.dark .bar { background: #1e293b; }
.mono { font-family: 'DejaVu Sans Mono', monospace; }
.search { display: flex; align-items: center; gap: 8px; border: 1px solid #e2e8f0; background: #fff; border-radius: 9px; padding: 7px 12px; color: #94a3b8; font-size: 12.5px; width: 260px; }
.dark .search { background: #0f1a2e; border-color: #1e293b; }
`

export const page = (w: number, h: number, body: string, extraCss = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}
body { width: ${w}px; height: ${h}px; } ${extraCss}</style></head><body>${body}</body></html>`

export const stage = (
  w: number,
  h: number,
  background: string,
  inner: string,
  blobs: [string, number, number, number][] = [],
) =>
  `<div class="stage" style="width:${w}px;height:${h}px;background:${background}">${blobs
    .map(
      ([c, x, y, s]) =>
        `<div class="blob" style="background:${c};left:${x}px;top:${y}px;width:${s}px;height:${s}px"></div>`,
    )
    .join('')}${inner}</div>`

const browser = (
  o: { x: number; y: number; w: number; h: number; url: string; dark?: boolean; radius?: number },
  content: string,
) => `<div class="window" style="left:${o.x}px;top:${o.y}px;width:${o.w}px;height:${o.h}px;${
  o.radius !== undefined ? `border-radius:${o.radius}px;` : ''
}">
  <div class="chrome${o.dark ? ' dark' : ''}"><span class="d" style="background:#ff5f57"></span><span class="d" style="background:#febc2e"></span><span class="d" style="background:#28c840"></span>
  <div class="url">${icon(Lock, 11)}${o.url}</div></div>
  <div class="viewport">${content}</div></div>`

const PHONE_CSS = `
.phone { position: absolute; width: 300px; height: 620px; border-radius: 46px; background: #0b0f19; padding: 11px;
  box-shadow: 0 40px 70px -20px rgba(15,23,42,.55), 0 0 0 1.5px #1f2937 inset, 0 0 0 3px #334155; }
.phone .screen { width: 100%; height: 100%; border-radius: 36px; overflow: hidden; position: relative; background: #fff; display: flex; flex-direction: column; }
.phone .notch { position: absolute; top: 9px; left: 50%; transform: translateX(-50%); width: 88px; height: 24px; background: #0b0f19; border-radius: 14px; z-index: 3; }
.phone .status { height: 44px; flex-shrink: 0; display: flex; justify-content: space-between; align-items: center; padding: 6px 24px 0; font-size: 12px; font-weight: 650; }
.phone .status i { display: inline-block; width: 22px; height: 10px; border-radius: 3px; border: 1.5px solid currentColor; margin-left: 4px; position: relative; }
.phone .status i::after { content: ''; position: absolute; inset: 1.5px; right: 5px; background: currentColor; border-radius: 1px; }
.phone .tabbar { height: 64px; flex-shrink: 0; display: flex; justify-content: space-around; align-items: center; border-top: 1px solid #eef2f7; padding-bottom: 8px; color: #94a3b8; font-size: 9.5px; font-weight: 600; }
.phone .tabbar > div { display: flex; flex-direction: column; align-items: center; gap: 3px; }
.phone .body { flex: 1; padding: 4px 18px 12px; display: flex; flex-direction: column; gap: 12px; overflow: hidden; }
`

export const phone = (
  x: number,
  y: number,
  screen: string,
  o: { rotate?: number; scale?: number; dark?: boolean } = {},
) =>
  `<div class="phone" style="left:${x}px;top:${y}px;transform:rotate(${o.rotate ?? 0}deg) scale(${o.scale ?? 1});transform-origin:center">
  <div class="screen" style="${o.dark ? 'background:#0b1220;color:#e2e8f0' : ''}"><div class="notch"></div>
  <div class="status"><span>9:41</span><span style="display:flex;align-items:center">5G<i></i></span></div>${screen}</div></div>`

export const tabbar = (items: [LucideIcon, string][], active: number, color: string) =>
  `<div class="tabbar">${items
    .map(([I, t], i) => `<div style="${i === active ? `color:${color}` : ''}">${icon(I, 20)}${t}</div>`)
    .join('')}</div>`

export const side = (
  brand: string,
  letter: string,
  color: string,
  items: [LucideIcon, string][],
  active: number,
  soft: string,
  extra = '',
) => `<div class="side"><div class="brand"><div class="logo" style="background:${color}">${letter}</div>${brand}</div>
${items
  .map(
    ([I, t], i) =>
      `<div class="nav" style="${i === active ? `background:${soft};color:${color};font-weight:600` : ''}">${icon(I, 16)}${t}</div>`,
  )
  .join('')}${extra}</div>`

export const initialsOf = (name: string) => {
  const w = name.split(' ')
  return ((w[0]?.[0] ?? '') + (w.length > 1 ? (w[w.length - 1]?.[0] ?? '') : '')).toUpperCase()
}

export const avatar = (initials: string, color: string, size = 28) =>
  `<div class="av" style="background:${color};width:${size}px;height:${size}px;font-size:${Math.round(size * 0.38)}px">${initials}</div>`

export const pill = (text: string, fg: string, bg: string) =>
  `<span class="pill" style="color:${fg};background:${bg}">${text}</span>`

export const kpi = (label: string, value: string, delta: string, up = true) =>
  `<div class="card kpi"><div class="label">${label}</div><div class="value">${value}</div><div class="delta ${
    up ? 'up' : 'down'
  }">${delta}</div></div>`

/** A smooth line (and optional area) chart as SVG. */
export const lineChart = (
  w: number,
  h: number,
  series: { values: number[]; color: string; fill?: boolean; dash?: boolean; width?: number }[],
  o: { min?: number; max?: number; grid?: string; labels?: string[]; labelColor?: string } = {},
) => {
  const all = series.flatMap((s) => s.values)
  const min = o.min ?? Math.min(...all)
  const max = o.max ?? Math.max(...all)
  const padB = o.labels ? 20 : 4
  const ch = h - padB - 6
  const n = Math.max(...series.map((s) => s.values.length))
  const pts = (v: number[]) =>
    v.map((y, i) => [(i / (n - 1)) * w, 6 + ch - ((y - min) / (max - min || 1)) * ch] as const)
  // Catmull-Rom through the points, as cubic Béziers: smooth, and straight where the data is.
  const smooth = (p: (readonly [number, number])[]) =>
    p.reduce((d, [x, y], i, a) => {
      if (i === 0) return `M${x.toFixed(1)},${y.toFixed(1)}`
      const [x0, y0] = a[i - 2] ?? a[i - 1] ?? [x, y]
      const [x1, y1] = a[i - 1] ?? [x, y]
      const [x3, y3] = a[i + 1] ?? [x, y]
      const c1 = [x1 + (x - x0) / 6, y1 + (y - y0) / 6]
      const c2 = [x - (x3 - x1) / 6, y - (y3 - y1) / 6]
      return `${d} C${c1.map((v) => v.toFixed(1)).join(',')} ${c2.map((v) => v.toFixed(1)).join(',')} ${x.toFixed(1)},${y.toFixed(1)}`
    }, '')
  const grid = [0, 1, 2, 3]
    .map((i) => {
      const y = 6 + (ch / 3) * i
      return `<line x1="0" x2="${w}" y1="${y}" y2="${y}" stroke="${o.grid ?? '#eef2f7'}" stroke-width="1"/>`
    })
    .join('')
  const labels = (o.labels ?? [])
    .map(
      (l, i, a) =>
        `<text x="${(i / (a.length - 1)) * (w - 24) + 12}" y="${h - 4}" font-size="10.5" text-anchor="middle" fill="${
          o.labelColor ?? '#94a3b8'
        }" font-family="Inter">${l}</text>`,
    )
    .join('')
  const paths = series
    .map((s, si) => {
      const p = pts(s.values)
      const d = smooth(p)
      const id = `g${si}${Math.round(w)}${Math.round(h)}`
      const area = s.fill
        ? `<defs><linearGradient id="${id}" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="${s.color}" stop-opacity=".28"/><stop offset="1" stop-color="${s.color}" stop-opacity="0"/></linearGradient></defs><path d="${d} L${p[p.length - 1]?.[0] ?? w},${
            6 + ch
          } L0,${6 + ch} Z" fill="url(#${id})"/>`
        : ''
      return `${area}<path d="${d}" fill="none" stroke="${s.color}" stroke-width="${s.width ?? 2.5}" stroke-linecap="round" ${
        s.dash ? 'stroke-dasharray="5 5"' : ''
      }/>`
    })
    .join('')
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${grid}${paths}${labels}</svg>`
}

export const barChart = (
  w: number,
  h: number,
  values: number[],
  color: string | string[],
  o: { labels?: string[]; gap?: number; radius?: number; labelColor?: string; max?: number } = {},
) => {
  const max = o.max ?? Math.max(...values)
  const padB = o.labels ? 18 : 0
  const gap = o.gap ?? 8
  const bw = (w - gap * (values.length - 1)) / values.length
  return `<svg width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${values
    .map((v, i) => {
      const bh = (v / max) * (h - padB - 2)
      const c = Array.isArray(color) ? color[i % color.length] : color
      return `<rect x="${i * (bw + gap)}" y="${h - padB - bh}" width="${bw}" height="${bh}" rx="${o.radius ?? 4}" fill="${c}"/>${
        o.labels
          ? `<text x="${i * (bw + gap) + bw / 2}" y="${h - 3}" font-size="10.5" text-anchor="middle" fill="${
              o.labelColor ?? '#94a3b8'
            }" font-family="Inter">${o.labels[i] ?? ''}</text>`
          : ''
      }`
    })
    .join('')}</svg>`
}

export const donut = (size: number, parts: [number, string][], thickness = 14, track = '#eef2f7', center = '') => {
  const r = (size - thickness) / 2
  const c = 2 * Math.PI * r
  const total = parts.reduce((s, [v]) => s + v, 0)
  let offset = 0
  const arcs = parts
    .map(([v, color]) => {
      const len = (v / total) * c
      const a = `<circle cx="${size / 2}" cy="${size / 2}" r="${r}" fill="none" stroke="${color}" stroke-width="${thickness}" stroke-dasharray="${len} ${
        c - len
      }" stroke-dashoffset="${-offset}" transform="rotate(-90 ${size / 2} ${size / 2})"/>`
      offset += len
      return a
    })
    .join('')
  return `<div style="position:relative;width:${size}px;height:${size}px"><svg width="${size}" height="${size}"><circle cx="${
    size / 2
  }" cy="${size / 2}" r="${r}" fill="none" stroke="${track}" stroke-width="${thickness}"/>${arcs}</svg><div style="position:absolute;inset:0;display:grid;place-items:center;text-align:center">${center}</div></div>`
}

export const progress = (pct: number, color: string, h = 7) =>
  `<div class="bar" style="height:${h}px"><div style="width:${pct}%;background:${color}"></div></div>`

export const stars = (n: number, color = '#f59e0b', size = 13) =>
  `<span class="row" style="gap:2px;color:${color}">${Array.from({ length: 5 }, (_, i) =>
    renderToStaticMarkup(createElement(Star, { size, strokeWidth: 2, fill: i < n ? color : 'none' })),
  ).join('')}</span>`

export const series = (seed: number, n: number, start: number, drift: number, noise: number) => {
  const r = rng(seed)
  let v = start
  return Array.from({ length: n }, () => (v += drift + (r() - 0.5) * noise))
}

// ---------------------------------------------------------------------------------------------
// Compositions: a cover (gradient, window, floating accent) and gallery screens
// ---------------------------------------------------------------------------------------------

export const W = 1200
export const H = 750

export const coverStage = (p: Palette, content: string, o: { url: string; dark?: boolean; float?: string }) =>
  stage(W, H, p.bg, browser({ x: 90, y: 64, w: 1020, h: 740, url: o.url, dark: o.dark }, content) + (o.float ?? ''), [
    [p.glow, -120, -140, 520],
    [p.glow, 860, 420, 520],
  ])

export const galleryStage = (p: Palette, content: string, o: { url: string; dark?: boolean }) =>
  stage(W, H, p.bg, browser({ x: 40, y: 36, w: 1120, h: 678, url: o.url, dark: o.dark }, content), [
    [p.glow, 700, -200, 600],
  ])

export const floatCard = (x: number, y: number, w: number, inner: string, dark = false) =>
  `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;padding:16px 18px;border-radius:14px;background:${
    dark ? '#0f1a2e' : '#fff'
  };color:${dark ? '#e2e8f0' : '#0f172a'};box-shadow:0 24px 50px -12px rgba(15,23,42,.4),0 0 0 1px rgba(15,23,42,.06)">${inner}</div>`

export interface Output {
  path: string
  w: number
  h: number
  html: string
  format?: 'webp' | 'jpeg' | 'png'
  quality?: number
}

export const outputs: Output[] = []
/** Outputs that are not a single screenshot (PDF, SVG, icons). */
export const extraSteps: { path: string; run: (p: Page) => Promise<void> }[] = []
export const project = (folder: string, name: string, html: string) =>
  outputs.push({ path: `images/projects/${folder}/${name}.webp`, w: W, h: H, html: page(W, H, html, PHONE_CSS) })

export const write = (rel: string, data: Buffer | string) => {
  const file = join(PUBLIC, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, data)
  const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length
  console.log(`${rel.padEnd(58)} ${(size / 1024).toFixed(1).padStart(7)} KB`)
}
