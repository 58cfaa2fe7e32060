// Completes package-lock.json with the other platforms' optional packages (native bindings such
// as @tailwindcss/oxide-darwin-arm64) when npm left them out, which it does when the registry it
// used could not describe them. Without those entries `npm ci` refuses the lockfile ("Missing: …
// from lock file") on every fresh clone. Run after `npm install` adds a dependency:
//   node scripts/lockfile-platforms.ts
// Each entry gets the version its parent asks for and the os/cpu/libc its name states, so npm
// skips it on other platforms and fetches it by version where it applies.
import { readFileSync, writeFileSync } from 'node:fs'

interface LockEntry {
  version?: string
  dev?: boolean
  optional?: boolean
  optionalDependencies?: Record<string, string>
  [key: string]: unknown
}

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'netbsd', 'sunos', 'aix', 'win32', 'openharmony']
const CPU: Record<string, string> = {
  arm64: 'arm64',
  aarch64: 'arm64',
  x64: 'x64',
  amd64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  armv7: 'arm',
  loong64: 'loong64',
  ppc64: 'ppc64',
  riscv64: 'riscv64',
  s390x: 's390x',
  wasm32: 'wasm32',
}

/** `@scope/name-darwin-arm64`, `…-linux-x64-musl`, `…-wasm32-wasi` → os, cpu and libc. */
export const platformOf = (name: string) => {
  const parts = name.split('/').pop()!.split('-')
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.map((p) => CPU[p.replace(/eabihf?$|eabi$/, '')]).find(Boolean)
  const libc =
    parts.includes('musl') || parts.some((p) => p.startsWith('musleabi'))
      ? 'musl'
      : parts.includes('gnu') || parts.some((p) => p.startsWith('gnueabi'))
        ? 'glibc'
        : undefined
  return { os, cpu, libc: os === 'linux' ? libc : undefined }
}

const file = process.argv[2] ?? 'package-lock.json'
const lock = JSON.parse(readFileSync(file, 'utf8')) as { packages: Record<string, LockEntry> }
const added: string[] = []
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
    // npm resolves a dependency next to its parent, else at the top.
    const nested = `${path}/node_modules/${dep}`
    const top = `node_modules/${dep}`
    if (lock.packages[nested] || lock.packages[top]) continue
    const { os, cpu, libc } = platformOf(dep)
    if (!os && !cpu) continue // not a platform package: leave it to npm
    lock.packages[top] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(entry.dev ? { dev: true } : {}),
      ...(libc ? { libc: [libc] } : {}),
      optional: true,
      ...(os ? { os: [os] } : {}),
    }
    added.push(top)
  }
}
const sorted = Object.fromEntries(
  // npm's own order, so the file changes only where entries are added.
  Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, 'en')),
)
lock.packages = sorted
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`)
console.log(added.length ? `lockfile-platforms: added ${added.join(', ')}` : 'lockfile-platforms: nothing missing')
