import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

import type { ImageInfo } from '../../../core/schemas/upload.ts'
import { Picture } from './picture.tsx'

const SIZES = '(min-width: 1024px) 22rem, 100vw'
/** As written in the HTML: without the optional spaces. */
const SIZES_OUT = '(min-width:1024px) 22rem,100vw'
const INFO: ImageInfo = {
  width: 700,
  height: 350,
  widths: [320, 640, 700],
  placeholder: 'data:image/webp;base64,UklGRg==',
}

const html = (el: React.ReactElement) => renderToStaticMarkup(el)

describe('Picture', () => {
  it('offers AVIF then WebP from the variants that exist, with sizes, intrinsic size and a lazy <img>', () => {
    expect(html(<Picture src="/uploads/abc.jpg" alt="A chart" info={INFO} sizes={SIZES} className="h-full" />)).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="/uploads/abc-320w.avif 320w, /uploads/abc-640w.avif 640w, /uploads/abc-700w.avif 700w" sizes="${SIZES_OUT}"/>` +
        `<source type="image/webp" srcSet="/uploads/abc-320w.webp 320w, /uploads/abc-640w.webp 640w, /uploads/abc-700w.webp 700w" sizes="${SIZES_OUT}"/>` +
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

  it('offers WebP, for browsers without AVIF, in fewer widths when the image has them', () => {
    const big = { width: 1200, height: 750, widths: [160, 320, 480, 640, 720, 960, 1200], placeholder: null }
    const out = html(<Picture src="/images/a.webp" alt="" info={big} sizes="100vw" />)
    expect(out).toContain(
      '<source type="image/avif" srcSet="/images/a-160w.avif 160w, /images/a-320w.avif 320w, /images/a-480w.avif 480w, ' +
        '/images/a-640w.avif 640w, /images/a-720w.avif 720w, /images/a-960w.avif 960w, /images/a-1200w.avif 1200w"',
    )
    expect(out).toContain('<source type="image/webp" srcSet="/images/a-480w.webp 480w, /images/a-960w.webp 960w"')
  })

  it('lists only the widths the image has, and leaves out the stand-in of a see-through image', () => {
    const small = { width: 200, height: 100, widths: [160, 200], placeholder: null }
    const out = html(<Picture src="/images/a.webp" alt="" info={small} sizes="48px" />)
    expect(out).toContain(
      '<source type="image/avif" srcSet="/images/a-160w.avif 160w, /images/a-200w.avif 200w" sizes="48px"/>',
    )
    expect(out).toContain(
      '<source type="image/webp" srcSet="/images/a-160w.webp 160w, /images/a-200w.webp 200w" sizes="48px"/>',
    )
    expect(out).toContain('width="200" height="100"')
    expect(out).not.toContain('style=')
  })

  it('shows an animated image (no variants) as its original <img>, still with its size', () => {
    const gif = { width: 20, height: 10, widths: [], placeholder: null }
    expect(html(<Picture src="/uploads/a.gif" alt="" info={gif} sizes="100vw" />)).toBe(
      '<img src="/uploads/a.gif" alt="" width="20" height="10" loading="lazy" decoding="async"/>',
    )
  })

  it('is a plain <img> with the slot ratio when nothing is known about the image', () => {
    expect(
      html(<Picture src="https://example.com/a.png" alt="" info={undefined} sizes={SIZES} fallbackSize={[800, 600]} />),
    ).toBe('<img src="https://example.com/a.png" alt="" width="800" height="600" loading="lazy" decoding="async"/>')
  })
})
