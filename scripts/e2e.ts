// `npm run test:e2e`: build the web app when build/ is missing or older than its sources, then
// run the browser journeys (vitest.e2e.config.ts starts and stops the server).
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'

const root = new URL('..', import.meta.url).pathname
const buildEntry = join(root, 'build/server/index.js')
const sources = [
  'app',
  'core',
  'public',
  'server/web/vite-plugins.ts',
  'vite.config.ts',
  'react-router.config.ts',
  'package-lock.json',
]

const newest = (path: string): number => {
  if (!existsSync(path)) return 0
  const st = statSync(path)
  if (!st.isDirectory()) return st.mtimeMs
  return Math.max(st.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))))
}

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0
if (builtAt < Math.max(...sources.map((s) => newest(join(root, s))))) {
  console.log(builtAt ? 'e2e: sources changed, rebuilding the web app…' : 'e2e: building the web app…')
  const build = spawnSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}

const res = spawnSync(
  process.execPath,
  [join(root, 'node_modules/vitest/vitest.mjs'), 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, FOLIO_E2E: '1' },
  },
)
process.exit(res.status ?? 1)
