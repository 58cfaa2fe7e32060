import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'

import type { FastifyInstance } from 'fastify'

const ANSWERS: Record<string, { status: number; code: string; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    code: 'REQUEST_TIMEOUT',
    detail: 'The request took too long to arrive',
  },
  HPE_HEADER_OVERFLOW: { status: 431, code: 'HEADERS_TOO_LARGE', detail: 'The request headers are too large' },
}
const MALFORMED = { status: 400, code: 'BAD_REQUEST', detail: 'The request could not be understood' }

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a bad chunk size, a body that
 * never finishes arriving): answered in the API's error shape and logged at debug level only,
 * as they say nothing about the server.
 */
export function clientErrorHandler(this: FastifyInstance, err: NodeJS.ErrnoException, socket: Socket) {
  // A reset connection is gone already (Node's own advice).
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const answer = ANSWERS[err.code ?? ''] ?? MALFORMED
  this.log.debug({ code: err.code, reason: err.message }, 'client error')
  if (socket.writable) {
    const body = JSON.stringify({ detail: answer.detail, code: answer.code })
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    )
  }
  socket.destroy()
}
