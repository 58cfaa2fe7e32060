import { PageForm } from '../../features/admin/pages/page-form.tsx'
import { AdminPage } from '../../features/admin/ui/admin-page.tsx'
import { AdminRouteError } from '../../features/admin/ui/route-error.tsx'
import type { Route } from './+types/page-create'

export const meta: Route.MetaFunction = () => [{ title: 'New page · Admin' }]

export default function CreatePage() {
  return (
    <AdminPage title="New page" back={{ to: '/admin/pages', label: 'Pages' }}>
      <PageForm />
    </AdminPage>
  )
}

export function ErrorBoundary() {
  return <AdminRouteError backTo="/admin/pages" backLabel="Back to the pages" />
}
