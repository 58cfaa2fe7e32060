import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'

export interface ReceivedMail {
  /** The envelope's recipients (RCPT TO). */
  rcpt: string[]
  mail: ParsedMail
}

/**
 * A real SMTP server on loopback that keeps every message it accepted, parsed. `refuse`: RCPT
 * TO addresses answered 550. `port`: listen there (a server brought back after `close`).
 * `hold`: called before each 250, and the reply waits for the promise it returns.
 */
export const startSmtp = async (
  opts: { port?: number; refuse?: (address: string) => boolean; hold?: () => Promise<void> } = {},
) => {
  const received: ReceivedMail[] = []
  let dataSeen = 0
  const closed = new Set<string>()
  const server = new SMTPServer({
    onClose(session) {
      closed.add(session.id)
    },
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    size: 10 * 1024 * 1024,
    onRcptTo(address, _session, callback) {
      if (opts.refuse?.(address.address)) {
        const err = Object.assign(new Error('No such user here'), { responseCode: 550 })
        callback(err)
        return
      }
      callback()
    },
    onData(stream, session, callback) {
      dataSeen++
      simpleParser(stream)
        .then(async (mail) => {
          await opts.hold?.()
          // A client gone before our 250 never learnt that we took the message: it is dropped
          // here, as the sender will send it again (docs/decisions/014-newsletter-delivery.md).
          if (closed.has(session.id)) return callback(new Error('client gone'))
          received.push({ rcpt: session.envelope.rcptTo.map((r) => r.address), mail })
          callback()
        })
        .catch(callback)
    },
  })
  server.listen(opts.port ?? 0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return {
    received,
    port,
    /** Connections that ended. */
    closedSessions: () => closed.size,
    /** Messages whose data arrived, accepted or not yet. */
    dataSeen: () => dataSeen,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type TestSmtp = Awaited<ReturnType<typeof startSmtp>>
