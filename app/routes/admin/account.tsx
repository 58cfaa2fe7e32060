import { useRevalidator, useRouteLoaderData } from 'react-router'

import type { Me, Session, User } from '../../../core/schemas/auth.ts'
import { rememberAdmin } from '../../features/admin/guard.ts'
import { AdminPage, Panel } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { api } from '../../lib/api-client.ts'
import { PasswordForm, ProfileForm } from '../../features/auth/account-forms.tsx'
import { SessionsPanel } from '../../features/auth/sessions-panel.tsx'
import { TwoFactorPanel } from '../../features/auth/two-factor-panel.tsx'
import type { clientLoader as layoutLoader } from './layout.tsx'
import type { Route } from './+types/account'

export const clientLoader = async () => {
  const [me, sessions] = await Promise.all([
    api.get<Me>('/auth/me', { fallback: 'Failed to get user' }),
    api.get<Session[]>('/auth/sessions', { fallback: 'Failed to load sessions' }),
  ])
  return { twoFactorEnabled: me.two_factor_enabled, sessions, loadedAt: Date.now() }
}

export const meta: Route.MetaFunction = () => [{ title: 'Account · Admin' }]

export default function AdminAccount({ loaderData }: Route.ComponentProps) {
  const layout = useRouteLoaderData<typeof layoutLoader>('routes/admin/layout')
  const revalidator = useRevalidator()
  const user = layout?.user
  if (!user) return null

  // The sidebar shows the user from the layout's loader: refresh it after a change.
  const onUpdated = (updated: User) => {
    rememberAdmin(updated)
    void revalidator.revalidate()
  }

  return (
    <AdminPage title="Account" description="Your name, sign-in email, username, password and how you sign in.">
      <div className="grid max-w-3xl gap-6">
        <Panel title="Profile" description="How you appear in the admin area, and the email you sign in with.">
          <ProfileForm key={`${user.id}-${user.email}`} user={user} onUpdated={onUpdated} />
        </Panel>
        <Panel title="Password" description="At least 8 characters with upper and lower case, a number and a symbol.">
          <PasswordForm user={user} onUpdated={onUpdated} />
        </Panel>
        <Panel
          title="Two-factor sign-in"
          description="A code from an authenticator app at each sign-in, so a stolen password is not enough."
        >
          <TwoFactorPanel email={user.email} enabled={loaderData.twoFactorEnabled} />
        </Panel>
        <Panel title="Sessions" description="Where your account is signed in. Sign out any you do not recognise.">
          <SessionsPanel
            sessions={loaderData.sessions}
            loadedAt={loaderData.loadedAt}
            onChanged={() => revalidator.revalidate()}
          />
        </Panel>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
