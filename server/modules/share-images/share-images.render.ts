import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

import { Resvg } from '@resvg/resvg-js'
import satori from 'satori'

import { brandScale } from '../../../core/accent.ts'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from '../../../core/constants.ts'
import { IMAGE_PANEL } from './share-images.service.ts'

/** The theme colour (issue 11: #3B82F6) and the card's palette. */
const BRAND = '#3B82F6'
const BRAND_LIGHT = '#93C5FD'
const INK = '#0B1120'
const TEXT = '#F8FAFC'
const MUTED = '#94A3B8'

export interface ShareCard {
  kind: 'project' | 'post'
  title: string
  owner: string
  /** The site's address as people type it: `alexmorgan.dev`. */
  host: string
  /** The featured image, cropped to IMAGE_PANEL, as a `data:` URI. */
  image?: string
  /** The site's accent colour when the owner changed it (docs/api/owners-site.md, "Design"). */
  accent?: string
  /** The owner's logo (a square PNG `data:` URI) in place of the initials. */
  logo?: string
}

/** The card's colours: today's blues, or the owner's accent with its lighter and darker shades. */
const paletteOf = (accent?: string) => {
  if (!accent) return { brand: BRAND, light: BRAND_LIGHT, dark: '#1D4ED8', mid: '#60A5FA' }
  const scale = brandScale(accent)
  return { brand: accent, light: scale[300]!, dark: scale[700]!, mid: scale[400]! }
}
const rgba = (hex: string, alpha: number) => {
  const n = parseInt(hex.slice(1), 16)
  return `rgba(${(n >> 16) & 255},${(n >> 8) & 255},${n & 255},${alpha})`
}

type Weight = 400 | 600 | 700 | 800
type FontEntry = { name: string; data: Buffer; weight: Weight; style: 'normal' }

// satori needs TTF/OTF/WOFF (not WOFF2): Inter's WOFF files from the npm package, read once.
// Latin first, then the other scripts Inter covers (satori falls back in the order given).
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese']
let fonts: FontEntry[] | undefined
const loadFonts = () => {
  if (fonts) return fonts
  const require = createRequire(import.meta.url)
  const weights: Weight[] = [400, 600, 700, 800]
  fonts = SUBSETS.flatMap((subset) =>
    weights.map((weight) => ({
      // One family per subset: satori takes a glyph from the next family when one lacks it.
      name: `Inter ${subset}`,
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  )
  return fonts
}

// A tiny element builder: satori takes React-shaped objects, and the server has no JSX.
type Style = Record<string, string | number>
interface Node {
  type: string
  props: { style?: Style; children?: Child | Child[]; src?: string; width?: number; height?: number }
}
type Child = Node | string
const el = (
  type: string,
  style: Style,
  children?: Child | Child[],
  attrs: Omit<Node['props'], 'style'> = {},
): Node => ({
  type,
  props: { style, children, ...attrs },
})

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => [...w][0]!.toUpperCase())
    .filter((c) => /\p{L}/u.test(c))
    .slice(0, 2)
    .join('') || '·'

const titleSize = (title: string, withImage: boolean) => {
  const n = [...title].length
  if (withImage) return n <= 30 ? 60 : n <= 60 ? 50 : 42
  return n <= 40 ? 76 : n <= 80 ? 64 : 54
}

const card = ({ kind, title, owner, host, image, accent, logo }: ShareCard): Node => {
  const p = paletteOf(accent)
  const kicker = el(
    'div',
    {
      display: 'flex',
      alignItems: 'center',
      alignSelf: 'flex-start',
      gap: 12,
      padding: '10px 20px',
      borderRadius: 999,
      border: `1px solid ${rgba(p.brand, 0.45)}`,
      backgroundColor: rgba(p.brand, 0.14),
      color: p.light,
      fontSize: 22,
      fontWeight: 600,
      letterSpacing: 3,
      textTransform: 'uppercase',
    },
    [
      el('div', { width: 10, height: 10, borderRadius: 999, backgroundColor: p.brand }),
      kind === 'project' ? 'Project' : 'Blog post',
    ],
  )
  const heading = el(
    'div',
    {
      display: 'block',
      fontSize: titleSize(title, !!image),
      fontWeight: 800,
      lineHeight: 1.1,
      letterSpacing: -1.5,
      color: TEXT,
      lineClamp: image ? 5 : 4,
      overflow: 'hidden',
    },
    title,
  )
  const byline = el('div', { display: 'flex', alignItems: 'center', gap: 20 }, [
    logo
      ? el('img', { width: 64, height: 64, borderRadius: 12, objectFit: 'contain' }, undefined, {
          src: logo,
          width: 64,
          height: 64,
        })
      : el(
          'div',
          {
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            width: 64,
            height: 64,
            borderRadius: 999,
            backgroundImage: `linear-gradient(135deg, ${p.brand}, ${p.dark})`,
            color: '#FFFFFF',
            fontSize: 26,
            fontWeight: 700,
          },
          initialsOf(owner),
        ),
    el('div', { display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }, [
      el('div', { fontSize: 28, fontWeight: 700, color: TEXT }, owner),
      el('div', { fontSize: 22, fontWeight: 400, color: MUTED }, host),
    ]),
  ])
  const content = el(
    'div',
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'space-between',
      flexGrow: 1,
      flexBasis: 0,
      minWidth: 0,
      padding: image ? '64px 32px 64px 72px' : '64px 72px',
    },
    [kicker, heading, byline],
  )
  // The featured image in a browser-window frame, the way a screenshot is shown on a landing page.
  const dot = (color: string) => el('div', { width: 12, height: 12, borderRadius: 999, backgroundColor: color })
  const panel = image
    ? el(
        'div',
        { display: 'flex', alignItems: 'center', padding: '0 56px 0 8px' },
        el(
          'div',
          {
            display: 'flex',
            flexDirection: 'column',
            borderRadius: 20,
            overflow: 'hidden',
            border: '2px solid rgba(148,163,184,0.28)',
            backgroundColor: '#111827',
          },
          [
            el('div', { display: 'flex', alignItems: 'center', gap: 8, height: 36, padding: '0 16px' }, [
              dot('#F87171'),
              dot('#FBBF24'),
              dot('#34D399'),
            ]),
            el('img', { width: IMAGE_PANEL.width, height: IMAGE_PANEL.height, objectFit: 'cover' }, undefined, {
              src: image,
              width: IMAGE_PANEL.width,
              height: IMAGE_PANEL.height,
            }),
          ],
        ),
      )
    : undefined
  return el(
    'div',
    {
      display: 'flex',
      position: 'relative',
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      backgroundColor: INK,
      backgroundImage: `radial-gradient(circle at 8% 0%, ${rgba(p.brand, 0.28)}, ${rgba(p.brand, 0)} 45%), radial-gradient(circle at 100% 100%, ${rgba(p.dark, 0.3)}, ${rgba(p.dark, 0)} 50%)`,
      fontFamily: SUBSETS.map((subset) => `"Inter ${subset}"`).join(', '),
      color: TEXT,
    },
    [
      content,
      ...(panel ? [panel] : []),
      // The accent rule along the bottom edge.
      el('div', {
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: 0,
        height: 10,
        backgroundImage: `linear-gradient(90deg, ${p.brand}, ${p.mid} 60%, ${p.dark})`,
      }),
    ],
  )
}

/** A 1200×630 PNG share card (Open Graph, Twitter) drawn by satori and rasterised by resvg. */
export const renderShareImage = async (input: ShareCard): Promise<Buffer> => {
  const svg = await satori(card(input) as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: loadFonts(),
  })
  const png = new Resvg(svg, {
    fitTo: { mode: 'width', value: SHARE_IMAGE_WIDTH },
    font: { loadSystemFonts: false },
  })
    .render()
    .asPng()
  return Buffer.from(png)
}
