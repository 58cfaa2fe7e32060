import { STORAGE_KEYS } from '../../core/constants.ts'
import { WHEN_PAINTED } from './first-paint.ts'

/** The id of the `<link>` to fonts.css that the root layout renders with media="print". */
export const FONTS_LINK_ID = 'fonts'

/**
 * Inter after the first paint (issue 9). fonts.css is linked with media="print": it is fetched
 * without blocking anything, and its faces stay off, so the first paint uses the metric-matched
 * fallback (app.css) and the 28 KB font does not share a slow network with the HTML, the CSS
 * and the first image. This script (in <head>, its hash in the CSP) switches the link on once
 * the page has painted — or at once when a previous page of the site already loaded the font
 * (a stored mark: the file is in the browser's cache, and a second page should not show the
 * fallback first). Without JavaScript, a <noscript> link loads it as usual.
 */
export const FONTS_SCRIPT = `(function(){var l=document.getElementById('${FONTS_LINK_ID}'),k='${STORAGE_KEYS.fonts}';if(!l)return;function on(){if(l.media==='all')return;l.media='all';try{localStorage.setItem(k,'1')}catch(_){}}try{if(localStorage.getItem(k))return on()}catch(_){};(${WHEN_PAINTED})(on)})()`
