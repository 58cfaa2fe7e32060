import createClient from 'openapi-fetch'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createAdmin, createProject, type TestAccount, unique } from '../test/factories.ts'
import type { paths } from '../test/folio-api.d.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

// Issue 28: a client generated from the published document (openapi-typescript, `npm run
// docs:api` → server/test/folio-api.d.ts) and openapi-fetch, against a real listening server, as
// an integrator would use them (README, API). `tsc -b` checks this file against those types: a
// path, a parameter or a field the document does not have fails the typecheck.

let t: TestApp
let baseUrl: string
let owner: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 })
  owner = await createAdmin(t.app)
})
afterAll(() => t.close())

/** What a script sends to write: an admin API key the owner made (Settings → API keys, or this route). */
let adminKey: string
const writeCredential = () => adminKey

describe('a typed client generated from the OpenAPI document', () => {
  it('makes an admin API key with the owner session (shown once)', async () => {
    const session = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${owner.tokens.access_token}` } })
    const { data, response } = await session.POST('/api/v1/admin/api-keys', {
      body: { name: 'Typed client', scope: 'admin' },
    })
    expect(response.status).toBe(201)
    expect(data?.scope).toBe('admin')
    adminKey = data!.key
    const listed = await session.GET('/api/v1/admin/api-keys')
    expect(JSON.stringify(listed.data)).not.toContain(adminKey)
  })

  it('lists the projects', async () => {
    const project = await createProject(t.app, { title: unique('Typed client project') })
    const client = createClient<paths>({ baseUrl })
    const { data, error, response } = await client.GET('/api/v1/projects', { params: { query: { limit: 50 } } })
    expect(response.status).toBe(200)
    expect(error).toBeUndefined()
    expect(data?.projects.map((p) => p.slug)).toContain(project.slug)
    expect(data?.total).toBeGreaterThanOrEqual(1)
  })

  it('creates a post with the admin key, then reads it by its slug', async () => {
    const writer = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${writeCredential()}` } })
    const title = unique('Written by a script')
    const created = await writer.POST('/api/v1/blogs', {
      body: { title, content_markdown: 'Hello from **openapi-fetch**.', published: true },
    })
    expect(created.response.status).toBe(201)
    expect(created.data?.title).toBe(title)
    const slug = created.data!.slug

    const reader = createClient<paths>({ baseUrl })
    const { data, response } = await reader.GET('/api/v1/blogs/{id}', { params: { path: { id: slug } } })
    expect(response.status).toBe(200)
    expect(data?.id).toBe(created.data!.id)
    expect(data?.content).toContain('<strong>openapi-fetch</strong>')
  })

  it('types the error answers: a missing post is a 404 with detail and code', async () => {
    const client = createClient<paths>({ baseUrl })
    const { data, error, response } = await client.GET('/api/v1/blogs/{id}', {
      params: { path: { id: 'no-such-post' } },
    })
    expect(response.status).toBe(404)
    expect(data).toBeUndefined()
    expect(error?.code).toBe('POST_NOT_FOUND')
    expect(error?.detail).toBe('Post not found')
  })

  it('types the error answers of a write: no credential is a 401', async () => {
    const client = createClient<paths>({ baseUrl })
    const { error, response } = await client.POST('/api/v1/blogs', { body: { title: 'Anonymous' } })
    expect(response.status).toBe(401)
    expect(error?.code).toBe('NOT_AUTHENTICATED')
  })
})

describe('a typed client with a content key', () => {
  it('reads with it, and is refused a write with a typed 403', async () => {
    const session = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${owner.tokens.access_token}` } })
    const made = await session.POST('/api/v1/admin/api-keys', { body: { name: 'Site build', scope: 'content' } })
    const client = createClient<paths>({ baseUrl, headers: { authorization: `Bearer ${made.data!.key}` } })
    const read = await client.GET('/api/v1/projects', { params: { query: { limit: 1 } } })
    expect(read.response.status).toBe(200)
    const write = await client.POST('/api/v1/blogs', { body: { title: 'Not with a content key' } })
    expect(write.response.status).toBe(403)
    expect(write.error?.code).toBe('FORBIDDEN')
  })
})
