import dns from 'node:dns'
import http, { createServer, type Server } from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'

import { seedSampleContent } from '../../db/sample-content/seed.ts'

import { createAdmin, createCertificate, createProject, type TestAccount } from '../../test/factories.ts'
import { createTestApp, createTestDb, type TestApp } from '../../test/harness.ts'
import { localDial, scriptedDns, STAND_IN_PUBLIC, v4 } from '../../test/outbound.ts'
import { createLinkChecker } from './link-checker.ts'

/** A local site: 200, 404, a redirect loop, a hang, HEAD refused, and a redirect chain. */
const hits: { path: string; method: string; at: number }[] = []
const site: Server = createServer((req, res) => {
  const path = req.url ?? '/'
  hits.push({ path, method: req.method ?? '', at: Date.now() })
  if (path === '/ok') return res.writeHead(200).end('fine')
  if (path === '/missing') return res.writeHead(404).end('gone')
  if (path === '/loop-a') return res.writeHead(302, { location: '/loop-b' }).end()
  if (path === '/loop-b') return res.writeHead(301, { location: '/loop-a' }).end()
  if (path === '/no-head') return req.method === 'HEAD' ? res.writeHead(405).end() : res.writeHead(200).end('ok')
  const hop = /^\/hop\/(\d+)$/.exec(path)
  if (hop) {
    const n = Number(hop[1])
    return n === 0 ? res.writeHead(200).end() : res.writeHead(302, { location: `/hop/${n - 1}` }).end()
  }
  if (path === '/hang') return // never answers
  res.writeHead(500).end()
})
let base = ''

let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`
  t = await createTestApp({
    env: { ALLOW_PRIVATE_NETWORK: 'true', LINK_CHECK_TIMEOUT_MS: '1500', LINK_CHECK_INTERVAL_HOURS: '0' },
  })
  admin = await createAdmin(t.app)
})
afterAll(async () => {
  await t?.close()
  site.closeAllConnections()
  await new Promise((r) => site.close(r))
})

const quick = { timeoutMs: 1500, allowPrivate: true, hostIntervalMs: 0, maxRedirects: 5 }

describe('the link checker', () => {
  it('200 is ok, 404 broken, a redirect loop and a hang are reported', async () => {
    const { check } = createLinkChecker(quick)
    expect(await check(`${base}/ok`)).toEqual({ ok: true, status: 200, error: null })
    expect(await check(`${base}/missing`)).toEqual({ ok: false, status: 404, error: 'HTTP 404' })
    expect(await check(`${base}/loop-a`)).toEqual({ ok: false, status: 301, error: 'Redirect loop' })
    const started = Date.now()
    expect(await check(`${base}/hang`)).toEqual({ ok: false, status: null, error: 'No answer within 1.5 s' })
    expect(Date.now() - started).toBeLessThan(3000)
  })

  it('GET when HEAD is refused; 5 redirects are followed, a 6th is not', async () => {
    const { check } = createLinkChecker(quick)
    hits.length = 0
    expect(await check(`${base}/no-head`)).toMatchObject({ ok: true, status: 200 })
    expect(hits.map((h) => h.method)).toEqual(['HEAD', 'GET'])
    expect(await check(`${base}/hop/5`)).toMatchObject({ ok: true, status: 200 })
    expect(await check(`${base}/hop/6`)).toEqual({ ok: false, status: 302, error: 'More than 5 redirects' })
  })

  it('refuses loopback, private and link-local targets unless allowed (SSRF)', async () => {
    const { check } = createLinkChecker({ ...quick, allowPrivate: false })
    hits.length = 0
    for (const url of [
      `${base}/ok`,
      'http://10.1.2.3/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://localhost/',
    ])
      expect(await check(url)).toMatchObject({
        ok: false,
        status: null,
        error: 'Refused: the link points to a private address',
      })
    expect(hits).toEqual([])
    expect(await check('ftp://example.com/file')).toMatchObject({ ok: false, error: 'Unsupported protocol ftp:' })
  })

  it('says when a host is not found', async () => {
    const { check } = createLinkChecker({ ...quick, allowPrivate: false, resolve: scriptedDns({}).resolve })
    expect(await check('http://gone.folio-demo.dev/')).toEqual({ ok: false, status: null, error: 'Host not found' })
  })

  it('DNS rebinding: the answer it connects to is the one tested, on the first request and on a redirect hop', async () => {
    const port = new URL(base).port
    const rebinding = () => scriptedDns({ 'rebind.folio-demo.dev': [[v4(STAND_IN_PUBLIC)], [v4('127.0.0.1')]] })
    const refused = { ok: false, status: null, error: 'Refused: the link points to a private address' }

    // The first query answers a public address: that is where the request goes (the local site
    // stands in for it). The second answers 127.0.0.1, and the next request is refused.
    let dns = rebinding()
    let dial = localDial()
    let checker = createLinkChecker({ ...quick, allowPrivate: false, resolve: dns.resolve, dial: dial.dial })
    hits.length = 0
    expect(await checker.check(`http://rebind.folio-demo.dev:${port}/ok`)).toEqual({
      ok: true,
      status: 200,
      error: null,
    })
    expect(await checker.check(`http://rebind.folio-demo.dev:${port}/ok`)).toEqual(refused)
    expect(dial.dialled).toEqual([STAND_IN_PUBLIC])
    expect(dns.queries).toEqual(['rebind.folio-demo.dev', 'rebind.folio-demo.dev'])
    expect(hits.map((h) => h.path)).toEqual(['/ok'])

    // A redirect back to the same name: the hop's own query answers 127.0.0.1, and it is refused.
    dns = rebinding()
    dial = localDial()
    checker = createLinkChecker({ ...quick, allowPrivate: false, resolve: dns.resolve, dial: dial.dial })
    hits.length = 0
    expect(await checker.check(`http://rebind.folio-demo.dev:${port}/hop/1`)).toEqual(refused)
    expect(dial.dialled).toEqual([STAND_IN_PUBLIC])
    expect(hits.map((h) => h.path)).toEqual(['/hop/1'])
  })

  it('asks one host at most once per interval, even with checks in parallel', async () => {
    const { check } = createLinkChecker({ ...quick, hostIntervalMs: 500 })
    hits.length = 0
    await Promise.all([check(`${base}/ok`), check(`${base}/missing`), check(`${base}/ok`), check(`${base}/loop-a`)])
    expect(hits).toHaveLength(5)
    const gaps = hits.slice(1).map((h, i) => h.at - hits[i]!.at)
    // Requests leave 500 ms apart; on a busy machine one may arrive a little late, the next on time.
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(400)
  })
})

describe('POST/GET /admin/link-check', () => {
  const get = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/admin/link-check', headers: admin.headers })).json()

  it('checks every project and certificate link; admin responses carry broken_links', { timeout: 30_000 }, async () => {
    const project = await createProject(t.app, {
      live_url: `${base}/ok`,
      github_url: `${base}/missing`,
      demo_url: `${base}/loop-a`,
      case_study_url: `${base}/hang`,
    })
    const relative = await createProject(t.app, { live_url: '/uploads/x.pdf' })
    const cert = await createCertificate(t.app, { credential_url: `${base}/missing` })
    hits.length = 0

    const started = await t.app.inject({ method: 'POST', url: '/api/v1/admin/link-check', headers: admin.headers })
    expect(started.statusCode).toBe(202)
    expect((await get()).running).toBe(true)
    let state = await get()
    for (let i = 0; state.running && i < 100; i++) {
      await new Promise((r) => setTimeout(r, 200))
      state = await get()
    }
    expect(state.running).toBe(false)
    expect(state.progress).toEqual({ done: 5, total: 5 })
    expect(state.checked_at).toEqual(expect.any(String))
    const byField = (kind: string, id: number, field: string) =>
      state.links.find(
        (l: { kind: string; id: number; field: string }) => l.kind === kind && l.id === id && l.field === field,
      )
    expect(byField('project', project.id, 'live_url')).toMatchObject({
      ok: true,
      status: 200,
      error: null,
      title: project.title,
    })
    expect(byField('project', project.id, 'github_url')).toMatchObject({ ok: false, status: 404 })
    expect(byField('project', project.id, 'demo_url')).toMatchObject({ ok: false, error: 'Redirect loop' })
    expect(byField('project', project.id, 'case_study_url')).toMatchObject({
      ok: false,
      status: null,
      error: 'No answer within 1.5 s',
    })
    expect(byField('certificate', cert.id, 'credential_url')).toMatchObject({
      ok: false,
      status: 404,
      title: cert.title,
    })
    expect(state.links.some((l: { id: number; kind: string }) => l.kind === 'project' && l.id === relative.id)).toBe(
      false,
    )

    // One host: requests leave a second apart though four checks run in parallel (arrival times
    // vary by the time a connection takes on a busy machine).
    const gaps = hits.slice(1).map((h, i) => h.at - hits[i]!.at)
    expect(gaps).toHaveLength(5)
    // Requests leave 1000 ms apart; one arrival delayed by a busy machine shortens the next gap
    // (a late first one shortens the span: a CI run on a loaded machine saw 4,734 ms), but five
    // gaps still take well over four intervals, and none collapses to parallel requests.
    expect(hits.at(-1)!.at - hits[0]!.at).toBeGreaterThanOrEqual(4500)
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(500)

    const adminProject = (
      await t.app.inject({ method: 'GET', url: `/api/v1/admin/projects/${project.id}`, headers: admin.headers })
    ).json()
    expect(adminProject.broken_links.sort()).toEqual(['case_study_url', 'demo_url', 'github_url'])
    const adminList = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/certificates?limit=100', headers: admin.headers })
    ).json()
    expect(adminList.certificates.find((c: { id: number }) => c.id === cert.id).broken_links).toEqual([
      'credential_url',
    ])
    // Public answers do not carry it.
    const publicCert = (await t.app.inject({ method: 'GET', url: `/api/v1/certificates/${cert.id}` })).json()
    expect(publicCert).not.toHaveProperty('broken_links')
  })

  it(
    'hide_broken_links leaves broken links off the public project, not the admin one',
    { timeout: 30_000 },
    async () => {
      const links = { live_url: `${base}/ok`, github_url: `${base}/missing` }
      const hiding = await createProject(t.app, { ...links, hide_broken_links: true })
      const showing = await createProject(t.app, links)
      // Before any check nothing is known to be broken.
      expect((await t.app.inject({ method: 'GET', url: `/api/v1/projects/${hiding.slug}` })).json().github_url).toBe(
        `${base}/missing`,
      )
      await t.app.inject({ method: 'POST', url: '/api/v1/admin/link-check', headers: admin.headers })
      for (let i = 0; (await get()).running && i < 100; i++) await new Promise((r) => setTimeout(r, 200))

      const publicOf = async (slug: string) =>
        (await t.app.inject({ method: 'GET', url: `/api/v1/projects/${slug}` })).json()
      expect(await publicOf(hiding.slug)).toMatchObject({
        live_url: `${base}/ok`,
        github_url: null,
      })
      expect(await publicOf(showing.slug)).toMatchObject({ github_url: `${base}/missing` })
      const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/projects?limit=100' })).json()
      expect(listed.projects.find((p: { id: number }) => p.id === hiding.id).github_url).toBeNull()
      const adminView = (
        await t.app.inject({ method: 'GET', url: `/api/v1/admin/projects/${hiding.id}`, headers: admin.headers })
      ).json()
      expect(adminView).toMatchObject({
        github_url: `${base}/missing`,
        broken_links: ['github_url'],
        hide_broken_links: true,
      })
    },
  )

  it('skips documentation and test names (RFC 2606, RFC 6761): they are never asked for', async () => {
    const reserved = await createProject(t.app, {
      live_url: 'https://shop.example.com/',
      github_url: 'http://app.test/',
      demo_url: 'https://nowhere.invalid/demo',
      case_study_url: 'http://api.localhost/',
    })
    const alsoReserved = await createProject(t.app, {
      live_url: 'https://site.example/',
      github_url: 'https://example/',
    })
    const cert = await createCertificate(t.app, { credential_url: 'https://example.org/verify/1' })
    const checked = await createProject(t.app, { live_url: `${base}/ok`, github_url: 'https://example.net/x' })
    hits.length = 0
    await t.app.services.linkHealth.start()
    const { links } = await t.app.services.linkHealth.state()
    const of = (kind: string, id: number) => links.filter((l) => l.kind === kind && l.id === id)
    expect(of('project', reserved.id)).toEqual([])
    expect(of('project', alsoReserved.id)).toEqual([])
    expect(of('certificate', cert.id)).toEqual([])
    expect(of('project', checked.id)).toEqual([expect.objectContaining({ field: 'live_url', ok: true, status: 200 })])
  })

  it('is for superusers only', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/admin/link-check' })).statusCode).toBe(401)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/admin/link-check' })).statusCode).toBe(401)
  })
})

describe('a fresh install with the sample content', () => {
  it(
    'makes no request at its first check tick; a sample link the owner changed is checked',
    { timeout: 60_000 },
    async () => {
      // Nothing may leave the machine: every name lookup answers "not found" (so no connection
      // to a name can be made) and fetch is refused; each is counted, as are http(s) requests.
      const offline = () => {
        throw Object.assign(new Error('offline'), { code: 'ENOTFOUND' })
      }
      const lookups = vi.spyOn(dns.promises, 'lookup').mockImplementation(async () => offline())
      const fetches = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => offline())
      const requests = [vi.spyOn(http, 'request'), vi.spyOn(https, 'request')]

      const db = await createTestDb()
      await seedSampleContent(db)
      // As a real site: the daily check is on, private addresses are refused.
      const fresh = await createTestApp({ db, env: { LINK_CHECK_INTERVAL_HOURS: '24' } })
      try {
        const linkHealth = fresh.app.services.linkHealth
        // The scheduler's first tick runs the check at start; wait until it has finished.
        let state = await linkHealth.state()
        for (let i = 0; (state.running || !state.checked_at) && i < 200; i++) {
          await new Promise((r) => setTimeout(r, 50))
          state = await linkHealth.state()
        }
        expect(state).toMatchObject({ running: false, progress: { done: 0, total: 0 }, links: [] })
        expect(state.checked_at).toEqual(expect.any(String))
        expect(lookups).not.toHaveBeenCalled()
        expect(fetches).not.toHaveBeenCalled()
        for (const spy of requests) expect(spy).not.toHaveBeenCalled()

        // The owner puts their own repository on a sample project: that link is checked (here
        // the lookup answers "offline", so nothing is sent).
        await fresh.db.db
          .updateTable('projects')
          .set({ github_url: 'https://github.com/robin-example/medislot' })
          .where('id', '=', 3)
          .execute()
        await linkHealth.start()
        expect(lookups.mock.calls.map((c) => c[0])).toEqual(['github.com'])
        expect(requests[1]!.mock.calls.map((c) => String(c[0]))).toEqual(['https://github.com/robin-example/medislot'])
        expect((await linkHealth.state()).links).toEqual([
          expect.objectContaining({ kind: 'project', id: 3, field: 'github_url', ok: false, error: 'Host not found' }),
        ])
      } finally {
        await fresh.close()
      }
    },
  )
})
