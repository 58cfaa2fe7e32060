import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { freePort } from './ports.ts'

// Fault tests stop, freeze and restart their own PostgreSQL and Redis, never the shared ones.

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

export const waitFor = async (check: () => Promise<boolean>, timeoutMs = 20_000) => {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check().catch(() => false)) return
    await sleep(100)
  }
  throw new Error('timed out waiting')
}

const pgBin = (name: string) => {
  const root = '/usr/lib/postgresql'
  const version = existsSync(root) ? readdirSync(root).sort().at(-1) : undefined
  return version ? join(root, version, 'bin', name) : name
}

/** PostgreSQL refuses to run as root; as root, run it as the `postgres` account. */
const pgAccount = (): { uid?: number; gid?: number } => {
  if (process.getuid?.() !== 0) return {}
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim())
  return { uid: id('-u'), gid: id('-g') }
}

/** The postmaster, then every backend it forked (each backend is its own session leader). */
const signalCluster = (postmaster: number, signal: NodeJS.Signals) => {
  process.kill(postmaster, signal)
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may contain spaces, so split after ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8')
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      if (ppid === postmaster) process.kill(Number(entry), signal)
    } catch {
      // The process ended meanwhile.
    }
  }
}

export interface PrivatePostgres {
  url: string
  /** SIGSTOP the server and every backend: reachable, but answering nothing. */
  freeze(): void
  thaw(): void
  stop(): Promise<void>
  start(): Promise<void>
  destroy(): Promise<void>
}

export const startPrivatePostgres = async (): Promise<PrivatePostgres> => {
  const dir = mkdtempSync(join(tmpdir(), 'folio-pg-'))
  const account = pgAccount()
  if (account.uid !== undefined) {
    chmodSync(dir, 0o700)
    chownSync(dir, account.uid, account.gid!)
  }
  const data = join(dir, 'data')
  execFileSync(pgBin('initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    ...account,
    stdio: 'ignore',
  })
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn(
      pgBin('postgres'),
      ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
      { ...account, stdio: 'ignore' },
    )
    await waitFor(async () => {
      execFileSync(pgBin('pg_isready'), ['-q', '-h', '127.0.0.1', '-p', String(port)])
      return true
    })
  }
  const stop = async () => {
    const c = child
    if (!c || c.exitCode !== null) return
    const exited = new Promise((r) => c.once('exit', r))
    signalCluster(c.pid!, 'SIGCONT')
    c.kill('SIGINT') // fast shutdown: open connections are closed
    await exited
  }
  await start()
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    freeze: () => signalCluster(child!.pid!, 'SIGSTOP'),
    thaw: () => signalCluster(child!.pid!, 'SIGCONT'),
    stop,
    start,
    destroy: async () => {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

export interface PrivateRedis {
  url: string
  stop(): Promise<void>
  start(): Promise<void>
  destroy(): Promise<void>
}

export const startPrivateRedis = async (): Promise<PrivateRedis> => {
  const port = await freePort()
  let child: ChildProcess | undefined
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    })
    await waitFor(async () => {
      execFileSync('redis-cli', ['-p', String(port), 'ping'], { stdio: 'ignore' })
      return true
    })
  }
  const stop = async () => {
    const c = child
    if (!c || c.exitCode !== null) return
    const exited = new Promise((r) => c.once('exit', r))
    c.kill('SIGKILL')
    await exited
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, stop, start, destroy: stop }
}
