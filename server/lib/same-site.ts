import type { FastifyInstance, FastifyRequest } from 'fastify'

import { AppError } from '../errors.ts'

/**
 * Whether a browser marked this request as coming from another site: `Sec-Fetch-Site:
 * cross-site`, or an `Origin` that is neither this server's nor SITE_URL's. Requests without
 * those headers (curl, other non-browser clients) are not cross-site.
 */
export const isCrossSite = (req: FastifyRequest, siteUrl: string) => {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = req.headers.origin
  if (origin === undefined) return false
  const own = [new URL(siteUrl).origin, `${req.protocol}://${req.host}`]
  return !own.includes(origin)
}

/** onRequest hook: refuse a cross-site request (API.md, Projects: likes) before anything counts. */
export const sameSiteOnly = async function (this: FastifyInstance, req: FastifyRequest) {
  if (isCrossSite(req, this.config.siteUrl)) {
    throw new AppError(403, 'CROSS_SITE_REQUEST', 'This action is only accepted from this site')
  }
}
