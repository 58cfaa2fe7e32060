import { renderToStaticMarkup } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'

import { SpamNote } from './spam-note.tsx'

const now = Date.parse('2026-11-27T12:00:00Z')
const render = (props: Partial<Parameters<typeof SpamNote>[0]>) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SpamNote latestSpamAt={null} onSpamTab={false} spamHref="?status=spam" now={now} {...props} />
    </MemoryRouter>,
  )

describe('SpamNote', () => {
  it('says in the inbox when a message was last filed as spam, with a link to Spam', () => {
    const html = render({ latestSpamAt: '2026-11-27T11:00:00Z' })
    expect(html).toContain('Last message filed as spam: <time dateTime="2026-11-27T11:00:00Z"')
    expect(html).toContain('1 hour ago</time>')
    expect(html).toContain('href="/?status=spam"')
    expect(html).toContain('Spam is not emailed to you')
  })

  it('says nothing when nothing was filed as spam; on the Spam tab, why messages land there', () => {
    expect(render({})).toBe('')
    expect(render({ onSpamTab: true })).toContain('during a burst of messages, with 3 or more links')
  })
})
