// The static export (`npm run export`, server/web/export/): pages rendered for a static host,
// where there is no API. Likes show counts only, the contact form only opens the mail link, and
// the sign-in pages say their action needs the API. The export sets the flag while it renders;
// the exported HTML carries the meta tag, so the browser hydrates to the same markup.

declare global {
  var __FOLIO_STATIC_EXPORT__: boolean | undefined
}

export const STATIC_MODE_META = '<meta name="folio-mode" content="static">'

export const enableStaticRender = () => {
  globalThis.__FOLIO_STATIC_EXPORT__ = true
}

export const isStaticSite = (): boolean =>
  typeof document === 'undefined'
    ? globalThis.__FOLIO_STATIC_EXPORT__ === true
    : document.querySelector('meta[name="folio-mode"][content="static"]') !== null
