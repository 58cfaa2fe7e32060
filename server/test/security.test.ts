// What an attacker would try, on every dialect: stored XSS, SQL injection, forged tokens,
// stolen refresh tokens, and request bodies built to crash the server. None of it may work,
// and none of it may produce a 500.
import type { Element, Root, RootContent } from 'hast'
import rehypeParse from 'rehype-parse'
import { SignJWT } from 'jose'
import { unified } from 'unified'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from './harness.ts'
import { runMaintenanceStep } from '../db/maintenance.ts'
import {
  bearer,
  certificateInput,
  contactInput,
  createAdmin,
  createPost,
  createProject,
  createUser,
  ipFor,
  login,
  multipart,
  postInput,
  projectInput,
  STRONG_PASSWORD,
  type TestAccount,
  unique,
} from './factories.ts'

const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789'

let t: TestApp
let admin: TestAccount
beforeAll(async () => {
  t = await createTestApp()
  admin = await createAdmin(t.app)
})
afterAll(async () => {
  await t?.close()
})

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
// Each request from its own address, so per-address rate limits stay out of these tests' way.
let nextIp = 1
const inject = (method: Method, url: string, opts: { payload?: unknown; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    remoteAddress: ipFor(nextIp++),
    headers: opts.headers ?? {},
    ...(opts.payload !== undefined ? { payload: opts.payload as string } : {}),
  })

// ---------------------------------------------------------------------------------------------
// Stored XSS
// ---------------------------------------------------------------------------------------------

const XSS_PAYLOADS = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<img src="x" ONERROR="alert(1)">',
  '<a href="javascript:alert(1)">click</a>',
  '<a href="JaVaScRiPt:alert(1)">click</a>',
  '<a href="&#106;avascript:alert(1)">click</a>',
  '<a href=" javascript:alert(1)">click</a>',
  '<a href="vbscript:msgbox(1)">click</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>',
  '<svg onload=alert(1)><circle r="4"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<form action="javascript:alert(1)"><button>go</button></form>',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<style>body{background:url(javascript:alert(1))}</style>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '<base href="https://evil.example/">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<input autofocus onfocus=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '"><img src=x onerror=alert(1)>',
]

const MARKDOWN_PAYLOADS = [
  ...XSS_PAYLOADS,
  '[click](javascript:alert(1))',
  '[click](JAVASCRIPT:alert(1))',
  '![img](javascript:alert(1))',
  '[click](data:text/html,<script>alert(1)</script>)',
  '<javascript:alert(1)>',
  '[ref]: javascript:alert(1)\n\n[click][ref]',
  '```js" onmouseover="alert(1)\ncode\n```',
  '```<script>alert(1)</script>\ncode\n```',
  '<details><summary>x</summary><img src=x onerror=alert(1)></details>',
]

const FORBIDDEN_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'applet',
  'form',
  'button',
  'textarea',
  'select',
  'style',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
  'body',
  'html',
  'head',
  'video',
  'audio',
])
const URL_ATTRIBUTES = new Set([
  'href',
  'src',
  'action',
  'formAction',
  'data',
  'poster',
  'xlinkHref',
  'cite',
  'background',
])

const parseHtml = (html: string) => unified().use(rehypeParse, { fragment: true }).parse(html)

/** Problems a browser would execute in this HTML; [] when it is inert. */
const dangersIn = (html: string): string[] => {
  const found: string[] = []
  const walk = (node: Root | RootContent) => {
    if (node.type === 'element') {
      const el = node as Element
      if (FORBIDDEN_TAGS.has(el.tagName)) found.push(`<${el.tagName}>`)
      // GitHub-style task lists keep <input type="checkbox" disabled>: inert. Any other input is not.
      if (el.tagName === 'input' && !(el.properties?.type === 'checkbox' && el.properties?.disabled)) {
        found.push('<input>')
      }
      for (const [name, value] of Object.entries(el.properties ?? {})) {
        if (/^on/i.test(name)) found.push(`${el.tagName}[${name}]`)
        if (name === 'style' && /url\s*\(|expression/i.test(String(value))) found.push(`${el.tagName}[style]`)
        if (URL_ATTRIBUTES.has(name)) {
          const url = String(Array.isArray(value) ? value.join(' ') : value)
            .replace(/\s/g, '')
            .replace(/[^\x21-\x7e]/g, '')
            .toLowerCase()
          if (!/^(https?:|mailto:|\/|#|[^:]*$)/.test(url)) found.push(`${el.tagName}[${name}=${url}]`)
        }
      }
    }
    if ('children' in node) for (const child of node.children) walk(child)
  }
  walk(parseHtml(html))
  return found
}

describe('stored XSS', () => {
  it('the checker itself sees every payload as dangerous (so a pass below means something)', () => {
    // A fragment parser drops <body>; <noscript> content is text to it. The rest must be flagged.
    const dangerous = XSS_PAYLOADS.filter((p) => !p.startsWith('<body') && !p.startsWith('<noscript'))
    for (const payload of dangerous) expect(dangersIn(payload), payload).not.toEqual([])
  })

  it.each(XSS_PAYLOADS)('project description: %s comes back neutralised, in every read', async (payload) => {
    const created = await inject('POST', '/admin/projects', {
      headers: admin.headers,
      payload: projectInput({ description: `<p>Intro</p>${payload}<p>Outro</p>` }),
    })
    expect(created.statusCode).toBe(201)
    const p = created.json()
    expect(dangersIn(p.description)).toEqual([])
    expect(p.description).toContain('Intro')

    const updated = await inject('PUT', `/admin/projects/${p.id}/update`, {
      headers: admin.headers,
      payload: projectInput({ title: p.title, description: payload }),
    })
    expect(updated.statusCode).toBe(200)
    expect(dangersIn(updated.json().description)).toEqual([])

    for (const url of [`/projects/${p.slug}`, `/admin/projects/${p.id}`]) {
      const res = await inject('GET', url, { headers: admin.headers })
      expect(dangersIn(res.json().description)).toEqual([])
    }
    const list = (await inject('GET', '/projects?limit=100')).json()
    for (const item of list.projects) expect(dangersIn(item.description)).toEqual([])
  })

  it.each(MARKDOWN_PAYLOADS)('blog Markdown: %s comes back neutralised', async (payload) => {
    const markdown = `# Title\n\nSome text.\n\n${payload}\n\nMore text and \`code\`.\n\n\`\`\`ts\nconst x = 1\n\`\`\`\n`
    const created = await inject('POST', '/blogs', {
      headers: admin.headers,
      payload: postInput({ content_markdown: markdown }),
    })
    expect(created.statusCode).toBe(201)
    const post = created.json()
    expect(dangersIn(post.content)).toEqual([])
    expect(post.content).toContain('Some text.')

    const updated = await inject('PUT', `/blogs/${post.id}`, {
      headers: admin.headers,
      payload: postInput({ title: post.title, content_markdown: `${payload}\n` }),
    })
    expect(updated.statusCode).toBe(200)
    expect(dangersIn(updated.json().content)).toEqual([])

    const pub = await inject('GET', `/blogs/${post.slug}`)
    expect(dangersIn(pub.json().content)).toEqual([])
    const listed = (await inject('GET', '/blogs?limit=100')).json()
    for (const item of listed.posts) expect(dangersIn(item.content)).toEqual([])
  })

  it('safe HTML and Markdown survive: links, images, code highlighting', async () => {
    const p = (
      await inject('POST', '/admin/projects', {
        headers: admin.headers,
        payload: projectInput({
          description:
            '<h2>Title</h2><p><a href="https://example.com">link</a> <strong>bold</strong></p><img src="/uploads/a.webp" alt="a">',
        }),
      })
    ).json()
    expect(p.description).toContain('<a href="https://example.com">link</a>')
    expect(p.description).toContain('<img src="/uploads/a.webp" alt="a">')
    const post = (
      await inject('POST', '/blogs', {
        headers: admin.headers,
        payload: postInput({ content_markdown: '[ok](https://example.com)\n\n```ts\nconst a = 1\n```\n' }),
      })
    ).json()
    expect(post.content).toContain('<a href="https://example.com">ok</a>')
    expect(post.content).toMatch(/<pre class="shiki/)
  })

  it('text fields are stored as the text they are (the page escapes them), never run through as HTML', async () => {
    const payload = '<img src=x onerror=alert(1)>'
    const c = await inject('POST', '/admin/certificates', {
      headers: admin.headers,
      payload: certificateInput({ title: payload, description: payload }),
    })
    expect(c.statusCode).toBe(201)
    expect(c.json().title).toBe(payload)
    // JSON never breaks out: the raw body has the payload as an escaped JSON string.
    expect(JSON.parse(c.body).description).toBe(payload)
    expect(c.headers['content-type']).toMatch(/^application\/json/)
  })

  it('contact messages keep the visitor’s text as text', async () => {
    const payload = '<script>alert(document.cookie)</script> hello there'
    const res = await inject('POST', '/contact', { payload: contactInput({ message: payload, subject: payload }) })
    expect(res.statusCode).toBe(201)
    const inbox = (await inject('GET', '/admin/messages', { headers: admin.headers })).json()
    expect(inbox.messages.find((m: { id: number }) => m.id === res.json().id).message).toBe(payload)
  })
})

// ---------------------------------------------------------------------------------------------
// SQL injection
// ---------------------------------------------------------------------------------------------

const SQL_STRINGS = [
  "' OR '1'='1",
  "' OR 1=1 --",
  '1; DROP TABLE projects; --',
  "Robert'); DROP TABLE users;--",
  "' UNION SELECT password_hash, email FROM users --",
  '1 OR 1=1',
  "admin'--",
  '%',
  '_',
  '\\',
  "'; UPDATE users SET is_superuser=1; --",
  '" OR ""="',
  '1) OR (1=1',
  "' AND SLEEP(5) --",
  "'; SELECT pg_sleep(5); --",
]

const tableCounts = async () => {
  const count = async (table: 'projects' | 'users' | 'blog_posts' | 'certificates' | 'contact_messages') =>
    Number(
      (
        await t.db.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )
  return {
    projects: await count('projects'),
    users: await count('users'),
    posts: await count('blog_posts'),
    certificates: await count('certificates'),
    superusers: Number(
      (
        await t.db.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('is_superuser', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    ),
  }
}

describe('DOM clobbering', () => {
  /** Every id and name in the HTML, and the in-page links. */
  const namesIn = (html: string) => {
    const found: { ids: string[]; hrefs: string[] } = { ids: [], hrefs: [] }
    const walk = (node: Root | RootContent) => {
      if (node.type === 'element') {
        for (const key of ['id', 'name', 'ariaDescribedBy', 'ariaLabelledBy']) {
          const v = node.properties[key]
          if (v !== undefined) found.ids.push(...(Array.isArray(v) ? v : [v]).map(String))
        }
        if (typeof node.properties.href === 'string' && node.properties.href.startsWith('#'))
          found.hrefs.push(node.properties.href)
      }
      if ('children' in node) node.children.forEach(walk)
    }
    walk(unified().use(rehypeParse, { fragment: true }).parse(html))
    return found
  }
  const CLOBBERING =
    '<p>Intro <a href="#details">details</a></p><img src="https://example.com/a.png" alt="" name="getElementById">' +
    '<a id="config" href="https://example.com">x</a><form name="cookie"><input name="body" type="checkbox"></form>' +
    '<h2 id="details">Details</h2><p aria-describedby="config">y</p>'

  it('ids and names in a project description are prefixed user-content-; its in-page links follow', async () => {
    const created = await inject('POST', '/admin/projects', {
      headers: admin.headers,
      payload: projectInput({ description: CLOBBERING }),
    })
    expect(created.statusCode).toBe(201)
    const p = created.json()
    const { ids, hrefs } = namesIn(p.description)
    // aria-describedby is not kept on a <p> at all (GitHub's list), so one id for config.
    expect(ids.sort()).toEqual([
      'user-content-body',
      'user-content-config',
      'user-content-details',
      'user-content-getElementById',
    ])
    expect(hrefs).toEqual(['#user-content-details'])

    // The editor sends the stored HTML back: saved again, it is unchanged (no double prefix).
    const saved = await inject('PUT', `/admin/projects/${p.id}/update`, {
      headers: admin.headers,
      payload: projectInput({ title: p.title, description: p.description }),
    })
    expect(saved.statusCode).toBe(200)
    expect(saved.json().description).toBe(p.description)
    expect((await inject('GET', `/projects/${p.slug}`)).json().description).toBe(p.description)
  })

  it('descriptions stored before are prefixed by the maintenance step, once', async () => {
    const p = await createProject(t.app, { description: '<p>Plain</p>' })
    await t.db.db.updateTable('projects').set({ description: CLOBBERING }).where('id', '=', p.id).execute()
    const plain = await createProject(t.app, { description: '<p>Nothing to do</p>' })
    const up = (db: typeof t.db.db) => runMaintenanceStep(db, '2026-11-27-prefix-project-html-ids')
    await up(t.db.db)
    const stored = async (id: number) =>
      (await t.db.db.selectFrom('projects').select('description').where('id', '=', id).executeTakeFirstOrThrow())
        .description
    const migrated = await stored(p.id)
    expect(namesIn(migrated).ids.every((id) => id.startsWith('user-content-'))).toBe(true)
    expect(namesIn(migrated).hrefs).toEqual(['#user-content-details'])
    await up(t.db.db)
    expect(await stored(p.id)).toBe(migrated)
    expect(await stored(plain.id)).toBe('<p>Nothing to do</p>')
  })
})

describe('SQL-looking input', () => {
  it('changes nothing in queries, paths and filters, and never errors', async () => {
    await createProject(t.app, { title: unique('Searchable ') })
    await createPost(t.app)
    const before = await tableCounts()
    for (const s of SQL_STRINGS) {
      const q = encodeURIComponent(s)
      const urls = [
        `/projects?category=${q}`,
        `/projects?technology=${q}`,
        `/projects/${q}`,
        `/projects/${q}/like`,
        `/blogs?search=${q}`,
        `/blogs?tag=${q}`,
        `/blogs/${q}`,
        `/certificates?category=${q}&issuer=${q}`,
        `/certificates/${q}`,
        `/admin/projects?search=${q}&include_inactive=true`,
        `/admin/certificates?search=${q}`,
        `/admin/blogs?search=${q}`,
        `/admin/projects/${q}`,
        `/admin/messages/${q}`,
      ]
      for (const url of urls) {
        const method = url.endsWith('/like') ? 'POST' : 'GET'
        const res = await inject(method, url, { headers: admin.headers })
        expect(res.statusCode, `${method} ${url}`).toBeLessThan(500)
        expect([200, 404, 422], `${method} ${url}`).toContain(res.statusCode)
      }
      // A search with SQL in it finds nothing rather than everything.
      const found = (await inject('GET', `/blogs?search=${q}`)).json()
      if (!['%', '_', '\\'].includes(s)) expect(found.total).toBe(0)
    }
    expect(await tableCounts()).toEqual(before)
  })

  it('is stored literally in bodies, and LIKE wildcards are taken literally', async () => {
    const before = await tableCounts()
    for (const s of SQL_STRINGS) {
      const title = `${s} ${unique()}`
      const res = await inject('POST', '/admin/projects', { headers: admin.headers, payload: projectInput({ title }) })
      expect(res.statusCode, s).toBe(201)
      expect(res.json().title).toBe(title)
      const read = await inject('GET', `/admin/projects/${res.json().id}`, { headers: admin.headers })
      expect(read.json().title).toBe(title)
      expect(
        (
          await inject('POST', '/contact', {
            payload: contactInput({ name: `Mr ${s}`, message: `A message about ${s}` }),
          })
        ).statusCode,
      ).toBe(201)
    }
    const after = await tableCounts()
    expect(after.projects).toBe(before.projects + SQL_STRINGS.length)
    expect(after.users).toBe(before.users)
    expect(after.superusers).toBe(before.superusers)

    // '%' and '_' in a search match only themselves.
    const pct = (
      await inject('GET', `/admin/projects?search=${encodeURIComponent('%')}&limit=100`, { headers: admin.headers })
    ).json()
    expect(
      pct.projects.every((p: { title: string; slug: string }) => p.title.includes('%') || p.slug.includes('%')),
    ).toBe(true)
  })

  it('in credentials and registration: no login, no account takeover', async () => {
    const victim = await createUser(t.app)
    const before = await tableCounts()
    for (const [i, s] of SQL_STRINGS.entries()) {
      const res = await login(t.app, s, s, ipFor(70_000 + i))
      expect([401, 422]).toContain(res.statusCode)
      // As the password of a real account: refused (401, then 429 once the account is throttled).
      const res2 = await login(t.app, victim.email, s, ipFor(71_000 + i))
      expect(res2.statusCode).toBe(i < 5 ? 401 : 429)
      await t.app.services.auth.logout(s)
      const reg = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        remoteAddress: ipFor(72_000 + i),
        payload: { email: `${s}@example.com`, password: STRONG_PASSWORD, username: s, full_name: s },
      })
      expect(reg.statusCode).toBe(422)
      const refresh = await inject('POST', '/auth/refresh', { payload: { refresh_token: s } })
      expect(refresh.statusCode).toBe(401)
    }
    expect(await tableCounts()).toEqual(before)
  })
})

// ---------------------------------------------------------------------------------------------
// Tokens
// ---------------------------------------------------------------------------------------------

describe('forged and stolen tokens', () => {
  const key = new TextEncoder().encode(TEST_SECRET)
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url')
  const claims = (sub: number, extra: object = {}) => ({
    sub: String(sub),
    iss: 'folio',
    iat: Math.floor(Date.now() / 1000),
    exp: Math.floor(Date.now() / 1000) + 600,
    ...extra,
  })
  const adminRoute = () => inject('GET', '/admin/projects', { headers: {} })
  const asToken = (token: string) => inject('GET', '/admin/projects', { headers: bearer(token) })

  it('the real admin token works (the control)', async () => {
    expect((await asToken(admin.tokens.access_token)).statusCode).toBe(200)
    expect((await adminRoute()).statusCode).toBe(401)
  })

  it('a token whose payload was changed (a user making itself the admin) is refused', async () => {
    const user = await createUser(t.app)
    const [h, , s] = user.tokens.access_token.split('.') as [string, string, string]
    const res = await asToken(`${h}.${enc(claims(admin.user.id))}.${s}`)
    expect(res.statusCode).toBe(401)
    expect(res.json().code).toBe('NOT_AUTHENTICATED')
    const [h2, p2] = admin.tokens.access_token.split('.') as [string, string, string]
    expect((await asToken(`${h2}.${p2}.${'A'.repeat(43)}`)).statusCode).toBe(401)
    expect((await asToken(`${h2}.${p2}`)).statusCode).toBe(401)
  })

  it('alg "none", "None", HS512 and RS256 headers are refused', async () => {
    for (const alg of ['none', 'None', 'NONE']) {
      expect((await asToken(`${enc({ alg, typ: 'JWT' })}.${enc(claims(admin.user.id))}.`)).statusCode).toBe(401)
    }
    const hs512 = await new SignJWT(claims(admin.user.id)).setProtectedHeader({ alg: 'HS512' }).sign(key)
    expect((await asToken(hs512)).statusCode).toBe(401)
    // RS256 header signed with the HMAC secret (the key-confusion trick).
    const [, p] = (await new SignJWT(claims(admin.user.id)).setProtectedHeader({ alg: 'HS256' }).sign(key)).split('.')
    expect((await asToken(`${enc({ alg: 'RS256' })}.${p}.${'x'.repeat(40)}`)).statusCode).toBe(401)
  })

  it('expired tokens, tokens without exp, and tokens from another issuer are refused', async () => {
    const now = Math.floor(Date.now() / 1000)
    const expired = await new SignJWT(claims(admin.user.id, { iat: now - 7200, exp: now - 3600 }))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key)
    expect((await asToken(expired)).statusCode).toBe(401)
    const { exp: _exp, ...noExp } = claims(admin.user.id)
    expect((await asToken(await new SignJWT(noExp).setProtectedHeader({ alg: 'HS256' }).sign(key))).statusCode).toBe(
      401,
    )
    const otherIss = await new SignJWT(claims(admin.user.id, { iss: 'someone-else' }))
      .setProtectedHeader({ alg: 'HS256' })
      .sign(key)
    expect((await asToken(otherIss)).statusCode).toBe(401)
    const weirdSub = await new SignJWT(claims(0, { sub: '1 OR 1=1' })).setProtectedHeader({ alg: 'HS256' }).sign(key)
    expect((await asToken(weirdSub)).statusCode).toBe(401)
  })

  it('a registered user’s valid token is 403 on every admin route', async () => {
    const user = await createUser(t.app)
    for (const [method, url] of [
      ['GET', '/admin/projects'],
      ['POST', '/admin/projects'],
      ['GET', '/admin/messages'],
      ['GET', '/admin/analytics'],
      ['PUT', '/admin/site'],
      ['POST', '/admin/uploads'],
      ['POST', '/blogs'],
      ['DELETE', '/blogs/1'],
    ] as const) {
      expect((await inject(method, url, { headers: user.headers })).statusCode, `${method} ${url}`).toBe(403)
    }
  })

  it('a reused refresh token is refused and its whole family revoked', async () => {
    const owner = await createUser(t.app)
    const res = await login(t.app, owner.email, owner.password, ipFor(80_000))
    expect(res.statusCode).toBe(200)
    const stolen = res.json().refresh_token
    const legit = (await inject('POST', '/auth/refresh', { payload: { refresh_token: stolen } })).json()
    const replay = await inject('POST', '/auth/refresh', { payload: { refresh_token: stolen } })
    expect(replay.statusCode).toBe(401)
    // The family is dead: the legitimate holder's newer token is refused too.
    expect(
      (await inject('POST', '/auth/refresh', { payload: { refresh_token: legit.refresh_token } })).statusCode,
    ).toBe(401)
    const family = await t.db.db
      .selectFrom('refresh_tokens')
      .select(['revoked_at'])
      .where('family_id', '=', (eb) =>
        eb
          .selectFrom('refresh_tokens')
          .select('family_id')
          .where('user_id', '=', owner.user.id)
          .orderBy('id', 'desc')
          .limit(1),
      )
      .execute()
    expect(family.length).toBeGreaterThanOrEqual(2)
    expect(family.every((r) => r.revoked_at !== null)).toBe(true)
  })
})

// ---------------------------------------------------------------------------------------------
// Hostile request bodies
// ---------------------------------------------------------------------------------------------

describe('hostile request bodies never make a 500', () => {
  const JSON_WRITES: [Method, string, boolean][] = [
    ['POST', '/contact', false],
    ['POST', '/auth/register', false],
    ['POST', '/auth/refresh', false],
    ['PUT', '/auth/me', true],
    ['POST', '/admin/projects', true],
    ['PUT', '/admin/projects/1/update', true],
    ['POST', '/admin/certificates', true],
    ['PATCH', '/admin/certificates/1/edit', true],
    ['POST', '/blogs', true],
    ['PUT', '/blogs/1', true],
    ['POST', '/admin/testimonials', true],
    ['PUT', '/admin/site', true],
    ['PATCH', '/admin/messages/1', true],
  ]
  let n = 0
  const send = (method: Method, url: string, auth: boolean, payload: string | Buffer, contentType: string) =>
    t.app.inject({
      method,
      url: `/api/v1${url}`,
      payload,
      remoteAddress: ipFor(90_000 + n++),
      headers: { 'content-type': contentType, ...(auth ? admin.headers : {}) },
    })

  it.each(JSON_WRITES)('%s %s: malformed JSON → 400', async (method, url, auth) => {
    for (const body of ['{"name": ', '{name: "x"}', "{'a': 1}", '[1,2', '\u0000', 'undefined', '{"a":1}}']) {
      const res = await send(method, url, auth, body, 'application/json')
      expect(res.statusCode, body).toBe(400)
      expect(res.json().code).toBe('INVALID_JSON')
    }
  })

  it.each(JSON_WRITES)('%s %s: wrong content type → 415', async (method, url, auth) => {
    for (const type of ['text/plain', 'application/xml', 'text/html', 'application/octet-stream', 'image/png']) {
      const res = await send(method, url, auth, '<x>1</x>', type)
      expect(res.statusCode, type).toBe(415)
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE')
    }
  })

  it.each(JSON_WRITES)('%s %s: a body over 1 MB → 413', async (method, url, auth) => {
    const res = await send(method, url, auth, JSON.stringify({ title: 'x'.repeat(1_100_000) }), 'application/json')
    expect(res.statusCode).toBe(413)
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE')
  })

  it.each(JSON_WRITES)('%s %s: wrong types → 422 (or the route’s own answer), never 500', async (method, url, auth) => {
    for (const body of [
      '[]',
      '"text"',
      '42',
      'null',
      'true',
      '{"title": 123, "email": [], "read": "yes", "refresh_token": {}}',
    ]) {
      const res = await send(method, url, auth, body, 'application/json')
      expect(res.statusCode, body).toBeLessThan(500)
      expect([400, 401, 404, 422], `${body} → ${res.statusCode}`).toContain(res.statusCode)
    }
  })

  it.each(JSON_WRITES)('%s %s: prototype pollution is refused', async (method, url, auth) => {
    const res = await send(
      method,
      url,
      auth,
      '{"__proto__": {"is_superuser": true}, "constructor": {"prototype": {"x": 1}}}',
      'application/json',
    )
    expect(res.statusCode).toBe(400)
    expect(({} as Record<string, unknown>).is_superuser).toBeUndefined()
  })

  it('mass assignment is ignored: counters and ids are not writable, registration is never a superuser', async () => {
    const res = await inject('POST', '/admin/projects', {
      headers: admin.headers,
      payload: { ...projectInput(), id: 1, views: 99_999, likes: 99_999, created_at: '2000-01-01T00:00:00Z' },
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({ views: 0, likes: 0 })
    expect(res.json().created_at).not.toBe('2000-01-01T00:00:00Z')
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: ipFor(95_000),
      payload: {
        email: `${unique('mass')}@example.com`,
        password: STRONG_PASSWORD,
        username: unique('m').slice(0, 20),
        full_name: 'Mass Assign',
        is_superuser: true,
        is_active: true,
        password_hash: 'x',
      },
    })
    expect(reg.statusCode).toBe(201)
    expect(reg.json().is_superuser).toBe(false)
  })

  it('the login form: oversized fields and files are refused', async () => {
    const big = multipart([
      { name: 'username', data: 'a@b.co' },
      { name: 'password', data: 'x'.repeat(10_000) },
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: big.payload,
      headers: big.headers,
    })
    expect(res.statusCode).toBeLessThan(500)
    expect([413, 422]).toContain(res.statusCode)
    const file = multipart([
      { name: 'username', data: 'a@b.co' },
      { name: 'password', filename: 'p.txt', contentType: 'text/plain', data: 'Passw0rd!' },
    ])
    const res2 = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: file.payload,
      headers: file.headers,
    })
    expect(res2.statusCode).toBeLessThan(500)
    expect([413, 422]).toContain(res2.statusCode)
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: '--xyz\r\nContent-Disposition: form-data; name="username"\r\n\r\nabc',
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    })
    expect(broken.statusCode).toBeLessThan(500)
  })

  it('a renamed HTML file uploaded as .png → 415', async () => {
    const body = multipart([
      {
        name: 'file',
        filename: 'innocent.png',
        contentType: 'image/png',
        data: '<html><body onload="alert(1)">hi</body></html>',
      },
    ])
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/uploads',
      payload: body.payload,
      headers: { ...body.headers, ...admin.headers },
    })
    expect(res.statusCode).toBe(415)
  })

  it('odd paths and ids: 404 JSON, never 500', async () => {
    for (const url of [
      '/admin/projects/99999999999999999999',
      '/admin/projects/-1',
      '/admin/projects/1e3',
      '/admin/messages/0',
      '/projects/%00',
      '/projects/..%2f..%2fetc%2fpasswd',
      `/projects/${'a'.repeat(5000)}`,
      '/nope',
    ]) {
      const res = await inject('GET', url, { headers: admin.headers })
      // A path longer than the router takes is 414; anything else names nothing: 404.
      expect([404, 414], url).toContain(res.statusCode)
      expect(res.json().code).toBeDefined()
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

describe('responses', () => {
  it('no response about a user ever carries a password hash', async () => {
    const email = `${unique('hash')}@example.com`
    const reg = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      remoteAddress: ipFor(96_000),
      payload: { email, password: STRONG_PASSWORD, username: unique('h').slice(0, 20), full_name: 'Hash Check' },
    })
    const tokens = (await login(t.app, email, STRONG_PASSWORD, ipFor(96_001))).json()
    const bodies = [
      reg.body,
      JSON.stringify(tokens),
      (await inject('GET', '/auth/me', { headers: bearer(tokens.access_token) })).body,
      (await inject('PUT', '/auth/me', { headers: bearer(tokens.access_token), payload: { full_name: 'New Name' } }))
        .body,
      (
        await inject('PUT', '/auth/me', {
          headers: bearer(tokens.access_token),
          payload: { password: 'An0ther!Password', current_password: STRONG_PASSWORD },
        })
      ).body,
    ]
    for (const body of bodies) {
      expect(body).not.toMatch(/password_hash|\$argon2/)
    }
  })

  it('security headers on API answers, errors included', async () => {
    for (const url of ['/api/v1/health', '/api/v1/projects', '/api/v1/nope', '/api/v1/admin/projects']) {
      const res = await t.app.inject({ method: 'GET', url })
      const csp = String(res.headers['content-security-policy'])
      expect(csp).toContain("frame-ancestors 'none'")
      expect(csp).toMatch(/script-src 'self'/)
      expect(csp.match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(res.headers['x-powered-by']).toBeUndefined()
    }
  })

  it('errors never leak internals', async () => {
    const res = await inject('POST', '/admin/projects', { headers: admin.headers, payload: '{"a":' })
    expect(res.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|SyntaxError/)
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'detail'])
  })
})
