import { gunzipSync } from 'node:zlib'

import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { ApiKey, ApiKeyCreated } from '../../../core/schemas/api-key.ts'
import { ensureBuild } from '../../../scripts/ensure-build.ts'
import { buildApp } from '../../app.ts'
import {
  createAdmin,
  createProject,
  createUser,
  ipFor,
  multipart,
  projectInput,
  type TestAccount,
} from '../../test/factories.ts'
import { createTestApp, type TestApp } from '../../test/harness.ts'

let t: TestApp
let admin: TestAccount

beforeAll(async () => {
  t = await createTestApp({ env: { LINK_CHECK_INTERVAL_HOURS: '0' } })
  admin = await createAdmin(t.app)
  await createProject(t.app)
})
afterAll(async () => {
  await t?.close()
})

const createKey = async (scope: 'content' | 'admin', name = `${scope} key`, app = t, owner = admin) => {
  const res = await app.app.inject({
    method: 'POST',
    url: '/api/v1/admin/api-keys',
    headers: owner.headers,
    payload: { name, scope },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json() as ApiKeyCreated
}
const withKey = (key: string) => ({ authorization: `Bearer ${key}` })
const listKeys = async () => {
  const res = await t.app.inject({ url: '/api/v1/admin/api-keys', headers: admin.headers })
  expect(res.statusCode).toBe(200)
  return res.json() as ApiKey[]
}
const rowOf = (id: number) => t.db.db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

describe('managing keys', () => {
  it('creates a key whose secret is shown once, and lists it newest first without it', async () => {
    const first = await createKey('content', '  Site build  ')
    const second = await createKey('admin', 'CI deploy')
    expect(first).toMatchObject({ name: 'Site build', scope: 'content', last_used_at: null })
    expect(first.key).toMatch(/^[A-Za-z0-9_-]{32,}$/)
    expect(second.key).not.toBe(first.key)
    expect(Date.parse(first.created_at)).not.toBeNaN()
    const list = await listKeys()
    expect(list.slice(0, 2).map((k) => k.id)).toEqual([second.id, first.id])
    expect(list[1]).toEqual({
      id: first.id,
      name: 'Site build',
      scope: 'content',
      hint: first.key.slice(-4),
      created_at: first.created_at,
      last_used_at: null,
    })
    const listed = JSON.stringify(list)
    expect(listed).not.toContain(first.key)
    expect(listed).not.toContain((await rowOf(first.id)).key_hash)
  })

  it('refuses a bad name or scope with 422 naming the field', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/admin/api-keys', headers: admin.headers, payload })
    for (const [payload, field] of [
      [{ name: '   ', scope: 'content' }, 'name'],
      [{ name: 'x'.repeat(101), scope: 'content' }, 'name'],
      [{ name: 'ok' }, 'scope'],
      [{ name: 'ok', scope: 'owner' }, 'scope'],
    ] as const) {
      const res = await post(payload)
      expect(res.statusCode, JSON.stringify(payload)).toBe(422)
      expect(res.json().code).toBe('VALIDATION_ERROR')
      expect(res.json().errors[0].loc.at(-1)).toBe(field)
    }
  })

  it('revokes a key: 204, gone from the list, 401 at once on a public route; unknown id 404', async () => {
    const made = await createKey('content')
    expect((await t.app.inject({ url: '/api/v1/projects', headers: withKey(made.key) })).statusCode).toBe(200)
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/api-keys/${made.id}`,
      headers: admin.headers,
    })
    expect(del.statusCode).toBe(204)
    expect((await listKeys()).map((k) => k.id)).not.toContain(made.id)
    for (const res of [
      await t.app.inject({ url: '/api/v1/projects', headers: withKey(made.key) }),
      await t.app.inject({ url: `/api/v1/projects?key=${made.key}` }),
    ]) {
      expect(res.statusCode).toBe(401)
      expect(res.headers['www-authenticate']).toBe('Bearer')
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'NOT_AUTHENTICATED' })
    }
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/api-keys/${made.id}`,
      headers: admin.headers,
    })
    expect(again.statusCode).toBe(404)
  })

  it('lets only a signed-in owner manage keys: any API key gets 403, no token 401, a member 403', async () => {
    const member = await createUser(t.app)
    for (const scope of ['content', 'admin'] as const) {
      const { key } = await createKey(scope)
      for (const [method, url] of [
        ['GET', '/api/v1/admin/api-keys'],
        ['POST', '/api/v1/admin/api-keys'],
        ['DELETE', '/api/v1/admin/api-keys/1'],
      ] as const) {
        const res = await t.app.inject({ method, url, headers: withKey(key), payload: { name: 'x', scope } })
        expect(res.statusCode, `${scope} ${method} ${url}`).toBe(403)
        expect(res.json().code).toBe('FORBIDDEN')
      }
    }
    expect((await t.app.inject({ url: '/api/v1/admin/api-keys' })).statusCode).toBe(401)
    expect((await t.app.inject({ url: '/api/v1/admin/api-keys', headers: member.headers })).statusCode).toBe(403)
  })
})

describe('keys are stored hashed', () => {
  it('keeps the secret in no table row and no backup archive', async () => {
    const made = await createKey('admin', 'Backup probe key')
    const row = await rowOf(made.id)
    expect(row.key_hash).not.toContain(made.key)
    expect(JSON.stringify(await t.db.db.selectFrom('api_keys').selectAll().execute())).not.toContain(made.key)
    const archive = await t.app.inject({ url: '/api/v1/admin/backup', headers: admin.headers })
    expect(archive.statusCode).toBe(200)
    const tarText = gunzipSync(archive.rawPayload).toString('latin1')
    // The archive has the keys' table (the name is there), not the secret.
    expect(tarText).toContain('Backup probe key')
    expect(tarText).not.toContain(made.key)
  })
})

describe('sending a key', () => {
  it('takes the header or ?key= (the parameter never reaches the query schema), and an unknown key is 401 everywhere', async () => {
    const { key } = await createKey('content')
    expect((await t.app.inject({ url: '/api/v1/projects?limit=5', headers: withKey(key) })).statusCode).toBe(200)
    const query = await t.app.inject({ url: `/api/v1/projects?limit=5&key=${key}` })
    expect(query.statusCode, query.body).toBe(200)
    expect(query.json().projects.length).toBeGreaterThan(0)
    for (const url of ['/api/v1/projects', '/api/v1/health', '/api/v1/site', '/api/v1/nothing-here']) {
      for (const res of [
        await t.app.inject({ url, headers: withKey(`${key.slice(0, -4)}AAAA`) }),
        await t.app.inject({ url: `${url}?key=folio_${'x'.repeat(43)}` }),
      ]) {
        expect(res.statusCode, url).toBe(401)
        expect(res.headers['www-authenticate']).toBe('Bearer')
      }
    }
  })

  it('answers a keyed request after checking the key even when the answer is cached', async () => {
    const { key, id } = await createKey('content')
    const anon = await t.app.inject({ url: '/api/v1/site' })
    expect(anon.statusCode).toBe(200)
    expect((await t.app.inject({ url: '/api/v1/site' })).headers['x-cache']).toBe('hit')
    const keyed = await t.app.inject({ url: '/api/v1/site', headers: withKey(key) })
    expect(keyed.statusCode).toBe(200)
    expect(keyed.body).toBe(anon.body)
    await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/api-keys/${id}`, headers: admin.headers })
    expect((await t.app.inject({ url: '/api/v1/site', headers: withKey(key) })).statusCode).toBe(401)
  })

  it('sets last_used_at at the first use, then at most once a minute', async () => {
    const { key, id } = await createKey('content')
    expect((await rowOf(id)).last_used_at).toBeNull()
    const before = Date.now()
    await t.app.inject({ url: '/api/v1/projects', headers: withKey(key) })
    const first = (await rowOf(id)).last_used_at
    expect(Date.parse(first!)).toBeGreaterThanOrEqual(before - 1000)
    await t.app.inject({ url: '/api/v1/projects', headers: withKey(key) })
    expect((await rowOf(id)).last_used_at).toBe(first)
    // A minute later, the next use writes it again.
    const old = new Date(Date.now() - 61_000).toISOString()
    await t.db.db.updateTable('api_keys').set({ last_used_at: old }).where('id', '=', id).execute()
    await t.app.inject({ url: '/api/v1/projects', headers: withKey(key) })
    const latest = (await rowOf(id)).last_used_at!
    expect(Date.parse(latest)).toBeGreaterThan(Date.parse(old) + 60_000)
    const listed = (await listKeys()).find((k) => k.id === id)
    expect(listed?.last_used_at).toBe(latest)
  })
})

describe('scopes', () => {
  it('a content key reads the public API only: anything needing an account is 403', async () => {
    const { key } = await createKey('content')
    expect((await t.app.inject({ url: '/api/v1/projects', headers: withKey(key) })).statusCode).toBe(200)
    expect((await t.app.inject({ method: 'HEAD', url: '/api/v1/projects', headers: withKey(key) })).statusCode).toBe(
      200,
    )
    for (const [method, url] of [
      ['GET', '/api/v1/admin/projects'],
      ['POST', '/api/v1/blogs'],
      ['POST', '/api/v1/admin/projects'],
      ['GET', '/api/v1/auth/me'],
      ['GET', '/api/v1/auth/sessions'],
      ['POST', '/api/v1/auth/2fa/setup'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: withKey(key), payload: {} })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json()).toEqual({ detail: expect.any(String), code: 'FORBIDDEN' })
    }
  })

  it('an admin key acts as its owner, whose name its writes carry, except for keys, account, 2FA and sessions', async () => {
    const other = await createAdmin(t.app)
    const { key } = await createKey('admin', 'Owner automation', t, other)
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: withKey(key) })
    expect(me.statusCode).toBe(200)
    expect(me.json().id).toBe(other.user.id)
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/projects',
      headers: withKey(key),
      payload: projectInput({ title: 'Made with a key' }),
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as number
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/projects/${id}/update`,
      headers: withKey(key),
      payload: projectInput({ title: 'Changed with a key' }),
    })
    expect(updated.statusCode, updated.body).toBe(200)
    const revisions = await t.app.inject({ url: `/api/v1/admin/projects/${id}/revisions`, headers: withKey(key) })
    expect(revisions.statusCode).toBe(200)
    expect(revisions.json().length).toBeGreaterThan(0)
    for (const rev of revisions.json()) expect(rev.user_id).toBe(other.user.id)
    for (const [method, url] of [
      ['PUT', '/api/v1/auth/me'],
      ['POST', '/api/v1/auth/2fa/setup'],
      ['POST', '/api/v1/auth/2fa/disable'],
      ['GET', '/api/v1/auth/sessions'],
      ['DELETE', '/api/v1/auth/sessions'],
      ['DELETE', '/api/v1/auth/sessions/1'],
      ['GET', '/api/v1/admin/api-keys'],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: withKey(key), payload: {} })
      expect(res.statusCode, `${method} ${url}`).toBe(403)
      expect(res.json().code).toBe('FORBIDDEN')
    }
  })

  it('an admin key stops working when its owner is no longer an administrator', async () => {
    const other = await createAdmin(t.app)
    const { key } = await createKey('admin', 'Soon orphaned', t, other)
    expect((await t.app.inject({ url: '/api/v1/admin/projects', headers: withKey(key) })).statusCode).toBe(200)
    await t.db.db.updateTable('users').set({ is_superuser: 0 }).where('id', '=', other.user.id).execute()
    expect((await t.app.inject({ url: '/api/v1/admin/projects', headers: withKey(key) })).statusCode).toBe(401)
  })
})

describe('cross-origin reads (CORS)', () => {
  const origin = { origin: 'https://elsewhere.example' }

  it('answers public reads from any origin, errors and cache hits included, never with credentials', async () => {
    await t.app.inject({ url: '/api/v1/testimonials' })
    for (const [url, status] of [
      ['/api/v1/testimonials', 200],
      ['/api/v1/projects/no-such-project', 404],
      ['/api/v1/health', 200],
    ] as const) {
      const res = await t.app.inject({ url, headers: origin })
      expect(res.statusCode, url).toBe(status)
      expect(res.headers['access-control-allow-origin'], url).toBe('*')
      expect(res.headers['access-control-allow-credentials']).toBeUndefined()
    }
    const hit = await t.app.inject({ url: '/api/v1/testimonials', headers: origin })
    expect(hit.headers['x-cache']).toBe('hit')
    expect(hit.headers['access-control-allow-origin']).toBe('*')
  })

  it('answers the preflight of a public read with 204, GET and the authorization and if-none-match headers', async () => {
    const res = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/projects?limit=3',
      headers: {
        ...origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization, if-none-match',
      },
    })
    expect(res.statusCode).toBe(204)
    expect(res.headers['access-control-allow-origin']).toBe('*')
    expect(String(res.headers['access-control-allow-methods']).split(/,\s*/)).toContain('GET')
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/)
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'if-none-match']))
    expect(res.headers['access-control-allow-credentials']).toBeUndefined()
  })

  it('never lets another origin at admin, auth or writes: no CORS header on the preflight or the answer', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/admin/projects'],
      ['GET', '/api/v1/auth/me'],
      ['POST', '/api/v1/blogs'],
      ['POST', '/api/v1/contact'],
      ['POST', '/api/v1/projects/1/like'],
      ['DELETE', '/api/v1/projects/1'],
    ] as const) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url,
        headers: { ...origin, 'access-control-request-method': method },
      })
      expect(preflight.statusCode, `${method} ${url}`).toBeLessThan(500)
      expect(preflight.statusCode).not.toBe(200)
      expect(preflight.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined()
      const res = await t.app.inject({ method, url, headers: { ...origin, ...admin.headers }, payload: {} })
      expect(res.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined()
    }
  })
})

describe('public files may be embedded elsewhere (CORP)', () => {
  it('serves uploads with Cross-Origin-Resource-Policy: cross-origin, while the API keeps same-origin', async () => {
    const data = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer()
    const body = multipart([{ name: 'file', filename: 'corp.png', contentType: 'image/png', data }])
    const up = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    })
    expect(up.statusCode, up.body).toBe(201)
    await t.app.services.uploads.idle()
    const file = await t.app.inject({ url: up.json().url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin')
    const api = await t.app.inject({ url: '/api/v1/projects' })
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  it('serves share cards with Cross-Origin-Resource-Policy: cross-origin', async () => {
    const project = await createProject(t.app, { title: 'Card for elsewhere' })
    const res = await t.app.inject({ url: `/og/projects/${project.slug}.png` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })
})

describe('rate limits', () => {
  let limited: TestApp
  let owner: TestAccount
  beforeAll(async () => {
    limited = await createTestApp({
      env: { LINK_CHECK_INTERVAL_HOURS: '0', PUBLIC_API_RATE_LIMIT: '3', API_KEY_RATE_LIMIT: '4' },
    })
    owner = await createAdmin(limited.app)
  })
  afterAll(async () => {
    await limited?.close()
  })
  const get = (url: string, remoteAddress: string, headers: Record<string, string> = {}) =>
    limited.app.inject({ url, remoteAddress, headers })

  it('counts anonymous reads per address, cached ones too: over the limit 429 RATE_LIMITED with Retry-After', async () => {
    const ip = ipFor(1)
    for (let i = 0; i < 3; i++) expect((await get('/api/v1/site', ip)).statusCode).toBe(200)
    const over = await get('/api/v1/site', ip)
    expect(over.statusCode).toBe(429)
    expect(over.json()).toEqual({ detail: expect.any(String), code: 'RATE_LIMITED' })
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    expect(over.headers['access-control-allow-origin']).toBe('*')
    // Another address has its own budget; health is never limited.
    expect((await get('/api/v1/site', ipFor(2))).statusCode).toBe(200)
    for (let i = 0; i < 5; i++) expect((await get('/api/v1/health', ip)).statusCode).toBe(200)
  })

  it('counts a content key per key, never against its address', async () => {
    const { key } = await createKey('content', 'limited', limited, owner)
    const ip = ipFor(3)
    for (let i = 0; i < 4; i++) expect((await get('/api/v1/site', ip, withKey(key))).statusCode).toBe(200)
    const over = await get('/api/v1/site', ipFor(4), withKey(key))
    expect(over.statusCode).toBe(429)
    expect(over.json().code).toBe('RATE_LIMITED')
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0)
    // The address that sent the keyed requests still has its whole anonymous budget.
    for (let i = 0; i < 3; i++) expect((await get('/api/v1/site', ip)).statusCode).toBe(200)
    expect((await get('/api/v1/site', ip)).statusCode).toBe(429)
  })

  it('does not limit reads when PUBLIC_API_RATE_LIMIT is 0 (the default)', async () => {
    for (let i = 0; i < 8; i++)
      expect((await t.app.inject({ url: '/api/v1/site', remoteAddress: ipFor(9) })).statusCode).toBe(200)
  })
})

describe('pages', () => {
  it('refuse an unknown key even when the page is cached, and are never counted', async () => {
    expect(ensureBuild('api keys pages test')).toBe(true)
    const site = await buildApp({ config: t.app.config, db: t.db, logger: false, web: 'production' })
    try {
      await site.ready()
      const visit = (url: string) => site.inject({ url, headers: { 'user-agent': 'vitest' } })
      expect((await visit('/projects')).statusCode).toBe(200)
      expect((await visit('/projects')).statusCode).toBe(200)
      const refused = await visit(`/projects?key=folio_${'y'.repeat(43)}`)
      expect(refused.statusCode).toBe(401)
      expect(refused.headers['www-authenticate']).toBe('Bearer')
      const { key } = await createKey('content')
      expect((await visit(`/projects?key=${key}`)).statusCode).toBe(200)
    } finally {
      await site.close()
    }
  })
})
