import { adminApi } from '../../features/admin/api.ts'
import { setupApi } from '../../features/admin/setup/setup-api.ts'
import { SetupForm } from '../../features/admin/setup/setup-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/setup'

export const clientLoader = async () => {
  const [site, status] = await Promise.all([adminApi.getSite(), setupApi.status()])
  // Nothing saved yet: the public site shows the blank profile, whose words are not the owner's.
  const fresh = !status.checklist.find((s) => s.key === 'profile')?.done
  return { site, fresh }
}

export const meta: Route.MetaFunction = () => [{ title: 'Set up your site · Admin' }]

export default function AdminSetup({ loaderData }: Route.ComponentProps) {
  return (
    <AdminPage
      title="Set up your site"
      description="Four short steps make the site yours. Skip anything and come back later from the dashboard."
    >
      <SetupForm site={loaderData.site} fresh={loaderData.fresh} />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError />
}
