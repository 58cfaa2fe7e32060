import { describe, expect, it } from 'vitest'

import { deferHydration } from './defer-hydration.ts'

// The shape React Router 8 renders: preloads in <head>, the boot module script in <body>.
const page = (boot: string) =>
  `<html><head><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/runtime.js"/><link rel="stylesheet" href="/assets/app.css"/></head><body><main>text</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${boot}</script></body></html>`

const BOOT = `;
import * as route0 from "/assets/root.js";
import * as route1 from "/assets/home.js";
window.__reactRouterManifest = {
  "entry": {
    "module": "/assets/entry.js",
    "imports": [
      "/assets/runtime.js"
    ]
  },
  "version": "7e4d0948"
};
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.js");`

describe('deferHydration', () => {
  it('drops the preloads and fetches the same modules from the boot script after the first frame', () => {
    const out = deferHydration(page(BOOT))
    expect(out).not.toContain('<link rel="modulepreload"')
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>')
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!
    expect(script).not.toMatch(/^\s*import \*/m)
    expect(script.indexOf('PerformanceObserver')).toBeLessThan(script.indexOf('import('))
    expect(script).toContain('["/assets/entry.js","/assets/runtime.js"]')
    expect(script).toContain(
      'const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);',
    )
    expect(script).toContain(
      'window.__reactRouterManifest = {"entry":{"module":"/assets/entry.js","imports":["/assets/runtime.js"]},"version":"7e4d0948"};',
    )
    expect(script).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};')
    expect(script.trimEnd()).toMatch(/import\("\/assets\/entry\.js"\);$/)
  })

  it('leaves a boot script of another shape alone', () => {
    const other = page(`import "/assets/manifest.js";\n${BOOT}`)
    expect(deferHydration(other)).toBe(other)
    const none = '<html><body><p>No scripts</p></body></html>'
    expect(deferHydration(none)).toBe(none)
  })
})
