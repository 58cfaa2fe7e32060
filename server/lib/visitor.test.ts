import { describe, expect, it } from 'vitest'

import { visitorOf } from './visitor.ts'

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const req = (ua?: string, cookie?: string) => ({
  ip: '203.0.113.7',
  headers: { ...(ua ? { 'user-agent': ua } : {}), ...(cookie ? { cookie } : {}) },
})

describe('visitorOf', () => {
  it('names a browser by its cookie, else by a hash of address and User-Agent', () => {
    const hashed = visitorOf(req(BROWSER))
    expect(hashed).toEqual({ id: expect.stringMatching(/^[\w-]{43}$/), isBot: false })
    expect(visitorOf(req(BROWSER)).id).toBe(hashed.id)
    expect(visitorOf({ ...req(BROWSER), ip: '203.0.113.8' }).id).not.toBe(hashed.id)
    expect(visitorOf(req(BROWSER, 'a=1; visitor=abcdefghijklmnop-123')).id).toBe('abcdefghijklmnop-123')
  })

  it('leaves a bot unnamed only when asked to (views ignore bots; a like still needs its id)', () => {
    for (const ua of [GOOGLEBOT, undefined]) {
      expect(visitorOf(req(ua), undefined, { botsUnnamed: true })).toEqual({ id: '', isBot: true })
      expect(visitorOf(req(ua))).toEqual({ id: expect.stringMatching(/^[\w-]{43}$/), isBot: true })
    }
    expect(visitorOf(req(BROWSER), undefined, { botsUnnamed: true }).id).toBe(visitorOf(req(BROWSER)).id)
  })
})
