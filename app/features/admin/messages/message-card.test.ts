import { describe, expect, it } from 'vitest'

import { replyHref } from './message-card.tsx'

describe('replyHref', () => {
  it('opens a reply to the sender with "Re:" and the message quoted', () => {
    const url = new URL(
      replyHref({
        id: 1,
        name: 'Ada',
        email: 'ada@example.com',
        subject: 'Project & budget',
        message: 'Line one\nLine two',
        read: false,
        status: 'new',
        created_at: '2026-01-05T10:00:00Z',
      }),
    )
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('ada@example.com')
    expect(url.searchParams.get('subject')).toBe('Re: Project & budget')
    expect(url.searchParams.get('body')).toContain('On Jan 05, 2026, Ada wrote:\n> Line one\n> Line two')
  })

  it('does not stack "Re:"', () => {
    const href = replyHref({
      id: 1,
      name: 'A',
      email: 'a@b.co',
      subject: 'Re: hi',
      message: 'x',
      read: true,
      status: 'read',
      created_at: '',
    })
    expect(new URL(href).searchParams.get('subject')).toBe('Re: hi')
  })
})
