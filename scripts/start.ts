// `npm start`: build the web app when the build is missing or older than its sources, then
// serve the whole site (migrations and sample content run on start, see server/main.ts).
import { execFileSync } from 'node:child_process'
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

const builtAt = existsSync(buildEntry) ? statSync(buildEntry).mtimeMs : 0
if (builtAt < Math.max(...sources.map((s) => newest(join(root, s))))) {
  console.log(
    builtAt ? 'folio: sources changed, rebuilding the web app…' : 'folio: building the web app (first start)…',
  )
  execFileSync(process.execPath, [join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  })
}

await import('../server/main.ts')
