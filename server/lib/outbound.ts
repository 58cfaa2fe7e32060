import dns from 'node:dns'
import http from 'node:http'
import https from 'node:https'
import { BlockList, isIP, type LookupFunction } from 'node:net'
import { Readable } from 'node:stream'

/**
 * The one way the server makes a request to an address someone typed in (link check today;
 * webhooks and imports later). It guards against SSRF where the connection is made: the
 * address a socket connects to is the very answer that was tested against the private ranges,
 * so a name that answers a public address to a first query and 127.0.0.1 to the next (DNS
 * rebinding) cannot slip through between a check and the connection. Every redirect hop is a
 * new request through the same guard.
 */

/** One answer of a name lookup (dns.lookup with `all: true`). */
export interface ResolvedAddress {
  address: string
  family: number
}

/** Resolves a host name; the system resolver unless a test injects its own. */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>

export interface OutboundOptions {
  /** Let requests reach loopback and private addresses (tests with a local server only). */
  allowPrivate: boolean
  /** Tests: a resolver they control (a name whose answers change between queries). */
  resolve?: Resolve
  /**
   * Tests only: where a checked address is really dialled, so a test can stand a local server
   * in for a public address. The address is checked first; this never widens what is allowed.
   */
  dial?: (address: string) => string
}

export interface OutboundInit {
  method?: string
  headers?: Record<string, string>
  body?: string | Uint8Array
  signal?: AbortSignal
  /** `manual` (the default) returns 3xx answers as they are; `follow` follows them through the guard. */
  redirect?: 'manual' | 'follow'
  /** With `follow`: at most this many redirects (5 by default). */
  maxRedirects?: number
}

export const OUTBOUND_REFUSED = 'OUTBOUND_REFUSED'

/** A request the guard would not make; nothing was sent. */
export class OutboundRefusedError extends Error {
  readonly code = OUTBOUND_REFUSED
  constructor(message: string) {
    super(message)
    this.name = 'OutboundRefusedError'
  }
}

// Where the server must never be sent by an address someone else chose: "this network",
// private, CGNAT, loopback, link-local, IETF protocol assignments, benchmarking, multicast and
// reserved IPv4; in IPv6 the unspecified and loopback addresses, everything that embeds an IPv4
// address (IPv4-compatible ::/96, IPv4-mapped ::ffff:0:0/96, NAT64 64:ff9b::/96 and its local
// 64:ff9b:1::/48, 6to4 2002::/16), unique-local, link-local, site-local and multicast.
const PRIVATE_RANGES: readonly [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['224.0.0.0', 4, 'ipv4'],
  ['240.0.0.0', 4, 'ipv4'],
  ['::', 96, 'ipv6'],
  ['::ffff:0:0', 96, 'ipv6'],
  ['64:ff9b::', 96, 'ipv6'],
  ['64:ff9b:1::', 48, 'ipv6'],
  ['2002::', 16, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['fec0::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
]
// One list per family: node:net's BlockList matches an IPv4 address against an IPv6 rule for
// ::ffff:0:0/96, so a single list holding that rule would refuse every IPv4 address.
const privateRanges = { ipv4: new BlockList(), ipv6: new BlockList() }
for (const [net, prefix, type] of PRIVATE_RANGES) privateRanges[type].addSubnet(net, prefix, type)

/** Whether an IP address is one the server must not be sent to; anything that is not an IP address is. */
export const isPrivateAddress = (address: string) => {
  // A zone (fe80::1%eth0) only exists on link-local addresses, which are private anyway.
  const ip = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '')
  const family = isIP(ip)
  if (family === 0) return true
  const type = family === 6 ? 'ipv6' : 'ipv4'
  return privateRanges[type].check(ip, type)
}

// RFC 2606 and RFC 6761: names that are never a real site on the internet.
const RESERVED_NAMES = /(^|\.)(example|test|invalid|localhost|example\.com|example\.net|example\.org)$/

/** A documentation or test name (`example.com`, `*.test`, `localhost`…): never a real site. */
export const isReservedHostname = (hostname: string) => RESERVED_NAMES.test(hostname.toLowerCase().replace(/\.$/, ''))

const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true })

const notFound = (hostname: string) =>
  Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND', hostname })

const refusedAddress = (hostname: string, address: string) =>
  new OutboundRefusedError(
    hostname === address
      ? `Refused: ${address} is a private address`
      : `Refused: ${hostname} resolves to a private address (${address})`,
  )

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304])
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308])

/**
 * A fetch whose every connection goes through the guard: one name lookup per connection, every
 * answer tested, and the socket connected to a tested answer (node:http's `lookup` hook; an IP
 * address in the URL is tested as it is). Answers a standard Response.
 */
export const createOutbound = (opts: OutboundOptions) => {
  const resolve = opts.resolve ?? systemResolve

  /** node:net's lookup hook: resolve once, test every answer, hand over only tested ones. */
  const lookup: LookupFunction = (hostname, options, callback) => {
    resolve(hostname)
      .then((answers) => {
        if (!opts.allowPrivate) {
          const bad = answers.find((a) => isPrivateAddress(a.address))
          if (bad) throw refusedAddress(hostname, bad.address)
        }
        const usable = options.family ? answers.filter((a) => a.family === options.family) : answers
        if (!usable.length) throw notFound(hostname)
        const dialled = usable.map((a) => ({ address: opts.dial ? opts.dial(a.address) : a.address, family: a.family }))
        if (options.all) callback(null, dialled)
        else callback(null, dialled[0]!.address, dialled[0]!.family)
      })
      .catch((err: NodeJS.ErrnoException) => callback(err, ''))
  }

  const once = (url: URL, init: OutboundInit) =>
    new Promise<Response>((resolvePromise, reject) => {
      if (url.protocol !== 'http:' && url.protocol !== 'https:')
        return reject(new OutboundRefusedError(`Refused: unsupported protocol ${url.protocol}`))
      const host = url.hostname.replace(/^\[|\]$/g, '')
      // An address in the URL is connected to as it is (no lookup): test it here.
      if (isIP(host) && !opts.allowPrivate && isPrivateAddress(host)) return reject(refusedAddress(host, host))
      const method = (init.method ?? 'GET').toUpperCase()
      const req = (url.protocol === 'https:' ? https : http).request(url, {
        method,
        headers: init.headers,
        signal: init.signal,
        lookup,
        // A connection of its own per request: a pooled socket would skip the lookup hook.
        agent: false,
      })
      // Not once: a request may report more than one error, and an unheard one would stop the server.
      req.on('error', reject)
      req.once('response', (res) => {
        const status = res.statusCode ?? 0
        const empty = method === 'HEAD' || NULL_BODY_STATUSES.has(status)
        if (empty) res.resume()
        try {
          const headers = new Headers()
          for (let i = 0; i + 1 < res.rawHeaders.length; i += 2)
            headers.append(res.rawHeaders[i]!, res.rawHeaders[i + 1]!)
          resolvePromise(
            new Response(empty ? null : (Readable.toWeb(res) as ReadableStream<Uint8Array>), {
              status,
              statusText: res.statusMessage,
              headers,
            }),
          )
        } catch (err) {
          // A status or header a Response cannot carry (a status below 200 or above 599).
          res.destroy()
          reject(err instanceof Error ? err : new Error(String(err)))
        }
      })
      req.end(init.body)
    })

  /** Like fetch(url, init) for http(s), through the guard; `redirect: 'follow'` guards every hop too. */
  const outboundFetch = async (input: string | URL, init: OutboundInit = {}): Promise<Response> => {
    let url = new URL(input)
    let current = { ...init }
    const maxRedirects = init.maxRedirects ?? 5
    for (let hops = 0; ; hops++) {
      const res = await once(url, current)
      const location = res.headers.get('location')
      if (current.redirect !== 'follow' || !REDIRECT_STATUSES.has(res.status) || !location) return res
      await res.body?.cancel().catch(() => {})
      if (hops >= maxRedirects) throw new Error(`More than ${maxRedirects} redirects`)
      const next = new URL(location, url)
      // As browsers do: 303 (and 301/302 after a POST) becomes a GET without a body; credentials
      // never go to another origin.
      const toGet =
        res.status === 303 || ((res.status === 301 || res.status === 302) && current.method?.toUpperCase() === 'POST')
      const headers = { ...current.headers }
      for (const name of Object.keys(headers))
        if (
          (next.origin !== url.origin && /^(authorization|cookie|proxy-authorization)$/i.test(name)) ||
          (toGet && /^content-/i.test(name))
        )
          delete headers[name]
      current = toGet ? { ...current, method: 'GET', body: undefined, headers } : { ...current, headers }
      url = next
    }
  }

  /**
   * For a URL someone enters (a webhook's, say), to refuse it when it is stored: throws
   * OutboundRefusedError when its host is, or now resolves to, a private address. Only a first
   * answer: every request is still guarded where it connects.
   */
  const verify = async (input: string | URL) => {
    const url = new URL(input)
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      throw new OutboundRefusedError(`Refused: unsupported protocol ${url.protocol}`)
    if (opts.allowPrivate) return
    const host = url.hostname.replace(/^\[|\]$/g, '')
    const answers = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host)
    const bad = answers.find((a) => isPrivateAddress(a.address))
    if (bad) throw refusedAddress(host, bad.address)
  }

  return { fetch: outboundFetch, verify, lookup }
}
