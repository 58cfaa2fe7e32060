import type { ResolvedAddress } from '../lib/outbound.ts'

/** A public address that only ever stands in for a local test site (tests never reach it). */
export const STAND_IN_PUBLIC = '203.0.113.7'

export const v4 = (address: string): ResolvedAddress => ({ address, family: 4 })

/**
 * A resolver the test controls, for the outbound guard's `resolve`: each name answers its lists
 * of answers in turn, one per query (the last again once used up); other names are not found.
 * `queries` records every query.
 */
export const scriptedDns = (answers: Record<string, ResolvedAddress[][]>) => {
  const queries: string[] = []
  const resolve = async (hostname: string) => {
    const script = answers[hostname]
    if (!script) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
    const n = queries.filter((q) => q === hostname).length
    queries.push(hostname)
    return script[Math.min(n, script.length - 1)]!
  }
  return { resolve, queries }
}

/** For the outbound guard's `dial`: records each address it let through and dials the local site instead. */
export const localDial = () => {
  const dialled: string[] = []
  return {
    dialled,
    dial: (address: string) => {
      dialled.push(address)
      return '127.0.0.1'
    },
  }
}
