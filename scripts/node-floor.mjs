// Whether a Node version satisfies package.json's `engines.node`, for the launcher
// (scripts/node24.sh, run before any dependency is installed, by whatever Node is on PATH: so
// plain JavaScript, no packages). `node scripts/node-floor.mjs` exits 0 when the running Node does.
// A range is alternatives joined by `||`, each `^X.Y.Z` (that major, at least X.Y.Z), `>=X.Y.Z` or a
// bare major `X` (the forms package.json and the dependencies' engines use; others throw).
import { readFileSync } from 'node:fs'

const parse = (v) => v.replace(/^v/, '').split('.').map(Number)
const atLeast = (v, floor) => {
  for (let i = 0; i < 3; i++) if ((v[i] || 0) !== (floor[i] || 0)) return (v[i] || 0) > (floor[i] || 0)
  return true
}

export const satisfies = (version, range) =>
  range.split('||').some((alt) => {
    const m = /^\s*(\^|>=|)\s*(\d+(?:\.\d+){0,2})\s*$/.exec(alt)
    if (!m) throw new Error(`node-floor: unsupported engines.node range "${alt.trim()}"`)
    const v = parse(version)
    const floor = parse(m[2])
    return atLeast(v, floor) && (m[1] === '>=' || v[0] === floor[0])
  })

export const engines = () => JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1])
  process.exit(satisfies(process.versions.node, engines()) ? 0 : 1)
