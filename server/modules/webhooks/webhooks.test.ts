import { createHmac } from 'node:crypto'

import { Ajv2020 } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { Webhook as StandardWebhook } from 'standardwebhooks'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

import type { ApiKeyCreated } from '../../../core/schemas/api-key.ts'
import type { WebhookDelivery, WebhookDeliveryList, WebhookWithSecret } from '../../../core/schemas/webhook.ts'
import {
  contactInput,
  createAdmin,
  createProject,
  postInput,
  projectInput,
  type TestAccount,
} from '../../test/factories.ts'
import { createTestApp, createTestDb, type TestApp } from '../../test/harness.ts'
import { type Received, startReceiver } from '../../test/webhook-receiver.ts'

const FAST = {
  ALLOW_PRIVATE_NETWORK: 'true',
  LINK_CHECK_INTERVAL_HOURS: '0',
  WEBHOOK_RETRY_BASE_MS: '100',
  WEBHOOK_MAX_ATTEMPTS: '3',
  WEBHOOK_TIMEOUT_MS: '400',
  WEBHOOK_DISABLE_AFTER: '2',
  PUBLISH_TICK_MS: '200',
}

let t: TestApp
let admin: TestAccount
let receiver: Awaited<ReturnType<typeof startReceiver>>

beforeAll(async () => {
  t = await createTestApp({ env: FAST })
  admin = await createAdmin(t.app)
  receiver = await startReceiver()
})
afterAll(async () => {
  await receiver?.close()
  await t?.close()
})
afterEach(async () => {
  receiver.answer = () => 200
  // Each test starts without webhooks (their deliveries go with them).
  for (const w of await t.app.services.webhooks.list()) await t.app.services.webhooks.remove(w.id)
  receiver.received.length = 0
})

const addWebhook = async (payload: Record<string, unknown>, app = t, headers = admin.headers) => {
  const res = await app.app.inject({ method: 'POST', url: '/api/v1/admin/webhooks', headers, payload })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as WebhookWithSecret
}
const deliveriesOf = async (id: number, app = t) => {
  const res = await app.app.inject({ url: `/api/v1/admin/webhooks/${id}/deliveries?limit=100`, headers: admin.headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as WebhookDeliveryList
}
const webhookOf = async (id: number) => {
  const res = await t.app.inject({ url: `/api/v1/admin/webhooks/${id}`, headers: admin.headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as WebhookWithSecret
}
const ping = async (id: number) => {
  const res = await t.app.inject({ method: 'POST', url: `/api/v1/admin/webhooks/${id}/test`, headers: admin.headers })
  expect(res.statusCode, res.body).toBe(202)
  return (res.json() as { delivery_id: number }).delivery_id
}
/** Waits until the delivery has ended (succeeded or failed) and answers it. */
const settled = async (webhookId: number, deliveryId: number, app = t) =>
  vi.waitFor(
    async () => {
      const d = (await deliveriesOf(webhookId, app)).deliveries.find((x) => x.id === deliveryId)
      if (!d || d.status === 'pending') throw new Error(`delivery ${deliveryId} still pending: ${JSON.stringify(d)}`)
      return d
    },
    { timeout: 15_000, interval: 50 },
  )
const payloadOf = (r: Received) =>
  JSON.parse(r.body) as { type: string; timestamp: string; data: Record<string, unknown> }

/** The published document's schema for each event's body (its `webhooks` section), compiled. */
const payloadValidator = async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    webhooks: Record<string, { post: { requestBody: { content: { 'application/json': { schema: object } } } } }>
  }
  const ajv = new Ajv2020({ allErrors: true, strict: false })
  addFormats.default(ajv)
  return {
    doc,
    check: (type: string, body: unknown) => {
      const schema = doc.webhooks[type]?.post.requestBody.content['application/json'].schema
      expect(schema, `the document describes ${type}`).toBeDefined()
      const validate = ajv.compile(schema!)
      const ok = validate(body)
      expect(ok, `${type} payload: ${ajv.errorsText(validate.errors)}`).toBe(true)
    },
  }
}

describe('managing webhooks', () => {
  it('adds a webhook with a Standard Webhooks secret, stored sealed, shown by the single read only', async () => {
    const created = await addWebhook({
      url: ` ${receiver.url} `,
      events: ['post.published', 'post.published', 'contact.received'],
      description: ' Deploy hook ',
    })
    expect(created).toMatchObject({
      url: receiver.url,
      events: ['post.published', 'contact.received'],
      description: 'Deploy hook',
      enabled: true,
      disabled_reason: null,
      consecutive_failures: 0,
    })
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/)
    const bytes = Buffer.from(created.secret.slice('whsec_'.length), 'base64').length
    expect(bytes).toBeGreaterThanOrEqual(24)
    expect(bytes).toBeLessThanOrEqual(64)
    // Not in the database in the clear.
    const row = await t.db.db.selectFrom('webhooks').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow()
    expect(JSON.stringify(row)).not.toContain(created.secret.slice(6))
    const list = await t.app.inject({ url: '/api/v1/admin/webhooks', headers: admin.headers })
    expect(list.json()).toEqual([expect.not.objectContaining({ secret: expect.anything() })])
    expect((await webhookOf(created.id)).secret).toBe(created.secret)
  })

  it('lists newest first, changes, and deletes; unknown ids are 404', async () => {
    const a = await addWebhook({ url: receiver.url, events: ['post.updated'] })
    const b = await addWebhook({ url: receiver.url, events: ['project.updated'] })
    const list = (await t.app.inject({ url: '/api/v1/admin/webhooks', headers: admin.headers })).json() as {
      id: number
    }[]
    expect(list.map((w) => w.id)).toEqual([b.id, a.id])
    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/webhooks/${a.id}`,
      headers: admin.headers,
      payload: { events: ['post.deleted'], description: 'Search index', enabled: false },
    })
    expect(patched.statusCode, patched.body).toBe(200)
    expect(patched.json()).toMatchObject({ events: ['post.deleted'], description: 'Search index', enabled: false })
    const gone = await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/webhooks/${a.id}`, headers: admin.headers })
    expect(gone.statusCode).toBe(204)
    for (const [method, url] of [
      ['GET', `/api/v1/admin/webhooks/${a.id}`],
      ['PATCH', `/api/v1/admin/webhooks/${a.id}`],
      ['DELETE', `/api/v1/admin/webhooks/${a.id}`],
      ['POST', `/api/v1/admin/webhooks/${a.id}/test`],
      ['GET', `/api/v1/admin/webhooks/${a.id}/deliveries`],
    ] as const) {
      const res = await t.app.inject({
        method,
        url,
        headers: admin.headers,
        ...(method === 'PATCH' && { payload: {} }),
      })
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json()).toMatchObject({ code: 'WEBHOOK_NOT_FOUND' })
    }
  })

  it('refuses bad input with 422 naming the field, and changes nothing', async () => {
    for (const [payload, field] of [
      [{ url: 'ftp://example.com/x', events: ['post.published'] }, 'url'],
      [{ url: 'not a url', events: ['post.published'] }, 'url'],
      [{ url: `https://example.com/${'x'.repeat(2000)}`, events: ['post.published'] }, 'url'],
      [{ url: receiver.url, events: [] }, 'events'],
      [{ url: receiver.url, events: ['ping'] }, 'events'],
      [{ url: receiver.url, events: ['post.exploded'] }, 'events'],
      [{ events: ['post.published'] }, 'url'],
    ] as const) {
      const res = await t.app.inject({ method: 'POST', url: '/api/v1/admin/webhooks', headers: admin.headers, payload })
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      const body = res.json() as { code: string; errors: { loc: (string | number)[] }[] }
      expect(body.code).toBe('VALIDATION_ERROR')
      expect(
        body.errors.some((e) => e.loc.includes(field)),
        JSON.stringify(body),
      ).toBe(true)
    }
    expect(await t.app.services.webhooks.list()).toEqual([])
  })

  it('refuses a private or loopback address unless ALLOW_PRIVATE_NETWORK is in effect', async () => {
    const strict = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
    try {
      const owner = await createAdmin(strict.app)
      for (const url of [
        'http://127.0.0.1:9/x',
        'http://10.0.0.8/x',
        'http://[::1]/x',
        'http://169.254.169.254/latest',
        'http://localhost/x',
      ]) {
        const res = await strict.app.inject({
          method: 'POST',
          url: '/api/v1/admin/webhooks',
          headers: owner.headers,
          payload: { url, events: ['post.published'] },
        })
        expect(res.statusCode, url).toBe(422)
        const body = res.json() as { detail: string; errors: { loc: string[] }[] }
        expect(body.errors[0]!.loc.at(-1)).toBe('url')
        expect(body.detail).toMatch(/private address/)
      }
      expect(await strict.app.services.webhooks.list()).toEqual([])
    } finally {
      await strict.close()
    }
  })

  it('lets an admin key manage webhooks and gives a content key 403', async () => {
    const key = async (scope: string) =>
      (
        (
          await t.app.inject({
            method: 'POST',
            url: '/api/v1/admin/api-keys',
            headers: admin.headers,
            payload: { name: scope, scope },
          })
        ).json() as ApiKeyCreated
      ).key
    const adminKey = await key('admin')
    const contentKey = await key('content')
    const made = await addWebhook({ url: receiver.url, events: ['post.published'] }, t, {
      authorization: `Bearer ${adminKey}`,
    })
    expect(made.id).toBeGreaterThan(0)
    const refused = await t.app.inject({
      url: '/api/v1/admin/webhooks',
      headers: { authorization: `Bearer ${contentKey}` },
    })
    expect(refused.statusCode).toBe(403)
    const anonymous = await t.app.inject({ url: '/api/v1/admin/webhooks' })
    expect(anonymous.statusCode).toBe(401)
  })
})

describe('delivery', () => {
  it('signs a ping as Standard Webhooks says, and logs it as succeeded', async () => {
    const hook = await addWebhook({ url: receiver.url, events: ['contact.received'] })
    const id = await ping(hook.id)
    const d = await settled(hook.id, id)
    expect(d).toMatchObject({ type: 'ping', status: 'succeeded', attempts: 1, response_code: 200, error: null })
    expect(receiver.received).toHaveLength(1)
    const got = receiver.received[0]!
    expect(got.headers['content-type']).toBe('application/json')
    expect(got.headers['webhook-id']).toBe(d.message_id)
    const ts = Number(got.headers['webhook-timestamp'])
    expect(Number.isInteger(ts)).toBe(true)
    expect(Math.abs(ts - Date.now() / 1000)).toBeLessThan(30)
    // The specification's algorithm, by hand: HMAC-SHA256 of "id.timestamp.body" keyed with the
    // bytes the base64 after whsec_ decodes to.
    const key = Buffer.from(hook.secret.slice('whsec_'.length), 'base64')
    const expected = createHmac('sha256', key).update(`${d.message_id}.${ts}.${got.body}`).digest('base64')
    expect(String(got.headers['webhook-signature']).split(' ')).toContain(`v1,${expected}`)
    // And the reference library's verification accepts it (a wrong secret does not).
    expect(() => new StandardWebhook(hook.secret).verify(got.body, got.headers as Record<string, string>)).not.toThrow()
    expect(() =>
      new StandardWebhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        got.body,
        got.headers as Record<string, string>,
      ),
    ).toThrow()
    const body = payloadOf(got)
    expect(body).toEqual({ type: 'ping', timestamp: expect.any(String), data: { webhook_id: hook.id } })
    ;(await payloadValidator()).check('ping', body)
  })

  it('retries a failing endpoint with growing waits and the same webhook-id, then succeeds', async () => {
    receiver.answer = (n) => (n <= 2 ? 503 : 204)
    const hook = await addWebhook({ url: receiver.url, events: ['post.published'] })
    const id = await ping(hook.id)
    const d = await settled(hook.id, id)
    expect(d).toMatchObject({
      status: 'succeeded',
      attempts: 3,
      response_code: 204,
      error: null,
      next_attempt_at: null,
    })
    expect(receiver.received.map((r) => r.status)).toEqual([503, 503, 204])
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([d.message_id]))
    // Retry n waits at least base × 2^(n−1) (base 100 ms): 100 ms, then 200 ms.
    const [a, b, c] = receiver.received.map((r) => r.at)
    expect(b! - a!).toBeGreaterThanOrEqual(95)
    expect(c! - b!).toBeGreaterThanOrEqual(195)
    // The body is the same bytes on every attempt; each attempt is signed afresh.
    expect(new Set(receiver.received.map((r) => r.body)).size).toBe(1)
    expect((await webhookOf(hook.id)).consecutive_failures).toBe(0)
  })

  it('fails a delivery after the last attempt, says why, and turns the webhook off after failures in a row', async () => {
    receiver.answer = () => 500
    const hook = await addWebhook({ url: receiver.url, events: ['project.published'] })
    const first = await settled(hook.id, await ping(hook.id))
    expect(first).toMatchObject({ status: 'failed', attempts: 3, response_code: 500, next_attempt_at: null })
    expect(first.error).toMatch(/answered 500/)
    expect(await webhookOf(hook.id)).toMatchObject({ enabled: true, consecutive_failures: 1 })
    await settled(hook.id, await ping(hook.id))
    const off = await webhookOf(hook.id)
    expect(off).toMatchObject({ enabled: false, consecutive_failures: 2 })
    expect(off.disabled_reason).toMatch(/2 failed deliveries in a row/)
    // Off: events are not queued for it.
    await createProject(t.app)
    expect((await deliveriesOf(hook.id)).deliveries.filter((x) => x.type === 'project.published')).toEqual([])
    // On again: a fresh start, and events flow.
    receiver.answer = () => 200
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/admin/webhooks/${hook.id}`,
      headers: admin.headers,
      payload: { enabled: true },
    })
    expect(on.json()).toMatchObject({ enabled: true, disabled_reason: null, consecutive_failures: 0 })
    const project = await createProject(t.app)
    await vi.waitFor(
      () => {
        const got = receiver.received.filter((r) => r.status === 200).map(payloadOf)
        expect(got.map((p) => [p.type, p.data.id])).toContainEqual(['project.published', project.id])
      },
      { timeout: 10_000 },
    )
  })

  it('says why an attempt failed: a redirect not followed, no answer in time, nothing listening', async () => {
    const cases: [number | 'hang', RegExp][] = [
      [302, /302 \(a redirect/],
      ['hang', /No answer within 400 ms/],
    ]
    for (const [answer, why] of cases) {
      receiver.answer = () => answer
      const hook = await addWebhook({ url: receiver.url, events: ['post.published'] })
      const d = await settled(hook.id, await ping(hook.id))
      expect(d.status).toBe('failed')
      expect(d.error).toMatch(why)
      expect(receiver.received.every((r) => r.headers['webhook-id'] === d.message_id)).toBe(true)
      receiver.received.length = 0
      await t.app.services.webhooks.remove(hook.id)
    }
    // A port nobody listens on.
    const closed = await startReceiver()
    await closed.close()
    const hook = await addWebhook({ url: closed.url, events: ['post.published'] })
    const d = await settled(hook.id, await ping(hook.id))
    expect(d).toMatchObject({ status: 'failed', response_code: null })
    expect(d.error).toMatch(/refused/)
  })

  it('checks the address on every attempt: a stored URL that is private now is refused without a request', async () => {
    const strict = await createTestApp({ env: { ...FAST, ALLOW_PRIVATE_NETWORK: 'false' }, db: await createTestDb() })
    try {
      const owner = await createAdmin(strict.app)
      // Stored when it was public (say), now pointing at this machine: inserted as such.
      const made = await addWebhook(
        { url: 'https://93.184.215.14/hooks', events: ['post.published'] },
        strict,
        owner.headers,
      )
      await strict.db.db.updateTable('webhooks').set({ url: receiver.url }).where('id', '=', made.id).execute()
      const res = await strict.app.inject({
        method: 'POST',
        url: `/api/v1/admin/webhooks/${made.id}/test`,
        headers: owner.headers,
      })
      const id = (res.json() as { delivery_id: number }).delivery_id
      const list = async () =>
        (
          await strict.app.inject({ url: `/api/v1/admin/webhooks/${made.id}/deliveries`, headers: owner.headers })
        ).json() as WebhookDeliveryList
      const d = await vi.waitFor(
        async () => {
          const x = (await list()).deliveries.find((y) => y.id === id)!
          if (x.status === 'pending') throw new Error('pending')
          return x
        },
        { timeout: 15_000 },
      )
      expect(d.status).toBe('failed')
      expect(d.error).toMatch(/private address/)
      expect(receiver.received).toEqual([])
    } finally {
      await strict.close()
    }
  })

  it('keeps pending deliveries across a restart and delivers them after it', async () => {
    const db = await createTestDb()
    const slow = { ...FAST, WEBHOOK_RETRY_BASE_MS: '1500', WEBHOOK_MAX_ATTEMPTS: '5' }
    const first = await createTestApp({ env: slow, db })
    const owner = await createAdmin(first.app)
    receiver.answer = (n) => (n === 1 ? 503 : 200)
    const hook = await addWebhook({ url: receiver.url, events: ['post.published'] }, first, owner.headers)
    const res = await first.app.inject({
      method: 'POST',
      url: `/api/v1/admin/webhooks/${hook.id}/test`,
      headers: owner.headers,
    })
    const id = (res.json() as { delivery_id: number }).delivery_id
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 10_000 })
    await first.app.close()
    const row = await db.db.selectFrom('webhook_deliveries').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'pending', attempts: 1, response_code: 503 })
    const second = await createTestApp({ env: slow, db })
    try {
      const d = await vi.waitFor(
        async () => {
          const x = await db.db
            .selectFrom('webhook_deliveries')
            .selectAll()
            .where('id', '=', id)
            .executeTakeFirstOrThrow()
          if (x.status === 'pending') throw new Error('pending')
          return x
        },
        { timeout: 15_000 },
      )
      expect(d).toMatchObject({ status: 'succeeded', attempts: 2, response_code: 200 })
      expect(receiver.received.map((r) => r.headers['webhook-id'])).toEqual([row.message_id, row.message_id])
    } finally {
      await second.close()
    }
  })
})

describe('events', () => {
  /** Waits until the receiver has these event types (in order) and answers their payloads. */
  const expectEvents = async (types: string[]) =>
    vi.waitFor(
      () => {
        expect(receiver.types()).toEqual(types)
        return receiver.received.map(payloadOf)
      },
      { timeout: 10_000, interval: 50 },
    )

  it('announces posts: published, updated, unpublished, published again, deleted — each payload as the document says', async () => {
    const hook = await addWebhook({
      url: receiver.url,
      events: ['post.published', 'post.updated', 'post.unpublished', 'post.deleted'],
    })
    const post = await t.app.services.blogs.create(postInput({ title: 'Hooked', published: true }))
    await expectEvents(['post.published'])
    await t.app.services.blogs.update(post.id, postInput({ title: 'Hooked, edited', slug: post.slug, published: true }))
    await expectEvents(['post.published', 'post.updated'])
    await t.app.services.blogs.update(
      post.id,
      postInput({ title: 'Hooked, edited', slug: post.slug, published: false }),
    )
    await expectEvents(['post.published', 'post.updated', 'post.unpublished'])
    await t.app.services.blogs.update(post.id, postInput({ title: 'Hooked, edited', slug: post.slug, published: true }))
    const draft = await t.app.services.blogs.create(postInput({ title: 'A draft', published: false }))
    await t.app.services.blogs.update(
      draft.id,
      postInput({ title: 'Still a draft', slug: draft.slug, published: false }),
    )
    const del = await t.app.inject({ method: 'DELETE', url: `/api/v1/blogs/${post.id}`, headers: admin.headers })
    expect(del.statusCode, del.body).toBe(204)
    const got = await expectEvents([
      'post.published',
      'post.updated',
      'post.unpublished',
      'post.published',
      'post.deleted',
    ])
    expect(got.map((p) => p.data.id)).toEqual([post.id, post.id, post.id, post.id, post.id])
    expect(got[1]!.data).toMatchObject({
      title: 'Hooked, edited',
      status: 'published',
      content_markdown: expect.any(String),
    })
    expect(got[2]!.data).toMatchObject({ status: 'draft' })
    // As the admin API answered it before the deletion.
    expect(got[4]!.data).toMatchObject({ title: 'Hooked, edited', slug: post.slug })
    const { check } = await payloadValidator()
    for (const p of got) check(p.type, p)
    expect((await deliveriesOf(hook.id)).total).toBe(5)
  })

  it('announces a scheduled post once when its time comes, however many looks see it', async () => {
    const hook = await addWebhook({ url: receiver.url, events: ['post.published'] })
    const at = new Date(Date.now() + 1200).toISOString()
    const post = await t.app.services.blogs.create(postInput({ title: 'Later', published: true, published_at: at }))
    expect(post.status).toBe('scheduled')
    const [got] = await vi.waitFor(
      () => {
        expect(receiver.types()).toEqual(['post.published'])
        return receiver.received.map(payloadOf)
      },
      { timeout: 10_000, interval: 50 },
    )
    expect(got!.data).toMatchObject({ id: post.id, status: 'published' })
    expect(got!.timestamp).toBe(at)
    // More looks over the same window (another instance, the next ticks) add nothing.
    await t.app.services.scheduledPosts.announceDue()
    await t.app.services.scheduledPosts.announceDue()
    expect(
      (await deliveriesOf(hook.id)).deliveries.filter((d: WebhookDelivery) => d.type === 'post.published'),
    ).toHaveLength(1)
  })

  it('announces projects: published on create and restore, updated, deleted on soft-delete', async () => {
    await addWebhook({ url: receiver.url, events: ['project.published', 'project.updated', 'project.deleted'] })
    const project = await t.app.services.projects.create(projectInput({ title: 'Hook project' }))
    await t.app.services.projects.update(project.id, projectInput({ title: 'Hook project 2', slug: project.slug }))
    for (const action of ['soft-delete', 'restore'])
      expect(
        (
          await t.app.inject({
            method: 'PATCH',
            url: `/api/v1/admin/projects/${project.id}/${action}`,
            headers: admin.headers,
          })
        ).statusCode,
      ).toBe(200)
    const got = await expectEvents(['project.published', 'project.updated', 'project.deleted', 'project.published'])
    expect(got.map((p) => p.data.id)).toEqual([project.id, project.id, project.id, project.id])
    expect(got[2]!.data).toMatchObject({ is_active: false })
    const { check } = await payloadValidator()
    for (const p of got) check(p.type, p)
  })

  it('announces a contact message (not spam) and a testimonial a client submitted; a webhook gets only what it chose', async () => {
    await addWebhook({ url: receiver.url, events: ['contact.received', 'testimonial.submitted'] })
    await t.app.services.blogs.create(postInput({ title: 'Not subscribed', published: true }))
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: contactInput({ fill_ms: 10_000, subject: 'Hook me' }),
      remoteAddress: '10.9.9.1',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    // Spam (filled in no time, no fill time at all, and links): stored as spam, announced nowhere.
    const spam = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: contactInput({ message: 'http://a.example http://b.example http://c.example buy now' }),
      remoteAddress: '10.9.9.2',
    })
    expect(spam.statusCode, spam.body).toBe(201)
    const request = await t.app.services.testimonialRequests.create({
      name: 'Client',
      email: null,
      company: null,
      note: null,
    })
    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/testimonial-requests/${request.token}`,
      payload: { name: 'Grace Hopper', content: 'Excellent work, shipped on time.', rating: 5 },
    })
    expect(answered.statusCode, answered.body).toBe(201)
    const got = await expectEvents(['contact.received', 'testimonial.submitted'])
    expect(got[0]!.data).toMatchObject({ subject: 'Hook me', status: 'new', read: false })
    expect(got[1]!.data).toMatchObject({ name: 'Grace Hopper', source: 'request', approved: false })
    const { check } = await payloadValidator()
    for (const p of got) check(p.type, p)
  })

  it('describes every event in the document, ping included', async () => {
    const { doc } = await payloadValidator()
    expect(Object.keys(doc.webhooks).sort()).toEqual(
      [
        'contact.received',
        'ping',
        'post.deleted',
        'post.published',
        'post.unpublished',
        'post.updated',
        'project.deleted',
        'project.published',
        'project.updated',
        'testimonial.submitted',
      ].sort(),
    )
  })
})
