import { createHash } from 'node:crypto'

import type { FastifyReply, FastifyRequest } from 'fastify'
import { isbot } from 'isbot'

import type { Visitor } from '../../core/services.ts'

const COOKIE = 'visitor'
const ONE_YEAR_S = 365 * 24 * 3600
const ID = /^[\w-]{16,64}$/

/** What identifying a visitor needs from a request (a FastifyRequest is one). */
export type RequestLike = Pick<FastifyRequest, 'ip' | 'headers'> & Partial<Pick<FastifyRequest, 'protocol'>>

/**
 * Who is asking: the `visitor` cookie when the browser has one, else a hash of IP + User-Agent.
 * A like stores that hash in the cookie, so the same browser stays the same visitor when its
 * address changes; views never set a cookie. `botsUnnamed`: a bot (isbot, or no User-Agent) is
 * not worked out (id ''), for a caller that ignores bots anyway (views: a crawler's hit on a
 * cached page costs no hashing).
 */
export const visitorOf = (
  req: RequestLike,
  reply?: FastifyReply,
  opts: { setCookie?: boolean; botsUnnamed?: boolean } = {},
): Visitor => {
  const ua = req.headers['user-agent'] ?? ''
  const isBot = !ua || isbot(ua)
  if (isBot && opts.botsUnnamed) return { id: '', isBot }
  const cookie = parseCookie(req.headers.cookie, COOKIE)
  let id = cookie && ID.test(cookie) ? cookie : undefined
  if (!id) {
    id = createHash('sha256').update(`${req.ip}|${ua}`).digest('base64url')
    if (reply && opts.setCookie) {
      reply.header(
        'set-cookie',
        `${COOKIE}=${id}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${req.protocol === 'https' ? '; Secure' : ''}`,
      )
    }
  }
  return { id, isBot }
}

const parseCookie = (header: string | undefined, name: string) => {
  if (!header) return undefined
  for (const part of header.split(';')) {
    const [k, ...v] = part.trim().split('=')
    if (k === name) return v.join('=')
  }
  return undefined
}
