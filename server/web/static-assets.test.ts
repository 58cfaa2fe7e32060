import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync } from 'node:zlib'

import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { registerStaticAssets } from './static-assets.ts'

let dir: string
let app: FastifyInstance
const routes: string[] = []

const file = (path: string, data: string | Buffer) => {
  mkdirSync(join(dir, 'client', path, '..'), { recursive: true })
  writeFileSync(join(dir, 'client', path), data)
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'folio-static-'))
  const script = 'console.log("a fingerprinted asset")\n'.repeat(100)
  file('assets/app-abc123.js', script)
  file('assets/app-abc123.js.br', brotliCompressSync(script))
  file('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>')
  for (let i = 0; i < 50; i++) file(`images/blog/post-${i}-480w.webp`, Buffer.from(`RIFF....WEBP${i}`))
  app = Fastify()
  app.addHook('onRoute', (route) => {
    routes.push(route.url ?? '')
  })
  await registerStaticAssets(app, dir)
  // Stands in for the pages (ssr.ts): whatever no file answers.
  app.get('/*', (_req, reply) => reply.type('text/html').send('<p>a page</p>'))
  await app.ready()
})

afterAll(async () => {
  await app.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('static files of the client build', () => {
  it('serves assets precompressed, for a year', async () => {
    const res = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('serves public files and images for an hour, and a missing image as a plain 404', async () => {
    const favicon = await app.inject('/favicon.svg')
    expect(favicon.statusCode).toBe(200)
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400')
    const image = await app.inject('/images/blog/post-7-480w.webp')
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/webp')
    expect(image.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400')
    expect(image.body).toBe('RIFF....WEBP7')
    const missing = await app.inject('/images/blog/no-such-image.webp')
    expect(missing.statusCode).toBe(404)
    expect(missing.body).not.toContain('a page')
    // Outside the images folder, a path outside the build is still a page.
    expect((await app.inject('/images-of-the-week')).body).toBe('<p>a page</p>')
  })

  it('adds one route per build file, not per image or precompressed copy', () => {
    const files = routes.filter((r) => r !== '/*' && !r.endsWith('*'))
    expect(files.sort()).toEqual(['/assets/app-abc123.js', '/favicon.svg'])
    expect(routes).toContain('/images/*')
  })
})
