// Build-time only (vite.config.ts): runs in Node, never part of the bundle.
import { fileURLToPath } from 'node:url'

import type { Plugin } from 'vite'

const SHIM = fileURLToPath(new URL('../preact/react.ts', import.meta.url))
const CLIENT = fileURLToPath(new URL('../preact/react-dom-client.ts', import.meta.url))

// React's entry points and what stands in for them in the browser (ADR 006).
const ALIASES: Record<string, string> = {
  react: SHIM,
  'react-dom': 'preact/compat',
  'react-dom/client': CLIENT,
  'react/jsx-runtime': 'preact/compat/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/compat/jsx-dev-runtime',
}

/**
 * The production client build runs on Preact (preact/compat) instead of React: the same
 * components, a renderer of ~5 KB gzip instead of ~60 KB (issue 9). The server still renders with
 * React (entry.server.tsx) and Preact hydrates that HTML; `npm run dev` stays on React.
 */
export const preactClient = (): Plugin => ({
  name: 'folio:preact-client',
  apply: 'build',
  enforce: 'pre',
  applyToEnvironment: (env) => env.name === 'client',
  async resolveId(source, importer, options) {
    const target = ALIASES[source]
    if (!target || importer === SHIM) return null
    if (target === SHIM || target === CLIENT) return target
    return this.resolve(target, importer, { ...options, skipSelf: true })
  },
})

/**
 * The same stand-ins as exact-match aliases, for the `preact` test project (vitest.config.ts): the
 * component tests run there on the renderer the browser gets (docs/decisions/011-one-renderer-in-tests.md).
 */
export const preactAliases = () =>
  Object.entries(ALIASES).map(([name, target]) => ({
    find: new RegExp(`^${name.replace('/', '\\/')}$`),
    replacement: target,
  }))
