// A bare node:http server answering fixed responses from memory: the ceiling the real server
// is compared with (bench/run.ts). Reads {"path": {status, headers, body(base64)}} on stdin.
import { createServer } from 'node:http'

import type { Fixed } from './nginx.ts'

let input = ''
process.stdin.setEncoding('utf8')
process.stdin.on('data', (d: string) => (input += d))
process.stdin.on('end', () => {
  const table = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>()
  for (const [path, r] of Object.entries(JSON.parse(input) as Record<string, Fixed>)) {
    table.set(path, { status: r.status, headers: r.headers, body: Buffer.from(r.body, 'base64') })
  }
  const server = createServer((req, res) => {
    const r = table.get(req.url ?? '')
    if (!r) {
      res.writeHead(404).end()
      return
    }
    res.writeHead(r.status, { ...r.headers, 'content-length': r.body.length })
    res.end(r.body)
  })
  server.keepAliveTimeout = 72_000
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as { port: number }
    process.stdout.write(`${port}\n`)
  })
  process.on('SIGTERM', () => server.close(() => process.exit(0)))
})
