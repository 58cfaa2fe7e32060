// Used by entry.server.tsx on every rendered page; a plain module so unit tests can import it.
import { WHEN_PAINTED } from './lib/first-paint.ts'

const PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g
const BOOT = /<script type="module" async="">([\s\S]*?)<\/script>/
const ROUTE_IMPORT = /import \* as (\w+) from ("[^"]+");/g
const MANIFEST = /(window\.__reactRouterManifest = )(\{\n[\s\S]*?\n\});/

/** React Router writes the page's route manifest as indented JSON (~1.3 KB of spaces on `/`). */
const compactManifest = (code: string) =>
  code.replace(MANIFEST, (all, assign: string, json: string) => {
    try {
      return `${assign}${JSON.stringify(JSON.parse(json))};`
    } catch {
      return all
    }
  })

/**
 * Paint first, then fetch the JavaScript (issue 9). React Router preloads every module of the
 * page (`<link rel="modulepreload">`, high priority) and imports them in its boot script, so on a
 * slow network the first paint waits behind ~130 KB of scripts. Here the boot script waits for
 * the first paint (at once in a background tab), then adds the same preloads and imports the
 * route modules; the rest of React Router's script runs unchanged (its route manifest without the
 * indentation). A boot script of another shape (a React Router upgrade) is left as it is.
 */
export const deferHydration = (html: string) => {
  const boot = BOOT.exec(html)
  if (!boot) return html
  const code = boot[1]!
  const routes = [...code.matchAll(ROUTE_IMPORT)]
  const rest = code.replace(ROUTE_IMPORT, '').replace(/^[\s;]+/, '')
  if (!routes.length || /\bimport\s*["'*{]/.test(rest)) return html
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]!)
  const script = [
    // After the first paint: the paint entry (not a timer, which a test clock may hold), or at
    // once in a tab that is not painting. `buffered`: a paint recorded between the check and
    // the observer still counts (without it, hydration could wait for a timer that never runs).
    `await new Promise(${WHEN_PAINTED});`,
    `for (const href of ${JSON.stringify(hrefs)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = href; document.head.append(l) }`,
    `const [${routes.map((r) => r[1]).join(', ')}] = await Promise.all([${routes.map((r) => `import(${r[2]})`).join(', ')}]);`,
    compactManifest(rest),
  ].join('\n')
  return html.replace(PRELOAD, '').replace(boot[0], () => `<script type="module" async="">${script}</script>`)
}
