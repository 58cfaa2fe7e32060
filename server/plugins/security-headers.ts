import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet'
import Fastify, { type FastifyInstance } from 'fastify'

/**
 * The headers @fastify/helmet writes with these options, worked out once on a throwaway instance:
 * with no CSP nonces (the pages use script hashes, web/csp.ts) helmet writes the same headers on
 * every response, and building them for each request (its CSP directives parsed and dashed
 * again) led a CPU profile of cached API hits.
 */
export const helmetHeaders = async (options: FastifyHelmetOptions): Promise<Record<string, string>> => {
  const probe = Fastify({ logger: false })
  let headers: Record<string, string> = {}
  try {
    await probe.register(fastifyHelmet, options)
    probe.get('/', (_req, reply) => {
      headers = Object.fromEntries(Object.entries(reply.getHeaders()).map(([k, v]) => [k.toLowerCase(), String(v)]))
      return ''
    })
    await probe.inject('/')
  } finally {
    await probe.close()
  }
  if (!headers['content-security-policy']) throw new Error('security headers: helmet wrote no Content-Security-Policy')
  return headers
}

/**
 * Helmet's headers (`helmetHeaders`, built once at start) on every response, set in one go from
 * an `onRequest` hook: routes and later hooks may still replace one (the pages' CSP with their
 * script hashes, the API docs' own CSP, an uploaded PDF's sandbox). A cached API answer sent
 * before this hook writes them itself (plugins/http-delivery.ts).
 */
export const registerSecurityHeaders = (app: FastifyInstance, headers: Record<string, string>) => {
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers)
    done()
  })
}
