import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import { createUser, ipFor, login, unique } from '../../test/factories.ts'
import { runAdminCli } from './admin-cli.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

let ip = 1
const run = async (argv: string[], stdin = '') => {
  const out: string[] = []
  const err: string[] = []
  const code = await runAdminCli(argv, t.db.db, {
    out: (s) => out.push(s),
    err: (s) => err.push(s),
    readStdin: async () => stdin,
  })
  return { code, out: out.join(''), err: err.join('') }
}
const canLogin = async (email: string, password: string) =>
  (await login(t.app, email, password, ipFor(ip++))).statusCode

describe('npm run admin', () => {
  it('create: a superuser with a generated password shown once', async () => {
    const email = `${unique('ops')}@example.com`
    const res = await run(['create', '--email', email])
    expect(res.code).toBe(0)
    const password = /Password \(shown once\): (\S+)/.exec(res.out)?.[1]
    expect(password).toBeDefined()
    expect(await canLogin(email, password!)).toBe(200)
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${(await login(t.app, email, password!, ipFor(ip++))).json().access_token}` },
    })
    expect(me.json().is_superuser).toBe(true)
    expect((await run(['list'])).out).toContain(email)
  })

  it('create: with --password-stdin, a username and a name; refuses an existing email', async () => {
    const email = `${unique('ops')}@example.com`
    const username = unique('op').slice(0, 20)
    const res = await run(
      ['create', '--email', email, '--password-stdin', '--username', username, '--name', 'Ops Person'],
      'Stdin!Passw0rd\n',
    )
    expect(res.code).toBe(0)
    expect(res.out).not.toContain('Stdin!Passw0rd')
    expect(res.out).toContain(username)
    expect(await canLogin(email, 'Stdin!Passw0rd')).toBe(200)
    const again = await run(['create', '--email', email, '--password', 'Other!Passw0rd'])
    expect(again.code).toBe(1)
    expect(again.err).toContain('reset-password')
  })

  it('refuses weak passwords and bad emails with the SPEC.md §5 messages', async () => {
    const weak = await run(['create', '--email', `${unique('w')}@example.com`, '--password', 'weak'])
    expect(weak.code).toBe(1)
    expect(weak.err).toContain('Password must be at least 8 characters')
    expect(weak.err).toContain('Password must contain at least one uppercase letter')
    const bad = await run(['create', '--email', 'nope', '--password', 'Str0ng!Password'])
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('Invalid email address')
  })

  it('reset-password: new password works, old one and old sessions do not', async () => {
    const a = await createUser(t.app)
    const res = await run(['reset-password', '--email', a.email.toUpperCase(), '--password', 'Reset!Passw0rd'])
    expect(res.code).toBe(0)
    expect(await canLogin(a.email, 'Reset!Passw0rd')).toBe(200)
    expect(await canLogin(a.email, a.password)).toBe(401)
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: a.tokens.refresh_token },
    })
    expect(refresh.statusCode).toBe(401)
    const missing = await run(['reset-password', '--email', 'nobody@example.com'])
    expect(missing.code).toBe(1)
    expect(missing.err).toContain('No account')
  })

  it('usage errors exit 2; --help exits 0', async () => {
    expect((await run([])).code).toBe(2)
    expect((await run(['explode'])).code).toBe(2)
    expect((await run(['create'])).code).toBe(2)
    expect((await run(['create', '--bogus'])).code).toBe(2)
    const help = await run(['--help'])
    expect(help.code).toBe(0)
    expect(help.out).toContain('reset-password')
  })
})
