import type { FastifyBaseLogger } from 'fastify'
import type { ContactRequest } from '../../../core/schemas/contact.ts'
import { createSmtpTransport, defaultSender } from '../../lib/smtp.ts'

export interface ContactMailer {
  /** Emails one stored message to the owner. Never throws: a failure is logged as a warning. */
  send: (message: Pick<ContactRequest, 'name' | 'email' | 'subject' | 'message'> & { id: number }) => Promise<void>
}

export interface ContactMailerOptions {
  /** smtp://user:pass@host:port or smtps://… (SMTP_URL). */
  url: string
  /** The sender (SMTP_FROM); default folio@<the site's host>. */
  from?: string
  siteUrl: string
  /** The owner's address: the site profile's contact email, read at sending time. */
  to: () => Promise<string>
  log: FastifyBaseLogger
}

/**
 * Contact messages by email (SMTP_URL, nodemailer). Sent to the site's contact address with the
 * visitor as Reply-To, so answering the email answers the visitor. Bounded timeouts: a silent
 * mail server costs a background task at most a minute, never a visitor's request.
 */
export const createContactMailer = (opts: ContactMailerOptions): ContactMailer => {
  const { connect } = createSmtpTransport(opts.url)
  const from = opts.from ?? defaultSender(opts.siteUrl)
  return {
    send: async (m) => {
      try {
        const to = await opts.to()
        if (!to) {
          opts.log.warn(
            { message: m.id },
            'contact message not emailed: the site profile has no contact email (set it under Site in the admin)',
          )
          return
        }
        await (
          await connect()
        ).sendMail({
          from,
          to,
          replyTo: { name: m.name, address: m.email },
          subject: `Contact form: ${m.subject}`,
          text: [
            `${m.name} <${m.email}> wrote through the contact form of ${opts.siteUrl}:`,
            '',
            `Subject: ${m.subject}`,
            '',
            m.message,
            '',
            '—',
            `Reply to this email to answer ${m.name}. The message is also in your inbox: ${opts.siteUrl}/admin/messages`,
          ].join('\n'),
        })
      } catch (err) {
        opts.log.warn({ err, message: m.id }, 'contact message stored but not emailed (SMTP failed)')
      }
    },
  }
}
