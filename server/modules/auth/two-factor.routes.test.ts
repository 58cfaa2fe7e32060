import { SignJWT } from 'jose'
import { Secret, TOTP } from 'otpauth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/harness.ts'
import { bearer, createUser, ipFor, login, type TestAccount } from '../../test/factories.ts'
import { deriveKey, open } from '../../lib/secret-box.ts'

// API.md "Owner's security": TOTP two-factor sign-in and the sessions list, on a real database.

const TEST_JWT_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t?.close()
})

let ipSeq = 40_000
/** A fresh client address per test, so the per-address login limit of one test never meets another's. */
const nextIp = () => ipFor(ipSeq++)

const post = (url: string, payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object, headers, remoteAddress })

/** The code an authenticator shows `offsetSteps` 30-second steps from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offsetSteps * 30_000,
  })

/** setup + enable on a new account; the step used by enable is now's. */
const withTwoFactor = async (): Promise<TestAccount & { secret: string; recovery: string[] }> => {
  const a = await createUser(t.app)
  const setup = await post('/auth/2fa/setup', { password: a.password }, a.headers)
  expect(setup.statusCode).toBe(200)
  const { secret } = setup.json()
  const enable = await post('/auth/2fa/enable', { code: codeFor(secret) }, a.headers)
  expect(enable.statusCode).toBe(200)
  return { ...a, secret, recovery: enable.json().recovery_codes }
}

const challengeFor = async (a: TestAccount, ip: string) => {
  const res = await login(t.app, a.email, a.password, ip)
  expect(res.statusCode).toBe(200)
  expect(res.json()).toEqual({ two_factor_required: true, challenge: expect.any(String) })
  return res.json().challenge as string
}

const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers })
const refresh = (refresh_token: string, userAgent = 'folio-test') =>
  post('/auth/refresh', { refresh_token }, { 'user-agent': userAgent })

describe('two-factor sign-in', () => {
  it('setup answers a base32 secret, its otpauth URL and a QR code drawn by this server; not active yet', async () => {
    const a = await createUser(t.app)
    const res = await post('/auth/2fa/setup', { password: a.password }, a.headers)
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/)
    const url = new URL(body.otpauth_url)
    expect(url.protocol).toBe('otpauth:')
    expect(url.host).toBe('totp')
    expect(url.searchParams.get('secret')).toBe(body.secret)
    expect(url.searchParams.get('algorithm')).toBe('SHA1')
    expect(url.searchParams.get('digits')).toBe('6')
    expect(url.searchParams.get('period')).toBe('30')
    expect(decodeURIComponent(url.pathname)).toContain(a.email)
    expect(body.qr_code).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Buffer.from(body.qr_code.split(',')[1], 'base64').toString()).toContain('<svg')
    expect((await me(a.headers)).json().two_factor_enabled).toBe(false)
    // Not active until confirmed: the password alone still signs in.
    expect((await login(t.app, a.email, a.password, nextIp())).json().access_token).toEqual(expect.any(String))
  })

  it('the secret is stored sealed, never in clear; recovery codes only as hashes', async () => {
    const a = await withTwoFactor()
    const row = await t.db.db
      .selectFrom('user_two_factor')
      .selectAll()
      .where('user_id', '=', a.user.id)
      .executeTakeFirstOrThrow()
    expect(row.enabled_at).not.toBeNull()
    expect(row.secret).not.toContain(a.secret)
    expect(row.secret).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/)
    // Decoding every part gives no trace of the secret either (AES-GCM, not an encoding).
    const decoded = row.secret
      .split('.')
      .map((p) => Buffer.from(p, 'base64url').toString('latin1'))
      .join('')
    expect(decoded).not.toContain(a.secret)
    // Without ENCRYPTION_KEY the key is derived from JWT_SECRET.
    expect(open(deriveKey(TEST_JWT_SECRET, 'folio totp secrets v1'), row.secret)).toBe(a.secret)
    const codes = await t.db.db
      .selectFrom('recovery_codes')
      .select('code_hash')
      .where('user_id', '=', a.user.id)
      .execute()
    expect(codes).toHaveLength(10)
    for (const { code_hash } of codes) expect(code_hash).toMatch(/^[0-9a-f]{64}$/)
    const stored = codes.map((c) => c.code_hash).join(' ')
    for (const code of a.recovery) expect(stored).not.toContain(code.replace('-', ''))
  })

  it('a wrong code on enable is a 422 and leaves 2FA off', async () => {
    const a = await createUser(t.app)
    const { secret } = (await post('/auth/2fa/setup', { password: a.password }, a.headers)).json()
    const good = codeFor(secret)
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0')
    const res = await post('/auth/2fa/enable', { code: wrong }, a.headers)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ loc: ['body', 'code'] }] })
    const notDigits = await post('/auth/2fa/enable', { code: 'abcdef' }, a.headers)
    expect(notDigits.statusCode).toBe(422)
    expect(notDigits.json().detail).toBe('Enter the 6-digit code from your authenticator app')
    expect((await me(a.headers)).json().two_factor_enabled).toBe(false)
    // Enable without a setup first: 409.
    const b = await createUser(t.app)
    expect((await post('/auth/2fa/enable', { code: good }, b.headers)).statusCode).toBe(409)
    // Endpoints need an account.
    expect((await post('/auth/2fa/setup', { password: a.password })).statusCode).toBe(401)
  })

  it('enable → login needs the code step → TOTP works → a recovery code works once → replay refused → disable', async () => {
    const a = await withTwoFactor()
    expect(a.recovery).toHaveLength(10)
    expect(new Set(a.recovery).size).toBe(10)
    for (const c of a.recovery) expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
    expect((await me(a.headers)).json().two_factor_enabled).toBe(true)
    // Setup again while enabled is refused (it would replace the secret).
    expect((await post('/auth/2fa/setup', { password: a.password }, a.headers)).statusCode).toBe(409)

    const ip = nextIp()
    // The right password alone gives no tokens now.
    const challenge = await challengeFor(a, ip)
    // A challenge is not an access token.
    expect((await me(bearer(challenge))).statusCode).toBe(401)

    // The code enable used is spent: replaying it is refused even within its 30 seconds.
    const replayOfEnable = await post('/auth/2fa/verify', { challenge, code: codeFor(a.secret) }, {}, ip)
    expect(replayOfEnable.statusCode).toBe(401)
    expect(replayOfEnable.json()).toEqual({ detail: 'Invalid authentication code', code: 'INVALID_2FA_CODE' })

    // The next step's code (within the ±1 window) signs in and gives a working token pair.
    const next = codeFor(a.secret, 1)
    const ok = await post('/auth/2fa/verify', { challenge, code: next.replace(/(\d{3})/, '$1 ') }, {}, ip)
    expect(ok.statusCode).toBe(200)
    const pair = ok.json()
    expect(pair).toMatchObject({ token_type: 'bearer', access_token: expect.any(String) })
    expect((await me(bearer(pair.access_token))).statusCode).toBe(200)
    expect((await refresh(pair.refresh_token)).statusCode).toBe(200)

    // That code cannot be used a second time.
    const again = await post('/auth/2fa/verify', { challenge: await challengeFor(a, ip), code: next }, {}, ip)
    expect(again.statusCode).toBe(401)

    // A recovery code works once, typed in any case and without the dash.
    const [first, second] = a.recovery as [string, string]
    const typed = first.toUpperCase().replace('-', '')
    const rec = await post('/auth/2fa/verify', { challenge: await challengeFor(a, ip), code: typed }, {}, ip)
    expect(rec.statusCode).toBe(200)
    expect(rec.json().access_token).toEqual(expect.any(String))
    const recAgain = await post('/auth/2fa/verify', { challenge: await challengeFor(a, ip), code: first }, {}, ip)
    expect(recAgain.statusCode).toBe(401)

    // Disable needs the password and a code: a wrong password is a 400, a wrong code a 422.
    const wrongPassword = await post('/auth/2fa/disable', { password: 'Wrong!Passw0rd', code: second }, a.headers)
    expect(wrongPassword.statusCode).toBe(400)
    expect(wrongPassword.json()).toMatchObject({ code: 'INVALID_PASSWORD', errors: [{ loc: ['body', 'password'] }] })
    const wrongCode = await post('/auth/2fa/disable', { password: a.password, code: first }, a.headers)
    expect(wrongCode.statusCode).toBe(422)
    const off = await post('/auth/2fa/disable', { password: a.password, code: second }, a.headers)
    expect(off.statusCode).toBe(204)
    expect((await me(a.headers)).json().two_factor_enabled).toBe(false)
    const rows = await t.db.db.selectFrom('recovery_codes').select('id').where('user_id', '=', a.user.id).execute()
    expect(rows).toHaveLength(0)
    // The password alone signs in again.
    expect((await login(t.app, a.email, a.password, nextIp())).json().access_token).toEqual(expect.any(String))
  })

  it('the code step is throttled like passwords: 429 with Retry-After after 5 misses, even for a right code', async () => {
    const a = await withTwoFactor()
    const ip = nextIp()
    const challenge = await challengeFor(a, ip)
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/2fa/verify', { challenge, code: `zzzzz-zzzz${i}` }, {}, ip)
      expect(res.statusCode).toBe(401)
    }
    const blocked = await post('/auth/2fa/verify', { challenge, code: a.recovery[0] }, {}, ip)
    expect(blocked.statusCode).toBe(429)
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    expect(blocked.json().code).toBe('TOO_MANY_LOGIN_ATTEMPTS')
    // From another address too: the count is per account. A correct password does not reset it.
    const other = nextIp()
    const res = await post(
      '/auth/2fa/verify',
      { challenge: await challengeFor(a, other), code: a.recovery[0] },
      {},
      other,
    )
    expect(res.statusCode).toBe(429)
    // The recovery code was not spent by the refused attempts.
    const used = await t.db.db
      .selectFrom('recovery_codes')
      .select('id')
      .where('user_id', '=', a.user.id)
      .where('used_at', 'is not', null)
      .execute()
    expect(used).toHaveLength(0)
  })

  it('refuses a forged, tampered or expired challenge with 401', async () => {
    const a = await withTwoFactor()
    const ip = nextIp()
    const challenge = await challengeFor(a, ip)
    const tampered = `${challenge.slice(0, -2)}${challenge.endsWith('AA') ? 'BB' : 'AA'}`
    // Signed with the right key but older than 5 minutes.
    const expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(a.user.id))
      .setIssuer('folio:2fa')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 301)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
      .sign(deriveKey(TEST_JWT_SECRET, 'folio 2fa challenge v1'))
    for (const c of [tampered, expired, 'not-a-challenge', a.tokens.access_token]) {
      const res = await post('/auth/2fa/verify', { challenge: c, code: a.recovery[0] }, {}, ip)
      expect(res.statusCode).toBe(401)
      expect(res.json().code).toBe('INVALID_2FA_CHALLENGE')
    }
    // Missing fields are validation errors.
    expect((await post('/auth/2fa/verify', { challenge }, {}, ip)).statusCode).toBe(422)
  })
})

describe('a stolen access token is not enough (hardening)', () => {
  const twoFactorRows = async (userId: number) =>
    t.db.db.selectFrom('user_two_factor').select('user_id').where('user_id', '=', userId).execute()

  it('setup needs the password: missing is a 422, wrong a 400; neither creates nor answers a secret', async () => {
    const a = await createUser(t.app)
    const ip = nextIp()
    for (const payload of [{}, { password: '' }]) {
      const missing = await post('/auth/2fa/setup', payload, a.headers, ip)
      expect(missing.statusCode).toBe(422)
      expect(missing.json()).toMatchObject({ code: 'VALIDATION_ERROR', errors: [{ loc: ['body', 'password'] }] })
    }
    const wrong = await post('/auth/2fa/setup', { password: 'Wrong!Passw0rd' }, a.headers, ip)
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json()).toMatchObject({
      detail: 'Password is incorrect',
      code: 'INVALID_PASSWORD',
      errors: [{ loc: ['body', 'password'] }],
    })
    expect(wrong.body).not.toMatch(/secret|otpauth/)
    expect(await twoFactorRows(a.user.id)).toHaveLength(0)
    // Enable has nothing to confirm.
    expect((await post('/auth/2fa/enable', { code: '123456' }, a.headers, ip)).statusCode).toBe(409)

    const ok = await post('/auth/2fa/setup', { password: a.password }, a.headers, ip)
    expect(ok.statusCode).toBe(200)
    expect(ok.json().secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(await twoFactorRows(a.user.id)).toHaveLength(1)
  })

  it('the OpenAPI document shows the password in the setup body', async () => {
    const doc = (await t.app.inject('/api/openapi.json')).json()
    const schema = doc.paths['/api/v1/auth/2fa/setup'].post.requestBody.content['application/json'].schema
    expect(schema.required).toEqual(['password'])
    expect(schema.properties.password.type).toBe('string')
  })

  it('wrong passwords at setup are throttled: the 6th is a 429 with Retry-After, then the right one too', async () => {
    const a = await createUser(t.app)
    for (let i = 0; i < 5; i++) {
      const res = await post('/auth/2fa/setup', { password: `Wrong!Passw0rd${i}` }, a.headers, nextIp())
      expect(res.statusCode).toBe(400)
    }
    for (const password of ['Wrong!Passw0rd', a.password]) {
      const blocked = await post('/auth/2fa/setup', { password }, a.headers, nextIp())
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().code).toBe('TOO_MANY_PASSWORD_ATTEMPTS')
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect(await twoFactorRows(a.user.id)).toHaveLength(0)
  })

  it('wrong passwords at disable are throttled: the 6th is a 429 with Retry-After, then the right one too', async () => {
    const a = await withTwoFactor()
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/auth/2fa/disable',
        { password: `Wrong!Passw0rd${i}`, code: a.recovery[0] },
        a.headers,
        nextIp(),
      )
      expect(res.statusCode).toBe(400)
      expect(res.json().code).toBe('INVALID_PASSWORD')
    }
    for (const password of ['Wrong!Passw0rd', a.password]) {
      const blocked = await post('/auth/2fa/disable', { password, code: a.recovery[0] }, a.headers, nextIp())
      expect(blocked.statusCode).toBe(429)
      expect(blocked.json().code).toBe('TOO_MANY_PASSWORD_ATTEMPTS')
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0)
    }
    expect((await me(a.headers)).json().two_factor_enabled).toBe(true)
  })

  it('the password checks share one count per account: misses at setup throttle sign-in too', async () => {
    const a = await createUser(t.app)
    for (let i = 0; i < 3; i++)
      expect((await post('/auth/2fa/setup', { password: 'Wrong!Passw0rd' }, a.headers, nextIp())).statusCode).toBe(400)
    for (let i = 0; i < 2; i++) expect((await login(t.app, a.email, 'Wrong!Passw0rd', nextIp())).statusCode).toBe(401)
    expect((await login(t.app, a.email, a.password, nextIp())).statusCode).toBe(429)
  })

  it('turning two-factor sign-in on signs out every other session; the one that turned it on goes on', async () => {
    const a = await createUser(t.app)
    const ip = nextIp()
    const other = (await login(t.app, a.email, a.password, ip)).json() as {
      access_token: string
      refresh_token: string
    }
    const { secret } = (await post('/auth/2fa/setup', { password: a.password }, a.headers, ip)).json()
    // Before enable, the other session is alive.
    expect((await me(bearer(other.access_token))).statusCode).toBe(200)
    const enable = await post('/auth/2fa/enable', { code: codeFor(secret) }, a.headers, ip)
    expect(enable.statusCode).toBe(200)

    const dead = await refresh(other.refresh_token)
    expect(dead.statusCode).toBe(401)
    expect(dead.json().code).toBe('INVALID_REFRESH_TOKEN')
    expect((await me(bearer(other.access_token))).statusCode).toBe(401)

    expect((await me(a.headers)).statusCode).toBe(200)
    const mine = await refresh(a.tokens.refresh_token)
    expect(mine.statusCode).toBe(200)
    expect((await me(bearer(mine.json().access_token))).json().two_factor_enabled).toBe(true)
  })

  it('the challenge works once: used again with another valid code it is a 401 INVALID_2FA_CHALLENGE', async () => {
    const a = await withTwoFactor()
    const ip = nextIp()
    const challenge = await challengeFor(a, ip)
    // A wrong code does not spend it.
    const wrong = await post('/auth/2fa/verify', { challenge, code: 'zzzzz-zzzzz' }, {}, ip)
    expect(wrong.statusCode).toBe(401)
    expect(wrong.json().code).toBe('INVALID_2FA_CODE')
    const first = await post('/auth/2fa/verify', { challenge, code: a.recovery[0] }, {}, ip)
    expect(first.statusCode).toBe(200)

    for (const code of [a.recovery[1]!, codeFor(a.secret, 1)]) {
      const again = await post('/auth/2fa/verify', { challenge, code }, {}, ip)
      expect(again.statusCode).toBe(401)
      expect(again.json()).toEqual({
        detail: 'Your sign-in has expired. Please enter your password again.',
        code: 'INVALID_2FA_CHALLENGE',
      })
    }
    // The refused attempts spent no code: the recovery code and the next step's code still work.
    const next = await post('/auth/2fa/verify', { challenge: await challengeFor(a, ip), code: a.recovery[1] }, {}, ip)
    expect(next.statusCode).toBe(200)
    const totp = await post(
      '/auth/2fa/verify',
      { challenge: await challengeFor(a, ip), code: codeFor(a.secret, 1) },
      {},
      ip,
    )
    expect(totp.statusCode).toBe(200)
  })

  it('parallel wrong codes on the code step meet the limit: 5 are checked, the rest are 429', async () => {
    const a = await withTwoFactor()
    const ip = nextIp()
    const challenge = await challengeFor(a, ip)
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post('/auth/2fa/verify', { challenge, code: `zzzzz-zzzz${i}` }, {}, nextIp()),
      ),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([...Array(5).fill(401), ...Array(5).fill(429)])
  })

  it('two concurrent uses of one challenge with two valid codes open one session', async () => {
    const a = await withTwoFactor()
    const ip = nextIp()
    const challenge = await challengeFor(a, ip)
    const results = await Promise.all(
      [a.recovery[2], a.recovery[3]].map((code) => post('/auth/2fa/verify', { challenge, code }, {}, ip)),
    )
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401])
    expect(results.find((r) => r.statusCode === 401)!.json().code).toBe('INVALID_2FA_CHALLENGE')
  })
})

describe('sessions', () => {
  const list = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/api/v1/auth/sessions', headers })
  const signIn = async (a: TestAccount, userAgent: string, ip: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: new URLSearchParams({ username: a.email, password: a.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': userAgent },
      remoteAddress: ip,
    })
    expect(res.statusCode).toBe(200)
    return res.json() as { access_token: string; refresh_token: string }
  }
  const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

  it('lists one entry per signed-in session with device, address, first and last use, and "current"', async () => {
    const a = await createUser(t.app)
    const laptop = await signIn(a, FIREFOX, '198.51.100.7')
    const phone = await signIn(a, IPHONE, '203.0.113.9')
    // A refresh keeps the session (same id) and moves its last use.
    const rotated = (await refresh(phone.refresh_token, IPHONE)).json()
    const res = await list(bearer(laptop.access_token))
    expect(res.statusCode).toBe(200)
    const sessions = res.json() as Record<string, unknown>[]
    // The factory's session (no user agent) plus the two sign-ins.
    expect(sessions).toHaveLength(3)
    // This device first.
    expect(sessions[0]!.current).toBe(true)
    const mine = sessions.find((s) => s.current)!
    expect(mine).toMatchObject({ user_agent: FIREFOX, ip: '198.51.100.7', current: true })
    expect(sessions.filter((s) => s.current)).toHaveLength(1)
    const ph = sessions.find((s) => s.user_agent === IPHONE)!
    expect(ph).toMatchObject({ ip: '127.0.0.1', current: false })
    expect(Date.parse(String(ph.last_used_at))).toBeGreaterThanOrEqual(Date.parse(String(ph.created_at)))
    // From the phone's new token, the phone is "current".
    const fromPhone = (await list(bearer(rotated.access_token))).json() as Record<string, unknown>[]
    expect(fromPhone.find((s) => s.current)?.id).toBe(ph.id)
    // Another account sees none of these.
    const b = await createUser(t.app)
    const others = (await list(b.headers)).json() as Record<string, unknown>[]
    expect(others.map((s) => s.id)).not.toContain(ph.id)
  })

  it('revoking a session makes its refresh token fail at once; another account cannot revoke it', async () => {
    const a = await createUser(t.app)
    const laptop = await signIn(a, FIREFOX, nextIp())
    const phone = await signIn(a, IPHONE, nextIp())
    const sessions = (await list(bearer(laptop.access_token))).json() as { id: string; user_agent: string }[]
    const phoneId = sessions.find((s) => s.user_agent === IPHONE)!.id

    const b = await createUser(t.app)
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: b.headers,
    })
    expect(foreign.statusCode).toBe(404)
    expect(foreign.json()).toEqual({ detail: 'Session not found', code: 'SESSION_NOT_FOUND' })

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: bearer(laptop.access_token),
    })
    expect(del.statusCode).toBe(204)
    const dead = await refresh(phone.refresh_token)
    expect(dead.statusCode).toBe(401)
    expect(dead.json().code).toBe('INVALID_REFRESH_TOKEN')
    // Its access token stops working at once too, without waiting for its 15 minutes.
    expect((await me(bearer(phone.access_token))).statusCode).toBe(401)
    expect((await me(bearer(laptop.access_token))).statusCode).toBe(200)
    const after = (await list(bearer(laptop.access_token))).json() as { id: string }[]
    expect(after.map((s) => s.id)).not.toContain(phoneId)
    // The laptop's own session is untouched.
    expect((await refresh(laptop.refresh_token)).statusCode).toBe(200)
    // Revoking it again: nothing left to end.
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/auth/sessions/${phoneId}`,
      headers: bearer(laptop.access_token),
    })
    expect(again.statusCode).toBe(404)
  })

  it('"sign out everywhere else" keeps only the caller\'s session', async () => {
    const a = await createUser(t.app)
    const laptop = await signIn(a, FIREFOX, nextIp())
    const phone = await signIn(a, IPHONE, nextIp())
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/sessions',
      headers: bearer(laptop.access_token),
    })
    expect(res.statusCode).toBe(204)
    expect((await refresh(phone.refresh_token)).statusCode).toBe(401)
    expect((await refresh(a.tokens.refresh_token)).statusCode).toBe(401)
    const left = await refresh(laptop.refresh_token, FIREFOX)
    expect(left.statusCode).toBe(200)
    const sessions = (await list(bearer(left.json().access_token))).json() as { current: boolean }[]
    expect(sessions).toEqual([expect.objectContaining({ current: true, user_agent: FIREFOX })])
  })

  it('a session started by the two-factor step is listed with its device', async () => {
    const a = await withTwoFactor()
    const ip = nextIp()
    const challenge = await challengeFor(a, ip)
    const res = await post('/auth/2fa/verify', { challenge, code: a.recovery[3] }, { 'user-agent': IPHONE }, ip)
    expect(res.statusCode).toBe(200)
    const sessions = (await list(bearer(res.json().access_token))).json() as Record<string, unknown>[]
    expect(sessions.find((s) => s.current)).toMatchObject({ user_agent: IPHONE, ip })
  })
})

describe('with ENCRYPTION_KEY', () => {
  const ENCRYPTION_KEY = 'an-encryption-key-of-at-least-32-characters'
  let e: TestApp
  beforeAll(async () => {
    e = await createTestApp({ env: { ENCRYPTION_KEY } })
  })
  afterAll(async () => {
    await e?.close()
  })

  it('seals the secret with a key derived from ENCRYPTION_KEY, not from JWT_SECRET', async () => {
    const a = await createUser(e.app)
    const setup = await e.app.inject({
      method: 'POST',
      url: '/api/v1/auth/2fa/setup',
      headers: a.headers,
      payload: { password: a.password },
    })
    const { secret } = setup.json()
    const enable = await e.app.inject({
      method: 'POST',
      url: '/api/v1/auth/2fa/enable',
      headers: a.headers,
      payload: { code: codeFor(secret) },
    })
    expect(enable.statusCode).toBe(200)
    const row = await e.db.db
      .selectFrom('user_two_factor')
      .select('secret')
      .where('user_id', '=', a.user.id)
      .executeTakeFirstOrThrow()
    expect(open(deriveKey(ENCRYPTION_KEY, 'folio totp secrets v1'), row.secret)).toBe(secret)
    expect(open(deriveKey(TEST_JWT_SECRET, 'folio totp secrets v1'), row.secret)).toBeUndefined()
  })
})
