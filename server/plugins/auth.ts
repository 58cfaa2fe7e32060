import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'

import type { User } from '../../core/schemas/auth.ts'
import { AppError } from '../errors.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireUser / requireSuperuser; null on routes that need no account. */
    user: User | null
  }
  interface FastifyInstance {
    /** onRequest hook: a valid bearer token of an active account, else 401. */
    requireUser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
    /** onRequest hook: as requireUser, and the account must be a superuser, else 403. */
    requireSuperuser: (req: FastifyRequest, reply: FastifyReply) => Promise<void>
  }
}

export const bearerToken = (req: FastifyRequest) => {
  const header = req.headers.authorization
  if (!header) return undefined
  const match = /^Bearer\s+([\w.~+/-]+=*)\s*$/i.exec(header)
  return match?.[1]
}

/** Authentication and the superuser check, run as onRequest hooks: before any body is read. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null)

    const requireUser = async (req: FastifyRequest, reply: FastifyReply) => {
      // Opened by an API key (plugins/api-keys.ts): an admin key's owner is already req.user.
      if (req.apiKey) {
        if (req.apiKey.scope === 'admin' && req.user) return
        throw new AppError(403, 'FORBIDDEN', 'This API key may not do this')
      }
      try {
        req.user = await app.services.auth.authenticate(bearerToken(req))
      } catch (err) {
        if (err instanceof AppError && err.statusCode === 401) reply.header('www-authenticate', 'Bearer')
        throw err
      }
    }
    app.decorate('requireUser', requireUser)
    app.decorate('requireSuperuser', async (req: FastifyRequest, reply: FastifyReply) => {
      await requireUser(req, reply)
      if (!req.user?.is_superuser) {
        throw new AppError(403, 'FORBIDDEN', 'You do not have permission to do this')
      }
    })
  },
  { name: 'folio-auth' },
)
