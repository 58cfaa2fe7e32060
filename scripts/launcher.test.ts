// The launcher (./folio, scripts/node24.sh) against package.json: the Node floor they enforce is
// engines.node, and what a production start installs (issue 28: `NODE_ENV=production ./folio start`
// on a fresh clone must build and serve, so npm must not leave out the build's devDependencies).
import { spawnSync } from 'node:child_process'
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

import semver from 'semver'
import { afterAll, describe, expect, it } from 'vitest'

import { engines, satisfies } from './node-floor.mjs'

const root = new URL('..', import.meta.url).pathname
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }

interface LockEntry {
  dev?: boolean
  engines?: { node?: string }
  os?: string[]
  cpu?: string[]
}
/** Whether npm installs this package here (platform packages of other systems are left out). */
const forThisMachine = (e: LockEntry) =>
  (!e.os || e.os.includes(process.platform)) && (!e.cpu || e.cpu.includes(process.arch))
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, LockEntry>
}
/** The lowest version of each alternative of engines.node: ['22.22.0', '23.6.0']. */
const floors = pkg.engines.node.split('||').map((alt) => alt.replace(/[\^>=\s]/g, ''))

describe('the Node floor', () => {
  it('runs .ts files without flags: Node 22.18 on the 22 line and 23.6 after it, not before', () => {
    // Type stripping became the default in Node 23.6.0 and was backported to 22.18.0: earlier
    // releases fail on `node scripts/start.ts` (ERR_UNKNOWN_FILE_EXTENSION).
    expect(floors).toHaveLength(2)
    expect(satisfies(floors[0]!, '^22.18.0')).toBe(true)
    expect(satisfies(floors[1]!, '>=23.6.0')).toBe(true)
    for (const v of ['20.19.0', '22.12.0', '22.17.1', '23.0.0', '23.5.0'])
      expect(satisfies(v, pkg.engines.node), v).toBe(false)
    for (const v of ['24.0.0', '24.21.0', '26.1.0']) expect(satisfies(v, pkg.engines.node), v).toBe(true)
    // The launcher's own reading of the range agrees with npm's (semver) on every version above.
    for (const v of ['20.19.0', '22.17.1', '22.21.9', '22.22.0', '23.5.0', '23.6.0', '24.0.0'])
      expect(satisfies(v, pkg.engines.node), v).toBe(semver.satisfies(v, pkg.engines.node))
    expect(process.features.typescript).toBe('strip')
  })

  it('is a Node that every package the server and its build need accepts (react-router: 22.22)', () => {
    // The server's dependencies, and the build's tools (`npm start` builds the web app when stale).
    const build = ['@react-router/dev', 'vite', '@tailwindcss/vite', 'tailwindcss']
    const needed = Object.entries(lock.packages).filter(
      ([path, entry]) =>
        entry.engines?.node &&
        forThisMachine(entry) &&
        (!entry.dev || build.some((name) => path.endsWith(`node_modules/${name}`))),
    )
    expect(needed.length).toBeGreaterThan(5)
    for (const [path, entry] of needed)
      for (const floor of floors)
        expect(semver.satisfies(floor, entry.engines!.node!), `${path} on Node ${floor}`).toBe(true)
  })

  it('is read by the launcher from package.json, not written a second time', () => {
    expect(engines()).toBe(pkg.engines.node)
    const node24 = readFileSync(join(root, 'scripts/node24.sh'), 'utf8')
    expect(node24).toContain('node "$(dirname "${BASH_SOURCE[0]}")/node-floor.mjs"')
    expect(node24).not.toMatch(/process\.versions/)
  })
})

describe('./folio', () => {
  // A copy of the launcher and what it reads, with an `npm` that only writes down how it was called.
  const dir = mkdtempSync(join(tmpdir(), 'folio-launcher-'))
  afterAll(() => rmSync(dir, { recursive: true, force: true }))
  for (const file of ['folio', 'package.json', 'package-lock.json', 'scripts/node24.sh', 'scripts/node-floor.mjs']) {
    mkdirSync(dirname(join(dir, file)), { recursive: true })
    copyFileSync(join(root, file), join(dir, file))
  }
  const bin = join(dir, 'fake-bin')
  mkdirSync(bin)
  const calls = join(dir, 'npm-calls')
  writeFileSync(
    join(bin, 'npm'),
    `#!/bin/sh\necho "NODE_ENV=$NODE_ENV npm $*" >>"${calls}"\n[ "$1" = ci ] && mkdir -p node_modules\nexit 0\n`,
  )
  chmodSync(join(bin, 'npm'), 0o755)
  const launch = (...args: string[]) =>
    spawnSync(join(dir, 'folio'), args, {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, NODE_ENV: 'production', PATH: `${bin}:${dirname(process.execPath)}:/usr/bin:/bin` },
    })

  it('installs devDependencies too on a production start, then starts; the second start installs nothing', () => {
    expect(launch('start').status).toBe(0)
    expect(launch('start').status).toBe(0)
    expect(readFileSync(calls, 'utf8').trim().split('\n')).toEqual([
      'NODE_ENV=production npm ci --include=dev --no-audit --no-fund',
      'NODE_ENV=production npm start --',
      'NODE_ENV=production npm start --',
    ])
  })

  it('prints its commands and the npm scripts on help, without installing anything', () => {
    rmSync(calls, { force: true })
    const res = launch('help')
    expect(res.status).toBe(0)
    expect(res.stdout).toContain('Usage: ./folio <command>')
    expect(res.stdout).toMatch(/^ {2}test:e2e +node scripts\/e2e\.ts$/m)
    expect(() => readFileSync(calls)).toThrow()
  })
})
