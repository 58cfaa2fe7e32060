import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import module from 'node:module'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
/** The TypeScript the server may load: its own, core/ and the start scripts (never tests). */
const SOURCE_DIRS = ['server', 'core', 'scripts']
/** Where the type-stripped JavaScript goes, per Node version (its stripper's output may change). */
export const TS_CACHE_DIR = join(root, 'node_modules/.cache/folio-ts', process.version)

const sourcesIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name)
    if (d.isDirectory()) return d.name === 'test' || d.name === 'node_modules' ? [] : sourcesIn(path)
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') && !d.name.endsWith('.d.ts') ? [path] : []
  })

const keyOf = (source: Buffer) => createHash('sha256').update(source).digest('hex')

/**
 * Stores the type-stripped JavaScript of every TypeScript module the server may load in
 * TS_CACHE_DIR (those stored already are kept, the rest of the folder goes), and returns the
 * node arguments that make a process load them from there (server/ts-cache-hooks.js), so that
 * it never loads Node's TypeScript stripper. Run by the process about to re-execute itself
 * (server/memory.ts), which has loaded that stripper already; returns [] when this Node lacks
 * what it takes, or the folder cannot be written (Node then strips every module as before).
 */
export const prepareTypeScriptCache = (): string[] => {
  const strip = module.stripTypeScriptTypes
  if (typeof strip !== 'function' || typeof module.registerHooks !== 'function') return []
  // stripTypeScriptTypes warns that it is experimental, once: not for the operator's log.
  const emitWarning = process.emitWarning
  process.emitWarning = ((warning: string | Error, ...rest: never[]) => {
    if (!String(warning).includes('stripTypeScriptTypes')) emitWarning.call(process, warning, ...rest)
  }) as typeof process.emitWarning
  try {
    mkdirSync(TS_CACHE_DIR, { recursive: true })
    const stored = new Set(readdirSync(TS_CACHE_DIR))
    const wanted = new Set<string>()
    for (const file of SOURCE_DIRS.flatMap((d) => sourcesIn(join(root, d)))) {
      const source = readFileSync(file)
      const name = `${keyOf(source)}.js`
      wanted.add(name)
      if (stored.has(name)) continue
      const tmp = join(TS_CACHE_DIR, `.${name}.${process.pid}.tmp`)
      try {
        writeFileSync(tmp, strip(source.toString('utf8'), { mode: 'strip' }))
        renameSync(tmp, join(TS_CACHE_DIR, name))
      } catch {
        // A module that does not strip (a syntax error) is left to Node, which reports it.
      }
    }
    for (const name of stored) if (!wanted.has(name)) rmSync(join(TS_CACHE_DIR, name), { force: true })
    // Other Node versions' folders.
    const parent = join(TS_CACHE_DIR, '..')
    for (const version of readdirSync(parent)) {
      if (version !== process.version) rmSync(join(parent, version), { recursive: true, force: true })
    }
  } catch {
    return []
  } finally {
    process.emitWarning = emitWarning
  }
  return [`--import=${new URL('./ts-cache-hooks.js', import.meta.url).href}`]
}
