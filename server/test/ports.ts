import { createServer } from 'node:net'

/**
 * A port on 127.0.0.1 for a server a test or benchmark is about to start (the one way to pick
 * one: tests, journeys and benchmarks all use it).
 *
 * The kernel's "any free port" (listen on 0, close, hand the number on) races: until the child
 * binds it, the port is free again, and a test file running at the same time in another Vitest
 * worker could be handed the same number. Then one server fails with EADDRINUSE and its test
 * talks to the other file's server (CI once saw the database fault test's requests reset by the
 * SIGTERM test's server). So each worker takes ports from a block of its own, below the kernel's
 * ephemeral range (32768+, where outgoing connections and `listen(0)` take theirs), and checks
 * that the port is free before handing it on.
 */
const FIRST = 20_000
const BLOCK = 400
const BLOCKS = 30 // 20000–31999
const worker = Number(process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? 0) % BLOCKS
// Where in the block to start: a process that starts after another in the same worker (a
// benchmark run twice, a file after a file) seldom retries the ports the last one used.
let next = Math.floor(Math.random() * BLOCK)

const canListen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const srv = createServer()
    srv.unref()
    srv.once('error', () => resolve(false))
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)))
  })

export const freePort = async () => {
  for (let tries = 0; tries < BLOCK; tries++) {
    const port = FIRST + worker * BLOCK + (next++ % BLOCK)
    if (await canListen(port)) return port
  }
  throw new Error(`freePort: no free port in ${FIRST + worker * BLOCK}–${FIRST + (worker + 1) * BLOCK - 1}`)
}
