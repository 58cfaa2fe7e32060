import { once } from 'node:events'
import type { AddressInfo } from 'node:net'

import type { FastifyBaseLogger } from 'fastify'
import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { contactInput, createAdmin, ipFor, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { defaultSender } from '../../lib/smtp.ts'
import { createContactMailer } from './contact-mailer.ts'

/** A real SMTP server on loopback that keeps every message it receives, parsed. */
const startSmtp = async () => {
  const received: ParsedMail[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push(mail)
          callback()
        })
        .catch(callback)
    },
  })
  server.listen(0, '127.0.0.1')
  await once(server.server, 'listening')
  const { port } = server.server.address() as AddressInfo
  return { received, port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

/** A port nothing listens on: an SMTP server that is down. */
const closedPort = async () => {
  const smtp = await startSmtp()
  await smtp.close()
  return smtp.port
}

/** Records warnings, as the app's logger would. */
const warnings = () => {
  const seen: { obj: unknown; msg: string }[] = []
  const log = { warn: (obj: unknown, msg: string) => seen.push({ obj, msg }) } as unknown as FastifyBaseLogger
  return { seen, log }
}

const OWNER = 'owner@example.test'
let ip = 0

describe('contact messages by email (SMTP_URL)', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let t: TestApp
  let admin: TestAccount
  const send = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: body, remoteAddress: ipFor(++ip) })

  beforeAll(async () => {
    smtp = await startSmtp()
    t = await createTestApp({
      env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'Folio <folio@example.test>' },
    })
    admin = await createAdmin(t.app)
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/site',
      headers: admin.headers,
      payload: { ...(await t.app.services.site.get()), email: OWNER },
    })
    expect(res.statusCode).toBe(200)
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('a stored message is emailed to the contact address, Reply-To the visitor', async () => {
    const body = contactInput({
      name: 'Grace Hopper',
      email: 'grace@example.com',
      subject: 'A compiler project',
      message: 'Could we talk about a compiler for business data processing?',
      fill_ms: 8000,
    })
    const res = await send(body)
    expect(res.statusCode).toBe(201)
    await t.app.services.contact.settled()
    expect(smtp.received).toHaveLength(1)
    const [mail] = smtp.received
    expect(mail!.subject).toBe('Contact form: A compiler project')
    expect(mail!.from?.value).toEqual([{ name: 'Folio', address: 'folio@example.test' }])
    expect(mail!.to && !Array.isArray(mail!.to) ? mail!.to.value : []).toEqual([{ name: '', address: OWNER }])
    expect(mail!.replyTo?.value).toEqual([{ name: 'Grace Hopper', address: 'grace@example.com' }])
    expect(mail!.text).toContain('Grace Hopper <grace@example.com> wrote through the contact form')
    expect(mail!.text).toContain('Could we talk about a compiler for business data processing?')
    expect(mail!.text).toContain('/admin/messages')
  })

  it('spam is stored but never emailed', async () => {
    const before = smtp.received.length
    // The honeypot and a form sent too fast: both filed as spam, both answered 201.
    expect((await send(contactInput({ email: 'bot1@example.com', website: 'http://spam.example' }))).statusCode).toBe(
      201,
    )
    expect((await send(contactInput({ email: 'bot2@example.com', fill_ms: 200 }))).statusCode).toBe(201)
    await t.app.services.contact.settled()
    expect(smtp.received.length).toBe(before)
    const spam = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/messages?status=spam',
      headers: admin.headers,
    })
    expect(
      spam
        .json()
        .messages.map((m: { email: string }) => m.email)
        .sort(),
    ).toEqual(['bot1@example.com', 'bot2@example.com'])
  })

  it('the admin is told that messages are emailed, and to which address', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/setup', headers: admin.headers })
    expect(res.statusCode).toBe(200)
    expect(res.json().email_notifications).toEqual({ enabled: true, to: OWNER })
  })
})

describe('contact messages when the mail server is down', () => {
  it('the message is still stored and answered 201 at once', async () => {
    const port = await closedPort()
    const t = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } })
    try {
      const admin = await createAdmin(t.app)
      await t.app.services.site.update({ ...(await t.app.services.site.get()), email: OWNER })
      const started = Date.now()
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        payload: contactInput({ subject: 'Down', fill_ms: 8000 }),
        remoteAddress: ipFor(++ip),
      })
      expect(res.statusCode).toBe(201)
      expect(Date.now() - started).toBeLessThan(2000)
      await t.app.services.contact.settled()
      const inbox = await t.app.inject({ method: 'GET', url: '/api/v1/admin/messages', headers: admin.headers })
      expect(inbox.json().messages.map((m: { subject: string }) => m.subject)).toEqual(['Down'])
    } finally {
      await t.close()
    }
  })

  it('the mailer logs a warning instead of failing', async () => {
    const { seen, log } = warnings()
    const mailer = createContactMailer({
      url: `smtp://127.0.0.1:${await closedPort()}`,
      siteUrl: 'https://folio.example',
      to: async () => OWNER,
      log,
    })
    await expect(mailer.send({ id: 7, ...contactInput() })).resolves.toBeUndefined()
    expect(seen).toHaveLength(1)
    expect(seen[0]!.msg).toBe('contact message stored but not emailed (SMTP failed)')
    expect(seen[0]!.obj).toMatchObject({ message: 7 })
  })

  it('without a contact email there is nobody to send to: a warning says where to set it', async () => {
    const smtp = await startSmtp()
    try {
      const { seen, log } = warnings()
      const mailer = createContactMailer({
        url: `smtp://127.0.0.1:${smtp.port}`,
        siteUrl: 'https://folio.example',
        to: async () => '',
        log,
      })
      await mailer.send({ id: 8, ...contactInput() })
      expect(smtp.received).toHaveLength(0)
      expect(seen.map((w) => w.msg)).toEqual([
        'contact message not emailed: the site profile has no contact email (set it under Site in the admin)',
      ])
    } finally {
      await smtp.close()
    }
  })
})

describe('without SMTP_URL', () => {
  it('nothing is emailed and the admin is told so', async () => {
    const t = await createTestApp()
    try {
      const admin = await createAdmin(t.app)
      expect(t.app.services.contact.emailsMessages).toBe(false)
      const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/setup', headers: admin.headers })
      expect(res.json().email_notifications).toEqual({ enabled: false, to: '' })
    } finally {
      await t.close()
    }
  })

  it('the default sender is folio at the site host', () => {
    expect(defaultSender('https://www.example.org')).toBe('Folio <folio@www.example.org>')
  })
})
