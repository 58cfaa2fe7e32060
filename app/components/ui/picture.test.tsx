import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ImageInfo } from '../../../core/schemas/upload.ts'
import { Picture } from './picture.tsx'

const SIZES = '(min-width: 1024px) 22rem, 100vw'
const variant = (width: number, format: 'webp' | 'avif') => ({
  url: `/uploads/abc-${width}w.${format}`,
  width,
  height: width / 2,
  format,
})
// Out of order on purpose, and with no AVIF at 640: srcset lists what exists, narrowest first.
const INFO: ImageInfo = {
  width: 700,
  height: 350,
  variants: [
    variant(640, 'webp'),
    variant(320, 'webp'),
    variant(320, 'avif'),
    variant(700, 'avif'),
    variant(700, 'webp'),
  ],
  placeholder: 'data:image/webp;base64,UklGRg==',
}

const html = (el: React.ReactElement) => renderToStaticMarkup(el)

describe('Picture', () => {
  it('offers AVIF then WebP from the variants that exist, with sizes, intrinsic size and a lazy <img>', () => {
    expect(html(<Picture src="/uploads/abc.jpg" alt="A chart" info={INFO} sizes={SIZES} className="h-full" />)).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="/uploads/abc-320w.avif 320w, /uploads/abc-700w.avif 700w" sizes="${SIZES}"/>` +
        `<source type="image/webp" srcSet="/uploads/abc-320w.webp 320w, /uploads/abc-640w.webp 640w, /uploads/abc-700w.webp 700w" sizes="${SIZES}"/>` +
        '<img src="/uploads/abc.jpg" alt="A chart" width="700" height="350" loading="lazy" decoding="async"' +
        ' style="background-image:url(data:image/webp;base64,UklGRg==);background-size:cover" class="h-full"/>' +
        '</picture>',
    )
  })

  it('loads the priority (LCP) image at once with high fetch priority', () => {
    const out = html(<Picture src="/uploads/abc.jpg" alt="" info={INFO} sizes={SIZES} priority />)
    expect(out).toContain('loading="eager"')
    expect(out).toContain('fetchPriority="high"')
    expect(out).not.toContain('loading="lazy"')
    expect(out).not.toContain('decoding=')
  })

  it('leaves out a format without variants and the stand-in of a see-through image', () => {
    const webpOnly = { ...INFO, variants: INFO.variants.filter((v) => v.format === 'webp'), placeholder: null }
    const out = html(<Picture src="/uploads/abc.png" alt="" info={webpOnly} sizes={SIZES} />)
    expect(out).not.toContain('image/avif')
    expect(out).toContain('<source type="image/webp"')
    expect(out).not.toContain('style=')
  })

  it('is a plain <img> with the slot ratio when nothing is known about the image', () => {
    expect(
      html(<Picture src="https://example.com/a.png" alt="" info={undefined} sizes={SIZES} fallbackSize={[800, 600]} />),
    ).toBe('<img src="https://example.com/a.png" alt="" width="800" height="600" loading="lazy" decoding="async"/>')
  })
})
