import { STORAGE_KEYS } from '../../core/constants.ts'

/** The id of the `<link>` to fonts.css that the root layout renders with media="print". */
export const FONTS_LINK_ID = 'fonts'

/**
 * Inter without a swap under the reader (issue 9). fonts.css is linked with media="print": it is
 * fetched without blocking anything and its faces stay off, so a page paints at once in the
 * metric-matched fallback (app.css). A font that arrives after the first paint reflows every line
 * on the screen, and on a phone that new layout is one of the longest tasks of the whole load
 * (measured: a fifth of a second of blocked main thread on `/` under Lighthouse's mobile CPU). So
 * a first visit stays in the fallback, and once the page is interactive `warmFonts` fetches the
 * font file into the browser's cache at low priority and keeps a mark. A page that finds the mark
 * switches the faces on before its first paint, from the cache (this script, in <head>, its hash
 * in the CSP); so does the first client-side navigation (`switchFontsOn`), where the page changes
 * anyway. Without JavaScript, a <noscript> link loads the font as usual.
 */
export const FONTS_SCRIPT = `(function(){var l=document.getElementById('${FONTS_LINK_ID}');try{if(l&&localStorage.getItem('${STORAGE_KEYS.fonts}'))l.media='all'}catch(_){}})()`

const fontsLink = () => {
  const link = document.getElementById(FONTS_LINK_ID)
  return link instanceof HTMLLinkElement ? link : null
}

/** Inter's faces on (a client-side navigation: the whole page is laid out again anyway). */
export const switchFontsOn = () => {
  const link = fontsLink()
  if (link && link.media !== 'all') link.media = 'all'
}

/** The font file into the browser's cache, then the mark that lets the next page use it from its first paint. */
export const warmFonts = (fontUrl: string) => {
  if (fontsLink()?.media !== 'print') return
  void fetch(fontUrl, { priority: 'low' })
    .then((res) => (res.ok ? res.arrayBuffer() : null))
    .then((body) => body && localStorage.setItem(STORAGE_KEYS.fonts, '1'))
    .catch(() => undefined)
}
