import { afterEach, describe, expect, it, vi } from 'vitest'

import { handleError } from './entry.server.tsx'

afterEach(() => {
  vi.restoreAllMocks()
})

const args = (url: string) =>
  ({ request: new Request(url), params: {}, context: undefined }) as unknown as Parameters<typeof handleError>[1]

describe('handleError', () => {
  it('logs an error without the secret link token its message or stack quotes', () => {
    const logged: unknown[] = []
    vi.spyOn(console, 'error').mockImplementation((...a: unknown[]) => void logged.push(...a))
    const token = 'q9s8d7f6g5h4j3k2l1'
    // React Router's 404 for a .data request carries the URL in its cause.
    const notFound = {
      status: 404,
      statusText: 'Not Found',
      internal: true,
      data: 'Error: No route matches',
      error: new Error(`No route matches URL "/testimonials/new/${token}.data"`),
    }
    handleError(notFound, args(`http://localhost/testimonials/new/${token}.data`))
    handleError(new Error(`loader failed for /preview/${token}`), args(`http://localhost/preview/${token}`))
    expect(logged).toHaveLength(2)
    expect(String(logged[0])).toContain('No route matches URL "/testimonials/new/[redacted]"')
    expect(String(logged[1])).toContain('loader failed for /preview/[redacted]')
    expect(logged.join('\n')).not.toContain(token)
  })
})
