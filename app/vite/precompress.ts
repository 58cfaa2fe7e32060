// Build-time only (vite.config.ts): runs in Node, never part of the bundle.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants as zlib, gzip } from 'node:zlib'

import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

const COMPRESSIBLE = /\.(js|mjs|css|svg|json|txt|xml|html|map|webmanifest)$/

const walk = async (dir: string): Promise<string[]> => {
  const out: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = join(dir, entry.name)
    if (entry.isDirectory()) out.push(...(await walk(p)))
    else out.push(p)
  }
  return out
}

/**
 * Writes `.br` and `.gz` next to every text asset of the client build, so the server sends
 * compressed bytes without compressing on each request (@fastify/static `preCompressed`).
 */
export const precompress = (): Plugin => {
  let dir = ''
  return {
    name: 'folio:precompress',
    apply: 'build',
    applyToEnvironment: (env) => env.name === 'client',
    configResolved(config) {
      dir = resolve(config.root, config.environments.client?.build.outDir ?? config.build.outDir)
    },
    async closeBundle() {
      if (!dir) return
      const files = (await walk(dir)).filter((f) => COMPRESSIBLE.test(f))
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(file)
          if ((await stat(file)).size < 1024) return
          const [br, gzipped] = await Promise.all([
            brotli(data, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gz(data, { level: 9 }),
          ])
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)])
        }),
      )
    },
  }
}
