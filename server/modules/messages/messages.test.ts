import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import { contactInput, createAdmin, createUser, ipFor, unique, type TestAccount } from '../../test/factories.ts'

let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  // The global burst limit has its own test below; here it must not turn bulk sends into spam.
  t = await createTestApp({ env: { CONTACT_BURST_PER_MINUTE: '100000' } })
  admin = await createAdmin(t.app)
})
afterAll(async () => {
  await t?.close()
})

let nextIp = 1
const send = (body: Record<string, unknown>, remoteAddress = ipFor(nextIp++)) =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: body, remoteAddress })

/** A contact body from a distinct sender address unless the test gives one (the per-address burst rule). */
const input = (overrides: Record<string, unknown> = {}) =>
  contactInput({ email: `${unique('sender')}@example.com`, ...overrides })

const inbox = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/messages${query}`, headers: admin.headers })

const clearInbox = () => t.db.db.deleteFrom('contact_messages').execute()

describe('POST /contact', () => {
  it('stores the message for the inbox: 201 { id, created_at }', async () => {
    const res = await send(input({ subject: 'Stored' }))
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body.id).toEqual(expect.any(Number))
    expect(new Date(body.created_at).toISOString()).toBe(body.created_at)
    const list = (await inbox()).json()
    expect(list.messages.find((m: { id: number }) => m.id === body.id)).toMatchObject({
      subject: 'Stored',
      read: false,
    })
  })

  it.each([
    [{ name: '' }, 'Name is required'],
    [{ name: 'A' }, 'Name must be at least 2 characters'],
    [{ email: '' }, 'Email is required'],
    [{ email: 'nope@' }, 'Invalid email address'],
    [{ subject: '' }, 'Subject is required'],
    [{ message: '' }, 'Message is required'],
    [{ message: 'Too short' }, 'Message must be at least 10 characters'],
  ])('refuses %j with "%s" (SPEC.md §5)', async (override, message) => {
    const res = await send(input(override))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: message })
  })

  it('a filled honeypot is answered 201 like any other and lands in Spam, not the inbox', async () => {
    await clearInbox()
    const res = await send(input({ website: 'http://spam.example', subject: 'Buy now' }))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ id: expect.any(Number), created_at: expect.any(String) })
    expect((await inbox()).json()).toMatchObject({ total: 0, unread: 0, counts: { new: 0, spam: 1 } })
    const spam = (await inbox('?status=spam')).json()
    expect(spam.messages).toEqual([expect.objectContaining({ id: res.json().id, subject: 'Buy now', status: 'spam' })])
    // An empty honeypot is a person: kept.
    expect((await send(input({ website: '' }))).statusCode).toBe(201)
    expect((await inbox()).json()).toMatchObject({ total: 1, counts: { new: 1, spam: 1 } })
  })

  it('is rate limited per address (429 with Retry-After), other addresses unaffected', async () => {
    const ip = ipFor(60_000)
    const codes: number[] = []
    for (let i = 0; i < 6; i++) codes.push((await send(input(), ip)).statusCode)
    expect(codes).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await send(input(), ip)
    expect(limited.json().code).toBe('RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await send(input(), ipFor(60_001))).statusCode).toBe(201)
  })

  it('100 concurrent messages: every 201 is in the inbox, exactly once', async () => {
    await clearInbox()
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(input({ subject: `Concurrent ${i}`, email: `sender${i}@example.com` }), ipFor(10_000 + i)),
      ),
    )
    expect(results.map((r) => r.statusCode)).toEqual(Array(100).fill(201))
    const ids = results.map((r) => r.json().id as number)
    expect(new Set(ids).size).toBe(100)
    const list = (await inbox('?limit=100')).json()
    expect(list.total).toBe(100)
    expect(list.unread).toBe(100)
    expect(list.messages.map((m: { id: number }) => m.id).sort((a: number, b: number) => a - b)).toEqual(
      [...ids].sort((a, b) => a - b),
    )
    const subjects = new Set(list.messages.map((m: { subject: string }) => m.subject))
    for (let i = 0; i < 100; i++) expect(subjects.has(`Concurrent ${i}`)).toBe(true)
  })
})

describe('the admin inbox', () => {
  const patch = (id: number, payload: unknown) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/messages/${id}`,
      headers: admin.headers,
      payload: payload as object,
    })

  it('lists newest first with the list envelope and an unread count; filters unread', async () => {
    await clearInbox()
    const ids: number[] = []
    for (let i = 0; i < 5; i++) ids.push((await send(input({ subject: `Msg ${i}` }))).json().id)
    expect((await patch(ids[0]!, { read: true })).json()).toMatchObject({ id: ids[0], read: true })

    const all = (await inbox('?limit=2')).json()
    expect(all).toMatchObject({ total: 5, page: 1, pages: 3, has_more: true, unread: 4 })
    expect(all.messages.map((m: { subject: string }) => m.subject)).toEqual(['Msg 4', 'Msg 3'])

    const unread = (await inbox('?unread=true&limit=100')).json()
    expect(unread.total).toBe(4)
    expect(unread.messages.every((m: { read: boolean }) => !m.read)).toBe(true)
    const read = (await inbox('?unread=false')).json()
    expect(read.messages.map((m: { id: number }) => m.id)).toEqual([ids[0]])

    expect((await patch(ids[0]!, { read: false })).json().read).toBe(false)
    expect((await inbox()).json().unread).toBe(5)
  })

  it('deletes: 204, then 404', async () => {
    const { id } = (await send(input())).json()
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/v1/admin/messages/${id}`, headers: admin.headers })
    expect((await del()).statusCode).toBe(204)
    const again = await del()
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ detail: 'Message not found', code: 'MESSAGE_NOT_FOUND' })
    expect((await patch(id, { read: true })).statusCode).toBe(404)
  })

  it('validates: read must be a boolean; unknown query keys and bad paging are 422', async () => {
    const { id } = (await send(input())).json()
    for (const body of [
      { read: 'yes' },
      {},
      { read: true, extra: 1 },
      { status: 'done' },
      { status: 'read', read: true },
    ]) {
      const res = await patch(id, body)
      expect(res.statusCode).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    for (const q of ['?limit=0', '?limit=101', '?skip=-1', '?unread=maybe', '?sort=x', '?status=open']) {
      expect((await inbox(q)).statusCode).toBe(422)
    }
  })

  it('is for superusers only', async () => {
    const user = await createUser(t.app)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/messages' })).statusCode).toBe(401)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/messages', headers: user.headers })).statusCode,
    ).toBe(403)
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/v1/admin/messages/1', headers: user.headers })).statusCode,
    ).toBe(403)
  })
})

describe('GET /admin/messages: unread first, search', () => {
  const subjects = async (query = '') => (await inbox(query)).json().messages.map((m: { subject: string }) => m.subject)

  it('lists unread messages first, each group newest first', async () => {
    await clearInbox()
    const ids: number[] = []
    for (const subject of ['Oldest', 'Middle', 'Newest']) {
      const res = await send(input({ subject }))
      ids.push(res.json().id)
      // distinct timestamps, so "newest" is unambiguous on both databases
      await new Promise((r) => setTimeout(r, 5))
    }
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/messages/${ids[2]}`,
      headers: admin.headers,
      payload: { read: true },
    })
    expect(patch.statusCode).toBe(200)
    expect(await subjects()).toEqual(['Middle', 'Oldest', 'Newest'])
    const paged = (await inbox('?limit=1&skip=2')).json()
    expect(paged.messages.map((m: { subject: string }) => m.subject)).toEqual(['Newest'])
    expect(paged).toMatchObject({ total: 3, unread: 2, page: 3, pages: 3, has_more: false })
  })

  it('search covers name, email, subject and message; unread still counts the whole inbox', async () => {
    await clearInbox()
    await send(input({ name: 'Zelda Quux', subject: 'One' }))
    await send(input({ email: 'findme@example.com', subject: 'Two' }))
    await send(input({ subject: 'Three QUUXLY' }))
    await send(input({ subject: 'Four', message: 'The word quux is in this message body.' }))
    await send(input({ subject: 'Five' }))
    expect((await subjects('?search=quux')).sort()).toEqual(['Four', 'One', 'Three QUUXLY'])
    expect(await subjects('?search=findme')).toEqual(['Two'])
    const res = (await inbox('?search=quux&unread=false')).json()
    expect(res).toMatchObject({ messages: [], total: 0, unread: 5 })
    expect((await inbox(`?search=${'x'.repeat(201)}`)).statusCode).toBe(422)
  })
})

describe('the lead inbox: statuses, counts, bulk actions, CSV', () => {
  const patch = (id: number, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/admin/messages/${id}`, headers: admin.headers, payload })
  const bulk = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/v1/admin/messages/bulk', headers: admin.headers, payload })
  const csv = (query = '') =>
    t.app.inject({ method: 'GET', url: `/api/v1/admin/messages/export.csv${query}`, headers: admin.headers })
  const subjects = async (query: string) =>
    ((await inbox(query)).json().messages as { subject: string }[]).map((m) => m.subject).sort()

  it('PATCH {status} moves a message; read follows (false only for new); {read} keeps a later status', async () => {
    await clearInbox()
    const { id } = (await send(input({ subject: 'Lead' }))).json()
    expect((await patch(id, { status: 'replied' })).json()).toMatchObject({ status: 'replied', read: true })
    // Marking a replied message read leaves it replied; unread makes it new again.
    expect((await patch(id, { read: true })).json()).toMatchObject({ status: 'replied', read: true })
    expect((await patch(id, { read: false })).json()).toMatchObject({ status: 'new', read: false })
    expect((await patch(id, { read: true })).json()).toMatchObject({ status: 'read', read: true })
    expect((await patch(id, { status: 'new' })).json()).toMatchObject({ status: 'new', read: false })
    expect((await patch(999_999, { status: 'read' })).statusCode).toBe(404)
  })

  it('filters by status with counts per status; no status is the inbox (not archived, not spam); search narrows counts', async () => {
    await clearInbox()
    const ids: Record<string, number> = {}
    for (const subject of ['New quux', 'Read', 'Replied quux', 'Archived', 'Spam quux'])
      ids[subject] = (await send(input({ subject }))).json().id
    await patch(ids.Read!, { status: 'read' })
    await patch(ids['Replied quux']!, { status: 'replied' })
    await patch(ids.Archived!, { status: 'archived' })
    await patch(ids['Spam quux']!, { status: 'spam' })

    const all = (await inbox()).json()
    expect(all.counts).toEqual({ new: 1, read: 1, replied: 1, archived: 1, spam: 1 })
    expect(all.total).toBe(3)
    expect(all.unread).toBe(1)
    expect(await subjects('')).toEqual(['New quux', 'Read', 'Replied quux'])
    expect(await subjects('?status=archived')).toEqual(['Archived'])
    expect(await subjects('?status=spam')).toEqual(['Spam quux'])
    expect(await subjects('?status=replied')).toEqual(['Replied quux'])
    expect((await inbox('?status=all')).json().total).toBe(5)

    const searched = (await inbox('?search=QUUX')).json()
    expect(searched.counts).toEqual({ new: 1, read: 0, replied: 1, archived: 0, spam: 1 })
    expect(await subjects('?search=quux&status=spam')).toEqual(['Spam quux'])
    expect(await subjects('?search=quux')).toEqual(['New quux', 'Replied quux'])
  })

  it('bulk: one status for many, or delete; unknown ids are skipped; bad bodies are 422', async () => {
    await clearInbox()
    const ids: number[] = []
    for (let i = 0; i < 4; i++) ids.push((await send(input({ subject: `Bulk ${i}` }))).json().id)
    const archived = await bulk({ ids: [ids[0], ids[1], ids[1], 999_999], status: 'archived' })
    expect(archived.statusCode).toBe(200)
    expect(archived.json()).toEqual({ count: 2 })
    expect((await inbox()).json().counts).toMatchObject({ new: 2, archived: 2 })
    expect((await bulk({ ids: [ids[2], ids[3]], delete: true })).json()).toEqual({ count: 2 })
    expect((await inbox('?status=all')).json().total).toBe(2)
    for (const body of [
      { ids: [], status: 'read' },
      { ids: [1] },
      { ids: [1], status: 'gone' },
      { ids: [1], delete: false },
    ]) {
      const res = await bulk(body)
      expect(res.statusCode).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
  })

  it('exports the filter as RFC 4180 CSV: header plain, every field of a row quoted, formula cells made inert', async () => {
    await clearInbox()
    await send(
      input({ name: '=HYPERLINK("http://evil.example","x")', subject: '+1 for you', message: 'Line one,\nline "two"' }),
    )
    await send(input({ name: 'Plain Person', subject: '-minus', message: '@handle says hello there' }))
    const archived = (await send(input({ name: 'Archived Person', subject: 'Old' }))).json().id
    await patch(archived, { status: 'archived' })

    const res = await csv()
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/)
    const lines = res.body.split('\r\n')
    expect(lines[0]).toBe('id,created_at,status,name,email,subject,message')
    expect(res.body).toContain(`,"new","'=HYPERLINK(""http://evil.example"",""x"")",`)
    expect(res.body).toContain(`,"'+1 for you","Line one,\nline ""two"""\r\n`)
    expect(res.body).toContain(`,"new","Plain Person",`)
    expect(res.body).toContain(`,"'-minus","'@handle says hello there"\r\n`)
    expect(res.body).not.toContain('Archived Person')
    expect(res.body.endsWith('\r\n')).toBe(true)

    const onlyArchived = (await csv('?status=archived')).body.trim().split('\r\n')
    expect(onlyArchived).toHaveLength(2)
    expect(onlyArchived[1]).toMatch(
      /^"\d+","\d{4}-.+Z","archived","Archived Person","sender.+@example\.com","Old","Hello, I would/,
    )
    expect((await csv('?search=plain')).body.trim().split('\r\n')).toHaveLength(2)
    expect((await csv('?skip=1')).statusCode).toBe(422)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/messages/export.csv' })).statusCode).toBe(401)
  })

  it("keeps a value in one cell where the list separator is ';' or tab: x;=1+1;-3+3 stays quoted", async () => {
    await clearInbox()
    await send(input({ name: 'Semi Colon', subject: 'x;=1+1;-3+3', message: 'a\t=2+2\tb; @SUM(1;2) and more' }))
    const row = (await csv()).body.split('\r\n')[1]!
    expect(row).toMatch(
      /^"\d+","[^"]+Z","new","Semi Colon","sender[^"]+@example\.com","x;=1\+1;-3\+3","a\t=2\+2\tb; @SUM\(1;2\) and more"$/,
    )
    // Split as a spreadsheet does with ';' or tab as its list separator (a quote opens or closes
    // a quoted stretch, where the separator is text): no cell starts a formula.
    const cells = (sep: string) => {
      const out = ['']
      let quoted = false
      for (const ch of row) {
        if (ch === '"') quoted = !quoted
        else if (ch === sep && !quoted) out.push('')
        else out[out.length - 1] += ch
      }
      return out
    }
    for (const sep of [';', '\t', ',']) {
      for (const cell of cells(sep)) expect(cell, `separator ${JSON.stringify(sep)}`).not.toMatch(/^[=+\-@]/)
    }
  })
})

describe('spam defence: caught messages are stored as spam and answered 201', () => {
  const statusOf = async (id: number) =>
    (await inbox('?status=all&limit=100')).json().messages.find((m: { id: number }) => m.id === id)?.status

  it('a form sent faster than the minimum fill time is spam; a normal one or an API client without fill_ms is not', async () => {
    const fast = await send(input({ fill_ms: 800 }))
    expect(fast.statusCode).toBe(201)
    expect(await statusOf(fast.json().id)).toBe('spam')
    expect(await statusOf((await send(input({ fill_ms: 12_000 }))).json().id)).toBe('new')
    expect(await statusOf((await send(input())).json().id)).toBe('new')
    expect((await send(input({ fill_ms: -1 }))).statusCode).toBe(422)
  })

  it('more than 3 messages from one sender address in 10 minutes: the rest land in spam', async () => {
    const email = `${unique('burst')}@example.com`
    const statuses: string[] = []
    for (let i = 0; i < 5; i++) {
      const res = await send(input({ email, subject: `Burst ${i}` }))
      expect(res.statusCode).toBe(201)
      statuses.push(await statusOf(res.json().id))
    }
    expect(statuses).toEqual(['new', 'new', 'new', 'spam', 'spam'])
  })

  it('an API client that leaves out fill_ms and website: new alone, spam with links or in a burst', async () => {
    // Decision: POST /contact keeps taking {name,email,subject,message} alone (API.md); no
    // fill_ms is one weak sign, so it files as spam only with another (a burst, links, repeats).
    const quiet = await send(input({ subject: 'From a script' }))
    expect(quiet.statusCode).toBe(201)
    expect(await statusOf(quiet.json().id)).toBe('new')
    const links = 'See https://a.example, https://b.example and www.c.example for more.'
    const linked = await send(input({ message: links }))
    expect(linked.statusCode).toBe(201)
    expect(await statusOf(linked.json().id)).toBe('spam')
    // The same links from the site's form (it sends fill_ms): one weak sign, kept.
    expect(await statusOf((await send(input({ message: links, fill_ms: 9000 }))).json().id)).toBe('new')
  })

  it('30 a minute from 6 addresses do not push the next genuine message into spam; a script in that burst is', async () => {
    // The default CONTACT_BURST_PER_MINUTE (30): a burst is a weak sign, not a cut-off.
    const own = await createTestApp()
    try {
      const owner = await createAdmin(own.app)
      const post = (body: Record<string, unknown>, ip: string) =>
        own.app.inject({ method: 'POST', url: '/api/v1/contact', payload: input(body), remoteAddress: ip })
      const list = async () =>
        (
          await own.app.inject({
            method: 'GET',
            url: '/api/v1/admin/messages?status=all&limit=100',
            headers: owner.headers,
          })
        ).json()
      for (let address = 0; address < 6; address++) {
        for (let i = 0; i < 5; i++) {
          const res = await post({ subject: `Burst ${address}.${i}`, fill_ms: 4000 + i }, ipFor(70_000 + address))
          expect(res.statusCode).toBe(201)
        }
      }
      expect((await list()).counts).toMatchObject({ new: 30, spam: 0 })
      expect((await list()).latest_spam_at).toBeNull()

      // A person on the site's form, during the burst: kept in the inbox (and emailed, if set up).
      const genuine = await post({ subject: 'Genuine lead', fill_ms: 25_000 }, ipFor(70_100))
      expect(genuine.statusCode).toBe(201)
      // A script without the form's fields, during the burst: spam.
      const script = await post({ subject: 'Scripted' }, ipFor(70_101))
      expect(script.statusCode).toBe(201)

      const after = await list()
      const statusOfSubject = (subject: string) =>
        after.messages.find((m: { subject: string }) => m.subject === subject)?.status
      expect(statusOfSubject('Genuine lead')).toBe('new')
      expect(statusOfSubject('Scripted')).toBe('spam')
      expect(after.counts).toMatchObject({ new: 31, spam: 1 })
      // The inbox says when messages were last filed as spam.
      expect(after.latest_spam_at).toBe(script.json().created_at)
      const inboxView = await own.app.inject({ method: 'GET', url: '/api/v1/admin/messages', headers: owner.headers })
      expect(inboxView.json().latest_spam_at).toBe(script.json().created_at)
    } finally {
      await own.close()
    }
  })
})
