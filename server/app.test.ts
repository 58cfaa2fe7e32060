import { readFileSync } from 'node:fs'
import { parseEnv } from 'node:util'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PublicTestimonial } from '../core/schemas/testimonial.ts'
import { SiteProfileSchema } from '../core/schemas/site.ts'
import { CONFIG_KEYS, ConfigError, loadConfig } from './config.ts'
import { seedSampleContent } from './db/sample-content/seed.ts'
import { createTestApp, type TestApp } from './test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
  await seedSampleContent(t.db)
})
afterAll(() => t.close())

describe('health and documentation', () => {
  it('reports ok with the database and version', async () => {
    const res = await t.app.inject('/api/v1/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'ok', database: 'ok', version: expect.stringMatching(/^\d+\.\d+\.\d+/) })
  })

  it('publishes the OpenAPI 3.1 document generated from the schemas', async () => {
    const res = await t.app.inject('/api/openapi.json')
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toBe('3.1.0')
    for (const path of [
      '/api/v1/projects',
      '/api/v1/projects/{id}',
      '/api/v1/certificates',
      '/api/v1/blogs',
      '/api/v1/site',
    ]) {
      expect(doc.paths).toHaveProperty([path])
    }
    expect(doc.paths['/api/v1/projects'].get.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['skip', 'limit', 'category', 'technology', 'featured']),
    )
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400)
  })
})

describe('site profile and testimonials', () => {
  it('serves the owner profile with the figures of SPEC.md §1', async () => {
    const res = await t.app.inject('/api/v1/site')
    const site = SiteProfileSchema.parse(res.json())
    expect(site.availability).toEqual([
      'Available for Hire',
      'Remote',
      'Hybrid',
      'Freelance',
      'Full-time',
      'Part-time',
      'Contract',
    ])
    expect(site.skill_icons).toHaveLength(7)
    expect(site.languages).toHaveLength(6)
    expect(site.tutoring.frameworks).toHaveLength(16)
    expect(site.stats.map((s) => `${s.value} ${s.label}`)).toEqual([
      '50+ Happy Clients',
      '100+ Projects Done',
      '5★ Average Rating',
      '24/7 Support',
    ])
    expect(site.skills.map((s) => s.title)).toEqual([
      'Backend Development',
      'Frontend Development',
      'Mobile Development',
      'Soft Skills',
    ])
  })

  it('lists approved active testimonials, featured first, without emails', async () => {
    let list = (await t.app.inject('/api/v1/testimonials')).json() as PublicTestimonial[]
    expect(list).toHaveLength(3)
    expect(list.every((x) => !('email' in x))).toBe(true)
    const flags = list.map((x) => (x.featured ? 1 : 0))
    expect(flags).toEqual([...flags].sort((a, b) => b - a))
    const id = list[0]!.id
    await t.db.db.updateTable('testimonials').set({ approved: 0 }).where('id', '=', id).execute()
    t.app.events.changed('testimonials') // direct writes skip the services' own announcement
    list = (await t.app.inject('/api/v1/testimonials')).json() as PublicTestimonial[]
    expect(list.map((x) => x.id)).not.toContain(id)
    await t.db.db.updateTable('testimonials').set({ approved: 1, is_active: 0 }).where('id', '=', id).execute()
    t.app.events.changed('testimonials') // direct writes skip the services' own announcement
    list = (await t.app.inject('/api/v1/testimonials')).json() as PublicTestimonial[]
    expect(list.map((x) => x.id)).not.toContain(id)
    await t.db.db.updateTable('testimonials').set({ is_active: 1 }).where('id', '=', id).execute()
    t.app.events.changed('testimonials') // direct writes skip the services' own announcement
  })
})

describe('bad requests get the error shape, never a 500', () => {
  it('unknown API route → 404 JSON', async () => {
    const res = await t.app.inject('/api/v1/nothing-here')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', detail: expect.any(String) })
  })

  it('malformed JSON → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ann",',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual({ detail: 'The request body is not valid JSON', code: 'INVALID_JSON' })
  })

  it('unsupported content type → 415', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/contact',
        headers: { 'content-type': type },
        payload: 'hi',
      })
      expect(res.statusCode).toBe(415)
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
    }
  })

  it('oversized body → 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'x'.repeat(1_200_000) }),
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it('contact: each field gets the message of SPEC.md §5 in the errors list', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'A', email: 'not-an-email', subject: '', message: 'short' },
    })
    expect(res.statusCode).toBe(422)
    const body = res.json()
    expect(body.detail).toBe('Name must be at least 2 characters')
    expect(body.errors.map((e: { loc: string[]; msg: string }) => [e.loc.join('.'), e.msg])).toEqual([
      ['body.name', 'Name must be at least 2 characters'],
      ['body.email', 'Invalid email address'],
      ['body.subject', 'Subject is required'],
      ['body.message', 'Message must be at least 10 characters'],
    ])
    // Another address: the contact form is rate limited per IP.
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {},
      remoteAddress: '192.0.2.7',
    })
    expect(missing.json().errors.map((e: { msg: string }) => e.msg)).toEqual([
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ])
  })

  it('sends strict security headers on API answers', async () => {
    const res = await t.app.inject('/api/v1/projects')
    const csp = res.headers['content-security-policy'] as string
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toMatch(/script-src 'self'(;|$)/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  })
})

describe('configuration', () => {
  it.each([
    [{ PORT: 'abc' }, 'Invalid PORT: must be a port number'],
    [{ PORT: '70000' }, 'Invalid PORT: must be a port number between 0 and 65535'],
    [{ DATABASE_URL: 'mysql://x' }, 'Invalid DATABASE_URL: must be file:<path> or postgres://user:pass@host/db'],
    [{ SAMPLE_CONTENT: 'perhaps' }, 'Invalid SAMPLE_CONTENT: must be true or false'],
    [{ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' }, 'Invalid S3_ENDPOINT: must be an http(s) URL'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'Invalid S3_BUCKET: must be set when S3_ENDPOINT or S3_REGION is'],
    [{ MEMORY_LIMIT_MB: '100' }, 'Invalid MEMORY_LIMIT_MB: must be 0 (Node defaults) or at least 128'],
    [{ MEMORY_LIMIT_MB: 'lots' }, 'Invalid MEMORY_LIMIT_MB: must be a number of megabytes'],
    [{ CACHE_MAX_MB: '64' }, 'Invalid CACHE_MAX_MB: must be at most a quarter of MEMORY_LIMIT_MB (48)'],
  ])('a bad value stops the start with one clear line: %o', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError)
    expect(() => loadConfig(env)).toThrow(message)
  })

  it('the defaults and .env.example, as written, are valid and keep the cache within its quarter of the memory budget', () => {
    const example = parseEnv(readFileSync(new URL('../.env.example', import.meta.url), 'utf8'))
    for (const config of [loadConfig({}), loadConfig(example)]) {
      expect(config.MEMORY_LIMIT_MB).toBe(192)
      expect(config.CACHE_MAX_MB).toBe(24)
    }
  })

  it('.env.example names every setting the server reads', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8')
    const named = new Set([...example.matchAll(/\b([A-Z][A-Z0-9_]+)=/g)].map((m) => m[1]))
    expect(CONFIG_KEYS.filter((key) => !named.has(key))).toEqual([])
  })

  it('TRUST_PROXY takes a flag, a hop count or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false)
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true)
    const twoHops = loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY as (a: string, hop: number) => boolean
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false])
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.1.0.0/16' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.1.0.0/16'])
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(
      'Invalid TRUST_PROXY: must be true, false, a hop count, or addresses/CIDRs',
    )
  })

  it('defaults match ARCHITECTURE.md', () => {
    const c = loadConfig({})
    expect([c.PORT, c.HOST, c.DATABASE_URL, c.SAMPLE_CONTENT, c.siteUrl]).toEqual([
      3000,
      '127.0.0.1',
      'file:./data/portfolio.db',
      true,
      'http://localhost:3000',
    ])
  })
})
