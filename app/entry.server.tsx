import { PassThrough } from 'node:stream'

import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'

import { redactSecretLinks } from '../core/secret-links.ts'
import { WithheldData, withheldContext } from './components/ui/static-part.tsx'
import { deferHydration } from './defer-hydration.ts'

// The server takes the context keys from this module (build.entry.module), so loaders and the
// server share the very same key objects (ARCHITECTURE.md).
export { requestInfoContext, servicesContext } from './context.ts'

export const streamTimeout = 5_000

/**
 * Renders the whole document before sending (onAllReady): loaders already awaited their data,
 * the server caches the finished HTML, and the CSP hashes need every inline script. The page is
 * one string, so its boot script can be rewritten on the way out (deferHydration).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode
    let timeout: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    // The static parts' data, which the loaders left out of the hydration data (static-part.tsx).
    const page = (
      <WithheldData.Provider value={loadContext.get(withheldContext)}>
        <ServerRouter context={routerContext} url={request.url} />
      </WithheldData.Provider>
    )
    const { pipe, abort } = renderToPipeableStream(page, {
      // Every Suspense boundary in place, none "outlined": past 12.8 KB of a page React sends a
      // finished boundary as a hidden copy moved in by a script (and batches those reveals by
      // 300 ms), which left the home page's lazy sections and contact form hidden without
      // JavaScript and late with it. The page is sent whole anyway (onAllReady).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const body = new PassThrough()
        const chunks: Buffer[] = []
        body.on('data', (chunk: Buffer) => chunks.push(chunk))
        body.on('end', () => {
          clearTimeout(timeout)
          timeout = undefined
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
          resolve(
            new Response(deferHydration(Buffer.concat(chunks).toString('utf8')), {
              headers: responseHeaders,
              status,
            }),
          )
        })
        body.on('error', reject)
        pipe(body)
      },
      onShellError(error: unknown) {
        clearTimeout(timeout)
        reject(error)
      },
      onError(error: unknown) {
        status = 500
        logError(error)
      },
    })
  })
}

/**
 * An error as React Router would log it (a route error response by its cause), without secret
 * link tokens: its message and stack may quote the URL ("No route matches URL …/preview/…").
 */
const logError = (error: unknown) => {
  // A route error response of React Router's own (a 404 for an unknown URL) carries its cause.
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined
  const cause = inner ?? error
  console.error(cause instanceof Error ? redactSecretLinks(cause.stack ?? `${cause.name}: ${cause.message}`) : cause)
}

export const handleError: HandleErrorFunction = (error, { request }) => {
  // Aborted requests (the visitor navigated away) are not errors worth a log line.
  if (request.signal.aborted) return
  logError(error)
}
