import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'

import type { FastifyRequest } from 'fastify'
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router'

import type { PublicServices } from '../../core/services.ts'
import type { ViewMark } from '../lib/response-cache.ts'

export type GetBuild = () => Promise<ServerBuild>

/** What entry.server.tsx re-exports so the server uses the app's own context keys. */
interface EntryExports {
  servicesContext: RouterContext<PublicServices>
  requestInfoContext: RouterContext<{
    siteUrl: string
    pageRequest: boolean
    onView?: (type: ViewMark['type'], id: number) => void
  }>
}

export interface Rendered {
  response: Response
  body: Buffer
  /** Set when the page is an item's detail page (its loader called onView). */
  view?: ViewMark
}

export type Render = (url: string, req: Pick<FastifyRequest, 'protocol' | 'host' | 'headers'>) => Promise<Rendered>

/** The production server build (`react-router build` output in buildDir/server). */
export const loadBuild = async (buildDir: string): Promise<GetBuild> => {
  const serverEntry = join(buildDir, 'server', 'index.js')
  if (!existsSync(serverEntry)) {
    throw new Error(`no web build at ${serverEntry}: run "npm run build" first (or start with --dev)`)
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild
  return async () => build
}

/**
 * Renders one public URL with React Router: the services and the site URL go into the load
 * context under the app's own keys. Pages are the same for everyone (the session lives in the
 * browser): no cookie and no credentials reach the render, which is what makes its result
 * shareable through the cache.
 */
export const createRenderer = (opts: {
  getBuild: GetBuild
  services: PublicServices
  siteUrl: string
  mode: 'production' | 'development'
}): Render => {
  let handler: ReturnType<typeof createRequestHandler> | undefined
  return async (url, req) => {
    const build = await opts.getBuild()
    // Development re-creates the handler per request: Vite may have swapped the build.
    const h =
      opts.mode === 'development'
        ? createRequestHandler(build, 'development')
        : (handler ??= createRequestHandler(build, 'production'))
    const entry = build.entry.module as unknown as EntryExports
    let view: ViewMark | undefined
    const context = new RouterContextProvider()
    context.set(entry.servicesContext, opts.services)
    context.set(entry.requestInfoContext, {
      siteUrl: opts.siteUrl,
      pageRequest: !url.split('?')[0]!.endsWith('.data'),
      onView: (type, id) => {
        view = { type, id }
      },
    })
    const headers = new Headers()
    for (const [k, v] of Object.entries(req.headers)) {
      if (v === undefined || k === 'cookie' || k === 'authorization' || k.startsWith(':')) continue
      headers.set(k, Array.isArray(v) ? v.join(', ') : v)
    }
    const response = await h(new Request(`${req.protocol}://${req.host}${url}`, { method: 'GET', headers }), context)
    const body = Buffer.from(await response.arrayBuffer())
    return { response, body, view }
  }
}
