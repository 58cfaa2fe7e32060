import { describe, expect, it } from 'vitest'

import { accentStyle, accentTextColors, brandScale, contrastRatio } from './accent.ts'

const LIGHT = ['#ffffff', '#f8fafc']
const DARK = ['#020617', '#0f172a']

describe('accent colours', () => {
  it('computes WCAG 2 contrast', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2)
  })

  it('keeps an accent that already reads well, and adjusts one that does not, in its own hue', () => {
    expect(accentTextColors('#1D4ED8').light).toBe('#1d4ed8')
    for (const accent of ['#3B82F6', '#FACC15', '#FFFFFF', '#000000', '#22C55E', '#EC4899', '#0a0a0a', '#7f7f7f']) {
      const { light, dark } = accentTextColors(accent)
      for (const bg of LIGHT) expect(contrastRatio(light, bg), `${accent} light`).toBeGreaterThanOrEqual(4.5)
      for (const bg of DARK) expect(contrastRatio(dark, bg), `${accent} dark`).toBeGreaterThanOrEqual(4.5)
    }
    // A yellow stays a (dark) yellow-brown, not blue or grey.
    const { light } = accentTextColors('#FACC15')
    const [r, g, b] = [1, 3, 5].map((i) => parseInt(light.slice(i, i + 2), 16)) as [number, number, number]
    expect(r).toBeGreaterThan(b)
    expect(g).toBeGreaterThan(b)
  })

  it('makes a palette whose fills carry white text at 4.5:1 and whose dark-theme text reads', () => {
    for (const accent of ['#FACC15', '#22C55E', '#EC4899', '#0EA5E9']) {
      const scale = brandScale(accent)
      for (const step of [600, 700, 800, 900, 950])
        expect(contrastRatio(scale[step]!, '#ffffff'), `${accent} ${step}`).toBeGreaterThanOrEqual(4.5)
      for (const step of [300, 400])
        expect(contrastRatio(scale[step]!, '#0f172a'), `${accent} ${step}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it('declares both themes; the default accent keeps the stylesheet palette', () => {
    expect(accentStyle('#3B82F6')).toMatch(
      /^:root\{--accent:#3B82F6;--accent-text:#[0-9a-f]{6};\}:root\.dark\{--accent-text:#[0-9a-f]{6}\}$/,
    )
    expect(accentStyle('#3B82F6')).not.toContain('--color-brand')
    expect(accentStyle('#FACC15')).toContain('--color-brand-600:')
  })
})
