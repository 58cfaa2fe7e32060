// What the benchmarks share: a free port on 127.0.0.1, and stopping a child server.
import type { ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
    srv.on('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
  })

/** SIGTERM, then SIGKILL after 5 s if it has not exited. */
export const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve()
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
    setTimeout(() => child.kill('SIGKILL'), 5000).unref()
  })
