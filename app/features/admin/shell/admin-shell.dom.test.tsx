// @vitest-environment happy-dom
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'

import { mount } from '../../../test/dom.ts'
import { AdminShell } from './admin-shell.tsx'

const user = {
  id: 1,
  email: 'owner@example.com',
  username: 'owner',
  full_name: 'Owner',
  is_active: true,
  is_superuser: true,
  created_at: '2026-11-28T00:00:00.000Z',
}

const shell = (version?: string) =>
  mount(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '/admin',
            element: (
              <AdminShell siteName="Ada Lovelace" user={user} unread={0} version={version}>
                <p>Dashboard</p>
              </AdminShell>
            ),
          },
        ],
        { initialEntries: ['/admin'] },
      )}
    />,
  )

describe('the admin shell', () => {
  it('names the running version under the account card', () => {
    const root = shell('0.2.0')
    expect(root.querySelector('aside')!.textContent).toContain('Folio 0.2.0')
  })

  it('leaves the line out when the version is unknown', () => {
    const root = shell()
    expect(root.querySelector('aside')!.textContent).not.toContain('Folio ')
  })
})
