import http from 'node:http'
import type { AddressInfo } from 'node:net'

/** One request a receiver got. */
export interface Received {
  headers: http.IncomingHttpHeaders
  body: string
  /** When it arrived (ms since the epoch). */
  at: number
  /** What the receiver answered. */
  status: number
}

/**
 * A real HTTP endpoint on 127.0.0.1 for webhook tests: it records every request and answers
 * what `answer` says (a status, or 'hang' to never answer). Tests reach it with
 * ALLOW_PRIVATE_NETWORK=true.
 */
export const startReceiver = async (answer: (n: number, body: string) => number | 'hang' = () => 200) => {
  const received: Received[] = []
  const hanging = new Set<http.ServerResponse>()
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      const status = receiver.answer(received.length + 1, body)
      if (status === 'hang') {
        hanging.add(res)
        received.push({ headers: req.headers, body, at: Date.now(), status: 0 })
        return
      }
      received.push({ headers: req.headers, body, at: Date.now(), status })
      res.writeHead(status, status >= 300 && status < 400 ? { location: 'http://127.0.0.1:9/elsewhere' } : {})
      res.end('ok')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const receiver = {
    url: `http://127.0.0.1:${port}/hooks`,
    port,
    received,
    answer,
    /** The events (payloads' `type`) received so far, in order. */
    types: () => received.map((r) => (JSON.parse(r.body) as { type: string }).type),
    close: async () => {
      for (const res of hanging) res.destroy()
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
  return receiver
}
