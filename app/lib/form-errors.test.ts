import { describe, expect, it, vi } from 'vitest'

import { ApiError } from './api-client.ts'
import { applyServerErrors, errorMessage } from './form-errors.ts'

const refusal = (errors: { loc: (string | number)[]; msg: string }[]) =>
  new ApiError(
    422,
    { detail: errors[0]!.msg, code: 'VALIDATION_ERROR', errors: errors.map((e) => ({ ...e, type: 'custom' })) },
    'x',
  )

describe('applyServerErrors', () => {
  it('puts each message under its field, focusing the first, and returns the ones without a field', () => {
    const setError = vi.fn()
    const leftover = applyServerErrors(
      refusal([
        { loc: ['body', 'title'], msg: 'Title is required' },
        { loc: ['body', 'gallery', 2], msg: 'Must be an http(s) URL' },
        { loc: ['body', 'unknown'], msg: 'Something else' },
      ]),
      setError,
      ['title', 'gallery'],
    )
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'Title is required' }, { shouldFocus: true }],
      ['gallery', { type: 'server', message: 'Must be an http(s) URL' }, { shouldFocus: false }],
    ])
    expect(leftover).toEqual(['Something else'])
  })

  it('finds nested fields of the site profile', () => {
    const setError = vi.fn()
    applyServerErrors(refusal([{ loc: ['body', 'socials', 1, 'url'], msg: 'Bad link' }]), setError, ['socials.1.url'])
    expect(setError).toHaveBeenCalledWith(
      'socials.1.url',
      expect.objectContaining({ message: 'Bad link' }),
      expect.anything(),
    )
  })

  it('ignores anything that is not a validation refusal', () => {
    const setError = vi.fn()
    expect(applyServerErrors(new Error('boom'), setError, ['title'])).toEqual([])
    expect(setError).not.toHaveBeenCalled()
  })
})

describe('errorMessage', () => {
  it("shows the server's detail, else the fallback", () => {
    expect(
      errorMessage(
        new ApiError(409, { detail: 'A project with this title/slug already exists', code: 'C' }, 'f'),
        'Failed',
      ),
    ).toBe('A project with this title/slug already exists')
    expect(errorMessage(new ApiError(0, null, 'Login failed'), 'Login failed')).toBe('Login failed')
    expect(errorMessage(new TypeError('x is undefined'), 'Failed to save the project')).toBe(
      'Failed to save the project',
    )
  })
})
