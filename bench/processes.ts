// What the benchmarks share: a free port on 127.0.0.1, stopping a child, and the production
// server on a private copy of the build with its own SQLite database and the sample content.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

import { SERVER_ENTRY } from '../scripts/build-server.ts'
import { freePort } from '../server/test/ports.ts'

const root = new URL('..', import.meta.url).pathname

/** taskset (util-linux), when installed: it pins the benchmark's processes to cores of their own. */
const TASKSET = spawnSync('taskset', ['-V']).status === 0 ? 'taskset' : undefined

/**
 * The cores of `npm run bench` on a machine with two or more: the load generator (wrk) on the
 * first, each server measured (Folio, the bare node:http server, nginx) on the last, one at a
 * time, so a server never shares its core with the load that drives it. Undefined (nothing is
 * pinned) without taskset or with one core.
 */
export const BENCH_CORES =
  TASKSET && availableParallelism() >= 2 ? { load: 0, server: availableParallelism() - 1 } : undefined

/** `command args` run on `core` (through taskset: its threads and children stay there), or as is. */
export const pinned = (core: number | undefined, command: string, args: string[]): [string, string[]] =>
  core === undefined || !TASKSET ? [command, args] : [TASKSET, ['-c', String(core), command, ...args]]

/** A process's resident memory in MB (Linux /proc), 0 where it cannot be read. */
export const rssMb = (pid: number | undefined) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
  } catch {
    return 0
  }
}

/** Clock ticks a second in /proc/<pid>/stat (USER_HZ: 100 on Linux's common builds). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100

/**
 * CPU time (user + system, ms) a process and its children have used so far (Linux /proc; 0
 * elsewhere): nginx's worker is the master's child. On a shared machine, CPU per request is
 * what the other processes change least.
 */
export const cpuMs = (pid: number | undefined): number => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
    // utime and stime: fields 14 and 15 of stat, 12 and 13 after "pid (comm) ".
    const own = ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean)
    return own + children.reduce((sum, child) => sum + cpuMs(Number(child)), 0)
  } catch {
    return 0
  }
}

/**
 * Resolves once a process has been quiet for a second (under 2% of a core: its start-up work,
 * such as seeding the sample content and compressing what it cached, is done), or after
 * `timeoutMs`. A benchmark that starts earlier measures the start-up too.
 */
export const quiet = async (pid: number | undefined, timeoutMs = 60_000) => {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const before = cpuMs(pid)
    await new Promise((r) => setTimeout(r, 1000))
    if (cpuMs(pid) - before < 20) return
  }
}

/** SIGTERM, then SIGKILL after 5 s if it has not exited. */
export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })

/**
 * Resolves once `url` answers 2xx; if `child` exits first or `timeoutMs` passes, runs `cleanup`
 * and throws `failure`.
 */
export const answering = async (
  url: string,
  child: ChildProcess,
  cleanup: () => Promise<void>,
  failure: string,
  timeoutMs: number,
) => {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // starting
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      await cleanup()
      throw new Error(failure)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

export interface SampleServer {
  base: string
  /** Its private folder (removed by cleanup): a place for the benchmark's own files too. */
  dir: string
  process: ChildProcess
  /** Stops the server and deletes its folder (build copy, database, uploads). */
  cleanup(): Promise<void>
}

/**
 * The production server (the compiled `build/node/server/main.js`, as `npm start` runs it) on
 * 127.0.0.1 with the sample content, run from a private copy of `build` (a shared tree may
 * rebuild meanwhile) in `.cache/<name>-*`, quiet logs
 * (a log line per request would measure the terminal). Resolves once its health check answers.
 */
export const startSampleServer = async (
  name: string,
  opts: { build?: string; env?: Record<string, string>; core?: number; nodeArgs?: string[] } = {},
): Promise<SampleServer> => {
  mkdirSync(join(root, '.cache'), { recursive: true })
  const dir = mkdtempSync(join(root, '.cache', `${name}-`))
  cpSync(opts.build ?? join(root, 'build'), join(dir, 'build'), { recursive: true })
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  // taskset execs node in place: the pid is the server's (and stays so across its re-execution).
  const entry = join(dir, 'build/node', SERVER_ENTRY)
  const [command, args] = pinned(opts.core, process.execPath, [...(opts.nodeArgs ?? []), entry])
  const child = spawn(command, args, {
    cwd: dir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_URL: base,
      DATABASE_URL: `file:${join(dir, `${name}.db`)}`,
      UPLOADS_DIR: join(dir, 'uploads'),
      SAMPLE_CONTENT: 'true',
      ADMIN_EMAIL: 'bench@example.com',
      ADMIN_PASSWORD: 'Bench-Pass-1!',
      LOG_LEVEL: 'warn',
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const cleanup = async () => {
    await stop(child)
    rmSync(dir, { recursive: true, force: true })
  }
  await answering(`${base}/api/v1/health`, child, cleanup, 'the server did not start', 120_000)
  return { base, dir, process: child, cleanup }
}
