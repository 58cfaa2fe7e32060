// The yardstick: a bare node:http server answering each benchmarked path with the very bytes
// and content type Folio sent for it, straight from memory. Run as its own process so it
// competes with autocannon for the CPU exactly as Folio does.
import { readFileSync } from 'node:fs'
import { createServer } from 'node:http'

interface Fixture {
  path: string
  contentType: string
  body: string
}

const [fixturesFile, portArg] = process.argv.slice(2)
const fixtures = JSON.parse(readFileSync(fixturesFile!, 'utf8')) as Fixture[]
const byPath = new Map(fixtures.map((f) => [f.path, { type: f.contentType, body: Buffer.from(f.body, 'base64') }]))

const server = createServer((req, res) => {
  const hit = byPath.get(req.url ?? '')
  if (!hit) {
    res.writeHead(404).end()
    return
  }
  res.writeHead(200, { 'content-type': hit.type, 'content-length': hit.body.length }).end(hit.body)
})
server.listen(Number(portArg), '127.0.0.1', () => process.send?.('ready'))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
