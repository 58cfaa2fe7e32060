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

/** What a script sends to write: the owner's access token (an admin API key is sent the same way). */
const writeCredential = () => owner.tokens.access_token

describe('a typed client generated from the OpenAPI document', () => {
  it('lists the projects', async () => {
    const project = await createProject(t.app, { title: unique('Typed client project') })
    const client = createClient<paths>({ baseUrl })
    const { data, error, response } = await client.GET('/api/v1/projects', { params: { query: { limit: 50 } } })
    expect(response.status).toBe(200)
    expect(error).toBeUndefined()
    expect(data?.projects.map((p) => p.slug)).toContain(project.slug)
    expect(data?.total).toBeGreaterThanOrEqual(1)
  })

  it('creates a post with a credential, then reads it by its slug', async () => {
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
