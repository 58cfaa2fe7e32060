import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, ipFor, multipart, postInput, type TestAccount } from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'
import { waitFor } from '../../test/private-services.ts'
import { startSmtp, type TestSmtp } from '../../test/smtp.ts'

const SITE = 'http://folio.test'
const OWNER = 'owner@example.test'
let ip = 0

const linkIn = (text: string, path: string) => {
  const m = new RegExp(`${SITE}/${path}/([A-Za-z0-9_-]+)`).exec(text)
  if (!m) throw new Error(`no ${path} link in: ${text}`)
  return { url: m[0], path: m[0].slice(SITE.length), token: m[1]! }
}

describe('newsletter: subscribing, sending and unsubscribing through a real SMTP server', () => {
  let smtp: TestSmtp
  let t: TestApp
  let admin: TestAccount
  const subscribe = (body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/v1/subscribe', payload: body, remoteAddress: ipFor(++ip) })
  const mailsTo = (address: string) =>
    smtp.received.filter((m) => m.rcpt.map((r) => r.toLowerCase()).includes(address.toLowerCase()))
  const status = async (email: string) =>
    (
      await t.app.db.db
        .selectFrom('newsletter_subscribers')
        .select('status')
        .where('email_key', '=', email.toLowerCase())
        .executeTakeFirst()
    )?.status
  /** Subscribes and confirms through the emailed link: an active subscriber. */
  const activeSubscriber = async (email: string) => {
    expect((await subscribe({ email })).statusCode).toBe(202)
    await waitFor(async () => mailsTo(email).length > 0)
    const res = await t.app.inject({ url: linkIn(mailsTo(email).at(-1)!.mail.text!, 'subscribe/confirm').path })
    expect(res.statusCode).toBe(200)
    expect(await status(email)).toBe('active')
  }
  const publish = async (overrides: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/blogs',
      headers: admin.headers,
      payload: { ...postInput(), ...overrides },
    })
    expect(res.statusCode, res.body).toBe(201)
    return res.json() as { id: number; title: string; slug: string; send_newsletter: boolean }
  }
  const deliveries = (postId: number) =>
    t.app.db.db.selectFrom('newsletter_deliveries').selectAll().where('post_id', '=', postId).execute()
  /** Queued (after the write's change event) and every delivery done. */
  const allSettled = async (postId: number) => {
    const rows = await deliveries(postId)
    return (
      rows.length > 0 && rows.every((d) => d.status === 'sent' || d.status === 'failed' || d.status === 'cancelled')
    )
  }

  beforeAll(async () => {
    smtp = await startSmtp({ refuse: (a) => a.startsWith('nobody@') })
    t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMTP_FROM: 'Folio <folio@folio.test>',
        SITE_URL: SITE,
        NEWSLETTER_RATE_PER_MINUTE: '10000',
        PUBLISH_TICK_MS: '200',
        LINK_CHECK_INTERVAL_HOURS: '0',
      },
    })
    admin = await createAdmin(t.app)
    const site = await t.app.services.site.get()
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/site',
      headers: admin.headers,
      payload: { ...site, email: OWNER },
    })
    expect(res.statusCode).toBe(200)
  })
  afterAll(async () => {
    await t?.close()
    await smtp?.close()
  })

  it('double opt-in: pending until the emailed link is visited; the same 202 for every address', async () => {
    const email = 'Ada.Lovelace@Example.test'
    const res = await subscribe({ email, name: '  Ada  ' })
    expect(res.statusCode).toBe(202)
    const answer = res.json()
    expect(answer.message).toMatch(/check your inbox/i)
    expect(await status(email)).toBe('pending')
    await waitFor(async () => mailsTo('Ada.Lovelace@Example.test').length === 1)
    const mail = mailsTo(email)[0]!
    expect(mail.rcpt.map((r) => r.toLowerCase())).toEqual([email.toLowerCase()])
    const confirm = linkIn(mail.mail.text!, 'subscribe/confirm')
    expect(confirm.token.length).toBeGreaterThanOrEqual(22)

    // The GET of the confirmation page confirms; again changes nothing; an unknown token is a 404.
    const page = await t.app.inject({ url: confirm.path })
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toContain('<meta name="robots" content="noindex">')
    expect(page.body).toContain('Subscription confirmed')
    expect(await status(email)).toBe('active')
    const again = await t.app.inject({ url: confirm.path })
    expect(again.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/subscribe/confirm/not-a-token' })).statusCode).toBe(404)

    // Active (any case), honeypot, new: the same status and body; the active one gets no email.
    const sent = smtp.received.length
    for (const body of [
      { email: 'ada.lovelace@example.test' },
      { email: 'bot@example.test', website: 'http://spam.example' },
    ]) {
      const r = await subscribe(body)
      expect(r.statusCode).toBe(202)
      expect(r.json()).toEqual(answer)
    }
    expect(await status('bot@example.test')).toBeUndefined()
    expect(await status(email)).toBe('active')
    const marker = 'marker-1@example.test'
    await subscribe({ email: marker })
    await waitFor(async () => mailsTo(marker).length === 1)
    expect(smtp.received.length).toBe(sent + 1)
  })

  it('bad input is a 422 naming the field, and nothing is stored', async () => {
    for (const [body, msg] of [
      [{}, 'Email is required'],
      [{ email: 'not-an-address' }, 'Invalid email address'],
      [{ email: `${'a'.repeat(250)}@example.test` }, 'Invalid email address'],
    ] as const) {
      const res = await subscribe(body)
      expect(res.statusCode).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
      const err = res.json().errors.find((e: { loc: string[] }) => e.loc.at(-1) === 'email')
      expect(err.msg).toBe(msg)
    }
    const res = await subscribe({ email: 'named@example.test', name: 'x'.repeat(101) })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[0].loc.at(-1)).toBe('name')
    expect(await status('named@example.test')).toBeUndefined()
  })

  it('at most 3 confirmation emails an hour to one address; a client gets 429 after 5 requests', async () => {
    const email = 'repeat@example.test'
    for (let i = 0; i < 5; i++) expect((await subscribe({ email })).statusCode).toBe(202)
    const queued = await t.app.db.db
      .selectFrom('newsletter_deliveries as d')
      .innerJoin('newsletter_subscribers as s', 's.id', 'd.subscriber_id')
      .select('d.id')
      .where('s.email_key', '=', email)
      .execute()
    expect(queued).toHaveLength(3)
    await waitFor(async () => mailsTo(email).length === 3)

    const from = '192.0.2.77'
    const codes: number[] = []
    for (let i = 0; i < 3; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/subscribe',
            payload: { email: `api${i}@example.test` },
            remoteAddress: from,
          })
        ).statusCode,
      )
    for (let i = 0; i < 3; i++)
      codes.push(
        (
          await t.app.inject({
            method: 'POST',
            url: '/subscribe',
            payload: `email=form${i}%40example.test`,
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            remoteAddress: from,
          })
        ).statusCode,
      )
    expect(codes).toEqual([202, 202, 202, 200, 200, 429])
    // A person at the form is told in words, not with the API's JSON.
    const limited = await t.app.inject({
      method: 'POST',
      url: '/subscribe',
      payload: 'email=form9%40example.test',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      remoteAddress: from,
    })
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['content-type']).toMatch(/text\/html/)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.headers['cache-control']).toBe('no-store')
    expect(limited.body).toContain('<h1>Too many attempts</h1>')
    expect(limited.body).toMatch(/try again in \d+ minutes?/)
    expect(await status('form9@example.test')).toBeUndefined()
  })

  it('the form works without JavaScript: an HTML answer, or the form again with the error', async () => {
    const form = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/subscribe',
        payload,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: ipFor(++ip),
      })
    const ok = await form('email=nojs%40example.test&name=No+JS&website=')
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toMatch(/text\/html/)
    expect(ok.body).toContain('Check your inbox')
    const known = await form('email=nojs%40example.test')
    expect(known.body).toBe(ok.body)
    expect(await status('nojs@example.test')).toBe('pending')
    const bad = await form('email=nope')
    expect(bad.statusCode).toBe(422)
    expect(bad.body).toContain('Invalid email address')
    expect(bad.body).toContain('<form method="post" action="/subscribe"')
  })

  it('a published post reaches each active subscriber once, with the list headers; pending ones get nothing', async () => {
    await activeSubscriber('reader1@example.test')
    await activeSubscriber('reader2@example.test')
    const pending = 'pending-reader@example.test'
    await subscribe({ email: pending })
    const active = await t.app.db.db
      .selectFrom('newsletter_subscribers')
      .select(['email', 'unsubscribe_token'])
      .where('status', '=', 'active')
      .execute()

    const post = await publish({ excerpt: 'What the post is about.' })
    expect(post.send_newsletter).toBe(true)
    await waitFor(async () => smtp.received.filter((m) => m.mail.subject === post.title).length === active.length)
    await waitFor(() => allSettled(post.id))
    const copies = smtp.received.filter((m) => m.mail.subject === post.title)
    const lower = (list: string[]) => list.map((a) => a.toLowerCase())
    expect(copies.map((m) => lower(m.rcpt)).sort()).toEqual(active.map((a) => lower([a.email])).sort())
    for (const { rcpt, mail } of copies) {
      const token = active.find((a) => a.email.toLowerCase() === rcpt[0]!.toLowerCase())!.unsubscribe_token
      const unsubscribe = `${SITE}/unsubscribe/${token}`
      expect(lower(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((v) => v.address!) : [])).toEqual(lower(rcpt))
      // Header names are case-insensitive; the values exactly, unfolded.
      const header = (name: string) =>
        mail.headerLines
          .filter((h) => h.key === name)
          .map((h) => h.line.replace(/\r?\n\s+/g, ' ').replace(/^[^:]+:\s*/, ''))
      expect(header('list-unsubscribe')).toEqual([`<${unsubscribe}>`])
      expect(header('list-unsubscribe-post')).toEqual(['List-Unsubscribe=One-Click'])
      expect(header('list-id')).toEqual(['Folio newsletter <newsletter.folio.test>'])
      expect(mail.subject).toBe(post.title)
      expect(mail.messageId).toMatch(/^<newsletter\.\d+\.\d+@folio\.test>$/)
      for (const part of [mail.text!, mail.html as string]) {
        expect(part).toContain('What the post is about.')
        expect(part).toContain(`${SITE}/blogs/${post.slug}`)
        expect(part).toContain(unsubscribe)
      }
    }
    expect(mailsTo(pending).filter((m) => m.mail.subject === post.title)).toHaveLength(0)

    const overview = await t.app.inject({ url: '/api/v1/admin/newsletter', headers: admin.headers })
    expect(overview.json()).toMatchObject({ email_configured: true, rate_per_minute: 10000 })
    expect(overview.json().posts[0]).toEqual({
      post_id: post.id,
      title: post.title,
      queued: 0,
      sent: active.length,
      failed: 0,
    })
  })

  it('edits, unpublishing, publishing again, a new time and a restored revision send nothing more', async () => {
    const post = await publish()
    await waitFor(() => allSettled(post.id))
    const before = (await deliveries(post.id)).length
    expect(before).toBeGreaterThan(0)
    const put = (body: Record<string, unknown>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/blogs/${post.id}`,
        headers: admin.headers,
        payload: { ...postInput({ title: post.title, slug: post.slug }), ...body },
      })
    expect((await put({ excerpt: 'Edited' })).statusCode).toBe(200)
    expect((await put({ published: false })).statusCode).toBe(200)
    expect((await put({ published: true, published_at: new Date().toISOString() })).statusCode).toBe(200)
    // A post published after all that goes out; by then a resend of the first would be queued.
    const marker = await publish()
    await waitFor(() => allSettled(marker.id))
    await t.app.services.newsletter.queueGonePublic()
    expect(await deliveries(post.id)).toHaveLength(before)
    expect(smtp.received.filter((m) => m.mail.subject === post.title)).toHaveLength(before)
  })

  it('a post published with send_newsletter off is never sent, even when it is turned on later', async () => {
    const post = await publish({ send_newsletter: false })
    expect(post.send_newsletter).toBe(false)
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/blogs/${post.id}`,
      headers: admin.headers,
      payload: { ...postInput({ title: post.title, slug: post.slug }), send_newsletter: true },
    })
    expect(res.json().send_newsletter).toBe(true)
    await t.app.services.newsletter.queueGonePublic()
    expect(await deliveries(post.id)).toHaveLength(0)
  })

  it('a scheduled post goes out when its time passes, with no request', async () => {
    const at = new Date(Date.now() + 1500).toISOString()
    const post = await publish({ published_at: at })
    expect(await deliveries(post.id)).toHaveLength(0)
    await waitFor(async () => smtp.received.some((m) => m.mail.subject === post.title))
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(at))
  })

  it('one-click unsubscribe (RFC 8058) needs no session; the GET page changes nothing', async () => {
    const email = 'leaver@example.test'
    await activeSubscriber(email)
    const post = await publish()
    await waitFor(async () => mailsTo(email).some((m) => m.mail.subject === post.title))
    const mail = mailsTo(email).find((m) => m.mail.subject === post.title)!
    const link = linkIn(mail.mail.text!, 'unsubscribe')

    const page = await t.app.inject({ url: link.path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain(`<form method="post" action="${link.path}"`)
    expect(await status(email)).toBe('active')

    const body = multipart([{ name: 'List-Unsubscribe', data: 'One-Click' }])
    const res = await t.app.inject({ method: 'POST', url: link.path, ...body })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('unsubscribed')
    expect(await status(email)).toBe('unsubscribed')
    const again = await t.app.inject({
      method: 'POST',
      url: link.path,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(again.statusCode).toBe(200)
    expect((await t.app.inject({ method: 'POST', url: '/unsubscribe/unknown-token' })).statusCode).toBe(404)

    const next = await publish()
    await waitFor(() => allSettled(next.id))
    expect(mailsTo(email).filter((m) => m.mail.subject === next.title)).toHaveLength(0)
  })

  it('a recipient the server refuses (5xx) fails at once; the others are sent', async () => {
    const refused = await t.app.services.newsletter.importCsv('email,consent\nnobody@example.test,yes\n')
    expect(refused.active).toBe(1)
    const post = await publish()
    await waitFor(() => allSettled(post.id))
    const rows = await deliveries(post.id)
    const failed = rows.filter((d) => d.status === 'failed')
    expect(failed).toHaveLength(1)
    expect(failed[0]!.attempts).toBe(1)
    expect(rows.filter((d) => d.status === 'sent').length).toBe(rows.length - 1)
  })

  it('admin: list with counts and search, delete, CSV export with the formula guard, import', async () => {
    const imported = multipart([
      {
        name: 'file',
        filename: 'subs.csv',
        contentType: 'text/csv',
        data: '\uFEFFName,EMAIL,Consent,extra\r\n"=Eve, the ""first""",eve@example.test,Yes,x\r\nSam,sam@example.test,no,\r\nbad,not-an-email,yes,\r\nEve again,EVE@example.test,yes,\r\n',
      },
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/subscribers/import',
      ...imported,
      headers: { ...imported.headers, ...admin.headers },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      active: 1,
      pending: 1,
      skipped: 1,
      errors: [{ line: 4, detail: 'Invalid email address' }],
    })
    // The import's confirmation email goes through the queue.
    await waitFor(async () => mailsTo('sam@example.test').length === 1)

    const list = await t.app.inject({ url: '/api/v1/admin/subscribers?search=EVE&limit=5', headers: admin.headers })
    expect(list.statusCode).toBe(200)
    expect(list.json().subscribers).toHaveLength(1)
    expect(list.json().counts).toEqual({ pending: 0, active: 1, unsubscribed: 0 })
    const all = await t.app.inject({ url: '/api/v1/admin/subscribers?status=pending', headers: admin.headers })
    expect(all.json().subscribers.every((s: { status: string }) => s.status === 'pending')).toBe(true)
    for (const q of ['status=gone', 'limit=0', 'limit=101', 'skip=-1'])
      expect((await t.app.inject({ url: `/api/v1/admin/subscribers?${q}`, headers: admin.headers })).statusCode).toBe(
        422,
      )

    const csv = await t.app.inject({ url: '/api/v1/admin/subscribers/export.csv?search=eve', headers: admin.headers })
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toMatch(/text\/csv/)
    expect(csv.headers['content-disposition']).toMatch(/attachment/)
    const lines = csv.body.trim().split('\r\n')
    expect(lines[0]).toBe('id,email,name,status,created_at,confirmed_at,unsubscribed_at')
    expect(lines[1]).toMatch(/^\d+,eve@example\.test,"'=Eve, the ""first""",active,[^,]+,[^,]+,$/)

    const eve = list.json().subscribers[0]
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/subscribers/${eve.id}`,
      headers: admin.headers,
    })
    expect(del.statusCode).toBe(204)
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/subscribers/${eve.id}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404)

    for (const data of ['', 'name\nx\n']) {
      const body = multipart([{ name: 'file', filename: 'a.csv', data }])
      const refused = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/subscribers/import',
        payload: body.payload,
        headers: { ...body.headers, ...admin.headers },
      })
      expect(refused.statusCode).toBe(422)
    }
    const big = multipart([{ name: 'file', filename: 'big.csv', data: `email\n${'a@example.test\n'.repeat(200_000)}` }])
    const tooBig = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/subscribers/import',
      ...big,
      headers: { ...big.headers, ...admin.headers },
    })
    expect(tooBig.statusCode).toBe(413)

    // Admin routes need a superuser.
    expect((await t.app.inject({ url: '/api/v1/admin/subscribers' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/v1/admin/newsletter' })).statusCode).toBe(401)
  })

  it('"send a test": one copy to the owner, no figures change', async () => {
    const post = await publish({ published: false })
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/newsletter/test',
      headers: admin.headers,
      payload: { post_id: post.id },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ to: OWNER })
    const testMail = mailsTo(OWNER).at(-1)!.mail
    expect(testMail.subject).toBe(`[Test] ${post.title}`)
    // Its unsubscribe link is no 404: a page explains that a test has nothing to unsubscribe.
    const link = linkIn(testMail.text!, 'unsubscribe')
    for (const method of ['GET', 'POST'] as const) {
      const page = await t.app.inject({
        method,
        url: link.path,
        ...(method === 'POST'
          ? { payload: 'List-Unsubscribe=One-Click', headers: { 'content-type': 'application/x-www-form-urlencoded' } }
          : {}),
      })
      expect(page.statusCode).toBe(200)
      expect(page.headers['cache-control']).toBe('no-store')
      expect(page.body).toContain('This was a test email')
    }
    expect(await deliveries(post.id)).toHaveLength(0)
    const post2 = async (payload: object) =>
      (await t.app.inject({ method: 'POST', url: '/api/v1/admin/newsletter/test', headers: admin.headers, payload }))
        .statusCode
    expect(await post2({ post_id: 999_999 })).toBe(404)
    expect(await post2({})).toBe(422)
  })
})

describe('newsletter: the mail server down, then back', () => {
  it('everything queued while it was down arrives once when it returns', async () => {
    let smtp = await startSmtp()
    const port = smtp.port
    const t = await createTestApp({
      env: {
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        SITE_URL: SITE,
        NEWSLETTER_RATE_PER_MINUTE: '10000',
        LINK_CHECK_INTERVAL_HOURS: '0',
      },
    })
    try {
      const emails = Array.from({ length: 5 }, (_, i) => `down${i}@example.test`)
      const result = await t.app.services.newsletter.importCsv(
        `email,consent\n${emails.map((e) => `${e},yes`).join('\n')}\n`,
      )
      expect(result.active).toBe(5)
      await smtp.close()

      const post = await t.app.services.blogs.create(postInput())
      const rows = () =>
        t.app.db.db.selectFrom('newsletter_deliveries').selectAll().where('post_id', '=', post.id).execute()
      // Tried, refused by a closed port, and queued again with a delay.
      await waitFor(async () => (await rows()).some((d) => d.attempts >= 2 && d.last_error !== null))
      expect((await rows()).every((d) => d.status !== 'sent' && d.status !== 'failed')).toBe(true)

      smtp = await startSmtp({ port })
      await waitFor(async () => (await rows()).every((d) => d.status === 'sent'), 90_000)
      expect(smtp.received.map((m) => m.rcpt[0]).sort()).toEqual(emails.sort())
    } finally {
      await t.close()
      await smtp.close()
    }
  }, 120_000)
})

describe('newsletter without SMTP_URL', () => {
  it('subscribing and publishing work, nothing is queued, the admin says email is not configured', async () => {
    const t = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
    try {
      const admin = await createAdmin(t.app)
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/subscribe',
        payload: { email: 'quiet@example.test' },
      })
      expect(res.statusCode).toBe(202)
      const post = await t.app.services.blogs.create(postInput())
      await t.app.services.newsletter.queueGonePublic()
      expect(await t.app.db.db.selectFrom('newsletter_deliveries').selectAll().execute()).toHaveLength(0)
      const overview = await t.app.inject({ url: '/api/v1/admin/newsletter', headers: admin.headers })
      expect(overview.json()).toEqual({ email_configured: false, rate_per_minute: 120, posts: [] })
      const test = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/newsletter/test',
        headers: admin.headers,
        payload: { post_id: post.id },
      })
      expect(test.statusCode).toBe(409)
      expect(test.json().code).toBe('EMAIL_NOT_CONFIGURED')
    } finally {
      await t.close()
    }
  })
})
