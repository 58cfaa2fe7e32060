// Build what `npm start`, the journeys and the benchmarks run when it is missing or older than
// its sources: the web app (Vite, build/client and build/server) and the compiled server
// (scripts/build-server.ts, build/node).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

import { buildServer, SERVER_ENTRY, SOURCES } from './build-server.ts'

const root = new URL('..', import.meta.url).pathname
const WEB = {
  entry: 'build/server/index.js',
  sources: ['app', 'core', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json'],
}
const SERVER = {
  entry: `build/node/${SERVER_ENTRY}`,
  sources: [...SOURCES, 'package.json', 'scripts/build-server.ts'],
}

const newest = (path: string): number => {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  return Math.max(st.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** When `part` was built (0: never), and whether it is newer than all of its sources. */
const freshness = (part: typeof WEB) => {
  const entry = join(root, part.entry)
  const builtAt = existsSync(entry) ? statSync(entry).mtimeMs : 0
  return { builtAt, fresh: builtAt > 0 && builtAt >= Math.max(...part.sources.map((s) => newest(join(root, s)))) }
}

/** Returns false when a build failed (its output has been shown). */
export const ensureBuild = (label = 'folio'): boolean => {
  const web = freshness(WEB)
  if (!web.fresh) {
    console.log(web.builtAt ? `${label}: sources changed, rebuilding the web app…` : `${label}: building the web app…`)
    const res = spawnSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
      cwd: root,
      stdio: 'inherit',
    })
    if (res.status !== 0) return false
  }
  if (!freshness(SERVER).fresh) {
    console.log(`${label}: compiling the server…`)
    try {
      buildServer()
    } catch (err) {
      console.error((err as Error).message)
      return false
    }
  }
  return true
}
