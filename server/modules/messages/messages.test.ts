import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import { contactInput, createAdmin, createUser, ipFor, type TestAccount } from '../../test/factories.ts'

let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(async () => {
  await t?.close()
})

let nextIp = 1
const send = (body: Record<string, unknown>, remoteAddress = ipFor(nextIp++)) =>
  t.app.inject({ method: 'POST', url: '/api/v1/contact', payload: body, remoteAddress })

const inbox = (query = '') =>
  t.app.inject({ method: 'GET', url: `/api/v1/admin/messages${query}`, headers: admin.headers })

const clearInbox = () => t.db.db.deleteFrom('contact_messages').execute()

describe('POST /contact', () => {
  it('stores the message for the inbox: 201 { id, created_at }', async () => {
    const res = await send(contactInput({ subject: 'Stored' }))
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
    const res = await send(contactInput(override))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: message })
  })

  it('a filled honeypot is answered 201 like any other and silently dropped', async () => {
    await clearInbox()
    const res = await send(contactInput({ website: 'http://spam.example', subject: 'Buy now' }))
    expect(res.statusCode).toBe(201)
    expect(res.json()).toEqual({ id: null, created_at: expect.any(String) })
    expect((await inbox()).json().total).toBe(0)
    // An empty honeypot is a person: kept.
    expect((await send(contactInput({ website: '' }))).statusCode).toBe(201)
    expect((await inbox()).json().total).toBe(1)
  })

  it('is rate limited per address (429 with Retry-After), other addresses unaffected', async () => {
    const ip = ipFor(60_000)
    const codes: number[] = []
    for (let i = 0; i < 6; i++) codes.push((await send(contactInput(), ip)).statusCode)
    expect(codes).toEqual([201, 201, 201, 201, 201, 429])
    const limited = await send(contactInput(), ip)
    expect(limited.json().code).toBe('RATE_LIMITED')
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await send(contactInput(), ipFor(60_001))).statusCode).toBe(201)
  })

  it('100 concurrent messages: every 201 is in the inbox, exactly once', async () => {
    await clearInbox()
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        send(contactInput({ subject: `Concurrent ${i}`, email: `sender${i}@example.com` }), ipFor(10_000 + i)),
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
    for (let i = 0; i < 5; i++) ids.push((await send(contactInput({ subject: `Msg ${i}` }))).json().id)
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
    const { id } = (await send(contactInput())).json()
    const del = () => t.app.inject({ method: 'DELETE', url: `/api/v1/admin/messages/${id}`, headers: admin.headers })
    expect((await del()).statusCode).toBe(204)
    const again = await del()
    expect(again.statusCode).toBe(404)
    expect(again.json()).toEqual({ detail: 'Message not found', code: 'MESSAGE_NOT_FOUND' })
    expect((await patch(id, { read: true })).statusCode).toBe(404)
  })

  it('validates: read must be a boolean; unknown query keys and bad paging are 422', async () => {
    const { id } = (await send(contactInput())).json()
    for (const body of [{ read: 'yes' }, {}, { read: true, extra: 1 }]) {
      const res = await patch(id, body)
      expect(res.statusCode).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
    }
    for (const q of ['?limit=0', '?limit=101', '?skip=-1', '?unread=maybe', '?sort=x']) {
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
      const res = await send(contactInput({ subject }))
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
    await send(contactInput({ name: 'Zelda Quux', subject: 'One' }))
    await send(contactInput({ email: 'findme@example.com', subject: 'Two' }))
    await send(contactInput({ subject: 'Three QUUXLY' }))
    await send(contactInput({ subject: 'Four', message: 'The word quux is in this message body.' }))
    await send(contactInput({ subject: 'Five' }))
    expect((await subjects('?search=quux')).sort()).toEqual(['Four', 'One', 'Three QUUXLY'])
    expect(await subjects('?search=findme')).toEqual(['Two'])
    const res = (await inbox('?search=quux&unread=false')).json()
    expect(res).toMatchObject({ messages: [], total: 0, unread: 5 })
    expect((await inbox(`?search=${'x'.repeat(201)}`)).statusCode).toBe(422)
  })
})
