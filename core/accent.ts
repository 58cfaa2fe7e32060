import { DEFAULT_ACCENT_COLOR } from './site-defaults.ts'

/**
 * The accent colour per theme (docs/api/owners-site.md, "Design"): never refused for contrast,
 * adjusted instead. Text drawn in the accent uses a shade of its hue with at least 4.5:1
 * (WCAG 2) against the theme's page backgrounds; fills carry white text, so their shades keep
 * 4.5:1 against white.
 */
type Rgb = [number, number, number]
type Hsl = [number, number, number]

const MIN_CONTRAST = 4.5
// The page and its muted bands (app.css: white / slate-50 in light, slate-950 / slate-900 in dark).
const LIGHT_BACKGROUNDS = ['#ffffff', '#f8fafc']
const DARK_BACKGROUNDS = ['#020617', '#0f172a']

const toRgb = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1), 16)
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255]
}
const toHex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`

const channel = (c: number) => {
  const s = c / 255
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
const luminance = (hex: string) => {
  const [r, g, b] = toRgb(hex)
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}
/** WCAG 2 contrast ratio of two #rrggbb colours. */
export const contrastRatio = (a: string, b: string) => {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number]
  return (x + 0.05) / (y + 0.05)
}

const toHsl = ([r, g, b]: Rgb): Hsl => {
  const [rr, gg, bb] = [r / 255, g / 255, b / 255]
  const max = Math.max(rr, gg, bb)
  const min = Math.min(rr, gg, bb)
  const l = (max + min) / 2
  if (max === min) return [0, 0, l]
  const d = max - min
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min)
  const h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4
  return [h / 6, s, l]
}
const fromHsl = ([h, s, l]: Hsl): string => {
  if (s === 0) return toHex([l * 255, l * 255, l * 255])
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s
  const p = 2 * l - q
  const hue = (t: number) => {
    const u = t < 0 ? t + 1 : t > 1 ? t - 1 : t
    if (u < 1 / 6) return p + (q - p) * 6 * u
    if (u < 1 / 2) return q
    if (u < 2 / 3) return p + (q - p) * (2 / 3 - u) * 6
    return p
  }
  return toHex([hue(h + 1 / 3) * 255, hue(h) * 255, hue(h - 1 / 3) * 255])
}

const readableOn = (colour: string, backgrounds: string[]) =>
  backgrounds.every((bg) => contrastRatio(colour, bg) >= MIN_CONTRAST)

/** The colour itself when readable on every background, else the nearest shade of its hue that is. */
const shadeFor = (colour: string, backgrounds: string[], direction: 'darker' | 'lighter') => {
  const hex = colour.toLowerCase()
  if (readableOn(hex, backgrounds)) return hex
  const [h, s, l] = toHsl(toRgb(hex))
  for (let i = 1; i <= 100; i++) {
    const next = direction === 'darker' ? Math.max(0, l - i / 100) : Math.min(1, l + i / 100)
    const candidate = fromHsl([h, s, next])
    if (readableOn(candidate, backgrounds)) return candidate
  }
  return direction === 'darker' ? '#000000' : '#ffffff'
}

/** `--accent-text` for each theme: a shade of the accent with 4.5:1 on that theme's pages. */
export const accentTextColors = (accent: string) => ({
  light: shadeFor(accent, LIGHT_BACKGROUNDS, 'darker'),
  dark: shadeFor(accent, DARK_BACKGROUNDS, 'lighter'),
})

// Tailwind's brand scale by lightness; 500 is the accent.
const SCALE: [number, number][] = [
  [50, 0.97],
  [100, 0.93],
  [200, 0.86],
  [300, 0.76],
  [400, 0.66],
  [600, 0.45],
  [700, 0.38],
  [800, 0.31],
  [900, 0.25],
  [950, 0.15],
]

/**
 * The brand palette (app.css --color-brand-*) made from the accent's hue. The shades the pages
 * use for text and fills keep 4.5:1: 600 and darker carry white text and colour text on light
 * pages; 300 and 400 colour text on dark pages.
 */
export const brandScale = (accent: string): Record<number, string> => {
  const [h, s] = toHsl(toRgb(accent.toLowerCase()))
  const out: Record<number, string> = { 500: accent.toLowerCase() }
  for (const [step, l] of SCALE) {
    const base = fromHsl([h, s, l])
    out[step] =
      step >= 600
        ? shadeFor(base, ['#ffffff', ...LIGHT_BACKGROUNDS], 'darker')
        : step === 300 || step === 400
          ? shadeFor(base, DARK_BACKGROUNDS, 'lighter')
          : base
  }
  return out
}

/**
 * The inline style every page carries in its <head>: `--accent` and `--accent-text` for the
 * light theme and again for the dark one (the `dark` class on <html>); a colour other than the
 * default also re-tints the brand palette. The default keeps today's palette.
 */
export const accentStyle = (accent: string) => {
  const { light, dark } = accentTextColors(accent)
  const custom = accent.toLowerCase() !== DEFAULT_ACCENT_COLOR.toLowerCase()
  const scale = custom
    ? Object.entries(brandScale(accent))
        .map(([step, hex]) => `--color-brand-${step}:${hex};`)
        .join('')
    : ''
  return `:root{--accent:${accent};--accent-text:${light};${scale}}:root.dark{--accent-text:${dark}}`
}
