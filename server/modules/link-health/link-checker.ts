import { createOutbound, OUTBOUND_REFUSED, type OutboundOptions } from '../../lib/outbound.ts'

export interface CheckerOptions extends OutboundOptions {
  /** Per request (10 s in production). */
  timeoutMs: number
  /** At most one request per host per this many ms. */
  hostIntervalMs: number
  maxRedirects: number
}

export interface CheckResult {
  ok: boolean
  status: number | null
  error: string | null
}

/** Network failures in words an owner understands. */
const NETWORK_ERRORS: Record<string, string> = {
  [OUTBOUND_REFUSED]: 'Refused: the link points to a private address',
  ENOTFOUND: 'Host not found',
  EAI_AGAIN: 'Host not found',
  ECONNREFUSED: 'Connection refused',
  ECONNRESET: 'Connection reset',
  CERT_HAS_EXPIRED: 'Expired TLS certificate',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'Self-signed TLS certificate',
  ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate for another host',
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/**
 * Checks links the way a visitor's browser would reach them: HEAD first, GET when HEAD is
 * refused (405/501), redirects followed by hand (at most `maxRedirects`, loops detected), a
 * timeout per request, and never more than one request per host per `hostIntervalMs`.
 */
export const createLinkChecker = (opts: CheckerOptions) => {
  // SSRF: every request, each redirect hop included, connects only to an address it tested.
  const outbound = createOutbound(opts)
  /** When each host may be asked next; a slot is taken before waiting, so parallel checks queue. */
  const nextSlot = new Map<string, number>()
  const politely = async (host: string) => {
    const now = Date.now()
    const at = Math.max(now, nextSlot.get(host) ?? 0)
    nextSlot.set(host, at + opts.hostIntervalMs)
    if (at > now) await sleep(at - now)
  }

  const request = async (url: URL, method: 'HEAD' | 'GET') => {
    await politely(url.host)
    const res = await outbound.fetch(url, {
      method,
      redirect: 'manual',
      signal: AbortSignal.timeout(opts.timeoutMs),
      headers: { 'user-agent': 'FolioLinkCheck/1.0 (+link health)', accept: '*/*' },
    })
    // Only the status matters: never download a body.
    await res.body?.cancel().catch(() => {})
    return res
  }

  const check = async (link: string): Promise<CheckResult> => {
    let url: URL
    try {
      url = new URL(link)
    } catch {
      return { ok: false, status: null, error: 'Not a valid URL' }
    }
    const seen = new Set<string>()
    try {
      for (let hops = 0; ; hops++) {
        if (url.protocol !== 'http:' && url.protocol !== 'https:')
          return { ok: false, status: null, error: `Unsupported protocol ${url.protocol}` }
        seen.add(url.href)
        let res = await request(url, 'HEAD')
        if (res.status === 405 || res.status === 501) res = await request(url, 'GET')
        const location = res.headers.get('location')
        if (res.status >= 300 && res.status < 400 && location) {
          const next = new URL(location, url)
          if (seen.has(next.href)) return { ok: false, status: res.status, error: 'Redirect loop' }
          if (hops >= opts.maxRedirects)
            return { ok: false, status: res.status, error: `More than ${opts.maxRedirects} redirects` }
          url = next
          continue
        }
        const ok = res.status >= 200 && res.status < 400
        return { ok, status: res.status, error: ok ? null : `HTTP ${res.status}` }
      }
    } catch (err) {
      const e = err as Error & { code?: string; cause?: { code?: string; message?: string } }
      if (e.name === 'TimeoutError' || e.name === 'AbortError')
        return { ok: false, status: null, error: `No answer within ${opts.timeoutMs / 1000} s` }
      const code = e.code ?? e.cause?.code
      return { ok: false, status: null, error: (code && NETWORK_ERRORS[code]) ?? e.cause?.message ?? e.message }
    }
  }

  return { check }
}
