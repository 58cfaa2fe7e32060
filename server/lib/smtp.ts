import type { Transporter } from 'nodemailer'

/**
 * The one way to SMTP_URL (contact notifications, the newsletter): nodemailer, loaded with the
 * first message (~650 KB of modules), not at start. STARTTLS when the server offers it, plain
 * SMTP to one that offers none. Bounded timeouts: a silent mail server costs a background task
 * at most about a minute, never a visitor's request.
 */
export const createSmtpTransport = (url: string, opts: { pool?: boolean } = {}) => {
  let transport: Promise<Transporter> | undefined
  const connect = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
        // The newsletter keeps one connection open across its messages.
        ...(opts.pool ? { pool: true, maxConnections: 1, maxMessages: Infinity } : {}),
      }),
    ))
  return {
    connect,
    close: async () => {
      if (transport) (await transport).close()
      transport = undefined
    },
  }
}

/** The sender when SMTP_FROM is not set: "Folio" at the site's own host name. */
export const defaultSender = (siteUrl: string) => `Folio <folio@${new URL(siteUrl).hostname}>`
