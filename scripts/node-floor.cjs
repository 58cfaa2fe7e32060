// Whether a Node version satisfies package.json's `engines.node`, for the launcher
// (scripts/node24.sh, run before any dependency is installed, by whatever Node is on PATH: so
// plain CommonJS, no packages). `node scripts/node-floor.cjs` exits 0 when the running Node does.
// A range is alternatives joined by `||`, each `^X.Y.Z` (that major, at least X.Y.Z), `>=X.Y.Z` or a
// bare major `X` (the forms package.json and the dependencies' engines use; others throw).
'use strict'

const parse = (v) => v.replace(/^v/, '').split('.').map(Number)
const atLeast = (v, floor) => {
  for (let i = 0; i < 3; i++) if ((v[i] || 0) !== (floor[i] || 0)) return (v[i] || 0) > (floor[i] || 0)
  return true
}

const satisfies = (version, range) =>
  range.split('||').some((alt) => {
    const m = /^\s*(\^|>=|)\s*(\d+(?:\.\d+){0,2})\s*$/.exec(alt)
    if (!m) throw new Error(`node-floor: unsupported engines.node range "${alt.trim()}"`)
    const v = parse(version)
    const floor = parse(m[2])
    return atLeast(v, floor) && (m[1] === '>=' || v[0] === floor[0])
  })

const engines = () => require('../package.json').engines.node

module.exports = { satisfies, engines }

if (require.main === module) process.exit(satisfies(process.versions.node, engines()) ? 0 : 1)
