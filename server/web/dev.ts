import type { FastifyInstance } from 'fastify'
import type { ServerBuild } from 'react-router'

import { RESUME_PATH } from '../../core/constants.ts'
import type { GetBuild } from './render.ts'

export const isPagePath = (url: string) => !(url === '/api' || url.startsWith('/api/') || url.startsWith('/api?'))

/**
 * `npm run dev`: Vite in middleware mode on the same port (HMR over the Fastify server). Vite
 * answers its own URLs (modules, HMR, public files) and passes everything else on; the server
 * build is loaded through Vite, so edits show on the next request.
 */
export const registerViteDev = async (app: FastifyInstance): Promise<GetBuild> => {
  const { createServer } = await import('vite')
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: 'custom',
  })
  app.addHook('onClose', () => vite.close())
  app.addHook('onRequest', (req, reply, done) => {
    if (!isPagePath(req.url) || req.url.split('?')[0] === RESUME_PATH) return done()
    vite.middlewares(req.raw, reply.raw, () => done())
  })
  return async () => {
    const env = vite.environments.ssr as unknown as { runner: { import: (id: string) => Promise<ServerBuild> } }
    return env.runner.import('virtual:react-router/server-build')
  }
}
