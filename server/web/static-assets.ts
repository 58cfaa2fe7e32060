import { join } from 'node:path'

import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

import { RESUME_PATH } from '../../core/constants.ts'

const PUBLIC_FILE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400'

/** The client build (buildDir/client): fingerprinted assets and public/ files, precompressed. */
export const registerStaticAssets = async (app: FastifyInstance, buildDir: string) => {
  const assetsDir = join(buildDir, 'client', 'assets')
  // One route per file (a miss falls through to the pages' 404), except for the precompressed
  // copies, which preCompressed finds beside their file, and the images, below.
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client'),
    prefix: '/',
    wildcard: false,
    preCompressed: true,
    index: false,
    // Served by resume.ts: the owner's uploaded résumé, else the generated one.
    globIgnore: [RESUME_PATH.slice(1), 'images/**', '**/*.br', '**/*.gz'],
    cacheControl: false,
    setHeaders: (res, path) => {
      // Fingerprinted build output never changes; public/ files (resume, images) may.
      res.header(
        'cache-control',
        path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : PUBLIC_FILE_CACHE_CONTROL,
      )
    },
  })
  // The sample content's images and their variants (~600 files): one route for them all, where
  // a route per file took ~3 MB of the router's memory (GET and HEAD each). A missing image is
  // the API's plain 404, not a rendered page.
  await app.register(fastifyStatic, {
    root: join(buildDir, 'client', 'images'),
    prefix: '/images/',
    wildcard: true,
    decorateReply: false,
    index: false,
    cacheControl: false,
    // Public images may be embedded by other sites (a headless front end), unlike the pages.
    setHeaders: (res) => {
      res.header('cache-control', PUBLIC_FILE_CACHE_CONTROL)
      res.header('cross-origin-resource-policy', 'cross-origin')
    },
  })
}
