import { join } from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

import { RESUME_PATH } from '../../core/constants.ts'

/** The client build (buildDir/client): fingerprinted assets and public/ files, precompressed. */
export const registerStaticAssets = async (app: FastifyInstance, buildDir: string) => {
  const assetsDir = join(buildDir, 'client', 'assets')
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    // Served by resume.ts: the owner's uploaded résumé, else the generated one.
    globIgnore: [RESUME_PATH.slice(1)],
    cacheControl: false,
    setHeaders: (res, path) => {
      // Fingerprinted build output never changes; public/ files (resume, images) may.
      res.header(
        'cache-control',
        path.startsWith(assetsDir)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600, stale-while-revalidate=86400',
      )
    },
  })
}
