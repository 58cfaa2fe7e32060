import { useRevalidator, useRouteLoaderData } from 'react-router'

import type { User } from '../../../core/schemas/auth.ts'
import { rememberAdmin } from '../../features/admin/guard.ts'
import { AdminPage, Panel } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import { PasswordForm, ProfileForm } from '../../features/auth/account-forms.tsx'
import type { clientLoader as layoutLoader } from './layout.tsx'
import type { Route } from './+types/account'

export const meta: Route.MetaFunction = () => [{ title: 'Account · Admin' }]

export default function AdminAccount() {
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
    <AdminPage title="Account" description="Your name, sign-in email, username and password.">
      <div className="grid max-w-3xl gap-6">
        <Panel title="Profile" description="How you appear in the admin area, and the email you sign in with.">
          <ProfileForm key={`${user.id}-${user.email}`} user={user} onUpdated={onUpdated} />
        </Panel>
        <Panel title="Password" description="At least 8 characters with upper and lower case, a number and a symbol.">
          <PasswordForm user={user} onUpdated={onUpdated} />
        </Panel>
      </div>
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
