// Build the web app when build/ is missing or older than its sources (npm start, e2e, bench).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const buildEntry = join(root, 'build/server/index.js')
const sources = ['app', 'core', 'public', 'vite.config.ts', 'react-router.config.ts', 'package-lock.json']

const newest = (path: string): number => {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  return Math.max(st.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

/** Returns false when the build failed (its output has been shown). */
export const ensureBuild = (label = 'folio'): boolean => {
  const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0
  if (builtAt >= Math.max(...sources.map((s) => newest(join(root, s))))) return true
  console.log(builtAt ? `${label}: sources changed, rebuilding the web app…` : `${label}: building the web app…`)
  const res = spawnSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  return res.status === 0
}
