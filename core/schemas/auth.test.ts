import { describe, expect, it } from 'vitest'

import { LoginFormSchema, passwordStrength, RegisterFormSchema, RegisterSchema } from './auth.ts'

const valid = {
  email: 'ada@example.com',
  password: 'Str0ng!pass',
  username: 'ada_l',
  full_name: 'Ada Lovelace',
  confirmPassword: 'Str0ng!pass',
  acceptTerms: true as const,
}
const messages = (input: unknown) => {
  const r = RegisterFormSchema.safeParse(input)
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('registration rules (SPEC.md §5)', () => {
  it('accepts a valid registration', () => {
    expect(messages(valid)).toEqual([])
  })

  it.each([
    [{ full_name: 'A' }, 'full_name: Name must be at least 2 characters'],
    [{ full_name: 'Ada 2' }, 'full_name: Name can only contain letters and spaces'],
    [{ username: 'ab' }, 'username: Username must be at least 3 characters'],
    [{ username: 'a'.repeat(21) }, 'username: Username must be less than 20 characters'],
    [{ username: 'ada-l' }, 'username: Username can only contain letters, numbers, and underscores'],
    [{ email: 'ada@' }, 'email: Invalid email address'],
    [{ email: '' }, 'email: Email is required'],
    [{ acceptTerms: false }, 'acceptTerms: You must accept the terms and conditions'],
    [{ confirmPassword: 'Str0ng!pasS' }, 'confirmPassword: Passwords do not match'],
  ])('%o → %s', (patch, message) => {
    expect(messages({ ...valid, ...patch })).toContain(message)
  })

  it('gives each password rule its own message', () => {
    const msgs = (password: string) => messages({ ...valid, password, confirmPassword: password })
    expect(msgs('Sh0rt!')).toContain('password: Password must be at least 8 characters')
    expect(msgs('lower0!case')).toContain('password: Password must contain at least one uppercase letter')
    expect(msgs('UPPER0!CASE')).toContain('password: Password must contain at least one lowercase letter')
    expect(msgs('NoDigits!here')).toContain('password: Password must contain at least one number')
    expect(msgs('NoSpecial0here')).toContain('password: Password must contain at least one special character')
  })

  it('the API body schema has the same rules without the browser-only fields', () => {
    const { confirmPassword: _c, acceptTerms: _a, ...body } = valid
    expect(RegisterSchema.safeParse(body).success).toBe(true)
    expect(RegisterSchema.safeParse({ ...body, password: 'weak' }).success).toBe(false)
  })
})

describe('password strength meter', () => {
  it.each([
    ['', 1, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcD', 2, 'Weak'],
    ['abcD1', 3, 'Fair'],
    ['abcD1!', 4, 'Good'],
    ['abcD1!xyz', 5, 'Strong'],
  ])('%j scores %i (%s)', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label })
  })
})

describe('login rules', () => {
  it('needs a valid email and a password of at least 8 characters', () => {
    expect(LoginFormSchema.safeParse({ email: 'a@b.co', password: '12345678' }).success).toBe(true)
    const r = LoginFormSchema.safeParse({ email: 'nope', password: 'short' })
    expect(r.success ? [] : r.error.issues.map((i) => i.message)).toEqual([
      'Invalid email address',
      'Password must be at least 8 characters',
    ])
  })
})
