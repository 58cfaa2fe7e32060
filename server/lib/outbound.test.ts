import { createServer, type Server } from 'node:http'
import { type AddressInfo, isIP } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { localDial, scriptedDns, STAND_IN_PUBLIC, v4 } from '../test/outbound.ts'
import { createOutbound, isPrivateAddress, isReservedHostname, OUTBOUND_REFUSED } from './outbound.ts'

/** A local site standing in for a public one: /ok, and /to/<path> redirecting to <path>. */
const hits: string[] = []
const site: Server = createServer((req, res) => {
  const path = req.url ?? '/'
  hits.push(path)
  if (path === '/ok') return res.writeHead(200, { 'content-type': 'text/plain' }).end('fine')
  if (path === '/odd') return res.writeHead(999).end()
  if (path.startsWith('/to/')) return res.writeHead(302, { location: decodeURIComponent(path.slice(4)) }).end()
  res.writeHead(404).end()
})
let port = 0
beforeAll(async () => {
  await new Promise<void>((r) => site.listen(0, '127.0.0.1', r))
  port = (site.address() as AddressInfo).port
})
afterAll(async () => {
  site.closeAllConnections()
  await new Promise((r) => site.close(r))
})

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the request was made')
    },
    (err: Error & { code?: string }) => ({ code: err.code, message: err.message }),
  )

describe('private addresses', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['100.64.0.1', 'CGNAT'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['0.0.0.0', 'this network'],
    ['192.0.0.1', 'IETF protocol assignments 192.0.0.0/24'],
    ['192.0.0.170', 'IETF protocol assignments 192.0.0.0/24'],
    ['198.18.0.1', 'benchmarking 198.18.0.0/15'],
    ['198.19.255.254', 'benchmarking 198.18.0.0/15'],
    ['224.0.0.1', 'multicast'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'IPv4-mapped'],
    ['::ffff:7f00:1', 'IPv4-mapped, hex'],
    ['::ffff:8.8.8.8', 'IPv4-mapped, even of a public address'],
    ['::127.0.0.1', 'IPv4-compatible ::/96'],
    ['::a9fe:a9fe', 'IPv4-compatible ::/96'],
    ['64:ff9b::7f00:1', 'NAT64 64:ff9b::/96'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 64:ff9b::/96'],
    ['64:ff9b:1::a00:1', 'local NAT64 64:ff9b:1::/48'],
    ['2002:7f00:1::1', '6to4 2002::/16'],
    ['2002:a9fe:a9fe::', '6to4 2002::/16'],
    ['fd00::1', 'unique-local'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local with a zone'],
    ['fec0::1', 'site-local fec0::/10'],
    ['ff02::1', 'multicast'],
    ['not-an-address', 'not an IP address at all'],
  ])('%s (%s) is refused, as a URL and as a name that resolves to it', async (address) => {
    expect(isPrivateAddress(address)).toBe(true)
    const { resolve } = scriptedDns({ 'site.folio-demo.dev': [[{ address, family: address.includes(':') ? 6 : 4 }]] })
    const { dial, dialled } = localDial()
    const { fetch } = createOutbound({ allowPrivate: false, resolve, dial })
    hits.length = 0
    expect(await refusal(fetch(`http://site.folio-demo.dev:${port}/ok`))).toMatchObject({ code: OUTBOUND_REFUSED })
    // As an address in the URL (URLs have no zones).
    if (isIP(address) && !address.includes('%')) {
      const literal = address.includes(':') ? `[${address}]` : address
      expect(await refusal(fetch(`http://${literal}:${port}/ok`))).toMatchObject({ code: OUTBOUND_REFUSED })
    }
    expect(dialled).toEqual([])
    expect(hits).toEqual([])
  })

  it.each(['8.8.8.8', '1.1.1.1', '192.0.2.1', '198.20.0.1', '203.0.113.7', '2606:4700::1111', '2001:db8::1'])(
    '%s is public',
    (address) => {
      expect(isPrivateAddress(address)).toBe(false)
    },
  )
})

describe('the guarded fetch', () => {
  it('connects to the address it checked: a name that rebinds to 127.0.0.1 on the next query is refused', async () => {
    const { resolve, queries } = scriptedDns({ 'rebind.folio-demo.dev': [[v4(STAND_IN_PUBLIC)], [v4('127.0.0.1')]] })
    const { dial, dialled } = localDial()
    const { fetch } = createOutbound({ allowPrivate: false, resolve, dial })
    hits.length = 0

    const first = await fetch(`http://rebind.folio-demo.dev:${port}/ok`)
    expect(first.status).toBe(200)
    expect(await first.text()).toBe('fine')
    // One query for the connection, and the socket went to its answer.
    expect(dialled).toEqual([STAND_IN_PUBLIC])
    expect(queries).toEqual(['rebind.folio-demo.dev'])

    // The name now answers 127.0.0.1: that answer is the one tested, and refused.
    expect(await refusal(fetch(`http://rebind.folio-demo.dev:${port}/ok`))).toEqual({
      code: OUTBOUND_REFUSED,
      message: 'Refused: rebind.folio-demo.dev resolves to a private address (127.0.0.1)',
    })
    expect(dialled).toEqual([STAND_IN_PUBLIC])
    expect(hits).toEqual(['/ok'])
  })

  it('checks every redirect hop: a redirect to the same name, rebound to 127.0.0.1, is refused', async () => {
    const { resolve, queries } = scriptedDns({ 'rebind.folio-demo.dev': [[v4(STAND_IN_PUBLIC)], [v4('127.0.0.1')]] })
    const { dial, dialled } = localDial()
    const { fetch } = createOutbound({ allowPrivate: false, resolve, dial })
    hits.length = 0
    const next = encodeURIComponent(`http://rebind.folio-demo.dev:${port}/ok`)
    expect(await refusal(fetch(`http://rebind.folio-demo.dev:${port}/to/${next}`, { redirect: 'follow' }))).toEqual({
      code: OUTBOUND_REFUSED,
      message: 'Refused: rebind.folio-demo.dev resolves to a private address (127.0.0.1)',
    })
    expect(dialled).toEqual([STAND_IN_PUBLIC])
    expect(queries).toEqual(['rebind.folio-demo.dev', 'rebind.folio-demo.dev'])
    expect(hits).toEqual([`/to/${next}`])

    // A redirect to a private address in the URL is refused as well.
    const other = createOutbound({
      allowPrivate: false,
      resolve: scriptedDns({ 'site.folio-demo.dev': [[v4(STAND_IN_PUBLIC)]] }).resolve,
      dial,
    })
    hits.length = 0
    const literal = encodeURIComponent(`http://127.0.0.1:${port}/ok`)
    expect(
      await refusal(other.fetch(`http://site.folio-demo.dev:${port}/to/${literal}`, { redirect: 'follow' })),
    ).toEqual({
      code: OUTBOUND_REFUSED,
      message: 'Refused: 127.0.0.1 is a private address',
    })
    expect(hits).toEqual([`/to/${literal}`])
  })

  it('a name with one private answer among public ones is refused', async () => {
    const { resolve } = scriptedDns({ 'mixed.folio-demo.dev': [[v4(STAND_IN_PUBLIC), { address: '::1', family: 6 }]] })
    const { dial, dialled } = localDial()
    const { fetch } = createOutbound({ allowPrivate: false, resolve, dial })
    expect(await refusal(fetch(`http://mixed.folio-demo.dev:${port}/ok`))).toMatchObject({ code: OUTBOUND_REFUSED })
    expect(dialled).toEqual([])
  })

  it('follows redirects through the guard, at most maxRedirects', async () => {
    const { resolve } = scriptedDns({ 'site.folio-demo.dev': [[v4(STAND_IN_PUBLIC)]] })
    const { dial } = localDial()
    const { fetch } = createOutbound({ allowPrivate: false, resolve, dial })
    const res = await fetch(`http://site.folio-demo.dev:${port}/to/%2Fok`, { redirect: 'follow' })
    expect(res.status).toBe(200)
    // Manual (the default): the 302 itself.
    const manual = await fetch(`http://site.folio-demo.dev:${port}/to/%2Fok`, { method: 'HEAD' })
    expect(manual.status).toBe(302)
    expect(manual.headers.get('location')).toBe('/ok')
    await expect(
      fetch(`http://site.folio-demo.dev:${port}/to/%2Fok`, { redirect: 'follow', maxRedirects: 0 }),
    ).rejects.toThrow('More than 0 redirects')
  })

  it('a status no Response can carry is an error, not a crash', async () => {
    const { fetch } = createOutbound({ allowPrivate: true })
    await expect(fetch(`http://127.0.0.1:${port}/odd`)).rejects.toThrow(RangeError)
  })

  it('reaches a local server only when private addresses are allowed; other protocols never', async () => {
    hits.length = 0
    const guarded = createOutbound({ allowPrivate: false })
    expect(await refusal(guarded.fetch(`http://127.0.0.1:${port}/ok`))).toMatchObject({ code: OUTBOUND_REFUSED })
    expect(await refusal(guarded.fetch(`http://localhost:${port}/ok`))).toMatchObject({ code: OUTBOUND_REFUSED })
    expect(hits).toEqual([])
    const open = createOutbound({ allowPrivate: true })
    expect((await open.fetch(`http://127.0.0.1:${port}/ok`)).status).toBe(200)
    expect(await refusal(open.fetch('file:///etc/passwd'))).toMatchObject({
      code: OUTBOUND_REFUSED,
      message: 'Refused: unsupported protocol file:',
    })
  })
})

describe('verify (a URL as it is entered)', () => {
  it('refuses a URL whose host is or resolves to a private address; passes a public one', async () => {
    const { resolve } = scriptedDns({
      'inside.folio-demo.dev': [[v4('10.0.0.5')]],
      'outside.folio-demo.dev': [[v4(STAND_IN_PUBLIC)]],
    })
    const { verify } = createOutbound({ allowPrivate: false, resolve })
    await expect(verify('https://outside.folio-demo.dev/hook')).resolves.toBeUndefined()
    await expect(verify('http://[::ffff:a00:5]/hook')).rejects.toMatchObject({ code: OUTBOUND_REFUSED })
    await expect(verify('https://inside.folio-demo.dev/hook')).rejects.toMatchObject({
      code: OUTBOUND_REFUSED,
      message: 'Refused: inside.folio-demo.dev resolves to a private address (10.0.0.5)',
    })
    await expect(verify('ftp://outside.folio-demo.dev/')).rejects.toMatchObject({ code: OUTBOUND_REFUSED })
    await expect(verify('https://gone.folio-demo.dev/')).rejects.toMatchObject({ code: 'ENOTFOUND' })
    await expect(
      createOutbound({ allowPrivate: true, resolve }).verify('https://inside.folio-demo.dev/hook'),
    ).resolves.toBeUndefined()
  })
})

describe('reserved names (RFC 2606, RFC 6761)', () => {
  it.each([
    'example',
    'example.com',
    'shop.example.com',
    'EXAMPLE.NET',
    'a.b.example.org',
    'site.example',
    'app.test',
    'nowhere.invalid',
    'localhost',
    'api.localhost',
    'example.com.',
  ])('%s is reserved', (host) => {
    expect(isReservedHostname(host)).toBe(true)
  })

  it.each(['github.com', 'example.co', 'myexample.com', 'example.com.au', 'testing.dev', 'contest', 'localhost.dev'])(
    '%s is not',
    (host) => {
      expect(isReservedHostname(host)).toBe(false)
    },
  )
})
