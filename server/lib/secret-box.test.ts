import { describe, expect, it } from 'vitest'

import { deriveKey, open, seal } from './secret-box.ts'

describe('secret box (AES-256-GCM, HKDF keys)', () => {
  const key = deriveKey('a-master-secret-that-is-long-enough-0123', 'folio totp secrets v1')

  it('opens what it sealed; a fresh IV each time', () => {
    const a = seal(key, 'JBSWY3DPEHPK3PXP')
    const b = seal(key, 'JBSWY3DPEHPK3PXP')
    expect(a).not.toBe(b)
    expect(a).not.toContain('JBSWY3DPEHPK3PXP')
    expect(open(key, a)).toBe('JBSWY3DPEHPK3PXP')
  })

  it('another master secret or another purpose cannot open it; tampering is detected', () => {
    const sealed = seal(key, 'JBSWY3DPEHPK3PXP')
    expect(
      open(deriveKey('another-master-secret-that-is-long-enough', 'folio totp secrets v1'), sealed),
    ).toBeUndefined()
    expect(
      open(deriveKey('a-master-secret-that-is-long-enough-0123', 'folio 2fa challenge v1'), sealed),
    ).toBeUndefined()
    const parts = sealed.split('.')
    const body = Buffer.from(parts[3]!, 'base64url')
    body[0]! ^= 1
    expect(open(key, [...parts.slice(0, 3), body.toString('base64url')].join('.'))).toBeUndefined()
    expect(open(key, 'not sealed')).toBeUndefined()
  })
})
