import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

import { SignJWT } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import { bearer, createAdmin, createUser, ipFor, login, STRONG_PASSWORD, unique } from '../../test/factories.ts'
import { JWT_SECRET_FILE, loadJwtSecret, signAccessToken } from './jwt.ts'

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

const register = (body: Record<string, unknown>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    payload: body,
    remoteAddress: ipFor(Math.floor(Math.random() * 60000)),
  })

const registration = (overrides: Record<string, unknown> = {}) => ({
  email: `${unique('reg')}@example.com`,
  password: STRONG_PASSWORD,
  username: unique('r').slice(0, 20),
  full_name: 'Grace Hopper',
  ...overrides,
})

const me = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })

describe('POST /auth/register', () => {
  it('creates a plain user and never returns a password hash', async () => {
    const body = registration({ email: `  ${unique('Mixed')}@Example.com `, is_superuser: true })
    const res = await register(body)
    expect(res.statusCode).toBe(201)
    const user = res.json()
    expect(user).toMatchObject({
      username: body.username,
      full_name: 'Grace Hopper',
      is_active: true,
      is_superuser: false,
    })
    expect(user.email).toBe(String(body.email).trim().toLowerCase())
    expect(Object.keys(user).sort()).toEqual([
      'created_at',
      'email',
      'full_name',
      'id',
      'is_active',
      'is_superuser',
      'username',
    ])
    expect(res.body).not.toMatch(/argon2|password/i)
  })

  it.each([
    [{ password: 'Sh0rt!' }, 'Password must be at least 8 characters'],
    [{ password: 'nouppercase1!' }, 'Password must contain at least one uppercase letter'],
    [{ password: 'NOLOWERCASE1!' }, 'Password must contain at least one lowercase letter'],
    [{ password: 'NoNumbers!!' }, 'Password must contain at least one number'],
    [{ password: 'NoSpecial123' }, 'Password must contain at least one special character'],
    [{ full_name: 'R2-D2' }, 'Name can only contain letters and spaces'],
    [{ full_name: 'A' }, 'Name must be at least 2 characters'],
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'Username must be less than 20 characters'],
    [{ username: 'bad name!' }, 'Username can only contain letters, numbers, and underscores'],
    [{ email: 'not-an-email' }, 'Invalid email address'],
    [{ email: '' }, 'Email is required'],
  ])('refuses %j with "%s" (SPEC.md §5)', async (override, message) => {
    const res = await register(registration(override))
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', detail: message })
  })

  it('answers 409 naming the email, the username, or both', async () => {
    const first = registration()
    expect((await register(first)).statusCode).toBe(201)

    const sameEmail = await register(registration({ email: String(first.email).toUpperCase() }))
    expect(sameEmail.statusCode).toBe(409)
    expect(sameEmail.json()).toMatchObject({ code: 'EMAIL_TAKEN', detail: 'An account with this email already exists' })

    const sameUsername = await register(registration({ username: String(first.username).toUpperCase() }))
    expect(sameUsername.statusCode).toBe(409)
    expect(sameUsername.json()).toMatchObject({ code: 'USERNAME_TAKEN', detail: 'This username is already taken' })

    const both = await register(registration({ email: first.email, username: first.username }))
    expect(both.statusCode).toBe(409)
    expect(both.json().code).toBe('ACCOUNT_EXISTS')
    expect(both.json().errors.map((e: { loc: string[] }) => e.loc[1])).toEqual(['email', 'username'])
  })

  it('gives one 201 and one 409 when the same account is registered twice at once', async () => {
    const body = registration()
    const results = await Promise.all([register(body), register(body), register(body)])
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
  })
})

describe('POST /auth/login', () => {
  it('accepts an urlencoded form with the email in `username`', async () => {
    const { email, password } = await createUser(t.app)
    const res = await login(t.app, email, password)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 900 })
    expect(body.access_token.split('.')).toHaveLength(3)
    expect(body.refresh_token).toMatch(/^[\w-]{43}$/)
    expect((await me(bearer(body.access_token))).json().email).toBe(email)
  })

  it('accepts a multipart form, as the web app sends it (SPEC.md §7)', async () => {
    const { email, password } = await createUser(t.app)
    const boundary = '----folio-test-boundary'
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="username"\r\n\r\n${email.toUpperCase()}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${password}\r\n`,
      `--${boundary}--\r\n`,
    ].join('')
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().token_type).toBe('bearer')
  })

  it('says "Incorrect email or password" for a wrong password and for an unknown email alike', async () => {
    const { email } = await createUser(t.app)
    const wrong = await login(t.app, email, 'Wrong!Passw0rd', ipFor(1001))
    const unknown = await login(t.app, `${unique('nobody')}@example.com`, 'Wrong!Passw0rd', ipFor(1002))
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual({ detail: 'Incorrect email or password', code: 'INVALID_CREDENTIALS' })
    }
  })

  it('refuses a missing password with 422, not 401', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: 'username=a%40b.co',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().detail).toBe('Password is required')
  })

  it('throttles one account after 5 failures, even from other addresses and with the right password', async () => {
    const { email, password } = await createUser(t.app)
    for (let i = 0; i < 5; i++)
      expect((await login(t.app, email, 'Wrong!Passw0rd', ipFor(2000 + i))).statusCode).toBe(401)
    const blocked = await login(t.app, email, password, ipFor(2100))
    expect(blocked.statusCode).toBe(429)
    expect(blocked.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS')
    const retryAfter = Number(blocked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    // Other accounts are not affected.
    const other = await createUser(t.app)
    expect((await login(t.app, other.email, other.password, ipFor(2100))).statusCode).toBe(200)
  })

  it('throttles one address after 20 failures across many accounts', async () => {
    const ip = ipFor(3000)
    for (let i = 0; i < 20; i++) {
      expect((await login(t.app, `${unique('spray')}@example.com`, 'Wrong!Passw0rd', ip)).statusCode).toBe(401)
    }
    const { email, password } = await createUser(t.app)
    const blocked = await login(t.app, email, password, ip)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect((await login(t.app, email, password, ipFor(3001))).statusCode).toBe(200)
  })

  it('a success clears the account count', async () => {
    const { email, password } = await createUser(t.app)
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++)
        expect((await login(t.app, email, 'Wrong!Passw0rd', ipFor(4000 + round))).statusCode).toBe(401)
      expect((await login(t.app, email, password, ipFor(4000 + round))).statusCode).toBe(200)
    }
  })

  it('refuses a disabled account after the right password', async () => {
    const { user, email, password } = await createUser(t.app)
    await t.db.db.updateTable('users').set({ is_active: 0 }).where('id', '=', user.id).execute()
    const res = await login(t.app, email, password, ipFor(4500))
    expect(res.statusCode).toBe(403)
  })
})

describe('access tokens', () => {
  const key = new TextEncoder().encode(TEST_SECRET)

  it('GET /auth/me needs a token: 401 with WWW-Authenticate', async () => {
    const res = await me()
    expect(res.statusCode).toBe(401)
    expect(res.headers['www-authenticate']).toBe('Bearer')
    expect(res.json().code).toBe('NOT_AUTHENTICATED')
    expect((await me({ authorization: 'Basic abc' })).statusCode).toBe(401)
    expect((await me({ authorization: 'Bearer' })).statusCode).toBe(401)
    expect((await me({ authorization: 'Bearer not.a.jwt' })).statusCode).toBe(401)
  })

  it('refuses a tampered token', async () => {
    const { user, tokens } = await createUser(t.app)
    const [h, p, s] = tokens.access_token.split('.') as [string, string, string]
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString())
    const forged = Buffer.from(JSON.stringify({ ...payload, sub: String(user.id + 1) })).toString('base64url')
    expect((await me(bearer(`${h}.${forged}.${s}`))).statusCode).toBe(401)
    const flipped = s.slice(0, -2) + (s.endsWith('AA') ? 'BB' : 'AA')
    expect((await me(bearer(`${h}.${p}.${flipped}`))).statusCode).toBe(401)
    expect((await me(bearer(tokens.access_token))).statusCode).toBe(200)
  })

  it('refuses alg "none" and other algorithms', async () => {
    const { user } = await createUser(t.app)
    const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
    const claims = {
      sub: String(user.id),
      iss: 'folio',
      iat: Math.floor(Date.now() / 1000),
      exp: Math.floor(Date.now() / 1000) + 600,
    }
    expect((await me(bearer(`${enc({ alg: 'none', typ: 'JWT' })}.${enc(claims)}.`))).statusCode).toBe(401)
    expect((await me(bearer(`${enc({ alg: 'none' })}.${enc(claims)}`))).statusCode).toBe(401)
    const hs512 = await new SignJWT(claims).setProtectedHeader({ alg: 'HS512' }).sign(key)
    expect((await me(bearer(hs512))).statusCode).toBe(401)
  })

  it('refuses an expired token and one signed with another key', async () => {
    const { user } = await createUser(t.app)
    const now = Math.floor(Date.now() / 1000)
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('folio')
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(key)
    expect((await me(bearer(expired))).statusCode).toBe(401)
    const otherKey = await signAccessToken(
      new TextEncoder().encode('another-secret-another-secret-another-secret'),
      user.id,
    )
    expect((await me(bearer(otherKey))).statusCode).toBe(401)
    expect((await me(bearer(await signAccessToken(key, user.id)))).statusCode).toBe(200)
  })

  it('a token of a deleted or disabled account stops working', async () => {
    const a = await createUser(t.app)
    await t.db.db.updateTable('users').set({ is_active: 0 }).where('id', '=', a.user.id).execute()
    expect((await me(a.headers)).statusCode).toBe(401)
    const b = await createUser(t.app)
    await t.db.db.deleteFrom('users').where('id', '=', b.user.id).execute()
    expect((await me(b.headers)).statusCode).toBe(401)
  })
})

describe('PUT /auth/me', () => {
  const put = (headers: Record<string, string>, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'PUT', url: '/api/v1/auth/me', headers, payload, remoteAddress })
  const stored = async (id: number) =>
    t.db.db.selectFrom('users').select(['email', 'full_name']).where('id', '=', id).executeTakeFirstOrThrow()

  it('updates the profile', async () => {
    const a = await createUser(t.app)
    const res = await put(a.headers, { full_name: 'Ada Byron', username: unique('ada').slice(0, 20) })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ full_name: 'Ada Byron', email: a.email, is_superuser: false })
  })

  it('cannot make anyone a superuser', async () => {
    const a = await createUser(t.app)
    const res = await put(a.headers, { is_superuser: true })
    expect(res.statusCode).toBe(422)
    expect((await me(a.headers)).json().is_superuser).toBe(false)
  })

  it('needs the current password to change the password, and ends other sessions', async () => {
    const a = await createUser(t.app)
    const missing = await put(a.headers, { password: 'N3w!Password' })
    expect(missing.statusCode).toBe(422)
    expect(missing.json()).toMatchObject({
      detail: 'Current password is required to change the password',
      code: 'VALIDATION_ERROR',
      errors: [{ loc: ['body', 'current_password'] }],
    })
    const wrong = await put(a.headers, { password: 'N3w!Password', current_password: 'nope' })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().code).toBe('INVALID_CURRENT_PASSWORD')
    const weak = await put(a.headers, { password: 'weakpassword', current_password: a.password })
    expect(weak.statusCode).toBe(422)

    const ok = await put(a.headers, { password: 'N3w!Password', current_password: a.password })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).not.toMatch(/argon2/)
    expect((await login(t.app, a.email, a.password, ipFor(5000))).statusCode).toBe(401)
    expect((await login(t.app, a.email, 'N3w!Password', ipFor(5000))).statusCode).toBe(200)
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: { refresh_token: a.tokens.refresh_token },
    })
    expect(refresh.statusCode).toBe(401)
  })

  it('needs the current password to change the email; nothing changes on a refusal', async () => {
    const a = await createUser(t.app)
    const ip = ipFor(6000)
    const email = `${unique('moved')}@example.com`

    const missing = await put(a.headers, { email, full_name: 'Mallory Thief' }, ip)
    expect(missing.statusCode).toBe(422)
    expect(missing.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      detail: 'Current password is required to change the email',
      errors: [{ loc: ['body', 'current_password'], msg: 'Current password is required to change the email' }],
    })

    const wrong = await put(a.headers, { email, full_name: 'Mallory Thief', current_password: 'Wrong!Passw0rd' }, ip)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({ detail: 'Current password is incorrect', code: 'INVALID_CURRENT_PASSWORD' })
    expect(await stored(a.user.id)).toEqual({ email: a.email, full_name: 'Test Person' })
    // The token still works: a wrong password is not a reason to sign anyone out.
    expect((await me(a.headers)).statusCode).toBe(200)

    const ok = await put(a.headers, { email: email.toUpperCase(), current_password: a.password }, ip)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().email).toBe(email)
    expect((await login(t.app, email, a.password, ip)).statusCode).toBe(200)
  })

  it('the name, the username and the unchanged email (in any case) need no password', async () => {
    const a = await createUser(t.app)
    const username = unique('keep').slice(0, 20)
    const res = await put(a.headers, { email: a.email.toUpperCase(), username, full_name: 'Ada Byron' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ email: a.email, username, full_name: 'Ada Byron' })
  })

  it('wrong current passwords are throttled like sign-in: the 6th is a 429 with Retry-After, the right one too', async () => {
    const a = await createUser(t.app)
    const email = `${unique('moved')}@example.com`
    for (let i = 0; i < 5; i++) {
      const res = await put(a.headers, { email, current_password: `Wrong!Passw0rd${i}` }, ipFor(6100 + i))
      // Never a 401: that would sign the owner out.
      expect(res.statusCode).toBe(400)
    }
    for (const current_password of ['Wrong!Passw0rd', a.password]) {
      const blocked = await put(a.headers, { email, current_password }, ipFor(6110))
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json()).toEqual({
        detail: expect.stringMatching(/try again in/),
        code: 'TOO_MANY_PASSWORD_ATTEMPTS',
      })
      const retryAfter = Number(blocked.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(15 * 60)
    }
    // A password change is refused the same way, and sign-in shares the count.
    const change = await put(a.headers, { password: 'N3w!Password', current_password: a.password }, ipFor(6111))
    expect(change.statusCode).toBe(429)
    expect((await login(t.app, a.email, a.password, ipFor(6112))).statusCode).toBe(429)
    expect((await stored(a.user.id)).email).toBe(a.email)
    // What needs no password still works.
    expect((await put(a.headers, { full_name: 'Still Here' }, ipFor(6113))).statusCode).toBe(200)
  })

  it('a burst of parallel wrong passwords meets the limit too: 5 are checked, the rest are 429', async () => {
    const a = await createUser(t.app)
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        put(a.headers, { password: 'N3w!Password', current_password: `Wrong!Passw0rd${i}` }, ipFor(6300 + i)),
      ),
    )
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes).toEqual([...Array(5).fill(400), ...Array(7).fill(429)])
  })

  it('a right current password clears the account count, as at sign-in', async () => {
    const a = await createUser(t.app)
    const ip = ipFor(6200)
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) {
        const res = await put(a.headers, { password: 'N3w!Password', current_password: 'Wrong!Passw0rd' }, ip)
        expect(res.statusCode).toBe(400)
      }
      const name = round ? 'Second Round' : 'First Round'
      const email = `${unique('round')}@example.com`
      const ok = await put(a.headers, { email, full_name: name, current_password: a.password }, ip)
      expect(ok.statusCode).toBe(200)
    }
  })

  it('refuses an email or username that another account has', async () => {
    const a = await createUser(t.app)
    const b = await createUser(t.app)
    const res = await put(a.headers, { email: b.email, current_password: a.password })
    expect(res.statusCode).toBe(409)
    expect(res.json().code).toBe('EMAIL_TAKEN')
    expect((await put(a.headers, { username: b.user.username })).json().code).toBe('USERNAME_TAKEN')
    // Its own values are not a conflict.
    expect((await put(a.headers, { email: a.email, username: a.user.username })).statusCode).toBe(200)
  })
})

describe('refresh tokens', () => {
  const refresh = (refresh_token?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      payload: refresh_token === undefined ? {} : { refresh_token },
    })

  it('rotates: each refresh gives a new pair, and the new access token works', async () => {
    const a = await createUser(t.app)
    const first = await refresh(a.tokens.refresh_token)
    expect(first.statusCode).toBe(200)
    const pair = first.json()
    expect(pair.refresh_token).not.toBe(a.tokens.refresh_token)
    expect((await me(bearer(pair.access_token))).statusCode).toBe(200)
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200)
  })

  it('reusing a spent token is refused and revokes the whole family', async () => {
    const a = await createUser(t.app)
    const next = (await refresh(a.tokens.refresh_token)).json()
    const reuse = await refresh(a.tokens.refresh_token)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().code).toBe('INVALID_REFRESH_TOKEN')
    // The legitimate newest token of that family is dead too.
    expect((await refresh(next.refresh_token)).statusCode).toBe(401)
    // Another session of the same user is not touched.
    const other = await t.app.services.auth.issue(a.user.id)
    expect((await refresh(other.refresh_token)).statusCode).toBe(200)
  })

  it('two concurrent uses of one token: at most one wins and the family is revoked', async () => {
    const a = await createUser(t.app)
    const results = await Promise.all([refresh(a.tokens.refresh_token), refresh(a.tokens.refresh_token)])
    const codes = results.map((r) => r.statusCode).sort()
    expect(codes[1]).toBe(401)
    const winner = results.find((r) => r.statusCode === 200)
    if (winner) expect((await refresh(winner.json().refresh_token)).statusCode).toBe(401)
  })

  it('no token: 401 "No refresh token available"; unknown or malformed token: 401', async () => {
    const none = await refresh()
    expect(none.statusCode).toBe(401)
    expect(none.json()).toEqual({ detail: 'No refresh token available', code: 'NO_REFRESH_TOKEN' })
    const empty = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh' })
    expect(empty.statusCode).toBe(401)
    expect((await refresh('x'.repeat(43))).statusCode).toBe(401)
    expect((await refresh("' OR 1=1 --")).statusCode).toBe(401)
  })

  it('refuses an expired refresh token', async () => {
    const a = await createUser(t.app)
    await t.db.db
      .updateTable('refresh_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', a.user.id)
      .execute()
    expect((await refresh(a.tokens.refresh_token)).statusCode).toBe(401)
  })

  it('stores only a hash of the token', async () => {
    const a = await createUser(t.app)
    const rows = await t.db.db
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('user_id', '=', a.user.id)
      .execute()
    expect(rows).toHaveLength(1)
    expect(rows[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(rows[0]!.token_hash).not.toContain(a.tokens.refresh_token)
  })

  it('logout revokes the session: 204, then the refresh token is refused', async () => {
    const a = await createUser(t.app)
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      payload: { refresh_token: a.tokens.refresh_token },
    })
    expect(out.statusCode).toBe(204)
    expect(out.body).toBe('')
    expect((await refresh(a.tokens.refresh_token)).statusCode).toBe(401)
    // Without a body, or with an unknown token, logout still answers 204.
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout' })).statusCode).toBe(204)
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/v1/auth/logout', payload: { refresh_token: 'nope' } }))
        .statusCode,
    ).toBe(204)
  })
})

describe('the admin guard', () => {
  it('401 without a token, 403 for a registered user, 200 for a superuser — before validation', async () => {
    const user = await createUser(t.app)
    const admin = await createAdmin(t.app)
    const urls = ['/api/v1/admin/projects', '/api/v1/admin/projects/1']
    for (const url of urls) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
      const forbidden = await t.app.inject({ method: 'GET', url, headers: user.headers })
      expect(forbidden.statusCode).toBe(403)
      expect(forbidden.json().code).toBe('FORBIDDEN')
    }
    expect((await t.app.inject({ method: 'GET', url: urls[0]!, headers: admin.headers })).statusCode).toBe(200)
    // A write with an invalid body: the caller's rights are checked first.
    const post = await t.app.inject({ method: 'POST', url: '/api/v1/admin/projects', payload: { nope: 1 } })
    expect(post.statusCode).toBe(401)
    const post2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/projects',
      payload: { nope: 1 },
      headers: user.headers,
    })
    expect(post2.statusCode).toBe(403)
  })

  it('admin answers are never cached', async () => {
    const admin = await createAdmin(t.app)
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/admin/projects', headers: admin.headers })
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.headers.etag).toBeUndefined()
  })
})

describe('admin bootstrap (ensureAdmin)', () => {
  it('creates the configured superuser, then keeps its password in line with ADMIN_PASSWORD', async () => {
    const users = t.app.services.users
    const email = `${unique('boss')}@example.com`
    const created = await users.ensureAdmin({ email, password: 'Adm1n!Password' })
    expect(created.action).toBe('created')
    expect(created.generatedPassword).toBeUndefined()
    expect(created.user.is_superuser).toBe(true)
    expect((await login(t.app, email, 'Adm1n!Password', ipFor(6000))).statusCode).toBe(200)

    expect((await users.ensureAdmin({ email, password: 'Adm1n!Password' })).action).toBe('unchanged')
    expect((await users.ensureAdmin({ email, password: 'Changed!Passw0rd' })).action).toBe('updated')
    expect((await login(t.app, email, 'Adm1n!Password', ipFor(6001))).statusCode).toBe(401)
    expect((await login(t.app, email, 'Changed!Passw0rd', ipFor(6001))).statusCode).toBe(200)
  })

  it('promotes an existing account named by ADMIN_EMAIL', async () => {
    const a = await createUser(t.app)
    const res = await t.app.services.users.ensureAdmin({ email: a.email, password: a.password })
    expect(res.action).toBe('updated')
    expect((await me(a.headers)).json().is_superuser).toBe(true)
  })
})

describe('admin bootstrap on an empty database', () => {
  it('with nothing configured: one superuser with a random password, once', async () => {
    const fresh = await createTestApp()
    try {
      const first = await fresh.app.services.users.ensureAdmin({})
      expect(first.action).toBe('created')
      expect(first.user.is_superuser).toBe(true)
      const password = first.generatedPassword!
      expect(password.length).toBeGreaterThanOrEqual(20)
      const res = await login(fresh.app, first.user.email, password)
      expect(res.statusCode).toBe(200)
      const again = await fresh.app.services.users.ensureAdmin({})
      expect(again).toMatchObject({ action: 'unchanged' })
      expect(again.generatedPassword).toBeUndefined()
    } finally {
      await fresh.close()
    }
  })
})

describe('the JWT secret', () => {
  it('is generated once into the data folder with mode 600, then reused', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'folio-secret-'))
    try {
      const a = await loadJwtSecret({ dataDir: join(dir, 'data') })
      const file = join(dir, 'data', JWT_SECRET_FILE)
      expect(statSync(file).mode & 0o777).toBe(0o600)
      const b = await loadJwtSecret({ dataDir: join(dir, 'data') })
      expect(Buffer.from(b).equals(Buffer.from(a))).toBe(true)
      expect(a.length).toBeGreaterThanOrEqual(32)
      const configured = await loadJwtSecret({ secret: TEST_SECRET, dataDir: join(dir, 'data') })
      expect(new TextDecoder().decode(configured)).toBe(TEST_SECRET)
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})
