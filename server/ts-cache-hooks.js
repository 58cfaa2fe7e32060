// Loaded with `--import` by the server that server/memory.ts re-executes (plain JavaScript: a
// TypeScript file here would need the very stripper this avoids). Each .ts module whose
// type-stripped JavaScript server/ts-cache.ts has stored (keyed by a hash of its source) is
// loaded from there; any other goes through Node as usual. Node loads its TypeScript stripper
// (amaro, swc compiled to WebAssembly) on the first .ts module it strips, and keeps it for the
// life of the process: ~7 MB of heap and WebAssembly memory the server never needs again.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import module from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const dir = process.env.FOLIO_TS_CACHE

// registerHooks: Node 22.15 / 23.5 and later, but on Node 22 (22.22 tried) a load hook breaks
// CommonJS packages imported from ESM (@fastify/static: "Cannot read properties of undefined
// (reading 'exports')" in the ESM translator's require), so the server would not start: from
// Node 24 only; before, Node strips every module itself.
const major = Number(process.versions.node.split('.')[0])
if (dir && major >= 24 && typeof module.registerHooks === 'function') {
  module.registerHooks({
    load(url, context, nextLoad) {
      if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context)
      let source
      try {
        const typescript = readFileSync(fileURLToPath(url))
        source = readFileSync(join(dir, `${createHash('sha256').update(typescript).digest('hex')}.js`), 'utf8')
      } catch {
        // Not stored (or changed since): Node strips it.
        return nextLoad(url, context)
      }
      return { format: 'module', source, shortCircuit: true }
    },
  })
}
