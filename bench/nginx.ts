// nginx (one worker, sendfile, open-file cache) serving fixed bytes from files: the yardstick
// issue 9 names for the server's requests/s (bench/run.ts). Absent when nginx is not installed.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { freePort } from '../server/test/ports.ts'
import { answering, pinned, stop } from './processes.ts'

export interface Fixed {
  status: number
  headers: Record<string, string>
  /** base64 */
  body: string
}

const NGINX = ['/usr/sbin/nginx', 'nginx'].find((bin) => spawnSync(bin, ['-v']).status === 0)

/** Starts nginx answering each path of `fixed` with its body and content type; undefined without nginx. */
export const startNginx = async (fixed: Record<string, Fixed>, core?: number) => {
  if (!NGINX) return undefined
  // In the system's temp folder, readable by nginx's unprivileged workers when run as root.
  const dir = mkdtempSync(join(tmpdir(), 'folio-bench-nginx-'))
  chmodSync(dir, 0o755)
  mkdirSync(join(dir, 'tmp'))
  const port = await freePort()
  const locations = Object.entries(fixed).map(([path, r], i) => {
    writeFileSync(join(dir, `body-${i}`), Buffer.from(r.body, 'base64'), { mode: 0o644 })
    const type = r.headers['content-type'] ?? 'application/octet-stream'
    // try_files, not alias: an alias for "/" would look for an index file in a folder.
    return `    location = ${path} { default_type "${type}"; try_files /body-${i} =404; }`
  })
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((t) => `  ${t}_temp_path ${dir}/tmp;`)
  writeFileSync(
    join(dir, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${dir}/nginx.pid;`,
      `error_log ${dir}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      '  sendfile on;',
      '  tcp_nopush on;',
      '  keepalive_requests 1000000;',
      '  open_file_cache max=100;',
      ...temp,
      '  server {',
      `    listen 127.0.0.1:${port};`,
      `    root ${dir};`,
      ...locations,
      '  }',
      '}',
      '',
    ].join('\n'),
  )
  // Pinned from the start: its worker is forked after, on the same core.
  const [command, args] = pinned(core, NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf'), '-g', 'daemon off;'])
  const child: ChildProcess = spawn(command, args, {
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const cleanup = async () => {
    await stop(child)
    rmSync(dir, { recursive: true, force: true })
  }
  await answering(
    `http://127.0.0.1:${port}${Object.keys(fixed)[0] ?? '/'}`,
    child,
    cleanup,
    'nginx did not start',
    10_000,
  )
  return { port, pid: child.pid, cleanup }
}
