// node scripts/make-sample-assets.ts [filter] — regenerates the sample content's static files in public/:
// project screenshots, blog covers, certificate images, the testimonial avatar, og-image.jpg,
// favicon.svg, apple-touch-icon.png and resume.pdf. Each image is an HTML/CSS composition rendered
// by Debian's Chromium (through playwright-core, no browser download) and encoded with sharp.
// The outputs are committed; run this only when changing the designs. `filter` limits the run to
// outputs whose path contains it (e.g. `shopflow`, `blog`, `resume`).
// DUMP_HTML=/tmp/x.html writes the first matching output's HTML there, to debug a layout in a browser.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

import {
  Activity,
  BarChart3,
  Bell,
  BookOpen,
  Boxes,
  Calendar,
  Check,
  ChevronRight,
  CircleCheck,
  Clock,
  Dumbbell,
  FileText,
  Flame,
  FolderKanban,
  GraduationCap,
  Heart,
  Home,
  Inbox,
  Layers,
  LayoutDashboard,
  ListChecks,
  Lock,
  MessageCircle,
  Package,
  Play,
  Plus,
  RefreshCw,
  Repeat,
  ScanLine,
  Search,
  Send,
  Server,
  Settings,
  ShoppingBag,
  Star,
  Tag,
  Timer,
  TrendingUp,
  Truck,
  Users,
  UtensilsCrossed,
  Video,
  Zap,
  type LucideIcon,
} from 'lucide-react'
import { chromium, type Page } from 'playwright-core'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import sharp from 'sharp'

const ROOT = fileURLToPath(new URL('../', import.meta.url))
const PUBLIC = join(ROOT, 'public')
const FILTER = process.argv[2] ?? ''

const FONT = readFileSync(
  join(ROOT, 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2'),
).toString('base64')

const icon = (I: LucideIcon, size = 16, strokeWidth = 2) =>
  renderToStaticMarkup(createElement(I, { size, strokeWidth }))

/** Deterministic pseudo-random numbers, so regenerated images only change when the design does. */
const rng = (seed: number) => () => {
  seed |= 0
  seed = (seed + 0x6d2b79f5) | 0
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed)
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296
}

// ---------------------------------------------------------------------------------------------
// Shared styles and building blocks
// ---------------------------------------------------------------------------------------------

interface Palette {
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

const page = (w: number, h: number, body: string, extraCss = '') =>
  `<!doctype html><html><head><meta charset="utf-8"><style>${BASE_CSS}
body { width: ${w}px; height: ${h}px; } ${extraCss}</style></head><body>${body}</body></html>`

const stage = (
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

const phone = (x: number, y: number, screen: string, o: { rotate?: number; scale?: number; dark?: boolean } = {}) =>
  `<div class="phone" style="left:${x}px;top:${y}px;transform:rotate(${o.rotate ?? 0}deg) scale(${o.scale ?? 1});transform-origin:center">
  <div class="screen" style="${o.dark ? 'background:#0b1220;color:#e2e8f0' : ''}"><div class="notch"></div>
  <div class="status"><span>9:41</span><span style="display:flex;align-items:center">5G<i></i></span></div>${screen}</div></div>`

const tabbar = (items: [LucideIcon, string][], active: number, color: string) =>
  `<div class="tabbar">${items
    .map(([I, t], i) => `<div style="${i === active ? `color:${color}` : ''}">${icon(I, 20)}${t}</div>`)
    .join('')}</div>`

const side = (
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

const initialsOf = (name: string) => {
  const w = name.split(' ')
  return ((w[0]?.[0] ?? '') + (w.length > 1 ? (w[w.length - 1]?.[0] ?? '') : '')).toUpperCase()
}

const avatar = (initials: string, color: string, size = 28) =>
  `<div class="av" style="background:${color};width:${size}px;height:${size}px;font-size:${Math.round(size * 0.38)}px">${initials}</div>`

const pill = (text: string, fg: string, bg: string) =>
  `<span class="pill" style="color:${fg};background:${bg}">${text}</span>`

const kpi = (label: string, value: string, delta: string, up = true) =>
  `<div class="card kpi"><div class="label">${label}</div><div class="value">${value}</div><div class="delta ${
    up ? 'up' : 'down'
  }">${delta}</div></div>`

/** A smooth line (and optional area) chart as SVG. */
const lineChart = (
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

const barChart = (
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

const donut = (size: number, parts: [number, string][], thickness = 14, track = '#eef2f7', center = '') => {
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

const progress = (pct: number, color: string, h = 7) =>
  `<div class="bar" style="height:${h}px"><div style="width:${pct}%;background:${color}"></div></div>`

const stars = (n: number, color = '#f59e0b', size = 13) =>
  `<span class="row" style="gap:2px;color:${color}">${Array.from({ length: 5 }, (_, i) =>
    renderToStaticMarkup(createElement(Star, { size, strokeWidth: 2, fill: i < n ? color : 'none' })),
  ).join('')}</span>`

const series = (seed: number, n: number, start: number, drift: number, noise: number) => {
  const r = rng(seed)
  let v = start
  return Array.from({ length: n }, () => (v += drift + (r() - 0.5) * noise))
}

// ---------------------------------------------------------------------------------------------
// Compositions: a cover (gradient, window, floating accent) and gallery screens
// ---------------------------------------------------------------------------------------------

const W = 1200
const H = 750

const coverStage = (p: Palette, content: string, o: { url: string; dark?: boolean; float?: string }) =>
  stage(W, H, p.bg, browser({ x: 90, y: 64, w: 1020, h: 740, url: o.url, dark: o.dark }, content) + (o.float ?? ''), [
    [p.glow, -120, -140, 520],
    [p.glow, 860, 420, 520],
  ])

const galleryStage = (p: Palette, content: string, o: { url: string; dark?: boolean }) =>
  stage(W, H, p.bg, browser({ x: 40, y: 36, w: 1120, h: 678, url: o.url, dark: o.dark }, content), [
    [p.glow, 700, -200, 600],
  ])

const floatCard = (x: number, y: number, w: number, inner: string, dark = false) =>
  `<div style="position:absolute;left:${x}px;top:${y}px;width:${w}px;padding:16px 18px;border-radius:14px;background:${
    dark ? '#0f1a2e' : '#fff'
  };color:${dark ? '#e2e8f0' : '#0f172a'};box-shadow:0 24px 50px -12px rgba(15,23,42,.4),0 0 0 1px rgba(15,23,42,.06)">${inner}</div>`

interface Output {
  path: string
  w: number
  h: number
  html: string
  format?: 'webp' | 'jpeg' | 'png'
  quality?: number
}

const outputs: Output[] = []
/** Outputs that are not a single screenshot (PDF, SVG, icons). */
const extraSteps: { path: string; run: (p: Page) => Promise<void> }[] = []
const project = (folder: string, name: string, html: string) =>
  outputs.push({ path: `images/projects/${folder}/${name}.webp`, w: W, h: H, html: page(W, H, html, PHONE_CSS) })

// ---------------------------------------------------------------------------------------------
// ShopFlow — a headless storefront for a homeware brand (warm terracotta)
// ---------------------------------------------------------------------------------------------

const SHOP: Palette = {
  accent: '#c2410c',
  soft: '#ffedd5',
  bg: 'linear-gradient(135deg,#fdf0e4 0%,#f6c9a5 55%,#e9a27a 100%)',
  glow: '#fdba74',
}

/** Simple product illustrations: ceramics, linen, candles. */
const productArt = (kind: 'vase' | 'mug' | 'bowl' | 'linen' | 'candle' | 'plate', color: string, size = 120) => {
  const shapes: Record<typeof kind, string> = {
    vase: `<ellipse cx="50" cy="92" rx="26" ry="4" fill="#000" opacity=".08"/><path d="M40 14h20v8c0 7 15 13 15 35c0 20-11 33-25 33S25 77 25 57c0-22 15-28 15-35z" fill="${color}"/><path d="M40 14h20v5H40z" fill="#000" opacity=".12"/><path d="M33 40c-4 8-4 22 2 32" stroke="#fff" stroke-opacity=".35" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    mug: `<ellipse cx="46" cy="88" rx="28" ry="4" fill="#000" opacity=".08"/><path d="M70 40h6a12 12 0 0 1 0 24h-6" stroke="${color}" stroke-width="7" fill="none"/><path d="M20 30h52v44a12 12 0 0 1-12 12H32a12 12 0 0 1-12-12z" fill="${color}"/><path d="M20 30h52v7H20z" fill="#000" opacity=".1"/><path d="M29 44v26" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`,
    bowl: `<ellipse cx="50" cy="82" rx="34" ry="5" fill="#000" opacity=".08"/><path d="M12 44h76c0 22-17 38-38 38S12 66 12 44z" fill="${color}"/><ellipse cx="50" cy="44" rx="38" ry="8" fill="${color}"/><ellipse cx="50" cy="44" rx="33" ry="5.5" fill="#000" opacity=".12"/><path d="M22 54c4 10 12 17 22 20" stroke="#fff" stroke-opacity=".35" stroke-width="4" fill="none" stroke-linecap="round"/>`,
    linen: `<ellipse cx="50" cy="84" rx="36" ry="4" fill="#000" opacity=".08"/><rect x="16" y="58" width="68" height="22" rx="6" fill="${color}"/><rect x="20" y="38" width="60" height="22" rx="6" fill="${color}" opacity=".8"/><rect x="24" y="18" width="52" height="22" rx="6" fill="${color}" opacity=".62"/><path d="M16 69h68M20 49h60M24 29h52" stroke="#fff" stroke-opacity=".45" stroke-width="2" stroke-dasharray="4 4"/>`,
    candle: `<ellipse cx="50" cy="88" rx="24" ry="4" fill="#000" opacity=".08"/><rect x="30" y="40" width="40" height="48" rx="6" fill="${color}"/><ellipse cx="50" cy="41" rx="20" ry="4" fill="#000" opacity=".1"/><path d="M50 38v-6" stroke="#334155" stroke-width="2"/><path d="M50 14c6 8 6 13 0 18c-6-5-6-10 0-18z" fill="#f59e0b"/><path d="M38 52v26" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`,
    plate: `<ellipse cx="50" cy="76" rx="40" ry="6" fill="#000" opacity=".08"/><ellipse cx="50" cy="56" rx="40" ry="18" fill="${color}"/><ellipse cx="50" cy="54" rx="28" ry="11" fill="#000" opacity=".08"/><ellipse cx="50" cy="52" rx="40" ry="16" fill="none" stroke="#fff" stroke-opacity=".3" stroke-width="2"/>`,
  }
  return `<svg width="${size}" height="${size}" viewBox="0 0 100 100">${shapes[kind]}</svg>`
}

const tile = (art: string, bg: string, h: number | string = '100%', radius = 10) =>
  `<div style="background:${bg};border-radius:${radius}px;height:${typeof h === 'number' ? `${h}px` : h};display:grid;place-items:center">${art}</div>`

const SHOP_PRODUCTS: [string, string, 'vase' | 'mug' | 'bowl' | 'linen' | 'candle' | 'plate', string, string][] = [
  ['Stoneware Vase', '€48', 'vase', '#c8a27c', '#f3ebe2'],
  ['Linen Napkins, set of 4', '€32', 'linen', '#9fb3a3', '#e9efe9'],
  ['Speckled Mug', '€22', 'mug', '#6b7f99', '#e7ebf1'],
  ['Serving Bowl', '€56', 'bowl', '#d08c60', '#f7e9df'],
  ['Soy Candle — Fig', '€26', 'candle', '#e8d9c4', '#efe6da'],
  ['Dinner Plate', '€18', 'plate', '#b9c2b0', '#eef0ea'],
]

const shopHeader = `<div style="background:#1c1917;color:#f5f5f4;font-size:11px;text-align:center;padding:6px;letter-spacing:.02em">Free shipping across the EU on orders over €80 · Handmade in Portugal</div>
<div class="between" style="padding:16px 34px;border-bottom:1px solid #eee7df;background:#fffdfa">
  <div style="font-weight:800;letter-spacing:.28em;font-size:15px">CASA LINHO</div>
  <div class="row" style="gap:26px;font-weight:500;color:#44403c">${['Shop', 'Ceramics', 'Linen', 'Candles', 'Journal', 'About'].map((t) => `<span>${t}</span>`).join('')}</div>
  <div class="row" style="gap:16px;color:#44403c">${icon(Search, 18)}${icon(Heart, 18)}<span style="position:relative">${icon(ShoppingBag, 18)}<span style="position:absolute;top:-6px;right:-8px;background:${SHOP.accent};color:#fff;font-size:9px;font-weight:700;border-radius:99px;padding:1px 5px">2</span></span></div>
</div>`

const productCard = ([name, price, kind, color, bg]: (typeof SHOP_PRODUCTS)[number], h = 170) =>
  `<div>${tile(productArt(kind, color, Math.round(h * 0.7)), bg, h)}<div style="margin-top:9px;font-weight:600">${name}</div><div class="muted small" style="margin-top:2px">${price}</div></div>`

const shopStorefront = `<div style="background:#fffdfa;height:100%">${shopHeader}
<div style="display:grid;grid-template-columns:1fr 1.05fr;gap:28px;padding:26px 34px 22px;align-items:center">
  <div>
    <div style="font-size:11.5px;font-weight:700;color:${SHOP.accent};letter-spacing:.14em">AUTUMN COLLECTION</div>
    <div style="font-size:40px;font-weight:750;letter-spacing:-.03em;line-height:1.05;margin-top:12px;color:#1c1917">Slow living,<br>made by hand.</div>
    <div style="margin-top:14px;color:#57534e;font-size:14px;max-width:360px;line-height:1.55">Stoneware, linen and candles from small workshops in Portugal — made to be used every day.</div>
    <div class="row" style="margin-top:22px;gap:12px"><span class="btn" style="background:#1c1917;padding:11px 18px">Shop new arrivals ${icon(ChevronRight, 14)}</span><span class="btn ghost" style="padding:11px 18px">Meet the makers</span></div>
    <div class="row" style="margin-top:22px;gap:8px;color:#57534e" >${stars(5)}<span class="small"><b style="color:#1c1917">4.9</b> from 2,300+ reviews</span></div>
  </div>
  <div style="display:grid;grid-template-columns:1.3fr 1fr;gap:12px;height:270px">
    ${tile(productArt('vase', '#c8a27c', 190), '#efe3d6', 270, 14)}
    <div style="display:grid;gap:12px">${tile(productArt('bowl', '#d08c60', 100), '#f7e9df', 129, 14)}${tile(productArt('candle', '#e8d9c4', 100), '#e9efe9', 129, 14)}</div>
  </div>
</div>
<div style="padding:0 34px"><div class="between" style="margin-bottom:12px"><div class="h2" style="font-size:16px">New arrivals</div><span class="small muted">View all →</span></div>
<div class="grid" style="grid-template-columns:repeat(4,1fr);gap:18px">${SHOP_PRODUCTS.slice(0, 4)
  .map((p) => productCard(p, 160))
  .join('')}</div></div></div>`

const shopProduct = `<div style="background:#fffdfa;height:100%">${shopHeader}
<div style="padding:14px 34px 0" class="small muted">Shop / Ceramics / <span style="color:#1c1917">Stoneware Vase</span></div>
<div style="display:grid;grid-template-columns:1.1fr 1fr;gap:36px;padding:14px 34px">
  <div style="display:grid;grid-template-columns:70px 1fr;gap:12px">
    <div style="display:grid;gap:10px;align-content:start">${['#efe3d6', '#e7ebf1', '#e9efe9', '#f7e9df'].map((bg, i) => `<div style="border-radius:8px;${i === 0 ? `outline:2px solid ${SHOP.accent};` : ''}">${tile(productArt('vase', ['#c8a27c', '#6b7f99', '#9fb3a3', '#d08c60'][i] ?? '#c8a27c', 56), bg, 70, 8)}</div>`).join('')}</div>
    ${tile(productArt('vase', '#c8a27c', 330), '#efe3d6', 470, 14)}
  </div>
  <div>
    <div style="font-size:11.5px;font-weight:700;color:${SHOP.accent};letter-spacing:.14em">HANDMADE IN CALDAS DA RAINHA</div>
    <div style="font-size:30px;font-weight:750;letter-spacing:-.02em;margin-top:8px">Stoneware Vase</div>
    <div class="row" style="margin-top:8px">${stars(5)}<span class="small muted">4.9 · 184 reviews</span></div>
    <div style="font-size:24px;font-weight:700;margin-top:14px">€48.00 <span class="small muted" style="font-weight:500">incl. VAT</span></div>
    <div style="margin-top:14px;color:#57534e;line-height:1.6;font-size:13px">Thrown by hand and finished in a matte, speckled glaze. Every piece is slightly different. Watertight for fresh flowers, lovely empty.</div>
    <div class="label" style="margin-top:18px">Glaze — Sand</div>
    <div class="row" style="gap:10px">${['#c8a27c', '#6b7f99', '#9fb3a3', '#d08c60', '#3f3f46'].map((c, i) => `<span style="width:28px;height:28px;border-radius:50%;background:${c};${i === 0 ? `box-shadow:0 0 0 2px #fff,0 0 0 4px #1c1917` : ''}"></span>`).join('')}</div>
    <div class="label" style="margin-top:18px">Size</div>
    <div class="row" style="gap:8px">${['Small · 18 cm', 'Medium · 24 cm', 'Large · 32 cm'].map((s, i) => `<span class="input" style="${i === 1 ? 'border-color:#1c1917;font-weight:600' : ''}">${s}</span>`).join('')}</div>
    <div class="row" style="margin-top:20px;gap:10px"><span class="input" style="width:92px;display:flex;justify-content:space-between"><b>−</b>1<b>+</b></span><span class="btn" style="background:#1c1917;flex:1;justify-content:center;padding:11px">${icon(ShoppingBag, 15)}Add to bag</span><span class="btn ghost" style="padding:10px 12px">${icon(Heart, 16)}</span></div>
    <div style="margin-top:18px;display:grid;gap:9px;color:#57534e" class="small">
      <div class="row">${icon(Truck, 15)}Ships in 1–2 working days · free over €80</div>
      <div class="row">${icon(RefreshCw, 15)}30-day returns</div>
      <div class="row">${icon(Package, 15)}Plastic-free packaging</div>
    </div>
  </div>
</div></div>`

const checkoutField = (label: string, value: string, ph = false) =>
  `<div><div class="label">${label}</div><div class="input${ph ? ' ph' : ''}">${value}</div></div>`

const shopCheckout = `<div style="display:grid;grid-template-columns:1.25fr 1fr;height:100%">
<div style="background:#fff;padding:24px 40px;display:flex;flex-direction:column;gap:14px">
  <div style="font-weight:800;letter-spacing:.28em;font-size:14px">CASA LINHO</div>
  <div class="small muted">Bag › <b style="color:#0f172a">Information</b> › Shipping › Payment</div>
  <div class="grid" style="grid-template-columns:1fr 1fr;gap:10px"><span class="btn" style="background:#000;justify-content:center;padding:11px">Apple Pay</span><span class="btn" style="background:#fff;color:#0f172a;border:1px solid #e2e8f0;justify-content:center;padding:11px">Google Pay</span></div>
  <div class="row small muted" style="gap:12px"><div style="flex:1;height:1px;background:#e2e8f0"></div>or pay with card<div style="flex:1;height:1px;background:#e2e8f0"></div></div>
  <div class="h2">Contact</div>
  ${checkoutField('Email', 'marta.silva@example.com')}
  <div class="h2" style="margin-top:4px">Shipping address</div>
  <div class="grid" style="grid-template-columns:1fr 1fr;gap:10px">${checkoutField('First name', 'Marta')}${checkoutField('Last name', 'Silva')}</div>
  ${checkoutField('Address', 'Rua das Flores 112, 2º Esq.')}
  <div class="grid" style="grid-template-columns:1fr 1fr 1fr;gap:10px">${checkoutField('Postcode', '1200-195')}${checkoutField('City', 'Lisboa')}${checkoutField('Country', 'Portugal')}</div>
  <div class="between" style="margin-top:6px"><span class="small muted">‹ Return to bag</span><span class="btn" style="background:${SHOP.accent};padding:12px 22px">Continue to shipping</span></div>
</div>
<div style="background:#faf7f3;border-left:1px solid #eee7df;padding:28px 32px;display:flex;flex-direction:column;gap:14px">
  ${(
    [
      [SHOP_PRODUCTS[0], 'Sand · Medium'],
      [SHOP_PRODUCTS[1], 'Sage green'],
      [SHOP_PRODUCTS[4], 'Fig · 220 g'],
    ] as const
  )
    .map(([p, variant]) =>
      p
        ? `<div class="row" style="gap:14px"><div style="position:relative;width:64px">${tile(productArt(p[2], p[3], 48), p[4], 64, 10)}<span style="position:absolute;top:-7px;right:-7px;background:#57534e;color:#fff;font-size:10px;font-weight:700;border-radius:99px;padding:1px 6px">1</span></div><div style="flex:1"><div style="font-weight:600">${p[0]}</div><div class="small muted">${variant}</div></div><b>${p[1]}.00</b></div>`
        : '',
    )
    .join('')}
  <div class="row" style="gap:10px;margin-top:4px"><div class="input ph" style="flex:1">Discount code</div><span class="btn ghost">Apply</span></div>
  <div style="border-top:1px solid #eee7df;padding-top:14px;display:grid;gap:9px">
    <div class="between"><span class="muted">Subtotal</span><span>€106.00</span></div>
    <div class="between"><span class="muted">Shipping</span><span style="color:#16a34a;font-weight:600">Free</span></div>
    <div class="between"><span class="muted">VAT (23%, included)</span><span>€19.82</span></div>
  </div>
  <div class="between" style="border-top:1px solid #eee7df;padding-top:14px"><b style="font-size:15px">Total</b><b style="font-size:22px">€106.00</b></div>
  <div class="row small muted" style="margin-top:auto">${icon(Lock, 13)}Secure checkout powered by Stripe</div>
</div></div>`

const orderStatus: Record<string, [string, string]> = {
  Paid: ['#15803d', '#dcfce7'],
  Shipped: ['#1d4ed8', '#dbeafe'],
  Packing: ['#b45309', '#fef3c7'],
  Refunded: ['#b91c1c', '#fee2e2'],
}

const shopAdmin = `<div class="app">${side(
  'ShopFlow',
  'S',
  SHOP.accent,
  [
    [LayoutDashboard, 'Dashboard'],
    [ShoppingBag, 'Orders'],
    [Package, 'Products'],
    [Users, 'Customers'],
    [Tag, 'Discounts'],
    [BarChart3, 'Reports'],
    [Settings, 'Settings'],
  ],
  1,
  SHOP.soft,
)}
<div class="main">
  <div class="between"><div><div class="h1">Orders</div><div class="small muted">Casa Linho · last 30 days</div></div><div class="row"><div class="search">${icon(Search, 14)}Search orders…</div><span class="btn" style="background:${SHOP.accent}">${icon(Plus, 14)}Draft order</span></div></div>
  <div class="grid" style="grid-template-columns:repeat(4,1fr)">${kpi('Revenue', '€24,380', '▲ 18.2% vs last month')}${kpi('Orders', '412', '▲ 9.4%')}${kpi('Conversion rate', '3.8%', '▲ 0.6 pts')}${kpi('Average order', '€59.17', '▼ 1.1%', false)}</div>
  <div class="grid" style="grid-template-columns:1fr 250px;flex:1;min-height:0">
    <div class="card" style="padding:6px 8px"><table><tr><th>Order</th><th>Customer</th><th>Date</th><th>Status</th><th style="text-align:right">Total</th></tr>
    ${(
      [
        ['#4182', 'Marta Silva', 'Today, 10:42', 'Paid', '€106.00'],
        ['#4181', 'Lukas Becker', 'Today, 09:15', 'Packing', '€74.00'],
        ['#4180', 'Chloé Martin', 'Yesterday', 'Shipped', '€212.50'],
        ['#4179', 'Joana Pereira', 'Yesterday', 'Shipped', '€48.00'],
        ['#4178', 'Emma de Vries', '2 days ago', 'Refunded', '€32.00'],
        ['#4177', 'Tomás Ruiz', '2 days ago', 'Shipped', '€139.00'],
        ['#4176', 'Sara Lindqvist', '3 days ago', 'Shipped', '€88.00'],
        ['#4175', 'Oliver Hughes', '3 days ago', 'Shipped', '€64.00'],
      ] as const
    )
      .map(([id, name, date, st, total], i) => {
        const [fg, bg] = orderStatus[st] ?? ['#334155', '#f1f5f9']
        return `<tr><td style="font-weight:600">${id}</td><td><div class="row">${avatar(
          initialsOf(name),
          ['#c2410c', '#0f766e', '#7c3aed', '#be185d', '#2563eb', '#ca8a04', '#0891b2', '#4d7c0f'][i] ?? '#64748b',
          24,
        )}${name}</div></td><td class="muted">${date}</td><td>${pill(st, fg, bg)}</td><td style="text-align:right;font-weight:600">${total}</td></tr>`
      })
      .join('')}</table></div>
    <div style="display:flex;flex-direction:column;gap:14px">
      <div class="card"><div class="h2">Sales this week</div><div style="margin-top:12px">${barChart(216, 110, [14, 22, 18, 27, 31, 42, 36], [SHOP.accent], { labels: ['M', 'T', 'W', 'T', 'F', 'S', 'S'] })}</div></div>
      <div class="card" style="flex:1"><div class="between"><div class="h2">Low stock</div>${pill('3 items', '#b45309', '#fef3c7')}</div>
      ${[
        ['Stoneware Vase · Sand', 4],
        ['Speckled Mug · Slate', 6],
        ['Soy Candle · Fig', 9],
      ]
        .map(
          ([n, s]) =>
            `<div style="margin-top:12px"><div class="between small"><span>${n}</span><b>${s} left</b></div><div style="margin-top:6px">${progress(Number(s) * 8, SHOP.accent, 6)}</div></div>`,
        )
        .join('')}</div>
    </div>
  </div>
</div></div>`

project(
  'shopflow',
  'cover',
  coverStage(SHOP, shopStorefront, {
    url: 'casalinho.example.com',
    float: floatCard(
      880,
      560,
      250,
      `<div class="row" style="gap:12px"><div style="width:38px;height:38px;border-radius:10px;background:#dcfce7;color:#15803d;display:grid;place-items:center">${icon(TrendingUp, 20)}</div><div><div class="small muted">Conversion rate</div><div style="font-size:20px;font-weight:750">+23% <span class="small up">this quarter</span></div></div></div>`,
    ),
  }),
)
project(
  'shopflow',
  'product',
  galleryStage(SHOP, shopProduct, { url: 'casalinho.example.com/products/stoneware-vase' }),
)
project('shopflow', 'checkout', galleryStage(SHOP, shopCheckout, { url: 'checkout.casalinho.example.com' }))
project('shopflow', 'admin', galleryStage(SHOP, shopAdmin, { url: 'admin.shopflow.example.com/orders' }))

// ---------------------------------------------------------------------------------------------
// MediSlot — clinic booking API: docs and a receptionist calendar (teal)
// ---------------------------------------------------------------------------------------------

const MEDI: Palette = {
  accent: '#0d9488',
  soft: '#ccfbf1',
  bg: 'linear-gradient(135deg,#134e4a 0%,#0f766e 55%,#14b8a6 100%)',
  glow: '#5eead4',
}

const METHOD: Record<string, [string, string]> = {
  GET: ['#1d4ed8', '#dbeafe'],
  POST: ['#15803d', '#dcfce7'],
  PATCH: ['#b45309', '#fef3c7'],
  DELETE: ['#b91c1c', '#fee2e2'],
}
const method = (m: string, size = 10) => {
  const [fg, bg] = METHOD[m] ?? ['#334155', '#f1f5f9']
  return `<span class="mono" style="font-size:${size}px;font-weight:700;color:${fg};background:${bg};border-radius:5px;padding:2px 0;width:${size * 5.6}px;text-align:center;display:inline-block">${m}</span>`
}

/** Pretty-printed, colour-highlighted JSON for dark code panels. */
const jsonHtml = (value: unknown, indent = 0): string => {
  const pad = '  '.repeat(indent)
  const key = (k: string) => `<span style="color:#7ee0d3">"${k}"</span>`
  if (Array.isArray(value)) return `[\n${value.map((v) => `${pad}  ${jsonHtml(v, indent + 1)}`).join(',\n')}\n${pad}]`
  if (value && typeof value === 'object')
    return `{\n${Object.entries(value)
      .map(([k, v]) => `${pad}  ${key(k)}: ${jsonHtml(v, indent + 1)}`)
      .join(',\n')}\n${pad}}`
  if (typeof value === 'string') return `<span style="color:#a5d6ff">"${value}"</span>`
  if (typeof value === 'number') return `<span style="color:#ffa657">${value}</span>`
  return `<span style="color:#ff7b72">${String(value)}</span>`
}

const codePanel = (title: string, body: string, tabs: string[] = [], status = '') =>
  `<div style="background:#0d1117;border-radius:12px;overflow:hidden;border:1px solid #1f2937">
  <div class="between" style="padding:9px 14px;background:#161b22;border-bottom:1px solid #1f2937;color:#8b949e;font-size:11.5px;font-weight:600">
    <div class="row" style="gap:14px">${[title, ...tabs].map((t, i) => `<span style="${i === 0 ? 'color:#e6edf3' : ''}">${t}</span>`).join('')}</div>${status}</div>
  <pre class="mono" style="margin:0;padding:14px 16px;color:#c9d1d9;font-size:11.5px;line-height:1.6;white-space:pre">${body}</pre></div>`

const mediDocsSide = (active: string) => `<div class="side" style="width:232px;padding-top:16px">
  <div class="navhead" style="padding-top:0">Getting started</div>
  ${['Introduction', 'Authentication', 'Errors', 'Pagination', 'Webhooks'].map((t) => `<div class="nav" style="padding:6px 10px">${t}</div>`).join('')}
  <div class="navhead">Endpoints</div>
  ${[
    ['GET', '/availability', 'Search availability'],
    ['GET', '/bookings', 'List bookings'],
    ['POST', '/bookings', 'Create a booking'],
    ['PATCH', '/bookings/{id}', 'Reschedule'],
    ['DELETE', '/bookings/{id}', 'Cancel a booking'],
    ['GET', '/patients/{id}', 'Get a patient'],
    ['GET', '/therapists', 'List therapists'],
    ['GET', '/clinics', 'List clinics'],
  ]
    .map(
      ([m, , t]) =>
        `<div class="nav" style="padding:6px 10px;gap:8px;${t === active ? `background:${MEDI.soft};color:#0f766e;font-weight:600` : ''}">${method(m ?? '', 9)}<span style="font-size:12.5px">${t}</span></div>`,
    )
    .join('')}
</div>`

const mediTop = `<div class="between" style="padding:12px 22px;border-bottom:1px solid #e2e8f0;background:#fff">
  <div class="row" style="gap:10px"><div class="logo" style="background:${MEDI.accent}">${icon(Calendar, 16)}</div><b style="font-size:15px">MediSlot API</b>${pill('v2.3', '#0f766e', MEDI.soft)}</div>
  <div class="row"><div class="search">${icon(Search, 14)}Search the docs… <span style="margin-left:auto;border:1px solid #e2e8f0;border-radius:5px;padding:0 5px;font-size:10.5px">⌘K</span></div><span class="btn" style="background:${MEDI.accent}">${icon(Lock, 13)}Authorize</span></div>
</div>`

const paramRow = (name: string, type: string, req: boolean, desc: string) =>
  `<div style="padding:11px 0;border-bottom:1px solid #f1f5f9"><div class="row" style="gap:8px"><span class="mono" style="font-weight:700;font-size:12px">${name}</span><span class="small muted mono">${type}</span>${
    req ? '<span class="small" style="color:#dc2626;font-weight:600">required</span>' : ''
  }</div><div class="small muted" style="margin-top:3px">${desc}</div></div>`

const mediCreateDoc = `<div style="display:flex;flex-direction:column;height:100%;background:#fff">${mediTop}
<div style="display:flex;flex:1;min-height:0">${mediDocsSide('Create a booking')}
  <div style="flex:1;padding:22px 26px;min-width:0">
    <div class="small" style="color:${MEDI.accent};font-weight:700">Bookings</div>
    <div class="h1" style="margin-top:4px">Create a booking</div>
    <div class="muted" style="margin-top:8px;line-height:1.6">Reserves a slot for a patient with a therapist. The slot is locked while the request runs, so two clients can never book the same room at the same time. Send an <span class="mono" style="font-size:11.5px;background:#f1f5f9;padding:1px 5px;border-radius:4px">Idempotency-Key</span> header to retry safely.</div>
    <div class="row" style="margin-top:14px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:9px;padding:9px 12px">${method('POST', 11)}<span class="mono" style="font-size:12.5px">/v2/bookings</span></div>
    <div class="h2" style="margin-top:18px">Request body</div>
    ${paramRow('patient_id', 'integer', true, 'The patient the booking is for.')}
    ${paramRow('therapist_id', 'integer', true, 'Who will run the session.')}
    ${paramRow('starts_at', 'string · date-time', true, 'Start time in UTC, from the availability search.')}
    ${paramRow('treatment', 'enum', true, 'assessment · follow_up · sports_massage · rehab')}
    ${paramRow('notes', 'string', false, 'Visible to the therapist only. Up to 500 characters.')}
  </div>
  <div style="width:380px;flex-shrink:0;background:#0b1220;padding:20px 18px;display:flex;flex-direction:column;gap:14px">
    ${codePanel(
      'cURL',
      `<span style="color:#ff7b72">curl</span> -X POST $MEDISLOT_API/v2/bookings \\
  -H <span style="color:#a5d6ff">"Authorization: Bearer $TOKEN"</span> \\
  -H <span style="color:#a5d6ff">"Idempotency-Key: 5f1c…"</span> \\
  -d <span style="color:#a5d6ff">'{"patient_id": 4821, …}'</span>`,
      ['Python', 'Node.js'],
    )}
    ${codePanel(
      'Response',
      jsonHtml({
        id: 90412,
        status: 'confirmed',
        patient_id: 4821,
        therapist: { id: 17, name: 'Inês Carvalho' },
        clinic: 'Lisboa · Campo de Ourique',
        starts_at: '2030-03-04T09:30:00Z',
        duration_minutes: 45,
        reminder_at: '2030-03-03T09:30:00Z',
      }),
      [],
      `<span style="color:#3fb950">● 201 Created</span>`,
    )}
  </div>
</div></div>`

const mediAvailabilityDoc = `<div style="display:flex;flex-direction:column;height:100%;background:#fff">${mediTop}
<div style="display:flex;flex:1;min-height:0">${mediDocsSide('Search availability')}
  <div style="flex:1;padding:22px 26px;min-width:0">
    <div class="small" style="color:${MEDI.accent};font-weight:700">Availability</div>
    <div class="h1" style="margin-top:4px">Search availability</div>
    <div class="muted" style="margin-top:8px;line-height:1.6">Free slots for a treatment, combining therapist shifts, room capacity, holidays and treatment length. Typical response time: under 40 ms for a two-week window.</div>
    <div class="row" style="margin-top:14px;background:#f8fafc;border:1px solid #e2e8f0;border-radius:9px;padding:9px 12px">${method('GET', 11)}<span class="mono" style="font-size:12.5px">/v2/availability</span></div>
    <div class="h2" style="margin-top:18px">Query parameters</div>
    ${paramRow('clinic_id', 'integer', true, 'One of the clinics from GET /clinics.')}
    ${paramRow('treatment', 'enum', true, 'Sets the slot length: 30, 45 or 60 minutes.')}
    ${paramRow('from', 'string · date', true, 'First day to search, inclusive.')}
    ${paramRow('days', 'integer', false, 'How many days to search. 1–14, default 7.')}
    ${paramRow('therapist_id', 'integer', false, 'Only this therapist.')}
  </div>
  <div style="width:380px;flex-shrink:0;background:#0b1220;padding:20px 18px;display:flex;flex-direction:column;gap:14px">
    ${codePanel(
      'Response',
      jsonHtml({
        clinic_id: 3,
        treatment: 'follow_up',
        slots: [
          { starts_at: '2030-03-04T09:30:00Z', therapist_id: 17, room: 'B2' },
          { starts_at: '2030-03-04T10:15:00Z', therapist_id: 17, room: 'B2' },
          { starts_at: '2030-03-04T11:00:00Z', therapist_id: 22, room: 'A1' },
        ],
        total: 38,
        has_more: true,
      }),
      ['Schema'],
      `<span style="color:#3fb950">● 200 OK</span>`,
    )}
  </div>
</div></div>`

const THERAPY_COLORS: [string, string, string][] = [
  ['#0f766e', '#ccfbf1', '#99f6e4'],
  ['#1d4ed8', '#dbeafe', '#bfdbfe'],
  ['#7c3aed', '#ede9fe', '#ddd6fe'],
  ['#b45309', '#fef3c7', '#fde68a'],
]

const mediSchedule = (() => {
  const days = ['Mon 4', 'Tue 5', 'Wed 6', 'Thu 7', 'Fri 8']
  const hours = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00']
  const rowH = 56
  const r = rng(7)
  const names = [
    'Ana Costa',
    'João Reis',
    'Mia Schmidt',
    'Rui Lopes',
    'Beatriz Sá',
    'Tom Walsh',
    'Clara Neves',
    'Hugo Matos',
    'Leonor Dias',
    'Pedro Gil',
    'Sofia Brandão',
    'Nuno Faria',
  ]
  const kinds = ['Assessment', 'Follow-up', 'Sports massage', 'Rehab']
  const events = days.flatMap((_, d) => {
    const out: string[] = []
    let h = Math.round(r() * 3) / 4
    while (h < hours.length - 1) {
      const len = [0.5, 0.75, 1][Math.floor(r() * 3)] ?? 0.75
      const k = Math.floor(r() * 4)
      const [fg, bg, border] = THERAPY_COLORS[k] ?? THERAPY_COLORS[0]!
      const name = names[Math.floor(r() * names.length)] ?? ''
      if (!(h > 4 && h < 5))
        out.push(
          `<div style="position:absolute;left:${d * 20 + 0.4}%;width:19.2%;top:${h * rowH + 2}px;height:${len * rowH - 4}px;background:${bg};border-left:3px solid ${fg};border-radius:6px;padding:5px 8px;color:${fg};overflow:hidden;box-shadow:0 0 0 1px ${border} inset"><div style="font-weight:700;font-size:11.5px">${name}</div>${
            len > 0.5
              ? `<div style="font-size:10.5px;opacity:.85">${kinds[k]} · ${hours[Math.floor(h)]?.slice(0, 2)}:${String(Math.round((h % 1) * 60)).padStart(2, '0')}</div>`
              : ''
          }</div>`,
        )
      h += len + (r() < 0.35 ? 0.5 : 0.25)
    }
    return out
  })
  return `<div class="app">${side(
    'MediSlot',
    'M',
    MEDI.accent,
    [
      [LayoutDashboard, 'Today'],
      [Calendar, 'Calendar'],
      [Users, 'Patients'],
      [Inbox, 'Requests'],
      [Bell, 'Reminders'],
      [Settings, 'Settings'],
    ],
    1,
    MEDI.soft,
    `<div class="navhead" style="margin-top:8px">Therapists</div>${[
      ['Inês Carvalho', THERAPY_COLORS[0]![0]],
      ['Marco Teixeira', THERAPY_COLORS[1]![0]],
      ['Helena Duarte', THERAPY_COLORS[2]![0]],
      ['André Pinto', THERAPY_COLORS[3]![0]],
    ]
      .map(
        ([n, c]) =>
          `<div class="nav" style="padding:6px 10px"><span style="width:10px;height:10px;border-radius:3px;background:${c}"></span>${n}</div>`,
      )
      .join('')}`,
  )}
  <div class="main" style="gap:12px">
    <div class="between"><div><div class="h1">March 4 – 8</div><div class="small muted">Campo de Ourique clinic · 6 rooms · 4 therapists</div></div>
    <div class="row"><span class="btn ghost">Today</span><span class="btn ghost">Week ▾</span><span class="btn" style="background:${MEDI.accent}">${icon(Plus, 14)}New booking</span></div></div>
    <div class="card" style="padding:0;flex:1;overflow:hidden;display:flex;flex-direction:column">
      <div style="display:grid;grid-template-columns:56px 1fr;border-bottom:1px solid #e2e8f0"><div></div><div style="display:grid;grid-template-columns:repeat(5,1fr)">${days
        .map(
          (d, i) =>
            `<div style="padding:10px 12px;font-weight:600;font-size:12.5px;${i === 1 ? `color:${MEDI.accent}` : ''}">${d}</div>`,
        )
        .join('')}</div></div>
      <div style="display:grid;grid-template-columns:56px 1fr;flex:1">
        <div>${hours.map((h) => `<div style="height:${rowH}px;font-size:10.5px;color:#94a3b8;padding:4px 8px;text-align:right">${h}</div>`).join('')}</div>
        <div style="position:relative;background-image:linear-gradient(#f1f5f9 1px,transparent 1px),linear-gradient(90deg,#f1f5f9 1px,transparent 1px);background-size:20% ${rowH}px">
          <div style="position:absolute;left:20%;width:20%;top:${4.5 * rowH}px;height:${rowH}px;background:repeating-linear-gradient(45deg,#f8fafc,#f8fafc 6px,#eef2f7 6px,#eef2f7 12px);display:grid;place-items:center;font-size:10.5px;color:#94a3b8">Lunch</div>
          ${events.join('')}
          <div style="position:absolute;left:20%;width:20%;top:${3.6 * rowH}px;height:2px;background:#ef4444;z-index:2"><span style="position:absolute;left:-4px;top:-3px;width:8px;height:8px;border-radius:50%;background:#ef4444"></span></div>
        </div>
      </div>
    </div>
  </div></div>`
})()

project(
  'medislot',
  'cover',
  coverStage(MEDI, mediCreateDoc, {
    url: 'api.medislot.example.com/docs',
    float: floatCard(
      40,
      560,
      280,
      `<div class="small muted">p95 availability search</div><div class="row" style="justify-content:space-between;margin-top:4px"><b style="font-size:24px">38 ms</b>${pill('▼ 61%', '#15803d', '#dcfce7')}</div><div style="margin-top:8px">${lineChart(244, 46, [{ values: [96, 92, 88, 71, 64, 52, 47, 41, 39, 38], color: MEDI.accent, fill: true }])}</div>`,
    ),
  }),
)
project(
  'medislot',
  'docs',
  galleryStage(MEDI, mediAvailabilityDoc, { url: 'api.medislot.example.com/docs#availability' }),
)
project('medislot', 'schedule', galleryStage(MEDI, mediSchedule, { url: 'desk.medislot.example.com/calendar' }))

// ---------------------------------------------------------------------------------------------
// TaskPilot — Kanban and sprint planner for small agencies (violet)
// ---------------------------------------------------------------------------------------------

const TASK: Palette = {
  accent: '#7c3aed',
  soft: '#ede9fe',
  bg: 'linear-gradient(135deg,#ede9fe 0%,#c4b5fd 55%,#8b5cf6 100%)',
  glow: '#a78bfa',
}

const LABELS: Record<string, [string, string]> = {
  Design: ['#be185d', '#fce7f3'],
  Frontend: ['#1d4ed8', '#dbeafe'],
  Backend: ['#0f766e', '#ccfbf1'],
  Bug: ['#b91c1c', '#fee2e2'],
  Content: ['#b45309', '#fef3c7'],
  Client: ['#6d28d9', '#ede9fe'],
}
const TEAM: [string, string][] = [
  ['Alex Morgan', '#7c3aed'],
  ['Rita Lobo', '#db2777'],
  ['Sam Cole', '#0891b2'],
  ['Nadia Reyes', '#ea580c'],
  ['Kai Brandt', '#16a34a'],
]

const taskCard = (
  title: string,
  labels: string[],
  who: number[],
  meta: string,
  o: { progress?: number; cover?: string } = {},
) =>
  `<div style="background:#fff;border:1px solid #e7e5f4;border-radius:10px;padding:11px 12px;box-shadow:0 1px 2px rgba(15,23,42,.05)">
  ${o.cover ? `<div style="height:54px;border-radius:7px;margin-bottom:9px;background:${o.cover}"></div>` : ''}
  <div class="row" style="gap:5px;flex-wrap:wrap">${labels.map((l) => pill(l, ...(LABELS[l] ?? ['#334155', '#f1f5f9']))).join('')}</div>
  <div style="font-weight:600;font-size:12.5px;margin-top:7px;line-height:1.35">${title}</div>
  ${o.progress !== undefined ? `<div style="margin-top:9px">${progress(o.progress, TASK.accent, 5)}</div>` : ''}
  <div class="between" style="margin-top:9px"><span class="small muted row" style="gap:4px">${meta}</span><div class="row" style="gap:0">${who
    .map((i, k) => {
      const [n, c] = TEAM[i] ?? TEAM[0]!
      return `<div style="margin-left:${k ? -7 : 0}px;border:2px solid #fff;border-radius:50%">${avatar(initialsOf(n), c, 22)}</div>`
    })
    .join('')}</div></div></div>`

const column = (title: string, count: number, color: string, cards: string[]) =>
  `<div style="flex:1;min-width:0;background:#f6f5fb;border-radius:12px;padding:10px;display:flex;flex-direction:column;gap:9px">
  <div class="between" style="padding:2px 4px"><div class="row" style="gap:7px"><span style="width:8px;height:8px;border-radius:50%;background:${color}"></span><b style="font-size:12.5px;white-space:nowrap">${title}</b><span class="small muted">${count}</span></div><span class="muted">${icon(Plus, 14)}</span></div>
  ${cards.join('')}</div>`

const taskSide = (active: number) =>
  side(
    'TaskPilot',
    'T',
    TASK.accent,
    [
      [Home, 'Home'],
      [FolderKanban, 'Boards'],
      [Repeat, 'Sprints'],
      [Timer, 'Time'],
      [Users, 'Clients'],
      [BarChart3, 'Reports'],
    ],
    active,
    TASK.soft,
    `<div class="navhead" style="margin-top:8px">Projects</div>${[
      ['Northwind rebrand', '#db2777'],
      ['Harbor Co. website', '#0891b2'],
      ['Lumen mobile app', '#ea580c'],
    ]
      .map(
        ([n, c]) =>
          `<div class="nav" style="padding:6px 10px"><span style="width:10px;height:10px;border-radius:3px;background:${c}"></span>${n}</div>`,
      )
      .join('')}`,
  )

const taskBoard = `<div class="app" style="background:#fff">${taskSide(1)}
<div class="main" style="gap:14px;padding:20px 22px">
  <div class="between"><div><div class="small muted">Harbor Co. website</div><div class="h1">Sprint 14 board</div></div>
  <div class="row"><div class="row" style="gap:0">${TEAM.map(([n, c], k) => `<div style="margin-left:${k ? -8 : 0}px;border:2px solid #fff;border-radius:50%">${avatar(initialsOf(n), c, 28)}</div>`).join('')}</div><span class="btn ghost">${icon(Search, 14)}Filter</span><span class="btn" style="background:${TASK.accent}">${icon(Plus, 14)}New task</span></div></div>
  <div class="row" style="gap:18px;border-bottom:1px solid #eee;padding-bottom:0;font-weight:600;color:#64748b">${[
    'Board',
    'List',
    'Timeline',
    'Files',
  ]
    .map(
      (t, i) =>
        `<span style="padding-bottom:9px;${i === 0 ? `color:${TASK.accent};border-bottom:2px solid ${TASK.accent}` : ''}">${t}</span>`,
    )
    .join('')}</div>
  <div style="display:flex;gap:12px;flex:1;min-height:0;align-items:flex-start">
    ${column('To do', 5, '#3b82f6', [
      taskCard('Team page with filterable staff cards', ['Design', 'Frontend'], [1, 0], 'Mar 9', {
        cover: 'linear-gradient(135deg,#fbcfe8,#c4b5fd)',
      }),
      taskCard('Image CDN and responsive sizes', ['Frontend'], [2], `${icon(Clock, 12)} 3h`),
      taskCard('Client review of the pricing copy', ['Content', 'Client'], [3], 'Mar 12'),
    ])}
    ${column('In progress', 3, '#f59e0b', [
      taskCard('Booking widget: time-zone aware slots', ['Frontend', 'Backend'], [0, 2], 'Mar 7', { progress: 65 }),
      taskCard('Fix: menu closes twice on iOS Safari', ['Bug'], [4], `${icon(MessageCircle, 12)} 6`, { progress: 30 }),
      taskCard('Case-study template', ['Design'], [1], 'Mar 8', { progress: 80 }),
    ])}
    ${column('Review', 2, '#8b5cf6', [
      taskCard('Contact form spam protection', ['Backend'], [2, 0], `${icon(ListChecks, 12)} 4/4`),
      taskCard('Homepage hero animation', ['Design', 'Frontend'], [1], `${icon(MessageCircle, 12)} 2`),
    ])}
    ${column('Done', 11, '#22c55e', [
      taskCard('CMS content model', ['Backend'], [0], `${icon(CircleCheck, 12)} Mar 2`),
      taskCard('Brand colours and type scale', ['Design'], [1, 3], `${icon(CircleCheck, 12)} Mar 1`),
    ])}
  </div>
</div></div>`

const taskSprint = (() => {
  const ideal = Array.from({ length: 11 }, (_, i) => 64 - (64 / 10) * i)
  const actual = [64, 61, 58, 52, 47, 42, 36, 30, 24, 18]
  return `<div class="app" style="background:#fafafe">${taskSide(2)}
<div class="main">
  <div class="between"><div><div class="small muted">Harbor Co. website · Mar 1 – Mar 14</div><div class="h1">Sprint 14</div></div><div class="row"><span class="btn ghost">Sprint settings</span><span class="btn" style="background:${TASK.accent}">Complete sprint</span></div></div>
  <div class="grid" style="grid-template-columns:repeat(4,1fr)">${kpi('Story points done', '46 / 64', '▲ on track')}${kpi('Tasks completed', '23', '▲ 6 this week')}${kpi('Hours logged', '86.5 h', '71% of capacity')}${kpi('Days remaining', '4', 'ends Fri, Mar 14')}</div>
  <div class="grid" style="grid-template-columns:1.55fr 1fr;flex:1;min-height:0">
    <div class="card"><div class="between"><div class="h2">Burndown</div><div class="row small muted" style="gap:14px"><span class="row" style="gap:5px"><span style="width:14px;height:3px;background:${TASK.accent};border-radius:2px"></span>Remaining</span><span class="row" style="gap:5px"><span style="width:14px;height:0;border-top:2px dashed #94a3b8"></span>Ideal</span></div></div>
    <div style="margin-top:14px">${lineChart(
      560,
      318,
      [
        { values: ideal, color: '#94a3b8', dash: true, width: 2 },
        { values: actual, color: TASK.accent, fill: true, width: 3 },
      ],
      { min: 0, max: 66, labels: ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11'] },
    )}</div></div>
    <div class="card" style="display:flex;flex-direction:column;gap:12px"><div class="h2">Capacity by person</div>
    ${TEAM.map(([n, c], i) => {
      const pct = [82, 64, 91, 48, 70][i] ?? 50
      return `<div><div class="between small"><span class="row" style="gap:8px">${avatar(initialsOf(n), c, 24)}<b style="font-weight:600">${n}</b></span><span class="muted">${Math.round(pct * 0.4)}h / 40h</span></div><div style="margin-top:7px">${progress(pct, c, 6)}</div></div>`
    }).join('')}
    <div style="margin-top:auto;background:${TASK.soft};border-radius:10px;padding:12px;color:#5b21b6" class="small"><b>Forecast:</b> at the current pace the sprint closes with 2 points left — move “Image CDN” to sprint 15?</div>
    </div>
  </div>
</div></div>`
})()

const taskTime = (() => {
  const rows: [string, string, string, number[]][] = [
    ['Booking widget', 'Harbor Co.', '#0891b2', [3.5, 4, 2, 5, 1.5]],
    ['Case-study template', 'Harbor Co.', '#0891b2', [1, 0, 2.5, 1, 2]],
    ['Logo refinements', 'Northwind', '#db2777', [2, 2.5, 0, 0, 1]],
    ['Design review call', 'Northwind', '#db2777', [0, 1, 0, 1, 0]],
    ['Push notifications', 'Lumen', '#ea580c', [1.5, 0, 3, 1.5, 2.5]],
    ['Sprint planning', 'Internal', '#64748b', [1, 0, 0, 0, 0.5]],
  ]
  const days = ['Mon 3', 'Tue 4', 'Wed 5', 'Thu 6', 'Fri 7']
  const dayTotals = days.map((_, d) => rows.reduce((s, r) => s + (r[3][d] ?? 0), 0))
  const fmt = (h: number) => (h ? `${Math.floor(h)}:${h % 1 ? '30' : '00'}` : '<span style="color:#cbd5e1">—</span>')
  return `<div class="app" style="background:#fafafe">${taskSide(3)}
<div class="main">
  <div class="between"><div><div class="small muted">Week 10 · Mar 3 – Mar 7</div><div class="h1">Timesheet</div></div>
  <div class="row"><div class="row" style="gap:10px;background:#fff;border:1px solid #e2e8f0;border-radius:10px;padding:6px 8px 6px 14px"><span class="mono" style="font-weight:700;font-size:15px">01:24:37</span><span class="muted small">Booking widget</span><span class="btn" style="background:#ef4444;padding:6px 10px">■ Stop</span></div></div></div>
  <div class="card" style="padding:4px 8px"><table class="tight">
    <tr><th>Task</th><th>Client</th>${days.map((d) => `<th style="text-align:center">${d}</th>`).join('')}<th style="text-align:right">Total</th></tr>
    ${rows
      .map(
        ([t, c, col, h]) =>
          `<tr><td style="font-weight:600">${t}</td><td><span class="row" style="gap:6px"><span style="width:8px;height:8px;border-radius:50%;background:${col}"></span>${c}</span></td>${h
            .map((x) => `<td style="text-align:center" class="mono">${fmt(x)}</td>`)
            .join(
              '',
            )}<td style="text-align:right;font-weight:700" class="mono">${fmt(h.reduce((a, b) => a + b, 0))}</td></tr>`,
      )
      .join('')}
    <tr><td style="font-weight:700">Total</td><td></td>${dayTotals.map((x) => `<td style="text-align:center;font-weight:700" class="mono">${fmt(x)}</td>`).join('')}<td style="text-align:right;font-weight:800;color:${TASK.accent}" class="mono">${fmt(dayTotals.reduce((a, b) => a + b, 0))}</td></tr>
  </table></div>
  <div class="grid" style="grid-template-columns:1fr 1fr 1fr">
    ${[
      ['Harbor Co.', '#0891b2', 22.5, '€1,462.50'],
      ['Northwind', '#db2777', 10, '€650.00'],
      ['Lumen', '#ea580c', 8.5, '€552.50'],
    ]
      .map(
        ([c, col, h, eur]) =>
          `<div class="card"><div class="between"><span class="row" style="gap:8px;font-weight:600"><span style="width:10px;height:10px;border-radius:3px;background:${col}"></span>${c}</span>${pill('Billable', '#15803d', '#dcfce7')}</div><div class="between" style="margin-top:12px;align-items:flex-end"><div><div class="small muted">This month</div><div style="font-size:22px;font-weight:750">${h} h</div></div><div style="text-align:right"><div class="small muted">To invoice</div><b style="font-size:15px">${eur}</b></div></div></div>`,
      )
      .join('')}
  </div>
  <div class="card" style="padding:12px 16px"><div class="between"><div class="h2">Hours per day this month</div><span class="small muted">148.5 h logged · 122 h billable</span></div>
  <div style="margin-top:10px">${barChart(
    800,
    84,
    [6.5, 7, 8, 7.5, 5, 8, 9, 7.5, 6, 8.5, 7, 8, 7.5, 9, 7.5],
    [TASK.accent, '#a78bfa'],
    { labels: ['17', '18', '19', '20', '21', '24', '25', '26', '27', '28', '3', '4', '5', '6', '7'], gap: 14 },
  )}</div></div>
</div></div>`
})()

project(
  'taskpilot',
  'cover',
  coverStage(TASK, taskBoard, {
    url: 'app.taskpilot.example.com/boards/harbor',
    float: floatCard(
      900,
      590,
      260,
      `<div class="row" style="gap:10px"><div style="width:36px;height:36px;border-radius:10px;background:${TASK.soft};color:${TASK.accent};display:grid;place-items:center">${icon(Zap, 18)}</div><div><div style="font-weight:700">Rita moved a card</div><div class="small muted">Case-study template → Review</div></div></div>`,
    ),
  }),
)
project('taskpilot', 'sprint', galleryStage(TASK, taskSprint, { url: 'app.taskpilot.example.com/sprints/14' }))
project('taskpilot', 'time', galleryStage(TASK, taskTime, { url: 'app.taskpilot.example.com/time' }))

// ---------------------------------------------------------------------------------------------
// Mobile apps: FitTrack (orange → pink) and Pantry Pal (green)
// ---------------------------------------------------------------------------------------------

const mobileStage = (
  p: Palette,
  text: { logo: string; name: string; title: string; lines: string[]; badges?: boolean; dark?: boolean },
  phones: string[],
) => {
  const fg = text.dark ? '#0f172a' : '#fff'
  const sub = text.dark ? '#334155' : 'rgba(255,255,255,.86)'
  const textBlock = `<div style="position:absolute;left:70px;top:0;bottom:0;width:420px;display:flex;flex-direction:column;justify-content:center;color:${fg}">
    <div class="row" style="gap:12px"><div style="width:52px;height:52px;border-radius:14px;background:#fff;display:grid;place-items:center;box-shadow:0 10px 24px -8px rgba(0,0,0,.3)">${text.logo}</div><b style="font-size:22px;letter-spacing:-.01em">${text.name}</b></div>
    <div style="font-size:38px;font-weight:780;letter-spacing:-.03em;line-height:1.08;margin-top:22px">${text.title}</div>
    <div style="margin-top:18px;display:grid;gap:10px;font-size:15px;color:${sub}">${text.lines
      .map(
        (l) =>
          `<div class="row" style="gap:10px"><span style="width:22px;height:22px;border-radius:50%;background:${text.dark ? p.accent : 'rgba(255,255,255,.22)'};color:#fff;display:grid;place-items:center">${icon(Check, 13, 3)}</span>${l}</div>`,
      )
      .join('')}</div>
    ${
      text.badges
        ? `<div class="row" style="margin-top:26px;gap:12px">${['App Store', 'Google Play']
            .map(
              (s, i) =>
                `<div style="background:#0b0f19;color:#fff;border-radius:10px;padding:8px 16px;border:1px solid rgba(255,255,255,.25)"><div style="font-size:9.5px;opacity:.8">${i ? 'Get it on' : 'Download on the'}</div><div style="font-size:15px;font-weight:650;margin-top:-1px">${s}</div></div>`,
            )
            .join('')}</div>`
        : ''
    }
  </div>`
  const positions = [
    [530, 92, -4],
    [860, 48, 4],
  ]
  return stage(
    W,
    H,
    p.bg,
    textBlock +
      phones
        .map((ph, i) => phone(positions[i]?.[0] ?? 0, positions[i]?.[1] ?? 0, ph, { rotate: positions[i]?.[2] ?? 0 }))
        .join(''),
    [
      [p.glow, 640, -160, 560],
      [p.glow, -200, 480, 480],
    ],
  )
}

const FIT: Palette = {
  accent: '#f97316',
  soft: '#ffedd5',
  bg: 'linear-gradient(135deg,#fb923c 0%,#f43f5e 60%,#db2777 100%)',
  glow: '#fdba74',
}
const FIT_GRAD = 'linear-gradient(135deg,#fb923c,#f43f5e)'
const fitTabs = (active: number) =>
  tabbar(
    [
      [Home, 'Today'],
      [Dumbbell, 'Workouts'],
      [TrendingUp, 'Progress'],
      [MessageCircle, 'Coach'],
    ],
    active,
    '#f43f5e',
  )

const fitHome = `<div class="body">
  <div class="between"><div><div class="small muted">Tuesday, March 5</div><div style="font-size:20px;font-weight:750;letter-spacing:-.02em">Morning, Joana</div></div>${avatar('JP', '#f43f5e', 36)}</div>
  <div style="background:${FIT_GRAD};border-radius:18px;padding:16px;color:#fff">
    <div class="small" style="opacity:.9;font-weight:600">TODAY · WEEK 6 OF 8</div>
    <div style="font-size:18px;font-weight:750;margin-top:4px">Upper Body Strength</div>
    <div class="row small" style="gap:12px;margin-top:6px;opacity:.92"><span class="row" style="gap:4px">${icon(Clock, 13)}45 min</span><span class="row" style="gap:4px">${icon(Dumbbell, 13)}6 exercises</span></div>
    <div style="margin-top:12px;background:#fff;color:#f43f5e;border-radius:12px;padding:9px;text-align:center;font-weight:700">Start workout</div>
  </div>
  <div style="display:grid;grid-template-columns:1fr 1fr;gap:10px">
    <div style="background:#fff7ed;border-radius:14px;padding:12px"><div class="row" style="gap:6px;color:#ea580c;font-weight:700">${icon(Flame, 15)}12 days</div><div class="small muted" style="margin-top:3px">Current streak</div></div>
    <div style="background:#fdf2f8;border-radius:14px;padding:12px"><div class="row" style="gap:6px;color:#db2777;font-weight:700">${icon(Activity, 15)}4 / 5</div><div class="small muted" style="margin-top:3px">Sessions this week</div></div>
  </div>
  <div><div class="between"><b>This week</b><span class="small muted">Volume, kg</span></div>
  <div style="margin-top:8px">${barChart(242, 86, [3200, 0, 4100, 2800, 4600, 0, 0], ['#fb923c', '#f43f5e'], { labels: ['M', 'T', 'W', 'T', 'F', 'S', 'S'], gap: 10, radius: 5 })}</div></div>
  <div class="row" style="gap:10px;background:#f8fafc;border-radius:14px;padding:10px">${avatar('TM', '#0ea5e9', 32)}<div style="min-width:0"><b class="small">Coach Tiago</b><div class="small muted" style="white-space:nowrap;overflow:hidden;text-overflow:ellipsis;width:180px">Great squat depth yesterday! Let's…</div></div></div>
</div>${fitTabs(0)}`

const setRow = (n: number, kg: string, reps: string, done: boolean, current = false) =>
  `<div style="display:grid;grid-template-columns:28px 1fr 1fr 30px;align-items:center;padding:7px 8px;border-radius:10px;${
    current ? 'background:#fff7ed;box-shadow:0 0 0 1.5px #fdba74 inset' : ''
  }"><b class="small muted">${n}</b><b>${kg}</b><b>${reps}</b><span style="width:24px;height:24px;border-radius:8px;display:grid;place-items:center;${
    done ? 'background:#22c55e;color:#fff' : 'border:1.5px solid #cbd5e1'
  }">${done ? icon(Check, 14, 3) : ''}</span></div>`

const fitWorkout = `<div class="body">
  <div class="between"><span class="muted">${icon(ChevronRight, 18)}</span><b class="small muted">UPPER BODY · 18:42</b><span class="pill" style="background:#fee2e2;color:#dc2626">Finish</span></div>
  <div><div style="font-size:19px;font-weight:750">Bench Press</div><div class="small muted">Exercise 2 of 6 · last time 60 kg × 8</div></div>
  <div style="background:#f8fafc;border-radius:14px;padding:6px">
    <div style="display:grid;grid-template-columns:28px 1fr 1fr 30px;padding:4px 8px" class="small muted"><span>Set</span><span>kg</span><span>Reps</span><span></span></div>
    ${setRow(1, '40', '12', true)}${setRow(2, '60', '8', true)}${setRow(3, '62.5', '8', false, true)}${setRow(4, '62.5', '8', false)}
  </div>
  <div class="row" style="justify-content:center;gap:10px;background:#0f172a;color:#fff;border-radius:14px;padding:11px"><span style="color:#fb923c">${icon(Timer, 18)}</span><b class="mono" style="font-size:16px">01:24</b><span class="small" style="opacity:.7">rest</span><span class="pill" style="background:#1e293b;color:#e2e8f0">+30 s</span></div>
  <div><b class="small muted">UP NEXT</b>
  ${[
    ['Bent-over Row', '4 × 10 · 50 kg'],
    ['Overhead Press', '3 × 8 · 35 kg'],
  ]
    .map(
      ([t, d]) =>
        `<div class="between" style="padding:9px 0;border-bottom:1px solid #f1f5f9"><div class="row" style="gap:10px"><div style="width:34px;height:34px;border-radius:10px;background:#ffedd5;color:#ea580c;display:grid;place-items:center">${icon(Dumbbell, 16)}</div><div><b class="small">${t}</b><div class="small muted">${d}</div></div></div><span class="muted">${icon(ChevronRight, 15)}</span></div>`,
    )
    .join('')}</div>
</div>${fitTabs(1)}`

const fitProgress = `<div class="body">
  <div style="font-size:20px;font-weight:750">Progress</div>
  <div class="row" style="gap:6px">${['1M', '3M', '6M', '1Y'].map((t, i) => `<span class="pill" style="${i === 1 ? 'background:#0f172a;color:#fff' : 'background:#f1f5f9;color:#64748b'};padding:5px 12px">${t}</span>`).join('')}</div>
  <div style="background:#f8fafc;border-radius:16px;padding:12px">
    <div class="small muted">Bench press · estimated 1RM</div>
    <div class="row" style="gap:8px;margin-top:2px"><b style="font-size:22px">78 kg</b>${pill('▲ 9 kg', '#15803d', '#dcfce7')}</div>
    <div style="margin-top:8px">${lineChart(218, 96, [{ values: [69, 70, 70, 72, 71, 73, 74, 74, 76, 77, 78], color: '#f43f5e', fill: true }], { grid: '#eef2f7' })}</div>
  </div>
  <div style="display:grid;grid-template-columns:1fr 1fr 1fr;gap:8px">${[
    ['36', 'Workouts'],
    ['11', 'PRs'],
    ['142 t', 'Volume'],
  ]
    .map(
      ([v, l]) =>
        `<div style="background:#fff7ed;border-radius:12px;padding:10px;text-align:center"><b style="font-size:16px">${v}</b><div class="small muted">${l}</div></div>`,
    )
    .join('')}</div>
  <div><div class="between"><b>Progress photos</b><span class="small" style="color:#f43f5e;font-weight:600">See all</span></div>
  <div style="display:grid;grid-template-columns:repeat(3,1fr);gap:8px;margin-top:8px">${[
    '#fed7aa,#fecdd3',
    '#fde68a,#fed7aa',
    '#fbcfe8,#fecaca',
  ]
    .map(
      (g, i) =>
        `<div style="height:84px;border-radius:12px;background:linear-gradient(160deg,${g});position:relative;overflow:hidden"><div style="position:absolute;left:50%;bottom:-14px;transform:translateX(-50%);width:44px;height:60px;border-radius:22px 22px 8px 8px;background:rgba(255,255,255,.55)"></div><div style="position:absolute;left:50%;top:14px;transform:translateX(-50%);width:22px;height:22px;border-radius:50%;background:rgba(255,255,255,.6)"></div><span style="position:absolute;left:6px;top:5px;font-size:9.5px;font-weight:700;color:#9a3412">${['Jan', 'Feb', 'Mar'][i]}</span></div>`,
    )
    .join('')}</div></div>
</div>${fitTabs(2)}`

const bubble = (text: string, mine: boolean, time = '') =>
  `<div style="display:flex;justify-content:${mine ? 'flex-end' : 'flex-start'}"><div style="max-width:78%;padding:9px 12px;border-radius:16px;${
    mine
      ? `background:${FIT_GRAD};color:#fff;border-bottom-right-radius:5px`
      : 'background:#f1f5f9;border-bottom-left-radius:5px'
  };font-size:12.5px;line-height:1.4">${text}${time ? `<div style="font-size:9.5px;opacity:.7;margin-top:3px;text-align:right">${time}</div>` : ''}</div></div>`

const fitChat = `<div class="row" style="gap:10px;padding:4px 18px 10px;border-bottom:1px solid #f1f5f9">${avatar('TM', '#0ea5e9', 36)}<div><b>Coach Tiago</b><div class="small" style="color:#22c55e">● Online</div></div></div>
<div class="body" style="padding-top:12px;gap:9px">
  <div class="small muted" style="text-align:center">Today</div>
  ${bubble('Great squat depth yesterday! I bumped your bench by 2.5 kg for today.', false, '08:12')}
  ${bubble('Thanks! Shoulder felt a bit tight on the last set though.', true, '08:20')}
  ${bubble('Good call telling me. Swap overhead press for landmine press this week and add 2 sets of face pulls.', false, '08:24')}
  <div style="background:#fff7ed;border:1px solid #fed7aa;border-radius:14px;padding:10px" class="small"><div class="row" style="gap:6px;font-weight:700;color:#c2410c">${icon(FileText, 14)}Plan updated</div><div class="muted" style="margin-top:3px">Upper Body Strength · 2 exercises changed</div></div>
</div>
<div class="row" style="gap:8px;padding:8px 14px 16px"><div class="input ph" style="flex:1;border-radius:999px">Message…</div><span style="width:36px;height:36px;border-radius:50%;background:${FIT_GRAD};color:#fff;display:grid;place-items:center">${icon(Send, 16)}</span></div>`

const fitPlan = `<div class="body">
  <div style="font-size:20px;font-weight:750">My plan</div>
  <div class="small muted" style="margin-top:-8px">Strength block · week 6 of 8 · by Coach Tiago</div>
  <div class="row" style="gap:6px">${['M', 'T', 'W', 'T', 'F', 'S', 'S']
    .map(
      (d, i) =>
        `<div style="flex:1;text-align:center;padding:7px 0;border-radius:10px;${i === 1 ? `background:${FIT_GRAD};color:#fff` : 'background:#f8fafc'}"><div style="font-size:10px;opacity:.8">${d}</div><b>${4 + i}</b></div>`,
    )
    .join('')}</div>
  ${[
    ['Mon', 'Lower Body Power', '50 min', true],
    ['Tue', 'Upper Body Strength', '45 min', false],
    ['Thu', 'Conditioning Intervals', '30 min', false],
    ['Fri', 'Full Body Hypertrophy', '55 min', false],
    ['Sun', 'Mobility & Recovery', '20 min', false],
  ]
    .map(
      ([d, t, m, done], i) =>
        `<div class="row" style="gap:12px;padding:10px;border-radius:14px;${i === 1 ? 'background:#fff7ed;box-shadow:0 0 0 1.5px #fdba74 inset' : 'background:#f8fafc'}"><div style="width:38px;text-align:center"><div class="small muted">${d}</div></div><div style="flex:1"><b class="small">${t}</b><div class="small muted">${m}</div></div>${
          done
            ? `<span style="color:#22c55e">${icon(CircleCheck, 20)}</span>`
            : `<span class="muted">${icon(ChevronRight, 16)}</span>`
        }</div>`,
    )
    .join('')}
</div>${fitTabs(1)}`

const fitLogo = `<div style="width:36px;height:36px;border-radius:10px;background:${FIT_GRAD};color:#fff;display:grid;place-items:center">${icon(Dumbbell, 20)}</div>`

project(
  'fittrack',
  'cover',
  mobileStage(
    FIT,
    {
      logo: fitLogo,
      name: 'FitTrack',
      title: 'Your coach’s plan, in your pocket.',
      lines: ['Plans synced from the coach console', 'Offline logging in the gym', 'Progress charts and photos'],
      badges: true,
    },
    [fitHome, fitWorkout],
  ),
)
project(
  'fittrack',
  'workout',
  mobileStage(
    FIT,
    {
      logo: fitLogo,
      name: 'FitTrack',
      title: 'Log a set in two taps.',
      lines: ['Last session’s weights pre-filled', 'Rest timer between sets', 'Works without a signal'],
    },
    [fitPlan, fitWorkout],
  ),
)
project(
  'fittrack',
  'progress',
  mobileStage(
    FIT,
    {
      logo: fitLogo,
      name: 'FitTrack',
      title: 'See the progress, stay motivated.',
      lines: ['Estimated 1RM per exercise', 'Weekly volume and streaks', 'Private progress photos'],
    },
    [fitProgress, fitHome],
  ),
)
project(
  'fittrack',
  'coach',
  mobileStage(
    FIT,
    {
      logo: fitLogo,
      name: 'FitTrack',
      title: 'Talk to your coach, not a chatbot.',
      lines: [
        'Messages and plan changes in one place',
        'Push notifications for new plans',
        'Coach sees every logged set',
      ],
    },
    [fitChat, fitPlan],
  ),
)

const PANTRY: Palette = {
  accent: '#16a34a',
  soft: '#dcfce7',
  bg: 'linear-gradient(135deg,#ecfccb 0%,#bbf7d0 50%,#86efac 100%)',
  glow: '#fef08a',
}

const expiry = (days: number) => {
  const text =
    days <= 0 ? 'Today' : days === 1 ? 'Tomorrow' : days > 60 ? `${Math.round(days / 30)} months` : `${days} days`
  return days <= 2
    ? pill(text, '#b91c1c', '#fee2e2')
    : days <= 5
      ? pill(text, '#b45309', '#fef3c7')
      : pill(text, '#15803d', '#dcfce7')
}

const foodIcon = (emojiBg: string, label: string) =>
  `<div style="width:38px;height:38px;border-radius:11px;background:${emojiBg};display:grid;place-items:center;font-size:11px;font-weight:800;color:rgba(15,23,42,.6)">${label}</div>`

const pantryTabs = (active: number) =>
  tabbar(
    [
      [Boxes, 'Pantry'],
      [ScanLine, 'Scan'],
      [UtensilsCrossed, 'Recipes'],
      [Settings, 'Settings'],
    ],
    active,
    PANTRY.accent,
  )

const pantryList = `<div class="body">
  <div class="between"><div style="font-size:20px;font-weight:750">My pantry</div><span style="width:34px;height:34px;border-radius:50%;background:${PANTRY.accent};color:#fff;display:grid;place-items:center">${icon(Plus, 18)}</span></div>
  <div class="search" style="width:auto">${icon(Search, 14)}Search 42 items</div>
  <div style="background:#fef2f2;border-radius:14px;padding:10px 12px" class="small"><b style="color:#b91c1c">3 items expire soon</b><div class="muted">Tap for recipes that use them up</div></div>
  ${(
    [
      ['#fde68a', 'EGG', 'Free-range eggs', '6 left', 2],
      ['#fecaca', 'TOM', 'Cherry tomatoes', '250 g', 1],
      ['#bfdbfe', 'MLK', 'Oat milk', '1 L', 4],
      ['#fed7aa', 'CHS', 'Cheddar', '180 g', 9],
      ['#d9f99d', 'SPN', 'Baby spinach', '100 g', 2],
      ['#e9d5ff', 'RCE', 'Arborio rice', '1 kg', 210],
    ] as const
  )
    .map(
      ([bg, l, n, q, d]) =>
        `<div class="between"><div class="row" style="gap:10px">${foodIcon(bg, l)}<div><b class="small">${n}</b><div class="small muted">${q}</div></div></div>${expiry(d)}</div>`,
    )
    .join('')}
</div>${pantryTabs(0)}`

const pantryScan = `<div style="flex:1;background:linear-gradient(180deg,#1f2937,#111827);position:relative;display:flex;flex-direction:column;align-items:center;justify-content:center;color:#fff">
  <div style="position:absolute;top:8px;left:18px;right:18px" class="between"><span class="pill" style="background:rgba(255,255,255,.15);color:#fff">Barcode</span><span class="pill" style="background:rgba(255,255,255,.06);color:#cbd5e1">Label</span></div>
  <div style="width:200px;height:130px;position:relative;border-radius:14px;background:rgba(255,255,255,.06)">
    ${[
      'left:0;top:0;border-width:3px 0 0 3px',
      'right:0;top:0;border-width:3px 3px 0 0',
      'left:0;bottom:0;border-width:0 0 3px 3px',
      'right:0;bottom:0;border-width:0 3px 3px 0',
    ]
      .map(
        (pos) =>
          `<span style="position:absolute;${pos};width:28px;height:28px;border-style:solid;border-color:#4ade80;border-radius:6px"></span>`,
      )
      .join('')}
    <div style="position:absolute;left:30px;right:30px;top:34px;height:62px;background:repeating-linear-gradient(90deg,#f8fafc 0 2px,transparent 2px 5px,#f8fafc 5px 6px,transparent 6px 9px,#f8fafc 9px 12px,transparent 12px 14px);opacity:.9"></div>
    <div style="position:absolute;left:12px;right:12px;top:64px;height:2px;background:#4ade80;box-shadow:0 0 12px #4ade80"></div>
  </div>
  <div class="small" style="margin-top:16px;opacity:.8">Point at a barcode</div>
  <div style="position:absolute;left:14px;right:14px;bottom:14px;background:#fff;color:#0f172a;border-radius:16px;padding:12px" class="row">${foodIcon('#fecaca', 'TOM')}<div style="flex:1"><b class="small">Cherry tomatoes</b><div class="small muted">250 g · best before in 6 days</div></div><span class="btn" style="background:${PANTRY.accent};padding:7px 12px">Add</span></div>
</div>${pantryTabs(1)}`

const pantryLogo = `<div style="width:36px;height:36px;border-radius:10px;background:${PANTRY.accent};color:#fff;display:grid;place-items:center">${icon(UtensilsCrossed, 19)}</div>`

project(
  'pantrypal',
  'cover',
  mobileStage(
    PANTRY,
    {
      logo: pantryLogo,
      name: 'Pantry Pal',
      title: 'Cook what you have before it goes off.',
      lines: ['Scan barcodes and labels', 'Expiry reminders', 'Recipes that use it up'],
      dark: true,
    },
    [pantryList, pantryScan],
  ),
)

// ---------------------------------------------------------------------------------------------
// Insight — dark SaaS analytics dashboard (blue → indigo)
// ---------------------------------------------------------------------------------------------

const INSIGHT: Palette = {
  accent: '#3b82f6',
  soft: 'rgba(59,130,246,.16)',
  bg: 'linear-gradient(135deg,#1e3a8a 0%,#312e81 60%,#4c1d95 100%)',
  glow: '#60a5fa',
}
const MONTHS = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']

const insightSide = (active: number) =>
  side(
    'Insight',
    'I',
    'linear-gradient(135deg,#3b82f6,#6366f1)',
    [
      [LayoutDashboard, 'Overview'],
      [TrendingUp, 'Revenue'],
      [Users, 'Customers'],
      [Layers, 'Cohorts'],
      [Activity, 'Churn'],
      [FileText, 'Reports'],
      [Settings, 'Settings'],
    ],
    active,
    INSIGHT.soft,
    `<div style="margin-top:auto;background:linear-gradient(135deg,rgba(59,130,246,.18),rgba(99,102,241,.18));border:1px solid rgba(99,102,241,.35);border-radius:12px;padding:12px" class="small"><b style="color:#e2e8f0">Weekly digest</b><div class="muted" style="margin-top:3px">Every Monday, 08:00 — to 4 people</div></div>`,
  ).replace(/color:#3b82f6;font-weight:600/g, 'color:#93c5fd;font-weight:600')

const insightTop = (title: string, sub: string) =>
  `<div class="between"><div><div class="h1">${title}</div><div class="small muted">${sub}</div></div>
  <div class="row"><span class="btn" style="background:#0f1a2e;border:1px solid #1e293b;color:#cbd5e1">${icon(Calendar, 14)}Last 12 months</span><span class="btn" style="background:#0f1a2e;border:1px solid #1e293b;color:#cbd5e1">All plans ▾</span><span class="btn" style="background:${INSIGHT.accent}">Export</span></div></div>`

const mrr = [318, 331, 345, 352, 371, 384, 399, 412, 428, 447, 463, 482]

const insightOverview = `<div class="app dark">${insightSide(0)}
<div class="main">
  ${insightTop('Overview', 'Acme Billing · all customers')}
  <div class="grid" style="grid-template-columns:repeat(4,1fr)">${kpi('Monthly recurring revenue', '$482.1k', '▲ 4.2% vs February')}${kpi('Annual run rate', '$5.79M', '▲ 51.6% year on year')}${kpi('Net revenue retention', '112%', '▲ 3 pts')}${kpi('Customer churn', '2.1%', '▼ 0.3 pts', true)}</div>
  <div class="grid" style="grid-template-columns:1.7fr 1fr;flex:1;min-height:0">
    <div class="card"><div class="between"><div><div class="h2">MRR</div><div class="small muted">Monthly recurring revenue, thousands of USD</div></div><div class="row small muted" style="gap:12px"><span class="row" style="gap:5px"><span style="width:10px;height:10px;border-radius:3px;background:#3b82f6"></span>This year</span><span class="row" style="gap:5px"><span style="width:10px;height:10px;border-radius:3px;background:#475569"></span>Last year</span></div></div>
    <div style="margin-top:14px;position:relative">${lineChart(
      436,
      330,
      [
        { values: mrr.map((v) => v * 0.66 + 8), color: '#475569', width: 2, dash: true },
        { values: mrr, color: '#3b82f6', fill: true, width: 3 },
      ],
      { min: 180, max: 500, grid: '#1b2740', labels: MONTHS, labelColor: '#64748b' },
    )}
    <div style="position:absolute;left:300px;top:14px;background:#0b1220;border:1px solid #1e293b;border-radius:10px;padding:8px 10px;box-shadow:0 10px 24px -8px rgba(0,0,0,.6)" class="small"><div class="muted">February</div><b style="font-size:14px">$463.4k</b></div></div></div>
    <div style="display:flex;flex-direction:column;gap:14px">
      <div class="card"><div class="h2">MRR movement · March</div>
      ${[
        ['New', '+$38.2k', 78, '#22c55e'],
        ['Expansion', '+$21.5k', 44, '#3b82f6'],
        ['Contraction', '−$6.1k', 13, '#f59e0b'],
        ['Churn', '−$10.4k', 21, '#ef4444'],
      ]
        .map(
          ([l, v, pct, c]) =>
            `<div style="margin-top:12px"><div class="between small"><span class="muted">${l}</span><b>${v}</b></div><div style="margin-top:6px">${progress(Number(pct), String(c), 8)}</div></div>`,
        )
        .join('')}</div>
      <div class="card" style="flex:1"><div class="h2">Revenue by plan</div><div class="row" style="gap:16px;margin-top:12px">${donut(
        108,
        [
          [52, '#3b82f6'],
          [31, '#8b5cf6'],
          [17, '#22d3ee'],
        ],
        16,
        '#1e293b',
        '<b style="font-size:14px">3 plans</b>',
      )}<div class="small" style="display:grid;gap:8px">${[
        ['Scale', '52%', '#3b82f6'],
        ['Growth', '31%', '#8b5cf6'],
        ['Starter', '17%', '#22d3ee'],
      ]
        .map(
          ([n, v, c]) =>
            `<div class="row" style="gap:8px"><span style="width:9px;height:9px;border-radius:3px;background:${c}"></span><span class="muted" style="width:54px">${n}</span><b>${v}</b></div>`,
        )
        .join('')}</div></div></div>
    </div>
  </div>
</div></div>`

const insightCohorts = (() => {
  const cohorts = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar']
  const r = rng(11)
  const rows = cohorts.map((c, i) => {
    const size = Math.round(90 + r() * 80)
    const n = cohorts.length - i
    let v = 100
    const cells = Array.from({ length: 12 }, (_, m) => {
      if (m >= n) return '<td style="padding:3px"></td>'
      if (m > 0) v = Math.max(38, v - (m === 1 ? 9 + r() * 5 : 1.5 + r() * 3.2))
      const a = 0.12 + ((v - 38) / 62) * 0.78
      return `<td style="padding:3px"><div style="background:rgba(59,130,246,${a.toFixed(2)});border-radius:5px;padding:5px 0;text-align:center;color:${a > 0.45 ? '#fff' : '#cbd5e1'};font-size:11px;font-weight:600">${Math.round(v)}%</div></td>`
    }).join('')
    return `<tr><td style="padding:3px 10px 3px 0;font-weight:600">${c}</td><td class="muted" style="padding:3px 10px 3px 0">${size}</td>${cells}</tr>`
  })
  return `<div class="app dark">${insightSide(3)}
<div class="main">
  ${insightTop('Cohort retention', 'Share of customers still subscribed, by signup month')}
  <div class="card" style="padding:12px 14px"><table style="font-size:12px"><tr><th style="border:0;padding:4px 10px 8px 0">Cohort</th><th style="border:0;padding:4px 10px 8px 0">Size</th>${Array.from({ length: 12 }, (_, m) => `<th style="border:0;text-align:center;padding:4px 0 8px">M${m}</th>`).join('')}</tr>${rows.join('')}</table></div>
  <div class="grid" style="grid-template-columns:repeat(3,1fr)">
    <div class="card small"><div class="muted">Average month-1 retention</div><b style="font-size:20px">88.6%</b> <span class="up">▲ 2.4 pts</span></div>
    <div class="card small"><div class="muted">Best cohort</div><b style="font-size:20px">October</b> <span class="muted">71% at M5</span></div>
    <div class="card small"><div class="muted">Biggest drop-off</div><b style="font-size:20px">Month 1</b> <span class="muted">onboarding</span></div>
  </div>
</div></div>`
})()

const insightCustomers = `<div class="app dark">${insightSide(2)}
<div class="main">
  ${insightTop('Customers', '1,284 active customers · 38 at risk')}
  <div class="grid" style="grid-template-columns:1fr 260px;flex:1;min-height:0">
    <div class="card" style="padding:6px 10px"><table><tr><th>Customer</th><th>Plan</th><th style="text-align:right">MRR</th><th style="text-align:right">Seats</th><th>Health</th><th>Last active</th></tr>
    ${(
      [
        ['Northwind Traders', 'Scale', '$4,820', 86, 92, '2 min ago', '#3b82f6'],
        ['Bluebird Logistics', 'Scale', '$3,960', 64, 88, '1 h ago', '#8b5cf6'],
        ['Fernhill Studio', 'Growth', '$1,240', 18, 74, 'Today', '#22d3ee'],
        ['Orbit Health', 'Scale', '$3,410', 52, 41, '9 days ago', '#f59e0b'],
        ['Papercrane Books', 'Starter', '$290', 4, 95, 'Today', '#ec4899'],
        ['Kestrel Energy', 'Growth', '$1,680', 25, 67, 'Yesterday', '#22c55e'],
        ['Lumen Labs', 'Growth', '$1,120', 15, 33, '3 weeks ago', '#ef4444'],
        ['Harbor & Co.', 'Starter', '$340', 5, 81, 'Today', '#06b6d4'],
        ['Quartz Analytics', 'Scale', '$5,150', 97, 90, '5 min ago', '#a855f7'],
      ] as const
    )
      .map(([n, plan, m, seats, health, last, c]) => {
        const hc = health >= 70 ? '#22c55e' : health >= 45 ? '#f59e0b' : '#ef4444'
        const [pf, pb] =
          plan === 'Scale'
            ? ['#93c5fd', '#1d2b4a']
            : plan === 'Growth'
              ? ['#c4b5fd', '#2a2350']
              : ['#67e8f9', '#123540']
        return `<tr><td><div class="row"><div class="av" style="border-radius:8px;background:${c};width:26px;height:26px">${n[0]}</div><b style="font-weight:600">${n}</b></div></td><td>${pill(plan, pf, pb)}</td><td style="text-align:right;font-weight:600">${m}</td><td style="text-align:right" class="muted">${seats}</td><td><div class="row" style="gap:8px"><div style="width:70px">${progress(health, hc, 6)}</div><span class="small muted">${health}</span></div></td><td class="muted">${last}</td></tr>`
      })
      .join('')}</table></div>
    <div style="display:flex;flex-direction:column;gap:14px">
      <div class="card"><div class="h2">New customers</div><div class="small muted">per month</div><div style="margin-top:12px">${barChart(226, 120, [61, 58, 72, 66, 80, 77, 92, 88, 96, 104, 99, 118], ['#3b82f6'], { labels: MONTHS.map((m) => m[0] ?? ''), gap: 5, labelColor: '#64748b' })}</div></div>
      <div class="card" style="flex:1"><div class="h2">At risk</div>
      ${[
        ['Lumen Labs', 'No logins in 21 days'],
        ['Orbit Health', 'Seats down 30%'],
        ['Vega Retail', 'Failed payment'],
      ]
        .map(
          ([n, why]) =>
            `<div class="row" style="gap:10px;margin-top:12px"><span style="width:8px;height:8px;border-radius:50%;background:#ef4444"></span><div><b class="small">${n}</b><div class="small muted">${why}</div></div></div>`,
        )
        .join('')}</div>
    </div>
  </div>
</div></div>`

project(
  'insight',
  'cover',
  coverStage(INSIGHT, insightOverview, {
    url: 'insight.example.com/overview',
    dark: true,
    float: floatCard(
      36,
      580,
      250,
      `<div class="small muted" style="color:#94a3b8">Largest Contentful Paint</div><div class="row" style="gap:10px;margin-top:4px"><b style="font-size:24px">1.2 s</b>${pill('was 4.1 s', '#4ade80', 'rgba(34,197,94,.15)')}</div>`,
      true,
    ),
  }),
)
project('insight', 'cohorts', galleryStage(INSIGHT, insightCohorts, { url: 'insight.example.com/cohorts', dark: true }))
project(
  'insight',
  'customers',
  galleryStage(INSIGHT, insightCustomers, { url: 'insight.example.com/customers', dark: true }),
)

// ---------------------------------------------------------------------------------------------
// StockSync — event-driven inventory service: ops console (slate → cyan)
// ---------------------------------------------------------------------------------------------

const STOCK: Palette = {
  accent: '#06b6d4',
  soft: 'rgba(6,182,212,.15)',
  bg: 'linear-gradient(135deg,#0f172a 0%,#0e3a4d 55%,#0e7490 100%)',
  glow: '#22d3ee',
}

const stockSide = (active: number) =>
  side(
    'StockSync',
    'S',
    'linear-gradient(135deg,#06b6d4,#0ea5e9)',
    [
      [LayoutDashboard, 'Overview'],
      [Repeat, 'Channels'],
      [Layers, 'Queues'],
      [Activity, 'Events'],
      [Package, 'Products'],
      [Bell, 'Alerts'],
      [Settings, 'Settings'],
    ],
    active,
    STOCK.soft,
    `<div class="navhead" style="margin-top:8px">Workers</div>${[
      ['orders-consumer', '3 pods'],
      ['stock-publisher', '2 pods'],
      ['reconciler', '1 pod'],
    ]
      .map(
        ([n, pods]) =>
          `<div class="nav" style="padding:6px 10px;justify-content:space-between;white-space:nowrap"><span class="row" style="gap:8px"><span style="width:7px;height:7px;border-radius:50%;background:#22c55e;box-shadow:0 0 6px #22c55e"></span><span class="mono" style="font-size:10.5px">${n}</span></span><span style="font-size:10.5px">${pods}</span></div>`,
      )
      .join('')}`,
  ).replace(/color:#06b6d4;font-weight:600/g, 'color:#67e8f9;font-weight:600')

const channel = (name: string, letter: string, color: string, status: string, latency: string, synced: string) =>
  `<div class="card"><div class="between"><div class="row" style="gap:10px"><div class="av" style="border-radius:9px;background:${color};width:32px;height:32px">${letter}</div><div><b>${name}</b><div class="small muted">${synced}</div></div></div>${pill(`● ${status}`, '#4ade80', 'rgba(34,197,94,.14)')}</div>
  <div class="between" style="margin-top:14px"><div><div class="small muted">p95 sync</div><b class="mono" style="font-size:16px">${latency}</b></div><div>${lineChart(120, 34, [{ values: series(letter.charCodeAt(0), 16, 50, 0, 30), color: STOCK.accent, width: 1.8 }])}</div></div></div>`

const LOG: [string, string, string, string, string][] = [
  ['10:42:18.204', 'order.created', 'shopify', 'SKU-VASE-SND-M −1 → 41', 'ok'],
  ['10:42:18.231', 'stock.reserved', 'core', 'SKU-VASE-SND-M reserved 1', 'ok'],
  ['10:42:18.402', 'stock.published', 'amazon', 'SKU-VASE-SND-M = 40', 'ok'],
  ['10:42:19.017', 'order.created', 'amazon', 'SKU-MUG-SLT −2 → 16', 'ok'],
  ['10:42:19.554', 'stock.published', 'warehouse', 'SKU-MUG-SLT = 14', 'retry'],
  ['10:42:20.130', 'stock.published', 'warehouse', 'SKU-MUG-SLT = 14', 'ok'],
  ['10:42:21.876', 'return.received', 'warehouse', 'SKU-CNDL-FIG +1 → 23', 'ok'],
  ['10:42:22.310', 'stock.published', 'shopify', 'SKU-CNDL-FIG = 23', 'ok'],
]
const logStatus = (s: string) =>
  s === 'ok'
    ? pill('ok', '#4ade80', 'rgba(34,197,94,.14)')
    : s === 'retry'
      ? pill('retry 1/5', '#fbbf24', 'rgba(245,158,11,.14)')
      : pill('dead-letter', '#f87171', 'rgba(239,68,68,.14)')

const stockOverview = `<div class="app dark">${stockSide(0)}
<div class="main">
  <div class="between"><div><div class="h1">Overview</div><div class="small muted">Casa Linho · 3 channels · 1,842 SKUs</div></div><div class="row">${pill('● All systems normal', '#4ade80', 'rgba(34,197,94,.14)')}<span class="btn" style="background:#0f1a2e;border:1px solid #1e293b;color:#cbd5e1">${icon(RefreshCw, 14)}Reconcile now</span></div></div>
  <div class="grid" style="grid-template-columns:repeat(3,1fr)">${channel('Shopify', 'S', '#16a34a', 'Healthy', '182 ms', 'synced 2 s ago')}${channel('Amazon', 'A', '#f59e0b', 'Healthy', '640 ms', 'synced 5 s ago')}${channel('Warehouse', 'W', '#6366f1', 'Healthy', '310 ms', 'synced 1 s ago')}</div>
  <div class="grid" style="grid-template-columns:1.5fr 1fr">
    <div class="card"><div class="between"><div class="h2">Events per minute</div><span class="small muted">last 6 hours</span></div><div style="margin-top:10px">${lineChart(
      440,
      140,
      [
        { values: series(3, 36, 120, 2, 60).map((v) => Math.max(40, v)), color: STOCK.accent, fill: true, width: 2 },
        { values: series(5, 36, 40, 0.5, 20).map((v) => Math.max(10, v)), color: '#a78bfa', width: 1.6 },
      ],
      { grid: '#1b2740', labels: ['05:00', '06:00', '07:00', '08:00', '09:00', '10:00'], labelColor: '#64748b' },
    )}</div></div>
    <div class="card"><div class="h2">Queues</div>${[
      ['orders.created', 12, 8],
      ['stock.updated', 34, 22],
      ['stock.publish', 7, 5],
      ['dead-letter', 0, 0],
    ]
      .map(
        ([q, depth, pct]) =>
          `<div style="margin-top:11px"><div class="between small"><span class="mono" style="font-size:11px">${q}</span><b class="mono">${depth}</b></div><div style="margin-top:5px">${progress(Number(pct) + (depth ? 2 : 0), q === 'dead-letter' ? '#ef4444' : STOCK.accent, 6)}</div></div>`,
      )
      .join('')}</div>
  </div>
  <div class="card" style="padding:6px 10px;flex:1"><table class="mono" style="font-size:11.5px"><tr><th>Time</th><th>Event</th><th>Channel</th><th>Change</th><th>Status</th></tr>${LOG.slice(
    0,
    5,
  )
    .map(
      ([t, e, c, ch, st]) =>
        `<tr><td class="muted">${t}</td><td style="color:#67e8f9">${e}</td><td>${c}</td><td>${ch}</td><td>${logStatus(st)}</td></tr>`,
    )
    .join('')}</table></div>
</div></div>`

const queueCard = (
  name: string,
  depth: number,
  rate: string,
  consumers: number,
  vals: number[],
  color: string,
  warn = false,
) =>
  `<div class="card"><div class="between"><span class="mono" style="font-weight:700;font-size:12.5px">${name}</span>${
    warn ? pill('needs attention', '#f87171', 'rgba(239,68,68,.14)') : pill('flowing', '#4ade80', 'rgba(34,197,94,.14)')
  }</div>
  <div class="grid" style="grid-template-columns:repeat(3,1fr);margin-top:12px;gap:8px">${[
    ['Depth', String(depth)],
    ['Rate', rate],
    ['Consumers', String(consumers)],
  ]
    .map(([l, v]) => `<div><div class="small muted">${l}</div><b class="mono" style="font-size:16px">${v}</b></div>`)
    .join('')}</div>
  <div style="margin-top:12px">${barChart(380, 56, vals, [color], { gap: 3, radius: 2 })}</div></div>`

const stockQueues = `<div class="app dark">${stockSide(2)}
<div class="main">
  <div class="between"><div><div class="h1">Queues</div><div class="small muted">RabbitMQ · vhost casa-linho · 4 queues</div></div><div class="search">${icon(Search, 14)}Filter queues…</div></div>
  <div class="grid" style="grid-template-columns:1fr 1fr">
    ${queueCard(
      'orders.created',
      12,
      '38/s',
      3,
      series(21, 40, 30, 0, 26).map((v) => Math.max(4, v)),
      STOCK.accent,
    )}
    ${queueCard(
      'stock.updated',
      34,
      '61/s',
      4,
      series(22, 40, 50, 0, 30).map((v) => Math.max(4, v)),
      '#38bdf8',
    )}
    ${queueCard(
      'stock.publish',
      7,
      '44/s',
      3,
      series(23, 40, 36, 0, 24).map((v) => Math.max(4, v)),
      '#a78bfa',
    )}
    ${queueCard('dead-letter', 3, '0/s', 0, [0, 0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2], '#ef4444', true)}
  </div>
  <div class="card" style="padding:6px 10px;flex:1"><div class="between" style="padding:8px 10px 4px"><div class="h2">Dead-lettered messages</div><span class="btn" style="background:${STOCK.accent};padding:6px 12px">${icon(RefreshCw, 13)}Replay all</span></div>
  <table class="mono" style="font-size:11.5px"><tr><th>Message</th><th>Routing key</th><th>Reason</th><th>Attempts</th><th></th></tr>
  ${[
    ['msg_8f21c0', 'stock.publish.amazon', 'HTTP 429 from channel', '5'],
    ['msg_8f1d77', 'stock.publish.amazon', 'HTTP 429 from channel', '5'],
    ['msg_8e90a4', 'stock.publish.warehouse', 'timeout after 10 s', '5'],
  ]
    .map(
      ([m, k, r, a]) =>
        `<tr><td style="color:#67e8f9">${m}</td><td>${k}</td><td style="color:#fca5a5">${r}</td><td>${a}</td><td style="text-align:right"><span class="pill" style="background:#0b1220;border:1px solid #1e293b;color:#cbd5e1">Replay</span></td></tr>`,
    )
    .join('')}</table></div>
</div></div>`

const stockEvents = `<div class="app dark">${stockSide(3)}
<div class="main">
  <div class="between"><div><div class="h1">Events</div><div class="small muted">Live · 2,318 events in the last 10 minutes</div></div><div class="row"><div class="search">${icon(Search, 14)}sku:SKU-MUG-SLT</div><span class="btn" style="background:#0f1a2e;border:1px solid #1e293b;color:#cbd5e1">All channels ▾</span></div></div>
  <div class="grid" style="grid-template-columns:1.35fr 1fr;flex:1;min-height:0">
    <div class="card" style="padding:6px 10px"><table class="mono" style="font-size:11.5px"><tr><th>Time</th><th>Event</th><th>Channel</th><th>Status</th></tr>${LOG.map(
      ([t, e, c, , st], i) =>
        `<tr style="${i === 4 ? 'background:rgba(6,182,212,.08)' : ''}"><td class="muted">${t}</td><td style="color:#67e8f9">${e}</td><td>${c}</td><td>${logStatus(st)}</td></tr>`,
    ).join('')}</table></div>
    <div style="display:flex;flex-direction:column;gap:14px;min-height:0">
      ${codePanel(
        'Payload',
        jsonHtml({
          id: 'evt_01HV3K9Q2M',
          type: 'stock.published',
          channel: 'warehouse',
          sku: 'SKU-MUG-SLT',
          available: 14,
          reserved: 2,
          attempt: 1,
          trace_id: '4bf92f3577b34da6',
        }),
        ['Headers'],
        `<span style="color:#d29922">● retry 1/5</span>`,
      )}
      <div class="card small"><div class="row" style="gap:8px;color:#fbbf24;font-weight:700">${icon(Clock, 14)}Retried after 576 ms</div><div class="muted" style="margin-top:4px">Warehouse API answered 503; the next attempt succeeded. Back-off: 0.5 s, 2 s, 8 s, 30 s, 2 min.</div></div>
    </div>
  </div>
</div></div>`

project(
  'stocksync',
  'cover',
  coverStage(STOCK, stockOverview, {
    url: 'ops.stocksync.example.com',
    dark: true,
    float: floatCard(
      36,
      596,
      270,
      `<div class="row" style="gap:12px"><div style="width:38px;height:38px;border-radius:10px;background:rgba(34,197,94,.15);color:#4ade80;display:grid;place-items:center">${icon(CircleCheck, 20)}</div><div><div class="small" style="color:#94a3b8">Overselling incidents</div><div style="font-size:20px;font-weight:750">0 <span class="small" style="color:#94a3b8;font-weight:500">in 6 months</span></div></div></div>`,
      true,
    ),
  }),
)
project(
  'stocksync',
  'queues',
  galleryStage(STOCK, stockQueues, { url: 'ops.stocksync.example.com/queues', dark: true }),
)
project(
  'stocksync',
  'events',
  galleryStage(STOCK, stockEvents, { url: 'ops.stocksync.example.com/events', dark: true }),
)

// ---------------------------------------------------------------------------------------------
// LearnHub — bootcamp learning platform (brand blue)
// ---------------------------------------------------------------------------------------------

const LEARN: Palette = {
  accent: '#2563eb',
  soft: '#dbeafe',
  bg: 'linear-gradient(135deg,#eff6ff 0%,#bfdbfe 50%,#60a5fa 100%)',
  glow: '#93c5fd',
}

const learnSide = (active: number) =>
  side(
    'LearnHub',
    'L',
    LEARN.accent,
    [
      [Home, 'Dashboard'],
      [BookOpen, 'My courses'],
      [ListChecks, 'Assignments'],
      [Calendar, 'Schedule'],
      [MessageCircle, 'Discussions'],
      [GraduationCap, 'Certificates'],
    ],
    active,
    LEARN.soft,
    `<div style="margin-top:auto;border-radius:12px;padding:12px;background:linear-gradient(135deg,#2563eb,#7c3aed);color:#fff" class="small"><b>Cohort 12 · Full-Stack</b><div style="opacity:.85;margin-top:3px">Week 9 of 16</div><div style="margin-top:8px;background:rgba(255,255,255,.25);border-radius:99px;height:6px"><div style="width:56%;height:100%;background:#fff;border-radius:99px"></div></div></div>`,
  )

const courseThumb = (a: string, b: string, I: LucideIcon, h = 92) =>
  `<div style="height:${h}px;border-radius:10px;background:linear-gradient(135deg,${a},${b});position:relative;overflow:hidden;display:grid;place-items:center;color:rgba(255,255,255,.95)">
  <div style="position:absolute;right:-20px;top:-20px;width:90px;height:90px;border-radius:50%;background:rgba(255,255,255,.14)"></div>
  <div style="position:absolute;left:-16px;bottom:-30px;width:70px;height:70px;border-radius:50%;background:rgba(255,255,255,.1)"></div>${icon(I, 30, 1.8)}</div>`

const course = (title: string, lessons: string, pct: number, a: string, b: string, I: LucideIcon) =>
  `<div class="card" style="padding:10px">${courseThumb(a, b, I)}<div style="font-weight:650;margin-top:10px">${title}</div><div class="small muted">${lessons}</div><div class="row" style="margin-top:9px;gap:8px"><div style="flex:1">${progress(pct, a, 6)}</div><b class="small">${pct}%</b></div></div>`

const learnDashboard = `<div class="app">${learnSide(0)}
<div class="main">
  <div class="between"><div><div class="h1">Welcome back, Maya</div><div class="small muted">You are 3 lessons away from this week’s goal.</div></div><div class="row"><div class="search">${icon(Search, 14)}Search lessons…</div>${avatar('MK', '#7c3aed', 34)}</div></div>
  <div class="card" style="display:flex;gap:18px;align-items:center;background:linear-gradient(135deg,#1e3a8a,#2563eb);color:#fff;border:0">
    <div style="width:150px;height:92px;border-radius:10px;background:#0f172a;display:grid;place-items:center;position:relative;overflow:hidden"><div style="position:absolute;inset:0;background:linear-gradient(135deg,rgba(59,130,246,.5),rgba(124,58,237,.4))"></div><div style="width:40px;height:40px;border-radius:50%;background:#fff;color:#1d4ed8;display:grid;place-items:center;position:relative">${icon(Play, 18)}</div></div>
    <div style="flex:1"><div class="small" style="opacity:.8;font-weight:600">CONTINUE LEARNING</div><div style="font-size:17px;font-weight:700;margin-top:3px">Spring Boot APIs · Validation and error handling</div><div class="small" style="opacity:.85;margin-top:2px">Lesson 7 of 12 · 14 min left</div><div style="margin-top:10px;width:70%;background:rgba(255,255,255,.25);border-radius:99px;height:6px"><div style="width:58%;height:100%;background:#fff;border-radius:99px"></div></div></div>
    <span class="btn" style="background:#fff;color:#1d4ed8">Resume ${icon(ChevronRight, 14)}</span>
  </div>
  <div class="between"><div class="h2">My courses</div><span class="small muted">View all</span></div>
  <div class="grid" style="grid-template-columns:repeat(3,1fr)">
    ${course('React Fundamentals', '18 lessons · 6 h 20 min', 100, '#0ea5e9', '#6366f1', Layers)}
    ${course('Spring Boot APIs', '12 lessons · 5 h 05 min', 58, '#2563eb', '#7c3aed', Server)}
    ${course('SQL for Developers', '14 lessons · 4 h 40 min', 21, '#059669', '#0ea5e9', BarChart3)}
  </div>
  <div class="grid" style="grid-template-columns:1fr 1fr">
    <div class="card"><div class="h2">Upcoming live sessions</div>${[
      ['Thu', '12', 'Code review: REST API project', '18:00 · with Alex M.'],
      ['Sat', '14', 'Angular routing workshop', '10:00 · with Rui P.'],
    ]
      .map(
        ([d, n, t, w]) =>
          `<div class="row" style="gap:12px;margin-top:12px"><div style="width:44px;text-align:center;background:${LEARN.soft};color:${LEARN.accent};border-radius:10px;padding:5px 0"><div class="small" style="font-weight:600">${d}</div><b style="font-size:16px">${n}</b></div><div style="flex:1"><b class="small">${t}</b><div class="small muted">${w}</div></div>${icon(Video, 16)}</div>`,
      )
      .join('')}</div>
    <div class="card"><div class="h2">Assignments</div>${[
      ['Booking API · tests', 'Due in 2 days', 'In review', '#b45309', '#fef3c7'],
      ['Angular dashboard', 'Graded · 92/100', 'Passed', '#15803d', '#dcfce7'],
    ]
      .map(
        ([t, d, st, fg, bg]) =>
          `<div class="between" style="margin-top:12px"><div><b class="small">${t}</b><div class="small muted">${d}</div></div>${pill(st ?? '', fg ?? '', bg ?? '')}</div>`,
      )
      .join('')}</div>
  </div>
</div></div>`

const learnLesson = `<div class="app" style="background:#fff">
<div style="flex:1;display:flex;flex-direction:column;min-width:0">
  <div class="between" style="padding:12px 22px;border-bottom:1px solid #e2e8f0"><div class="row" style="gap:10px"><div class="logo" style="background:${LEARN.accent}">L</div><span class="small muted">Spring Boot APIs ›</span><b>Validation and error handling</b></div><div class="row"><span class="btn ghost">Notes</span><span class="btn" style="background:${LEARN.accent}">Mark complete ${icon(Check, 14)}</span></div></div>
  <div style="padding:18px 22px;display:flex;flex-direction:column;gap:14px;flex:1;min-height:0">
    <div style="height:360px;border-radius:14px;background:#0f172a;position:relative;overflow:hidden">
      <div style="position:absolute;left:28px;top:26px;right:300px;bottom:70px;border-radius:10px;background:#111827;border:1px solid #1f2937;padding:14px 16px" class="mono"><div style="color:#8b949e;font-size:11px;margin-bottom:8px">BookingController.java</div><pre style="margin:0;font-size:12px;line-height:1.65;color:#c9d1d9"><span style="color:#ff7b72">@PostMapping</span>(<span style="color:#a5d6ff">"/bookings"</span>)
<span style="color:#ff7b72">public</span> ResponseEntity&lt;BookingDto&gt; <span style="color:#d2a8ff">create</span>(
    <span style="color:#ff7b72">@Valid @RequestBody</span> CreateBooking body) {
  <span style="color:#ff7b72">var</span> booking = service.<span style="color:#d2a8ff">create</span>(body);
  <span style="color:#ff7b72">return</span> ResponseEntity.<span style="color:#d2a8ff">status</span>(<span style="color:#79c0ff">201</span>).<span style="color:#d2a8ff">body</span>(booking);
}</pre></div>
      <div style="position:absolute;right:28px;top:26px;width:250px;height:170px;border-radius:12px;background:linear-gradient(160deg,#334155,#1e293b);overflow:hidden"><div style="position:absolute;left:50%;bottom:-20px;transform:translateX(-50%);width:130px;height:110px;border-radius:65px 65px 10px 10px;background:#475569"></div><div style="position:absolute;left:50%;top:28px;transform:translateX(-50%);width:62px;height:62px;border-radius:50%;background:#64748b"></div><span class="pill" style="position:absolute;left:8px;bottom:8px;background:rgba(15,23,42,.7);color:#e2e8f0">Alex Morgan</span></div>
      <div style="position:absolute;left:0;right:0;bottom:0;padding:12px 18px;background:linear-gradient(transparent,rgba(0,0,0,.6));color:#fff" class="row"><span>${icon(Play, 16)}</span><span class="small mono">08:42 / 22:10</span><div style="flex:1;height:4px;border-radius:99px;background:rgba(255,255,255,.3)"><div style="width:39%;height:100%;background:#60a5fa;border-radius:99px"></div></div><span class="small">1.25×</span><span class="small">CC</span></div>
    </div>
    <div class="row" style="gap:22px;border-bottom:1px solid #e2e8f0;font-weight:600;color:#64748b">${[
      'Overview',
      'Resources',
      'Discussion (14)',
      'Exercise',
    ]
      .map(
        (t, i) =>
          `<span style="padding-bottom:9px;${i === 0 ? `color:${LEARN.accent};border-bottom:2px solid ${LEARN.accent}` : ''}">${t}</span>`,
      )
      .join('')}</div>
    <div class="muted" style="line-height:1.6;max-width:620px">Use Bean Validation annotations on request bodies and turn every failure into one consistent JSON error with a <span class="mono" style="font-size:11.5px;background:#f1f5f9;padding:1px 5px;border-radius:4px">@RestControllerAdvice</span>. In the exercise you will add validation to the booking endpoint and write tests for each rule.</div>
  </div>
</div>
<div style="width:300px;flex-shrink:0;border-left:1px solid #e2e8f0;background:#f8fafc;padding:18px 16px;display:flex;flex-direction:column;gap:4px">
  <div class="h2">Course content</div><div class="small muted" style="margin-bottom:8px">7 of 12 lessons complete</div>
  ${[
    ['Project setup with Spring Initializr', '12 min', 2],
    ['Entities and repositories', '18 min', 2],
    ['REST controllers', '16 min', 2],
    ['DTOs and mapping', '14 min', 2],
    ['Service layer and transactions', '20 min', 2],
    ['Pagination and sorting', '13 min', 2],
    ['Validation and error handling', '22 min', 1],
    ['Security with JWT', '25 min', 0],
    ['Testing with MockMvc', '19 min', 0],
    ['Docker and deployment', '17 min', 0],
  ]
    .map(
      ([t, m, st], i) =>
        `<div class="row" style="gap:10px;padding:8px;border-radius:9px;${st === 1 ? `background:${LEARN.soft}` : ''}"><span style="width:22px;height:22px;border-radius:50%;display:grid;place-items:center;flex-shrink:0;${
          st === 2
            ? 'background:#22c55e;color:#fff'
            : st === 1
              ? `background:${LEARN.accent};color:#fff`
              : 'border:1.5px solid #cbd5e1;color:#94a3b8'
        }">${st === 2 ? icon(Check, 12, 3) : st === 1 ? icon(Play, 10, 3) : `<span style="font-size:10px;font-weight:700">${i + 1}</span>`}</span><div style="min-width:0"><div class="small" style="font-weight:${st === 1 ? 700 : 500};white-space:nowrap;overflow:hidden;text-overflow:ellipsis;width:210px">${t}</div><div class="small muted">${m}</div></div></div>`,
    )
    .join('')}
</div></div>`

const learnProgress = `<div class="app">${learnSide(2)}
<div class="main">
  <div class="between"><div><div class="small muted">Mentor view · Cohort 12</div><div class="h1">Student progress</div></div><div class="row"><span class="btn ghost">${icon(FileText, 14)}Export report</span><span class="btn" style="background:${LEARN.accent}">Message cohort</span></div></div>
  <div class="grid" style="grid-template-columns:repeat(4,1fr)">${kpi('Active students', '24', '▲ all enrolled')}${kpi('Average progress', '61%', '▲ 7 pts this week')}${kpi('Assignments to review', '9', '3 due today', false)}${kpi('Attendance', '92%', '▲ live sessions')}</div>
  <div class="card" style="padding:6px 10px;flex:1"><table><tr><th>Student</th><th>Course progress</th><th>Last assignment</th><th>Grade</th><th>Attendance</th><th>Status</th></tr>
  ${(
    [
      ['Maya Kowalski', 72, 'Booking API · tests', '—', 100, 'In review'],
      ['Daniel Sousa', 88, 'Angular dashboard', '95', 96, 'On track'],
      ['Aisha Bello', 64, 'Angular dashboard', '88', 92, 'On track'],
      ['Lucas Ferreira', 41, 'SQL joins exercise', '71', 78, 'Needs help'],
      ['Emily Clarke', 79, 'Booking API · tests', '—', 100, 'In review'],
      ['Jonas Weber', 56, 'Angular dashboard', '82', 88, 'On track'],
      ['Inês Rocha', 93, 'Booking API · tests', '98', 100, 'Ahead'],
    ] as const
  )
    .map(([n, pct, a, g, att, st], i) => {
      const [fg, bg] =
        st === 'Needs help'
          ? ['#b91c1c', '#fee2e2']
          : st === 'In review'
            ? ['#b45309', '#fef3c7']
            : st === 'Ahead'
              ? ['#6d28d9', '#ede9fe']
              : ['#15803d', '#dcfce7']
      return `<tr><td><div class="row">${avatar(initialsOf(n), ['#7c3aed', '#0891b2', '#db2777', '#ea580c', '#2563eb', '#16a34a', '#9333ea'][i] ?? '#64748b', 26)}<b style="font-weight:600">${n}</b></div></td><td><div class="row" style="gap:8px"><div style="width:120px">${progress(pct, LEARN.accent, 6)}</div><span class="small muted">${pct}%</span></div></td><td class="muted">${a}</td><td style="font-weight:600">${g}</td><td class="muted">${att}%</td><td>${pill(st, fg, bg)}</td></tr>`
    })
    .join('')}</table></div>
</div></div>`

project(
  'learnhub',
  'cover',
  coverStage(LEARN, learnDashboard, {
    url: 'learnhub.example.com/dashboard',
    float: floatCard(
      890,
      648,
      260,
      `<div class="row" style="gap:12px"><div style="width:38px;height:38px;border-radius:10px;background:#dcfce7;color:#15803d;display:grid;place-items:center">${icon(GraduationCap, 20)}</div><div><div style="font-weight:700">Assignment passed</div><div class="small muted">Angular dashboard · 92/100</div></div></div>`,
    ),
  }),
)
project(
  'learnhub',
  'course',
  galleryStage(LEARN, learnLesson, { url: 'learnhub.example.com/courses/spring-boot-apis/7' }),
)
project('learnhub', 'progress', galleryStage(LEARN, learnProgress, { url: 'learnhub.example.com/mentor/cohort-12' }))

// ---------------------------------------------------------------------------------------------
// Blog covers (1200×630): title, tags and a code window in the post's own colours
// ---------------------------------------------------------------------------------------------

const escapeHtml = (v: string) => v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A tiny highlighter: comments, strings, numbers, keywords and decorators, in GitHub-dark colours. */
const highlight = (code: string, keywords: string[], comment: RegExp) => {
  const kw = new Set(keywords)
  const token = new RegExp(
    `(${comment.source})|("(?:[^"\\\\]|\\\\.)*"|'(?:[^'\\\\]|\\\\.)*'|\`[^\`]*\`)|(\\b\\d+(?:\\.\\d+)?\\b)|(@\\w+)|([A-Za-z_][\\w]*)`,
    'g',
  )
  return code
    .split('\n')
    .map((line) => {
      let out = ''
      let last = 0
      for (const m of line.matchAll(token)) {
        out += escapeHtml(line.slice(last, m.index))
        const [t, c, s, n, d, w] = m
        const color = c
          ? '#8b949e'
          : s
            ? '#a5d6ff'
            : n
              ? '#79c0ff'
              : d
                ? '#d2a8ff'
                : w && kw.has(w)
                  ? '#ff7b72'
                  : w && /^[A-Z]/.test(w)
                    ? '#ffa657'
                    : ''
        out += color ? `<span style="color:${color}">${escapeHtml(t)}</span>` : escapeHtml(t)
        last = (m.index ?? 0) + t.length
      }
      return out + escapeHtml(line.slice(last))
    })
    .join('\n')
}

const codeWindow = (file: string, html: string, accent: string) =>
  `<div style="background:#0d1117;border-radius:14px;overflow:hidden;border:1px solid rgba(255,255,255,.12);box-shadow:0 40px 80px -20px rgba(0,0,0,.6)">
  <div class="row" style="gap:7px;padding:11px 14px;background:#161b22;border-bottom:1px solid #21262d"><span class="d" style="width:10px;height:10px;border-radius:50%;background:#ff5f57"></span><span style="width:10px;height:10px;border-radius:50%;background:#febc2e"></span><span style="width:10px;height:10px;border-radius:50%;background:#28c840"></span><span class="mono" style="margin-left:10px;font-size:11.5px;color:#8b949e">${file}</span><span style="margin-left:auto;width:40px;height:4px;border-radius:2px;background:${accent}"></span></div>
  <pre class="mono" style="margin:0;padding:16px 18px;font-size:13px;line-height:1.7;color:#c9d1d9;white-space:pre">${html}</pre></div>`

const blogCover = (o: {
  slug: string
  title: string
  tags: string[]
  minutes: number
  bg: string
  accent: string
  glow: string
  visual: string
}) =>
  outputs.push({
    path: `images/blog/${o.slug}.webp`,
    w: 1200,
    h: 630,
    html: page(
      1200,
      630,
      stage(
        1200,
        630,
        o.bg,
        `<div style="position:absolute;inset:0;background-image:radial-gradient(rgba(255,255,255,.09) 1px,transparent 1px);background-size:22px 22px"></div>
        <div style="position:absolute;left:70px;top:0;bottom:0;width:560px;display:flex;flex-direction:column;justify-content:center;color:#fff">
          <div class="row" style="gap:8px">${o.tags
            .slice(0, 3)
            .map(
              (t) =>
                `<span class="pill" style="background:rgba(255,255,255,.12);color:#fff;border:1px solid rgba(255,255,255,.22);padding:5px 12px;font-size:12.5px">${t}</span>`,
            )
            .join('')}</div>
          <div style="font-size:46px;font-weight:800;letter-spacing:-.03em;line-height:1.08;margin-top:22px">${o.title}</div>
          <div class="row" style="gap:12px;margin-top:28px;font-size:15px;color:rgba(255,255,255,.85)"><div style="width:36px;height:36px;border-radius:50%;background:#3b82f6;display:grid;place-items:center;font-weight:800;font-size:13px;box-shadow:0 0 0 3px rgba(255,255,255,.25)">AM</div><b style="color:#fff">Alex Morgan</b><span>·</span><span>${o.minutes} min read</span></div>
        </div>
        <div style="position:absolute;left:670px;top:50%;transform:translateY(-50%) rotate(-2deg);width:500px">${o.visual}</div>`,
        [
          [o.glow, 760, -180, 520],
          [o.glow, -180, 420, 420],
        ],
      ),
    ),
  })

const PY_KW = [
  'from',
  'import',
  'class',
  'def',
  'return',
  'None',
  'True',
  'False',
  'with',
  'yield',
  'async',
  'await',
  'if',
  'raise',
]
const SQL_KW = [
  'CREATE',
  'INDEX',
  'UNIQUE',
  'ON',
  'WHERE',
  'INCLUDE',
  'SELECT',
  'FROM',
  'ORDER',
  'BY',
  'DESC',
  'LIMIT',
  'AND',
  'EXPLAIN',
  'ANALYZE',
  'BUFFERS',
  'CONCURRENTLY',
  'USING',
]
const TS_KW = [
  'type',
  'export',
  'function',
  'const',
  'return',
  'switch',
  'case',
  'default',
  'throw',
  'new',
  'never',
  'string',
  'number',
  'unknown',
  'satisfies',
  'as',
  'import',
  'from',
]
const DOCKER_KW = ['FROM', 'AS', 'ENV', 'RUN', 'COPY', 'WORKDIR', 'USER', 'EXPOSE', 'CMD']

blogCover({
  slug: 'type-safe-rest-api-fastapi-pydantic',
  title: 'Building a Type-Safe REST API with FastAPI and Pydantic',
  tags: ['Python', 'FastAPI', 'API Design'],
  minutes: 5,
  bg: 'linear-gradient(135deg,#022c22 0%,#065f46 55%,#0d9488 100%)',
  accent: '#34d399',
  glow: '#10b981',
  visual: codeWindow(
    'schemas.py',
    highlight(
      `class BookingCreate(BaseModel):
    therapist_id: int
    starts_at: datetime
    duration_minutes: int = Field(ge=15, le=120)


@router.post("", response_model=BookingOut,
             status_code=201)
def create_booking(payload: BookingCreate,
                   db: DbSession):
    return services.bookings.create(db, payload)`,
      PY_KW,
      /#.*/,
    ),
    '#34d399',
  ),
})

blogCover({
  slug: 'postgresql-indexing-practical-guide',
  title: 'PostgreSQL Indexing: A Practical Guide for Application Developers',
  tags: ['PostgreSQL', 'SQL', 'Performance'],
  minutes: 5,
  bg: 'linear-gradient(135deg,#0b1733 0%,#1e3a8a 60%,#2563eb 100%)',
  accent: '#60a5fa',
  glow: '#3b82f6',
  visual: codeWindow(
    'indexes.sql',
    highlight(
      `-- equality first, then the sort column
CREATE INDEX orders_customer_created_idx
    ON orders (customer_id, created_at DESC)
    INCLUDE (total_cents, status);

-- only the rows workers look for
CREATE INDEX jobs_pending_run_at_idx
    ON jobs (run_at)
    WHERE status = 'pending';`,
      SQL_KW,
      /--.*/,
    ) +
      `\n\n<span style="color:#3fb950">Index Only Scan</span> <span style="color:#8b949e">using orders_customer_created_idx</span>\n<span style="color:#8b949e">Execution Time:</span> <span style="color:#79c0ff">0.084 ms</span>`,
    '#60a5fa',
  ),
})

blogCover({
  slug: 'django-docker-production-setup',
  title: 'Shipping Django with Docker: A Production-Ready Setup',
  tags: ['Docker', 'Django', 'DevOps'],
  minutes: 4,
  bg: 'linear-gradient(135deg,#052e2b 0%,#0c4a6e 55%,#0369a1 100%)',
  accent: '#38bdf8',
  glow: '#0ea5e9',
  visual: codeWindow(
    'Dockerfile',
    highlight(
      `FROM python:3.12-slim AS build
RUN python -m venv /venv
COPY requirements.txt .
RUN pip install -r requirements.txt

FROM python:3.12-slim
RUN useradd --create-home --uid 1000 app
COPY --from=build /venv /venv
COPY --chown=app:app . .
USER app
CMD ["gunicorn", "config.wsgi", "-b", ":8000"]`,
      DOCKER_KW,
      /#.*/,
    ),
    '#38bdf8',
  ),
})

blogCover({
  slug: 'typescript-patterns-every-project',
  title: 'TypeScript Patterns I Use on Every Project',
  tags: ['TypeScript', 'React', 'Zod'],
  minutes: 5,
  bg: 'linear-gradient(135deg,#0f172a 0%,#1e3a8a 50%,#3178c6 100%)',
  accent: '#3178c6',
  glow: '#3178c6',
  visual: codeWindow(
    'remote-data.ts',
    highlight(
      `type RemoteData<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'success'; data: T }
  | { status: 'error'; error: string }

function assertNever(value: never): never {
  throw new Error(\`Unhandled: \${value}\`)
}

export const ROUTES = {
  projects: '/projects',
} satisfies Record<string, \`/\${string}\`>`,
      TS_KW,
      /\/\/.*/,
    ),
    '#3178c6',
  ),
})

const checklist = `<div style="background:#fff;border-radius:16px;padding:22px 24px;box-shadow:0 40px 80px -20px rgba(0,0,0,.55);color:#0f172a">
  <div class="between"><b style="font-size:17px">Project handover</b>${pill('6 / 7 done', '#15803d', '#dcfce7')}</div>
  <div style="margin-top:14px;display:grid;gap:11px">${[
    ['README: run, test, deploy', true],
    ['Secrets in the client’s password manager', true],
    ['Domain and hosting owned by the client', true],
    ['Backups run — restore tested', true],
    ['Error alerts go to the client', true],
    ['Admin walkthrough recorded', true],
    ['30-day support window', false],
  ]
    .map(
      ([t, done]) =>
        `<div class="row" style="gap:12px;font-size:14px"><span style="width:22px;height:22px;border-radius:7px;display:grid;place-items:center;flex-shrink:0;${
          done ? 'background:#f59e0b;color:#fff' : 'border:2px solid #cbd5e1'
        }">${done ? icon(Check, 14, 3) : ''}</span><span style="${done ? 'color:#475569' : 'font-weight:600'}">${t}</span></div>`,
    )
    .join('')}</div>
  <div class="row" style="gap:10px;margin-top:18px;padding-top:14px;border-top:1px solid #e2e8f0" class="small"><span class="mono" style="font-size:12px;color:#7c3aed">git tag -a v1.2.0</span><span class="small muted">Milestone 2 shipped</span></div>
</div>`

blogCover({
  slug: 'freelance-project-workflow',
  title: 'How I Run a Freelance Project, from First Call to Handover',
  tags: ['Freelancing', 'Career', 'Productivity'],
  minutes: 5,
  bg: 'linear-gradient(135deg,#2e1065 0%,#6d28d9 55%,#c026d3 100%)',
  accent: '#f59e0b',
  glow: '#a855f7',
  visual: checklist,
})

// ---------------------------------------------------------------------------------------------
// Certificates (1000×700): a certificate sheet with the issuer's colours and a badge
// ---------------------------------------------------------------------------------------------

interface CertStyle {
  ink: string
  accent: string
  badge: string
  stripe: string[]
  shape: 'hexagon' | 'circle' | 'shield'
}

const CERT_STYLES: Record<string, CertStyle> = {
  AWS: {
    ink: '#232f3e',
    accent: '#ff9900',
    badge: 'linear-gradient(160deg,#37475a,#232f3e)',
    stripe: ['#ff9900'],
    shape: 'hexagon',
  },
  META: {
    ink: '#0b3d91',
    accent: '#0866ff',
    badge: 'linear-gradient(160deg,#2d7bff,#0a4fd6)',
    stripe: ['#0866ff', '#00c6ff'],
    shape: 'circle',
  },
  Google: {
    ink: '#202124',
    accent: '#1a73e8',
    badge: 'linear-gradient(160deg,#ffffff,#eef3fd)',
    stripe: ['#4285f4', '#ea4335', '#fbbc05', '#34a853'],
    shape: 'circle',
  },
  IBM: {
    ink: '#161616',
    accent: '#0f62fe',
    badge: 'linear-gradient(160deg,#262626,#161616)',
    stripe: ['#0f62fe', '#4589ff'],
    shape: 'hexagon',
  },
  'Board Infinity': {
    ink: '#1e1b4b',
    accent: '#6366f1',
    badge: 'linear-gradient(160deg,#6366f1,#7c3aed)',
    stripe: ['#6366f1', '#a855f7'],
    shape: 'shield',
  },
}

const CATEGORY_ICON: Record<string, LucideIcon> = {
  'Cloud Computing': Server,
  'Database Management': BarChart3,
  DevOps: RefreshCw,
  'Front-End Development': LayoutDashboard,
  'Web Development': Layers,
}

const badgeShape = (shape: CertStyle['shape'], size: number) =>
  shape === 'circle'
    ? `border-radius:50%`
    : shape === 'hexagon'
      ? `clip-path:polygon(50% 0,93% 25%,93% 75%,50% 100%,7% 75%,7% 25%)`
      : `clip-path:polygon(50% 0,100% 12%,100% 58%,50% 100%,0 58%,0 12%);border-radius:${size * 0.05}px`

const certBadge = (st: CertStyle, issuer: string, level: string, category: string) => {
  const size = 250
  const light = issuer === 'Google'
  const I = CATEGORY_ICON[category] ?? GraduationCap
  return `<div style="position:relative;width:${size}px;height:${size + 30}px">
    <div style="position:absolute;left:0;top:0;width:${size}px;height:${size}px;background:${st.stripe[0]};${badgeShape(st.shape, size)};filter:drop-shadow(0 18px 30px rgba(15,23,42,.35))"></div>
    <div style="position:absolute;left:8px;top:8px;width:${size - 16}px;height:${size - 16}px;background:${st.badge};${badgeShape(st.shape, size)};display:flex;flex-direction:column;align-items:center;justify-content:center;color:${light ? st.ink : '#fff'};text-align:center">
      <div style="font-size:${issuer.length > 8 ? 17 : 24}px;font-weight:800;letter-spacing:${issuer.length > 8 ? '.02em' : '.06em'}">${issuer === 'META' ? 'Meta' : issuer}</div>
      <div style="width:56px;height:56px;border-radius:16px;margin:12px 0;display:grid;place-items:center;background:${light ? '#e8f0fe' : 'rgba(255,255,255,.14)'};color:${light ? st.accent : '#fff'}">${icon(I, 30, 1.8)}</div>
      <div style="font-size:11px;font-weight:700;letter-spacing:.14em;opacity:.9;max-width:150px;line-height:1.3">${category.toUpperCase()}</div>
    </div>
    <div style="position:absolute;left:50%;bottom:2px;transform:translateX(-50%);background:${st.accent};color:${issuer === 'AWS' ? '#232f3e' : '#fff'};font-size:12px;font-weight:800;letter-spacing:.16em;padding:7px 18px;border-radius:6px;white-space:nowrap;box-shadow:0 6px 14px -4px rgba(15,23,42,.4)">${level}</div>
  </div>`
}

const certificateImage = (o: {
  file: string
  issuer: string
  kind: string
  title: string
  level: string
  category: string
  credential: string
  platform: string
}) => {
  const st = CERT_STYLES[o.issuer] ?? CERT_STYLES.AWS!
  const W2 = 1000
  const H2 = 700
  outputs.push({
    path: `images/certificates/${o.file}.webp`,
    w: W2,
    h: H2,
    html: page(
      W2,
      H2,
      `<div style="width:${W2}px;height:${H2}px;background:linear-gradient(135deg,#e2e8f0,#cbd5e1);padding:34px">
      <div style="position:relative;height:100%;background:#fffdf8;border-radius:10px;box-shadow:0 20px 40px -16px rgba(15,23,42,.35);overflow:hidden">
        <div style="position:absolute;left:0;right:0;top:0;height:8px;display:flex">${st.stripe.map((c) => `<div style="flex:1;background:${c}"></div>`).join('')}</div>
        <div style="position:absolute;inset:20px;border:1.5px solid ${st.ink}22;border-radius:6px"></div>
        <div style="position:absolute;inset:26px;border:1px solid ${st.ink}14;border-radius:4px"></div>
        <div style="position:absolute;right:-120px;bottom:-160px;width:520px;height:520px;border-radius:50%;background:repeating-radial-gradient(circle,${st.accent}10 0 2px,transparent 2px 14px)"></div>
        <div style="position:absolute;left:64px;top:60px;right:340px;color:${st.ink}">
          <div class="row" style="gap:12px"><div style="font-size:26px;font-weight:850;letter-spacing:${o.issuer === 'Board Infinity' ? '0' : '.04em'};color:${st.ink}">${o.issuer === 'META' ? 'Meta' : o.issuer}</div><span style="width:1px;height:24px;background:${st.ink}33"></span><span style="font-size:13px;color:#64748b;font-weight:500">${o.platform}</span></div>
          <div style="margin-top:58px;font-size:13px;font-weight:700;letter-spacing:.22em;color:${st.accent === '#ff9900' ? '#c2410c' : st.accent}">${o.kind.toUpperCase()}</div>
          <div style="margin-top:14px;font-size:${o.title.length > 48 ? 32 : 38}px;font-weight:800;letter-spacing:-.02em;line-height:1.12">${o.title}</div>
          <div style="margin-top:44px;font-size:14px;color:#64748b">This certifies that</div>
          <div style="margin-top:6px;font-family:'DejaVu Serif',serif;font-style:italic;font-size:46px;color:${st.ink}">Alex Morgan</div>
          <div style="margin-top:8px;font-size:14px;color:#475569;line-height:1.5">has successfully met the requirements of this ${o.kind.toLowerCase()} and demonstrated the skills it assesses.</div>
        </div>
        <div style="position:absolute;left:64px;right:64px;bottom:56px" class="between">
          <div style="display:flex;gap:40px;color:${st.ink}">
            <div><div style="font-size:11px;letter-spacing:.14em;color:#94a3b8;font-weight:700">CREDENTIAL ID</div><div class="mono" style="font-size:14px;margin-top:4px">${o.credential}</div></div>
            <div><div style="font-size:11px;letter-spacing:.14em;color:#94a3b8;font-weight:700">VERIFY</div><div style="font-size:14px;margin-top:4px">credentials.example.com</div></div>
          </div>
          <div class="row" style="gap:28px"><div style="text-align:center"><svg width="150" height="40" viewBox="0 0 150 40"><path d="M6 30c10-22 18-24 16-8s8 8 14-6 6 18 14 10 10-20 18-12 4 16 14 8 16-10 26-6 20 2 30-4" fill="none" stroke="${st.ink}" stroke-width="1.8" stroke-linecap="round" opacity=".75"/></svg><div style="border-top:1px solid ${st.ink}33;padding-top:4px;font-size:11px;color:#94a3b8;letter-spacing:.1em;font-weight:700">PROGRAM LEAD</div></div><div class="row" style="gap:8px;color:#15803d;font-weight:700;font-size:13px">${icon(CircleCheck, 18)}Verified</div></div>
        </div>
        <div style="position:absolute;right:64px;top:92px">${certBadge(st, o.issuer, o.level, o.category)}</div>
      </div></div>`,
    ),
  })
}

certificateImage({
  file: 'aws-developer-associate',
  issuer: 'AWS',
  kind: 'Certification',
  title: 'AWS Certified Developer – Associate',
  level: 'ASSOCIATE',
  category: 'Cloud Computing',
  credential: 'AWS-DVA-7K2M9Q4XPL',
  platform: 'Training and Certification',
})
certificateImage({
  file: 'aws-cloud-practitioner',
  issuer: 'AWS',
  kind: 'Certification',
  title: 'AWS Certified Cloud Practitioner',
  level: 'FOUNDATIONAL',
  category: 'Cloud Computing',
  credential: 'AWS-CLF-3HD8RW1NZA',
  platform: 'Training and Certification',
})
certificateImage({
  file: 'meta-front-end',
  issuer: 'META',
  kind: 'Professional Certificate',
  title: 'Meta Front-End Developer',
  level: 'PROFESSIONAL',
  category: 'Front-End Development',
  credential: 'META-FE-QX84LM20BT',
  platform: 'Coursera',
})
certificateImage({
  file: 'meta-back-end',
  issuer: 'META',
  kind: 'Professional Certificate',
  title: 'Meta Back-End Developer',
  level: 'PROFESSIONAL',
  category: 'Web Development',
  credential: 'META-BE-7TRW55KD9E',
  platform: 'Coursera',
})
certificateImage({
  file: 'google-it-automation',
  issuer: 'Google',
  kind: 'Professional Certificate',
  title: 'Google IT Automation with Python',
  level: 'PROFESSIONAL',
  category: 'DevOps',
  credential: 'GOOG-ITA-5N2P8C6VJY',
  platform: 'Coursera',
})
certificateImage({
  file: 'ibm-database-administrator',
  issuer: 'IBM',
  kind: 'Professional Certificate',
  title: 'IBM Relational Database Administrator',
  level: 'PROFESSIONAL',
  category: 'Database Management',
  credential: 'IBM-RDBA-9WQ3K7HD1M',
  platform: 'Coursera',
})
certificateImage({
  file: 'ibm-containers',
  issuer: 'IBM',
  kind: 'Course Certificate',
  title: 'Introduction to Containers with Docker, Kubernetes & OpenShift',
  level: 'COURSE',
  category: 'DevOps',
  credential: 'IBM-CNT-2ZB6YF4RQS',
  platform: 'Coursera',
})
certificateImage({
  file: 'board-infinity-full-stack',
  issuer: 'Board Infinity',
  kind: 'Specialization Certificate',
  title: 'Full Stack Web Development with Django and React',
  level: 'SPECIALIZATION',
  category: 'Web Development',
  credential: 'BI-FSWD-8MX1TG7PLC',
  platform: 'Coursera',
})

// ---------------------------------------------------------------------------------------------
// Testimonial avatar: a flat illustrated portrait (no real person's photo)
// ---------------------------------------------------------------------------------------------

const AVATAR_SVG = `<svg width="256" height="256" viewBox="0 0 256 256" xmlns="http://www.w3.org/2000/svg">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fde68a"/><stop offset="1" stop-color="#fb923c"/></linearGradient>
    <linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#115e59"/></linearGradient>
  </defs>
  <rect width="256" height="256" fill="url(#bg)"/>
  <circle cx="206" cy="52" r="70" fill="#fff" opacity=".14"/>
  <path d="M70 120c-6-52 22-86 62-86s66 30 60 84c-2 24 8 48 14 70H58c8-22 14-44 12-68z" fill="#3b2417"/>
  <path d="M40 256c4-48 38-74 88-74s84 26 88 74z" fill="url(#top)"/>
  <path d="M104 160h48v30c0 14-48 14-48 0z" fill="#d99873"/>
  <path d="M98 186c8 14 52 14 60 0l12 6c-12 22-72 22-84 0z" fill="#fff" opacity=".9"/>
  <ellipse cx="128" cy="118" rx="44" ry="52" fill="#f2c3a0"/>
  <ellipse cx="84" cy="122" rx="8" ry="11" fill="#e9b08a"/>
  <ellipse cx="172" cy="122" rx="8" ry="11" fill="#e9b08a"/>
  <circle cx="84" cy="134" r="3.5" fill="#fbbf24"/>
  <circle cx="172" cy="134" r="3.5" fill="#fbbf24"/>
  <path d="M84 106c4-40 30-56 56-50 22 4 38 22 36 50-20-4-40-18-52-34-10 18-24 30-40 34z" fill="#3b2417"/>
  <ellipse cx="110" cy="122" rx="4.5" ry="5.5" fill="#2b1a10"/>
  <ellipse cx="146" cy="122" rx="4.5" ry="5.5" fill="#2b1a10"/>
  <path d="M102 110c5-4 11-4 16-1M138 109c5-3 11-3 16 1" stroke="#3b2417" stroke-width="3" stroke-linecap="round" fill="none"/>
  <ellipse cx="100" cy="138" rx="9" ry="5" fill="#f87171" opacity=".25"/>
  <ellipse cx="156" cy="138" rx="9" ry="5" fill="#f87171" opacity=".25"/>
  <path d="M126 124c-2 8-4 12 2 13" stroke="#d99873" stroke-width="2.5" stroke-linecap="round" fill="none"/>
  <path d="M114 146c8 8 20 8 28 0" stroke="#9f3a2b" stroke-width="3.5" stroke-linecap="round" fill="none"/>
</svg>`

outputs.push({
  path: 'images/testimonials/sofia-almeida.webp',
  w: 256,
  h: 256,
  quality: 80,
  html: page(256, 256, AVATAR_SVG),
})

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

const write = (rel: string, data: Buffer | string) => {
  const file = join(PUBLIC, rel)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, data)
  const size = typeof data === 'string' ? Buffer.byteLength(data) : data.length
  console.log(`${rel.padEnd(58)} ${(size / 1024).toFixed(1).padStart(7)} KB`)
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
