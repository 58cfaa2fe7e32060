import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createProject } from '../test/factories.ts'
import { createTestApp, type TestApp } from '../test/harness.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { SITE_URL: 'https://folio.example' } })
})
afterAll(() => t.close())

const like = (id: number, headers: Record<string, string>, ip: string) =>
  t.app.inject({ method: 'POST', url: `/api/v1/projects/${id}/like`, headers, remoteAddress: ip })

describe('likes need a same-site request (API.md, Projects)', () => {
  it('refuses what a browser marks as cross-site with 403, and does not count it', async () => {
    const project = await createProject(t.app)
    const refused: Record<string, string>[] = [
      { 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' },
    ]
    for (const [i, headers] of refused.entries()) {
      const res = await like(project.id, headers, `10.9.0.${i + 1}`)
      expect(res.statusCode, JSON.stringify(headers)).toBe(403)
      expect(res.json()).toMatchObject({ code: 'CROSS_SITE_REQUEST' })
    }
    const after = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project.id}` })
    expect(after.json<{ likes: number }>().likes).toBe(project.likes)

    const accepted: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-origin', origin: 'https://folio.example' },
      { origin: 'http://localhost:80' },
      { 'sec-fetch-site': 'none' },
    ]
    for (const [i, headers] of accepted.entries()) {
      const res = await like(project.id, { host: 'localhost:80', ...headers }, `10.9.1.${i + 1}`)
      expect(res.statusCode, JSON.stringify(headers)).toBe(200)
    }
    const counted = await t.app.inject({ method: 'GET', url: `/api/v1/projects/${project.id}` })
    expect(counted.json<{ likes: number }>().likes).toBe(project.likes + accepted.length)
  })
})
