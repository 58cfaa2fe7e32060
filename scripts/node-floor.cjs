// Whether a Node version satisfies package.json's `engines.node`, for the launcher
// (scripts/node24.sh, run before any dependency is installed, by whatever Node is on PATH: so
// plain CommonJS, no packages). `node scripts/node-floor.cjs` exits 0 when the running Node does.
// The range is alternatives of `^X.Y.Z` (that major, at least X.Y.Z) or `>=X.Y.Z`, joined by `||`.
'use strict'

const parse = (v) => v.replace(/^v/, '').split('.').map(Number)
const atLeast = (v, floor) => {
  for (let i = 0; i < 3; i++) if ((v[i] || 0) !== (floor[i] || 0)) return (v[i] || 0) > (floor[i] || 0)
  return true
}

const satisfies = (version, range) =>
  range.split('||').some((alt) => {
    const m = /^\s*(\^|>=)\s*(\d+(?:\.\d+){0,2})\s*$/.exec(alt)
    if (!m) throw new Error(`node-floor: unsupported engines.node range "${alt.trim()}"`)
    const v = parse(version)
    const floor = parse(m[2])
    return atLeast(v, floor) && (m[1] === '>=' || v[0] === floor[0])
  })

const engines = () => require('../package.json').engines.node

module.exports = { satisfies, engines }

if (require.main === module) process.exit(satisfies(process.versions.node, engines()) ? 0 : 1)
