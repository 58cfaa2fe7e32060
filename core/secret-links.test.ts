import { describe, expect, it } from 'vitest'

import { redactSecretLinks } from './secret-links.ts'

describe('redactSecretLinks', () => {
  it.each([
    ['/preview/abc123', '/preview/[redacted]'],
    ['/preview/abc123.data?_routes=routes%2Fpost-preview', '/preview/[redacted]?_routes=routes%2Fpost-preview'],
    ['/Preview/abc123/', '/Preview/[redacted]/'],
    ['/testimonials/new/abc123', '/testimonials/new/[redacted]'],
    ['/testimonials/new/abc123.data', '/testimonials/new/[redacted]'],
    ['/api/v1/testimonial-requests/abc123/photo', '/api/v1/testimonial-requests/[redacted]/photo'],
    ['/contact?token=abc&page=2', '/contact?token=[redacted]&page=2'],
    ['/x?page=1&access_token=abc#top', '/x?page=1&access_token=[redacted]#top'],
    ['No route matches URL "/preview/abc123"', 'No route matches URL "/preview/[redacted]"'],
    ['at https://example.com/testimonials/new/abc123 now', 'at https://example.com/testimonials/new/[redacted] now'],
  ])('%s → %s', (input, output) => {
    expect(redactSecretLinks(input)).toBe(output)
    expect(redactSecretLinks(output)).toBe(output)
  })

  it.each([
    '/api/v1/admin/testimonial-requests/12',
    '/api/v1/admin/blogs/3/preview-link',
    '/api/v1/admin/blogs/preview',
    '/blogs?page=2&search=preview',
    '/testimonials',
  ])('leaves %s as it is', (path) => {
    expect(redactSecretLinks(path)).toBe(path)
  })
})
